import { sql, type Kysely, type RawBuilder } from 'kysely';
import { CHANGED_VENUES, createEventUpkeep } from './2026-11-25T1100_home_week_facts.ts';

/**
 * A filtered home total counted by grid cells (issue 13, decision 081): for each 0.1° cell (`establishments.cell`)
 * and time zone, bit strings over the cell's active venues, one per fact, so the venues of a cell matching any
 * combination of filters are counted with a few bit operations instead of visiting each venue.
 *
 * - `establishment_cell_slots`: the cell's active venues in a fixed order (`venues[i + 1]` is the venue of bit i,
 *   `locations[i + 1]` its point, so a page can be ordered before any venue is read; a null is a free slot, taken
 *   by the next venue to come). Every active venue holds exactly one slot of its
 *   (cell, time zone); the array only grows, so every bit string of the cell has its length.
 * - `establishment_cell_bits`: per (cell, time zone, day, fact), the bit string of the venues the fact holds for.
 *   Facts of a day (days since 2000-01-01, the event's local date): 1 a free event, 2 a live event, 100 + style
 *   code an event of that style. Facts of the venue itself (day -1): 200 + type code for each of its types. A
 *   venue has at most one event a day, so AND-ing a day's facts speaks of one event; a missing row is all zeros.
 * - Kept in the same transaction as the writes: a row trigger on `establishments` (a venue opened, closed, moved,
 *   given another time zone or other types, deleted) and the statement triggers on `events` (the venue's bits
 *   rewritten). Days passing need nothing: a row is for an absolute day, the query picks each time zone's coming
 *   7 days; rows of days gone are dropped at the cell's next write.
 */
/**
 * The facts of an event `ev` (null for those it lacks): free (1), live (2), its style (100 + code); with `combined`
 * (decision 126) also free and live (3), and its style with free (300 + code), live (400 + code) or both (500 + code).
 */
export const eventFacts = (combined: boolean) => sql`(values
  (case when ev.is_free then 1 end),
  (case when ev.is_live then 2 end),
  (100 + public.music_style_code(ev.music_style))
  ${
    combined
      ? sql`,
  (case when ev.is_free and ev.is_live then 3 end),
  (case when ev.is_free then 300 + public.music_style_code(ev.music_style) end),
  (case when ev.is_live then 400 + public.music_style_code(ev.music_style) end),
  (case when ev.is_free and ev.is_live then 500 + public.music_style_code(ev.music_style) end)`
      : sql``
  }
)`;

/**
 * `establishment_cell_facts(venue)`, the facts of one venue: its types (day -1), and its events' facts (`eventFacts`)
 * from the server's UTC day before yesterday on (every venue's coming week starts at the UTC yesterday or later).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function createCellFacts(db: Kysely<any>, combined = false): Promise<void> {
  await sql`
    create or replace function establishment_cell_facts(venue uuid)
    returns table (day integer, fact integer)
    language sql stable
    as $$
      select -1, 200 + public.venue_type_code(t.type)
      from public.establishments e, unnest(e.establishment_type) t(type)
      where e.id = venue and public.venue_type_code(t.type) is not null
      union
      select ev.event_date - date '2000-01-01', f.fact
      from public.events ev
      cross join lateral ${eventFacts(combined)} f(fact)
      where ev.establishment_id = venue and f.fact is not null
        and ev.event_date >= (now() at time zone 'UTC')::date - 2
    $$
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function venue_type_code(type text) returns integer
    language sql immutable parallel safe
    as $$ select array_position(array['bar', 'pub', 'club', 'lounge', 'others', 'gastronomy']::text[], type) $$
  `.execute(db);
  await sql`create table establishment_cell_bits (
    cell integer not null,
    timezone text not null,
    day integer not null,
    fact smallint not null,
    bits bit varying not null,
    primary key (fact, cell, timezone, day)
  )`.execute(db);
  // The query reads a few facts of the circle's runs of cells (the primary key); the upkeep, all of a cell's rows.
  await sql`create index establishment_cell_bits_cell_idx on establishment_cell_bits (cell, timezone)`.execute(db);
  await createCellFacts(db);
  // One bit string from the slots set in it, for the full rebuild.
  await sql`
    create function bits_of_step(state bit varying, slot integer, length integer) returns bit varying
    language plpgsql immutable as $$
    begin
      return set_bit(coalesce(state, repeat('0', length)::bit varying), slot, 1);
    end
    $$
  `.execute(db);
  await sql`create aggregate bits_of(integer, integer) (sfunc = bits_of_step, stype = bit varying)`.execute(db);
  await createSlotUpkeep(db);
  await sql`create trigger establishments_keep_cell_bits
    after insert or delete or update of latitude, longitude, is_active, timezone, establishment_type on establishments
    for each row execute function establishments_keep_cell_bits()`.execute(db);
  await sql`select refresh_establishment_cell_bits()`.execute(db);
}

/** What the event triggers do after their update since this migration: rewrite each touched venue's cell bits. */
export const cellBitsUpkeep = (venues: RawBuilder<unknown> = CHANGED_VENUES) => sql`
  perform public.establishment_cell_bits_remove(e.id, e.cell, e.timezone), public.establishment_cell_bits_add(e.id)
  from public.establishments e
  where e.is_active and e.id in ${venues};
`;
export const CELL_BITS_UPKEEP = cellBitsUpkeep();

