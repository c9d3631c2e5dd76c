import { sql, type Kysely, type RawBuilder } from 'kysely';
import { createSlotUpkeep, eventFacts } from './2026-11-26T1000_home_cell_bits.ts';

/**
 * A big cell's slots in parts (decision 098): a 0.1° cell with more than 2,000 slots in a time zone keeps them in the
 * 4 × 4 parts of 0.025° (~2.8 km) it holds, each part a contiguous range of the cell's slots (its bits in the cell's
 * strings), so a filtered page opens only the parts near the caller: a part's matches are counted with one
 * `bit_count` of its range. A smaller cell keeps its slots in one row, as before (a row of parts costs each read).
 *
 * - `establishment_cell_parts`: per (cell, time zone, part), `slot_count`, `centre` (on the earth), `reach` (how far,
 *   chord in metres, a point of the row can lie from its centre) and the slots' `venues` and `locations`. Part -1 is
 *   a cell kept whole; parts 0–15 (row × 4 + column from the south-west corner, `cell_part`) a cell in parts, which
 *   hold consecutive ranges of its slots in part order (a part's first bit is the sum of the earlier parts' counts,
 *   worked out when read: a new slot then rewrites no other row). A null is a free slot of its row.
 * - The upkeep as before (decision 081), a row at a time: a venue takes a free slot of its row, or a new one at the
 *   row's end, the later parts' slots moving one bit on as every bit string of the cell gains a bit there. A whole
 *   cell that grows past 2,000 slots is laid out again in parts (`establishment_cell_layout`, the full refresh's
 *   work for one cell). The writes to one (cell, time zone) wait for each other (an advisory lock of the transaction).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function cell_part(latitude double precision, longitude double precision) returns smallint
    language sql immutable parallel safe
    as $$
      select (least(3, greatest(0, floor(latitude * 40) - 4 * floor(latitude * 10))) * 4
        + least(3, greatest(0, floor(longitude * 40) - 4 * floor(longitude * 10))))::smallint
    $$
  `.execute(db);
  // The centre of a part, or of the cell (part -1); the reach is half the diagonal (1.97 and 7.87 km at the equator,
  // less elsewhere), rounded up.
  await sql`
    create function cell_part_centre(cell integer, part smallint) returns cube
    language sql immutable parallel safe
    as $$
      select public.ll_to_earth(
        (cell / 4000 - 900) / 10.0::float8
          + case when part < 0 then 0.05::float8 else (part / 4 + 0.5::float8) * 0.025::float8 end,
        (cell % 4000 - 1800) / 10.0::float8
          + case when part < 0 then 0.05::float8 else (part % 4 + 0.5::float8) * 0.025::float8 end)::cube
    $$
  `.execute(db);
  await sql`create table establishment_cell_parts (
    cell integer not null,
    timezone text not null,
    part smallint not null,
    slot_count integer not null,
    centre cube not null,
    reach double precision not null,
    venues uuid[] not null,
    locations cube[] not null,
    primary key (cell, timezone, part)
  )`.execute(db);
  // Lays out the slots and bits of one (cell, time zone), or of all when `only_cell` is null: in parts when it has
  // more than 2,000 active venues, else whole; its bit strings from its venues' types and events.
  await createCellLayout(db, 'four');
  // Takes the venue's bits out of its (cell, time zone) and frees its slot in the row that holds it (the whole
  // cell's, or one of its parts'). The same signature as before: the triggers that call it stay as they are.
  await createSlotRemove(db);
  await createSlotAdd(db, 'four');
  await sql`
    create or replace function refresh_establishment_cell_bits() returns void
    language sql as $$ select public.establishment_cell_layout(null, null) $$
  `.execute(db);
  await sql`drop table establishment_cell_slots`.execute(db);
  await sql`select refresh_establishment_cell_bits()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists establishment_cell_layout(integer, text)`.execute(db);
  await sql`drop table if exists establishment_cell_parts`.execute(db);
  await createSlotUpkeep(db);
  await sql`drop function if exists cell_part_centre(integer, smallint)`.execute(db);
  await sql`drop function if exists cell_part(double precision, double precision)`.execute(db);
  await sql`select refresh_establishment_cell_bits()`.execute(db);
}

/**
 * How a (cell, time zone)'s slots are split: `four`, this migration's (a cell of more than 2,000 slots in 4 × 4
 * parts), or `by size` (decision 102: finer grids for denser cells, `cell_grid`).
 */
