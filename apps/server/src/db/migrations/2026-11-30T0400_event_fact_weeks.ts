import { sql, type Kysely } from 'kysely';
import {
  createWeeksTriggers,
  createWriteWeeks,
  dropWeeksTriggers,
  weeksTriggerStart,
  wideChange,
} from './2026-11-30T0200_search_word_weeks.ts';

/**
 * A filter of one kind (music styles, free or live) reads one string per fact and cell: its coming week's (decision
 * 125), as a search reads its words' (decision 123).
 *
 * - `establishment_cell_bit_weeks`: per event fact (a style, free, live), cell and time zone, the OR of the cell's
 *   strings of that fact (`establishment_cell_bits`, decision 081) of the 7 days from its time zone's `first_day`
 *   (`search_word_weeks`, the week the search strings hold): the venues with such an event that week. A cell without
 *   one has no row.
 * - Kept by triggers on `establishment_cell_bits`, as the words' week strings are (a lookup per changed key; a
 *   statement of many changed strings has its cells' week strings written again whole), under the same time zone
 *   locks; written again with the words' when a time zone's week rolls (`write_search_word_weeks`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table establishment_cell_bit_weeks (
    fact smallint not null,
    cell integer not null,
    timezone text not null,
    bits bit varying not null,
    primary key (fact, cell, timezone)
  )`.execute(db);
  // As the words' week strings (decision 123): the grouping written out for a key and for a cell, the planner reading
  // each by its index; a time zone's in `write_search_word_weeks`.
  await sql`
    create function establishment_cell_bits_keep_weeks() returns trigger
    language plpgsql as $$
    begin
      ${weeksTriggerStart}
      if ${wideChange} then
        delete from public.establishment_cell_bit_weeks x
          using (select distinct c.cell, c.timezone from changed c) k
          where x.cell = k.cell and x.timezone = k.timezone;
        insert into public.establishment_cell_bit_weeks (fact, cell, timezone, bits)
          select b.fact, b.cell, b.timezone, bit_or(b.bits)
          from (select distinct c.cell, c.timezone from changed c) k
          join public.establishment_cell_bits b on b.cell = k.cell and b.timezone = k.timezone
          join public.search_word_weeks s on s.timezone = b.timezone
          where b.day between s.first_day and s.first_day + 6
          group by b.fact, b.cell, b.timezone
          order by b.fact, b.cell, b.timezone;
        return null;
      end if;
      with keys as (
        select distinct c.fact, c.cell, c.timezone, s.first_day
        from changed c
        join public.search_word_weeks s on s.timezone = c.timezone
        where c.day between s.first_day and s.first_day + 6
      ),
      weeks as (
        select k.fact, k.cell, k.timezone, (
          select bit_or(b.bits) from public.establishment_cell_bits b
          where b.fact = k.fact and b.cell = k.cell and b.timezone = k.timezone
            and b.day between k.first_day and k.first_day + 6
        ) as bits
        from keys k
      ),
      emptied as (
        delete from public.establishment_cell_bit_weeks x
        using weeks k
        where k.bits is null and x.fact = k.fact and x.cell = k.cell and x.timezone = k.timezone
      )
      insert into public.establishment_cell_bit_weeks as x (fact, cell, timezone, bits)
        select k.fact, k.cell, k.timezone, k.bits from weeks k
        where k.bits is not null
        order by k.fact, k.cell, k.timezone
        on conflict (fact, cell, timezone) do update set bits = excluded.bits;
      return null;
    end
    $$
  `.execute(db);
  await createWeeksTriggers(db, 'establishment_cell_bits', 'establishment_cell_bits_keep_weeks');
  await createWriteWeeks(
    db,
    sql`
      delete from public.establishment_cell_bit_weeks x where x.timezone = zone;
      insert into public.establishment_cell_bit_weeks (fact, cell, timezone, bits)
        select b.fact, b.cell, b.timezone, bit_or(b.bits)
        from public.establishment_cell_bits b
        where b.timezone = zone and b.day between week_start and week_start + 6
        group by b.fact, b.cell, b.timezone
        order by b.fact, b.cell, b.timezone;
    `,
  );
  await sql`
    insert into establishment_cell_bit_weeks (fact, cell, timezone, bits)
      select b.fact, b.cell, b.timezone, bit_or(b.bits)
      from establishment_cell_bits b
      join search_word_weeks s on s.timezone = b.timezone
      where b.day between s.first_day and s.first_day + 6
      group by b.fact, b.cell, b.timezone
      order by b.fact, b.cell, b.timezone
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await createWriteWeeks(db);
  await dropWeeksTriggers(db, 'establishment_cell_bits');
  await sql`drop function if exists establishment_cell_bits_keep_weeks()`.execute(db);
  await sql`drop table if exists establishment_cell_bit_weeks`.execute(db);
}