/**
 * The slots table and the functions that keep it (its upkeep, the event triggers' and the full rebuild), as this
 * migration made them: for a later migration's `down` to restore them (2026-11-27T0600).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function createSlotUpkeep(db: Kysely<any>): Promise<void> {
  await sql`create table establishment_cell_slots (
    cell integer not null,
    timezone text not null,
    venues uuid[] not null,
    locations cube[] not null,
    primary key (cell, timezone)
  )`.execute(db);
  // Takes the venue's bits out of its (cell, time zone) and frees its slot.
  await sql`
    create or replace function establishment_cell_bits_remove(venue uuid, venue_cell integer, venue_timezone text)
    returns void
    language plpgsql as $$
    declare
      slot integer;
    begin
      select array_position(s.venues, venue) - 1 into slot from public.establishment_cell_slots s
        where s.cell = venue_cell and s.timezone = venue_timezone for update;
      if slot is null then
        return;
      end if;
      update public.establishment_cell_bits b set bits = set_bit(b.bits, slot, 0)
        where b.cell = venue_cell and b.timezone = venue_timezone and get_bit(b.bits, slot) = 1;
      update public.establishment_cell_slots s set venues[slot + 1] = null, locations[slot + 1] = null
        where s.cell = venue_cell and s.timezone = venue_timezone;
    end
    $$
  `.execute(db);
  // Gives an active venue a slot in its (cell, time zone) (a free one, or a new one at the end, every bit string of
  // the cell growing by a bit) and sets its bits.
  await sql`
    create or replace function establishment_cell_bits_add(venue uuid) returns void
    language plpgsql as $$
    declare
      venue_cell integer;
      venue_timezone text;
      venue_location cube;
      slots uuid[];
      slot integer;
    begin
      select e.cell, e.timezone, e.location::cube into venue_cell, venue_timezone, venue_location
        from public.establishments e where e.id = venue and e.is_active;
      if venue_cell is null then
        return;
      end if;
      insert into public.establishment_cell_slots (cell, timezone, venues, locations)
        values (venue_cell, venue_timezone, '{}', '{}')
        on conflict (cell, timezone) do nothing;
      select s.venues into slots from public.establishment_cell_slots s
        where s.cell = venue_cell and s.timezone = venue_timezone for update;
      slot := array_position(slots, venue) - 1;
      if slot is null then
        slot := array_position(slots, null) - 1;
      end if;
      if slot is null then
        slot := coalesce(cardinality(slots), 0);
        update public.establishment_cell_bits b set bits = b.bits || B'0'
          where b.cell = venue_cell and b.timezone = venue_timezone;
      end if;
      update public.establishment_cell_slots s set venues[slot + 1] = venue, locations[slot + 1] = venue_location
        where s.cell = venue_cell and s.timezone = venue_timezone;
      -- Days gone are no window's any more.
      delete from public.establishment_cell_bits b
        where b.cell = venue_cell and b.timezone = venue_timezone
          and b.day between 0 and (now() at time zone 'UTC')::date - 3 - date '2000-01-01';
      insert into public.establishment_cell_bits as b (cell, timezone, day, fact, bits)
        select venue_cell, venue_timezone, f.day, f.fact,
          set_bit(repeat('0', greatest(slot + 1, coalesce(cardinality(slots), 0)))::bit varying, slot, 1)
        from public.establishment_cell_facts(venue) f
        on conflict (fact, cell, timezone, day) do update set bits = set_bit(b.bits, slot, 1);
    end
    $$
  `.execute(db);
  await createKeepCellBits(db);
  // The event triggers (decisions 047, 069) rewrite the bits of each venue an event statement touched.
  await createEventUpkeep(db, { alsoDo: CELL_BITS_UPKEEP });
  await sql`
    create or replace function refresh_establishment_cell_bits() returns void
    language sql as $$
      delete from public.establishment_cell_bits;
      delete from public.establishment_cell_slots;
      insert into public.establishment_cell_slots (cell, timezone, venues, locations)
        select e.cell, e.timezone, array_agg(e.id order by e.id), array_agg(e.location::cube order by e.id)
        from public.establishments e where e.is_active group by e.cell, e.timezone;
      with slot as (
        select s.cell, s.timezone, v.id, (v.n - 1)::integer as slot, cardinality(s.venues) as length
        from public.establishment_cell_slots s, unnest(s.venues) with ordinality v(id, n)
      ),
      facts as (
        select slot.*, -1 as day, 200 + public.venue_type_code(t.type) as fact
        from slot
        join public.establishments e on e.id = slot.id
        cross join unnest(e.establishment_type) t(type)
        where public.venue_type_code(t.type) is not null
        union all
        select slot.*, ev.event_date - date '2000-01-01', f.fact
        from slot
        join public.events ev on ev.establishment_id = slot.id
          and ev.event_date >= (now() at time zone 'UTC')::date - 2
        cross join lateral (values
          (case when ev.is_free then 1 end),
          (case when ev.is_live then 2 end),
          (100 + public.music_style_code(ev.music_style))
        ) f(fact)
        where f.fact is not null
      )
      insert into public.establishment_cell_bits (cell, timezone, day, fact, bits)
        select facts.cell, facts.timezone, facts.day, facts.fact, public.bits_of(facts.slot, facts.length)
        from facts
        group by facts.cell, facts.timezone, facts.day, facts.fact;
    $$
  `.execute(db);
}

/**
 * The venues' row trigger's function: a venue's bits rewritten when it opens, closes, moves, changes time zone or
 * types; with `withWords` (decision 117) also when its search text changes (a new name or address).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function createKeepCellBits(db: Kysely<any>, withWords = false): Promise<void> {
  await sql`
    create or replace function establishments_keep_cell_bits() returns trigger
    language plpgsql as $$
    begin
      -- A move within the cell too: the slot keeps the venue's point.
      if tg_op = 'UPDATE' and old.is_active = new.is_active and old.latitude = new.latitude
          and old.longitude = new.longitude and old.timezone = new.timezone
          and old.establishment_type = new.establishment_type
          ${withWords ? sql`and old.search_text = new.search_text` : sql``} then
        return null;
      end if;
      if tg_op <> 'INSERT' and old.is_active then
        perform public.establishment_cell_bits_remove(old.id, old.cell, old.timezone);
      end if;
      if tg_op <> 'DELETE' and new.is_active then
        perform public.establishment_cell_bits_add(new.id);
      end if;
      return null;
    end
    $$
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await createEventUpkeep(db);
  await sql`drop trigger if exists establishments_keep_cell_bits on establishments`.execute(db);
  await sql`drop function if exists establishments_keep_cell_bits()`.execute(db);
  await sql`drop function if exists refresh_establishment_cell_bits()`.execute(db);
  await sql`drop aggregate if exists bits_of(integer, integer)`.execute(db);
  await sql`drop function if exists bits_of_step(bit varying, integer, integer)`.execute(db);
  await sql`drop function if exists establishment_cell_bits_add(uuid)`.execute(db);
  await sql`drop function if exists establishment_cell_bits_remove(uuid, integer, text)`.execute(db);
  await sql`drop function if exists establishment_cell_facts(uuid)`.execute(db);
  await sql`drop table if exists establishment_cell_bits`.execute(db);
  await sql`drop table if exists establishment_cell_slots`.execute(db);
  await sql`drop function if exists venue_type_code(text)`.execute(db);
}
