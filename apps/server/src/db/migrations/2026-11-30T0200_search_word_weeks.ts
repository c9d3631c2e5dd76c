import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * A search reads one string per word and part: its coming week's (decision 123).
 *
 * - `search_word_weeks`: per time zone, the first day (days from 2000-01-01) of the week its parts' week strings hold:
 *   its today when they were last rolled.
 * - `establishment_part_word_weeks`: per word, cell, time zone and part, the OR of the part's strings of that word
 *   (`establishment_part_words`, decision 117) of day -1 (the venues' own text) and of the 7 days from its time zone's
 *   `first_day`: the places whose venue holds the word in its text or in an event of that week. A part without such a
 *   string has no row.
 * - Kept by triggers on `establishment_part_words`: each statement's changed keys have their week strings worked out
 *   again from the part's strings (the cells' upkeep and layout stay as they are, decisions 102, 117, 122).
 * - `roll_search_word_weeks(zone)`: once a time zone's today has passed its `first_day`, writes its week strings again
 *   for the new week (`write_search_word_weeks`; the app asks every few minutes, decision 123). Until then a search
 *   reads the days' strings.
 * - A roll and the triggers take the time zone's advisory lock (`WEEKS_LOCK`, the time zone's hash), the roll alone,
 *   the triggers shared: a roll never works from strings a write has not committed yet.
 */
export const WEEKS_LOCK = -123;
/** How many changed strings make a statement's week strings written again by part rather than looked up by key. */
const WIDE_CHANGE = 1000;

/**
 * The start of a trigger that keeps week strings from its statement's changed rows (`changed`, with `timezone`): a
 * time zone new to `search_word_weeks` starts its week today; each changed time zone's lock is taken shared.
 */
export const weeksTriggerStart = sql`
  insert into public.search_word_weeks (timezone, first_day)
    select distinct c.timezone, (now() at time zone c.timezone)::date - date '2000-01-01' from changed c
    on conflict (timezone) do nothing;
  perform pg_advisory_xact_lock_shared(${sql.lit(WEEKS_LOCK)}, hashtext(z.timezone))
    from (select distinct c.timezone from changed c order by c.timezone) z;
`;

/** Whether a trigger's statement changed `WIDE_CHANGE` rows or more (`changed`). */
const wide = sql.lit(WIDE_CHANGE);
export const wideChange = sql`(select count(*) from (select from changed c limit ${wide}) x) = ${wide}`;

/** The statement triggers of `table` (`<table>_weeks_<event>`) that run `keeper` with its changed rows (`changed`). */
export async function createWeeksTriggers(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
  db: Kysely<any>,
  table: string,
  keeper: string,
): Promise<void> {
  for (const [event, rows] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql`create trigger ${sql.raw(`${table}_weeks_${event}`)}
      after ${sql.raw(event)} on ${sql.raw(table)}
      referencing ${sql.raw(rows)} table as changed
      for each statement execute function ${sql.raw(keeper)}()`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function dropWeeksTriggers(db: Kysely<any>, table: string): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await sql`drop trigger if exists ${sql.raw(`${table}_weeks_${event}`)} on ${sql.raw(table)}`.execute(db);
  }
}

/**
 * `write_search_word_weeks(zone, week_start)`: a time zone's week strings written for the week from `week_start`, from
 * the parts' strings; and then `also`'s statements (of `zone` and `week_start` too: a later migration's week strings).
 */