export type CellParts = 'four' | 'by size';

/**
 * Whether the cells' upkeep keeps the search words' strings (decision 117), and how long: each as long as its last set
 * place needs (`true`), or every string of a part as long as the part's capacity, `part_word_bits` of its slots
 * (`'padded'`, decision 122).
 */
export type WordStrings = boolean | 'padded';

/** A part's reach (chord in metres, decision 098) from its number: half its diagonal, rounded up. */
const partReach = (parts: CellParts) => (part: RawBuilder<unknown>) =>
  parts === 'four'
    ? sql`case when ${part} < 0 then 8000 else 2000 end`
    : sql`8000.0::float8 / public.cell_part_grid(${part})`;

/**
 * Lays out the slots and bits of one (cell, time zone), or of all when `only_cell` is null: in parts by its active
 * venues' number (`parts`), else whole; its bit strings from its venues' types and events (their facts combined or
 * not, `eventFacts`).
 */
export async function createCellLayout(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
  db: Kysely<any>,
  parts: CellParts,
  withWords: WordStrings = false,
  combined = false,
): Promise<void> {
  const reach = partReach(parts);
  const words = withWords ? layoutWords(withWords === 'padded') : { clear: sql``, write: sql`` };
  const venuePart = (slots: RawBuilder<unknown>) =>
    parts === 'four'
      ? sql`(case when ${slots} > 2000 then public.cell_part(e.latitude, e.longitude) else -1 end)::smallint`
      : sql`public.cell_part(e.latitude, e.longitude, public.cell_grid(${slots}::integer))`;
  await sql`
    create or replace function establishment_cell_layout(only_cell integer, only_timezone text) returns void
    language sql as $$
      delete from public.establishment_cell_bits b
        where only_cell is null or (b.cell = only_cell and b.timezone = only_timezone);
      ${words.clear}
      delete from public.establishment_cell_parts p
        where only_cell is null or (p.cell = only_cell and p.timezone = only_timezone);
      insert into public.establishment_cell_parts (cell, timezone, part, slot_count, centre, reach, venues, locations)
        select v.cell, v.timezone, v.part, count(*)::integer, public.cell_part_centre(v.cell, v.part),
          ${reach(sql`v.part`)}, array_agg(v.id order by v.id),
          array_agg(v.location order by v.id)
        from (
          select e.cell, e.timezone, e.id, e.location::cube as location,
            ${venuePart(sql`count(*) over (partition by e.cell, e.timezone)`)} as part
          from public.establishments e
          where e.is_active and (only_cell is null or (e.cell = only_cell and e.timezone = only_timezone))
        ) v
        group by v.cell, v.timezone, v.part;
      with parts as (
        select p.cell, p.timezone, p.venues,
          (sum(p.slot_count) over (partition by p.cell, p.timezone order by p.part) - p.slot_count)::integer
            as first_bit,
          (sum(p.slot_count) over (partition by p.cell, p.timezone))::integer as length
        from public.establishment_cell_parts p
        where only_cell is null or (p.cell = only_cell and p.timezone = only_timezone)
      ),
      slot as (
        select p.cell, p.timezone, v.id, (p.first_bit + v.n - 1)::integer as slot, p.length
        from parts p
        cross join unnest(p.venues) with ordinality v(id, n)
        where v.id is not null
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
        cross join lateral ${eventFacts(combined)} f(fact)
        where f.fact is not null
      )
      insert into public.establishment_cell_bits (cell, timezone, day, fact, bits)
        select facts.cell, facts.timezone, facts.day, facts.fact, public.bits_of(facts.slot, facts.length)
        from facts
        group by facts.cell, facts.timezone, facts.day, facts.fact;
      ${words.write}
    $$
  `.execute(db);
}

