import { sql, type Kysely } from 'kysely';
import { createKeepCellBits } from './2026-11-26T1000_home_cell_bits.ts';
import { createCellLayout, createSlotAdd, createSlotRemove } from './2026-11-27T0600_cell_slots_in_parts.ts';

/**
 * A search counted from its words' bit strings, kept per part of a cell (decision 117).
 *
 * - `search_words`: every word ever kept, with an id; a word is a run of `a–z` and `0–9` of a folded search text
 *   (`text_words`). A fragment made of those characters only is in a text exactly when it is in one of the text's
 *   words: the list's trigram index turns it into the ids of its words.
 * - `establishment_part_words`: per word, cell, time zone, part (decision 102) and day, the bit string of the part's
 *   places (bit `n - 1` for `venues[n]` of `establishment_cell_parts`) whose venue holds the word: day -1 in its own
 *   `search_text` (name, address, types), a day of an event (from the server's UTC day before yesterday on) in that
 *   event's. A string is only as long as its last set place needs, and read padded with zeros: a part's new slot
 *   rewrites no string, and a venue's removal clears its bit in its own part's strings only.
 * - Kept where the cells' bits are (`establishment_cell_bits_add`, `_remove`, `establishment_cell_layout`), and the
 *   venues' trigger fires on a name or address change too (its search text compared).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table search_words (
    id integer generated always as identity primary key,
    word text not null unique
  )`.execute(db);
  await sql`create index search_words_trigram_idx on search_words using gin (word gin_trgm_ops)`.execute(db);
  await sql`create table establishment_part_words (
    word integer not null,
    cell integer not null,
    timezone text not null,
    part smallint not null,
    day integer not null,
    bits bit varying not null,
    primary key (word, cell, timezone, part, day)
  )`.execute(db);
  // The upkeep reads and writes one part's strings.
  await sql`create index establishment_part_words_part_idx on establishment_part_words (cell, timezone, part)`.execute(
    db,
  );
  await sql`
    create function text_words(source text) returns setof text
    language sql immutable parallel safe
    as $$ select w from regexp_split_to_table(source, '[^a-z0-9]+') w where w <> '' $$
  `.execute(db);
  await sql`
    create function establishment_words(venue uuid) returns table (day integer, word text)
    language sql stable
    as $$
      select -1, w.word
      from public.establishments e cross join public.text_words(e.search_text) w(word)
      where e.id = venue
      union
      select ev.event_date - date '2000-01-01', w.word
      from public.events ev cross join public.text_words(ev.search_text) w(word)
      where ev.establishment_id = venue and ev.event_date >= (now() at time zone 'UTC')::date - 2
    $$
  `.execute(db);
  await keepWords(db, true);
  await sql`select refresh_establishment_cell_bits()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await keepWords(db, false);
  await sql`drop function if exists establishment_words(uuid)`.execute(db);
  await sql`drop function if exists text_words(text)`.execute(db);
  await sql`drop table if exists establishment_part_words`.execute(db);
  await sql`drop table if exists search_words`.execute(db);
}

/** The cells' upkeep and the venues' trigger, keeping the words' strings or not. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function keepWords(db: Kysely<any>, withWords: boolean): Promise<void> {
  await createCellLayout(db, 'by size', withWords);
  await createSlotAdd(db, 'by size', withWords);
  await createSlotRemove(db, withWords);
  await createKeepCellBits(db, withWords);
  const searchText = withWords ? sql`, name, address` : sql``;
  await sql`drop trigger establishments_keep_cell_bits on establishments`.execute(db);
  await sql`create trigger establishments_keep_cell_bits
    after insert or delete or update of latitude, longitude, is_active, timezone, establishment_type ${searchText}
    on establishments
    for each row execute function establishments_keep_cell_bits()`.execute(db);
}