export async function createWriteWeeks(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
  db: Kysely<any>,
  also: RawBuilder<unknown> = sql``,
): Promise<void> {
  await sql`
    create or replace function write_search_word_weeks(zone text, week_start integer) returns void
    language sql as $$
      insert into public.search_word_weeks (timezone, first_day) values (zone, week_start)
        on conflict (timezone) do update set first_day = excluded.first_day;
      delete from public.establishment_part_word_weeks x where x.timezone = zone;
      insert into public.establishment_part_word_weeks (word, cell, timezone, part, bits)
        select w.word, w.cell, w.timezone, w.part, bit_or(w.bits)
        from public.establishment_part_words w
        where w.timezone = zone and (w.day = -1 or w.day between week_start and week_start + 6)
        group by w.word, w.cell, w.timezone, w.part
        order by w.word, w.cell, w.timezone, w.part;
      ${also}
    $$
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table search_word_weeks (
    timezone text primary key,
    first_day integer not null
  )`.execute(db);
  await sql`create table establishment_part_word_weeks (
    word integer not null,
    cell integer not null,
    timezone text not null,
    part smallint not null,
    bits bit varying not null,
    primary key (word, cell, timezone, part)
  )`.execute(db);
  // The changed keys (`changed`, each trigger's transition table) whose string is of day -1 or of their time zone's
  // week, each worked out again from the part's strings, a lookup by key (a venue's save changes its few words); a
  // statement of many strings (a layout, a part lengthened) has its parts' week strings written again whole, by one
  // grouping (a lookup per key made the loaders' refresh of 100,000 venues take 129 s instead of 11). The week
  // string's grouping is written out for a key, a part and a time zone (`write_search_word_weeks`): one view read all
  // three ways had the planner read a key's whole part (1.2 ms a key) and a part's whole table (0.26 s).
  await sql`
    create function establishment_part_words_keep_weeks() returns trigger
    language plpgsql as $$
    begin
      ${weeksTriggerStart}
      if ${wideChange} then
        delete from public.establishment_part_word_weeks x
          using (select distinct c.cell, c.timezone, c.part from changed c) p
          where x.cell = p.cell and x.timezone = p.timezone and x.part = p.part;
        insert into public.establishment_part_word_weeks (word, cell, timezone, part, bits)
          select w.word, w.cell, w.timezone, w.part, bit_or(w.bits)
          from (select distinct c.cell, c.timezone, c.part from changed c) p
          join public.establishment_part_words w on w.cell = p.cell and w.timezone = p.timezone and w.part = p.part
          join public.search_word_weeks s on s.timezone = w.timezone
          where w.day = -1 or w.day between s.first_day and s.first_day + 6
          group by w.word, w.cell, w.timezone, w.part
          order by w.word, w.cell, w.timezone, w.part;
        return null;
      end if;
      with keys as (
        select distinct c.word, c.cell, c.timezone, c.part, s.first_day
        from changed c
        join public.search_word_weeks s on s.timezone = c.timezone
        where c.day = -1 or c.day between s.first_day and s.first_day + 6
      ),
      weeks as (
        select k.word, k.cell, k.timezone, k.part, (
          select bit_or(w.bits) from public.establishment_part_words w
          where w.word = k.word and w.cell = k.cell and w.timezone = k.timezone and w.part = k.part
            and (w.day = -1 or w.day between k.first_day and k.first_day + 6)
        ) as bits
        from keys k
      ),
      emptied as (
        delete from public.establishment_part_word_weeks x
        using weeks k
        where k.bits is null and x.word = k.word and x.cell = k.cell and x.timezone = k.timezone and x.part = k.part
      )
      insert into public.establishment_part_word_weeks as x (word, cell, timezone, part, bits)
        select k.word, k.cell, k.timezone, k.part, k.bits from weeks k
        where k.bits is not null
        order by k.word, k.cell, k.timezone, k.part
        on conflict (word, cell, timezone, part) do update set bits = excluded.bits;
      return null;
    end
    $$
  `.execute(db);
  await createWeeksTriggers(db, 'establishment_part_words', 'establishment_part_words_keep_weeks');
  await createWriteWeeks(db);
  await sql`
    create function roll_search_word_weeks(zone text) returns boolean
    language plpgsql as $$
    declare
      today integer := (now() at time zone zone)::date - date '2000-01-01';
    begin
      perform pg_advisory_xact_lock(${sql.lit(WEEKS_LOCK)}, hashtext(zone));
      if not exists (select 1 from public.search_word_weeks s where s.timezone = zone and s.first_day <> today) then
        return false;
      end if;
      perform public.write_search_word_weeks(zone, today);
      return true;
    end
    $$
  `.execute(db);
  await sql`
    select write_search_word_weeks(z.timezone, (now() at time zone z.timezone)::date - date '2000-01-01')
    from (select distinct p.timezone from establishment_cell_parts p) z
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await dropWeeksTriggers(db, 'establishment_part_words');
  await sql`drop function if exists establishment_part_words_keep_weeks()`.execute(db);
  await sql`drop function if exists roll_search_word_weeks(text)`.execute(db);
  await sql`drop function if exists write_search_word_weeks(text, integer)`.execute(db);
  await sql`drop table if exists establishment_part_word_weeks`.execute(db);
  await sql`drop table if exists search_word_weeks`.execute(db);
}
