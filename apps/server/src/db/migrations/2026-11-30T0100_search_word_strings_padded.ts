import { sql, type Kysely } from 'kysely';
import { createCellLayout, createSlotAdd } from './2026-11-27T0600_cell_slots_in_parts.ts';

/**
 * Every search word's string of a part as long as the part's capacity (decision 122): `part_word_bits` of its slots,
 * the next power of two (at least 64). A search then ORs a part's strings as they are, with no window to find the
 * longest: the layout writes them that long, a venue's new slot that takes its part past its capacity lengthens
 * every string of the part (once each time the part doubles), and the strings kept so far are written again here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  // The power of two from the bits that `slots - 1` takes: integers only (a numeric logarithm costs microseconds, and
  // the layout works this out for every string it writes).
  await sql`
    create function part_word_bits(slots integer) returns integer
    language sql immutable parallel safe
    as $$ select case when slots <= 64 then 64 else 1 << length(ltrim((slots - 1)::bit(32)::text, '0')) end $$
  `.execute(db);
  await createCellLayout(db, 'by size', 'padded');
  await createSlotAdd(db, 'by size', 'padded');
  // Rewritten whole, in the primary key's order (decision 117), rather than lengthened where they lie.
  await sql`select refresh_establishment_cell_bits()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await createCellLayout(db, 'by size', true);
  await createSlotAdd(db, 'by size', true);
  await sql`select refresh_establishment_cell_bits()`.execute(db);
  await sql`drop function if exists part_word_bits(integer)`.execute(db);
}