/**
 * The search words' strings of the laid out (cell, time zone)s (decision 117), for `establishment_cell_layout`: each
 * word of a venue (its own text's on day -1, its events' on their day, as `establishment_words` gives them) sets its
 * place in its part's string of that word and day, a string as long as the part, written in the primary key's order
 * (a search reads a word's rows of a run of cells together: a table in that order served a common fragment's rows at
 * a million venues in half the time). Words the list lacks are added to it first (only those: a proposed row takes an
 * id from the sequence). `padded`: each string as long as the part's capacity (decision 122).
 */
const layoutWords = (padded: boolean) => ({
  clear: sql`delete from public.establishment_part_words w
    where only_cell is null or (w.cell = only_cell and w.timezone = only_timezone);`,
  write: sql`with slot as (
      select p.cell, p.timezone, p.part, p.slot_count, v.id, v.n::integer as place
      from public.establishment_cell_parts p
      cross join unnest(p.venues) with ordinality v(id, n)
      where v.id is not null and (only_cell is null or (p.cell = only_cell and p.timezone = only_timezone))
    ),
    words as materialized (
      select slot.cell, slot.timezone, slot.part, slot.slot_count, slot.place, -1 as day, w.word
      from slot
      join public.establishments e on e.id = slot.id
      cross join public.text_words(e.search_text) w(word)
      union
      select slot.cell, slot.timezone, slot.part, slot.slot_count, slot.place, ev.event_date - date '2000-01-01', w.word
      from slot
      join public.events ev on ev.establishment_id = slot.id
        and ev.event_date >= (now() at time zone 'UTC')::date - 2
      cross join public.text_words(ev.search_text) w(word)
    ),
    added as (
      insert into public.search_words (word)
        select distinct words.word from words
        where not exists (select 1 from public.search_words s where s.word = words.word)
        on conflict (word) do nothing
        returning id, word
    )
    insert into public.establishment_part_words (word, cell, timezone, part, day, bits)
      select s.id, words.cell, words.timezone, words.part, words.day,
        public.bits_of(words.place - 1, ${padded ? sql`public.part_word_bits(words.slot_count)` : sql`words.slot_count`})
      from words
      join (select s.id, s.word from public.search_words s union all select a.id, a.word from added a) s
        on s.word = words.word
      group by s.id, words.cell, words.timezone, words.part, words.day
      order by s.id, words.cell, words.timezone, words.part, words.day;`,
});

/**
 * Takes the venue's bits out of its (cell, time zone) and frees its slot in the row that holds it; with `withWords`
 * (decision 117) also out of its part's search words' strings, those long enough to hold its place. With
 * `keptOffsets` (decision 128) the part's first bit is its `slots_before` (decision 124), not a sum of the earlier parts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function createSlotRemove(db: Kysely<any>, withWords = false, keptOffsets = false): Promise<void> {
  const words = withWords
    ? sql`update public.establishment_part_words w set bits = set_bit(w.bits, place - 1, 0)
        where w.cell = venue_cell and w.timezone = venue_timezone and w.part = row_part and length(w.bits) >= place
          and get_bit(w.bits, place - 1) = 1;`
    : sql``;
  const partOffset = keptOffsets ? sql`p.slots_before` : sql`0`;
  const earlierSlots = keptOffsets
    ? sql``
    : sql`select coalesce(sum(p.slot_count), 0) into start_bit from public.establishment_cell_parts p
        where p.cell = venue_cell and p.timezone = venue_timezone and p.part < row_part;`;
  await sql`
    create or replace function establishment_cell_bits_remove(venue uuid, venue_cell integer, venue_timezone text)
    returns void
    language plpgsql as $$
    declare
      row_part smallint;
      start_bit integer;
      place integer;
    begin
      perform pg_advisory_xact_lock(venue_cell, hashtext(venue_timezone));
      select p.part, array_position(p.venues, venue), ${partOffset} into row_part, place, start_bit
        from public.establishment_cell_parts p
        where p.cell = venue_cell and p.timezone = venue_timezone and array_position(p.venues, venue) is not null;
      if place is null then
        return;
      end if;
      ${earlierSlots}
      update public.establishment_cell_bits b set bits = set_bit(b.bits, start_bit + place - 1, 0)
        where b.cell = venue_cell and b.timezone = venue_timezone and get_bit(b.bits, start_bit + place - 1) = 1;
      ${words}
      update public.establishment_cell_parts p set venues[place] = null, locations[place] = null
        where p.cell = venue_cell and p.timezone = venue_timezone and p.part = row_part;
    end
    $$
  `.execute(db);
}

/**
 * Gives an active venue a slot in its row (a free one, or a new one at the row's end) and sets its bits; a cell
 * whose new slot calls for finer parts (a whole cell growing past 2,000 slots) is laid out again, in parts. With
 * `keptOffsets` (decision 128) the part's first bit is read from its row (`slots_before`, decision 124).
 */
export async function createSlotAdd(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
  db: Kysely<any>,
  parts: CellParts,
  withWords: WordStrings = false,
  keptOffsets = false,
): Promise<void> {
  const reach = partReach(parts);
  // The venue's search words (decision 117): its part's strings of days gone or emptied by removals dropped, the
  // words the list lacks added, then its place set in each word's string, lengthened to it when shorter; or, padded
  // (decision 122), every string of the part lengthened when its new slot takes the part past its capacity, and a new
  // string as long as that.
  const partSlots = sql`greatest(place, part_slots)`;
  const placeSet =
    withWords === 'padded'
      ? {
          lengthen: sql`if public.part_word_bits(${partSlots}) > public.part_word_bits(part_slots) then
            update public.establishment_part_words w
              set bits = w.bits || repeat('0', public.part_word_bits(${partSlots}) - length(w.bits))::bit varying
              where w.cell = venue_cell and w.timezone = venue_timezone and w.part = venue_part;
          end if;`,
          bits: sql`set_bit(repeat('0', public.part_word_bits(${partSlots}))::bit varying, place - 1, 1)`,
          kept: sql`set_bit(b.bits, place - 1, 1)`,
        }
      : {
          lengthen: sql``,
          bits: sql`set_bit(repeat('0', place)::bit varying, place - 1, 1)`,
          kept: sql`set_bit(
          case when length(b.bits) >= place then b.bits else b.bits || repeat('0', place - length(b.bits))::bit varying end,
          place - 1, 1)`,
        };
  const words = withWords
    ? sql`delete from public.establishment_part_words w
        where w.cell = venue_cell and w.timezone = venue_timezone and w.part = venue_part
          and (w.day between 0 and (now() at time zone 'UTC')::date - 3 - date '2000-01-01' or bit_count(w.bits) = 0);
      insert into public.search_words (word)
        select distinct w.word from public.establishment_words(venue) w
        where not exists (select 1 from public.search_words s where s.word = w.word)
        on conflict (word) do nothing;
      ${placeSet.lengthen}
      insert into public.establishment_part_words as b (word, cell, timezone, part, day, bits)
        select s.id, venue_cell, venue_timezone, venue_part, w.day, ${placeSet.bits}
        from public.establishment_words(venue) w
        join public.search_words s on s.word = w.word
        on conflict (word, cell, timezone, part, day) do update set bits = ${placeSet.kept};`
    : sql``;
  // The grid the cell's rows are in now, the venue's part in it, and whether a new slot calls for a finer one.
  const rowGrid =
    parts === 'four'
      ? sql`case when coalesce(bool_or(p.part >= 0), false) then 4 else 1 end`
      : sql`coalesce(max(public.cell_part_grid(p.part)), 1)`;
  const partInGrid =
    parts === 'four'
      ? sql`case when grid = 4 then public.cell_part(venue_latitude, venue_longitude) else -1 end`
      : sql`public.cell_part(venue_latitude, venue_longitude, grid)`;
  const outgrown =
    parts === 'four' ? sql`venue_part < 0 and part_slots >= 2000` : sql`public.cell_grid(cell_slots + 1) > grid`;
  // A new part's offset is its insert trigger's (decision 124), there once the statement has run.
  const offsetSummed = keptOffsets
    ? sql``
    : sql`select coalesce(sum(p.slot_count), 0) into start_bit from public.establishment_cell_parts p
        where p.cell = venue_cell and p.timezone = venue_timezone and p.part < venue_part;`;
  const offsetRead = keptOffsets
    ? { select: sql`, p.slots_before`, into: sql`, start_bit` }
    : { select: sql``, into: sql`` };
  const offsetOfNew = keptOffsets
    ? sql`select p.slots_before into start_bit from public.establishment_cell_parts p
          where p.cell = venue_cell and p.timezone = venue_timezone and p.part = venue_part;`
    : sql``;
  await sql`
    create or replace function establishment_cell_bits_add(venue uuid) returns void
    language plpgsql as $$
    declare
      venue_cell integer;
      venue_timezone text;
      venue_location cube;
      venue_latitude double precision;
      venue_longitude double precision;
      venue_part smallint;
      grid integer;
      cell_slots integer;
      start_bit integer;
      part_slots integer;
      place integer;
      slot integer;
    begin
      select e.cell, e.timezone, e.location::cube, e.latitude, e.longitude
        into venue_cell, venue_timezone, venue_location, venue_latitude, venue_longitude
        from public.establishments e where e.id = venue and e.is_active;
      if venue_cell is null then
        return;
      end if;
      perform pg_advisory_xact_lock(venue_cell, hashtext(venue_timezone));
      select coalesce(sum(p.slot_count), 0), ${rowGrid} into cell_slots, grid
        from public.establishment_cell_parts p
        where p.cell = venue_cell and p.timezone = venue_timezone;
      venue_part := ${partInGrid};
      ${offsetSummed}
      select p.slot_count, coalesce(array_position(p.venues, venue), array_position(p.venues, null))${offsetRead.select}
        into part_slots, place${offsetRead.into}
        from public.establishment_cell_parts p
        where p.cell = venue_cell and p.timezone = venue_timezone and p.part = venue_part;
      if part_slots is null then
        part_slots := 0;
        insert into public.establishment_cell_parts
          (cell, timezone, part, slot_count, centre, reach, venues, locations)
          values (venue_cell, venue_timezone, venue_part, 0, public.cell_part_centre(venue_cell, venue_part),
            ${reach(sql`venue_part`)}, '{}', '{}');
        ${offsetOfNew}
      end if;
      if place is null and ${outgrown} then
        perform public.establishment_cell_layout(venue_cell, venue_timezone);
        return;
      end if;
      if place is null then
        -- A new slot at the row's end: the later parts' slots move one bit on, every bit string of the cell gains a
        -- bit there.
        slot := start_bit + part_slots;
        update public.establishment_cell_bits b
          set bits = substring(b.bits from 1 for slot) || B'0' || substring(b.bits from slot + 1)
          where b.cell = venue_cell and b.timezone = venue_timezone;
        update public.establishment_cell_parts p
          set slot_count = p.slot_count + 1, venues = p.venues || venue, locations = p.locations || venue_location
          where p.cell = venue_cell and p.timezone = venue_timezone and p.part = venue_part;
        cell_slots := cell_slots + 1;
        place := part_slots + 1;
      else
        slot := start_bit + place - 1;
        update public.establishment_cell_parts p set venues[place] = venue, locations[place] = venue_location
          where p.cell = venue_cell and p.timezone = venue_timezone and p.part = venue_part;
      end if;
      -- Days gone are no window's any more.
      delete from public.establishment_cell_bits b
        where b.cell = venue_cell and b.timezone = venue_timezone
          and b.day between 0 and (now() at time zone 'UTC')::date - 3 - date '2000-01-01';
      insert into public.establishment_cell_bits as b (cell, timezone, day, fact, bits)
        select venue_cell, venue_timezone, f.day, f.fact, set_bit(repeat('0', cell_slots)::bit varying, slot, 1)
        from public.establishment_cell_facts(venue) f
        on conflict (fact, cell, timezone, day) do update set bits = set_bit(b.bits, slot, 1);
      ${words}
    end
    $$
  `.execute(db);
}
