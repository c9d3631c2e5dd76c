import { type Kysely } from 'kysely';
import { createSlotAdd, createSlotRemove } from './2026-11-27T0600_cell_slots_in_parts.ts';

/**
 * A venue's slot found from its part's kept offset (decision 128): the cells' upkeep (`establishment_cell_bits_add`
 * and `_remove`) summed the earlier parts' `slot_count` for the part's first bit on every write, where
 * `establishment_cell_parts.slots_before` (decision 124) holds it. Both functions are generated again reading it; the
 * search words and the parts' layout are as before (decisions 117, 122).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await createSlotRemove(db, true, true);
  await createSlotAdd(db, 'by size', 'padded', true);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await createSlotRemove(db, true);
  await createSlotAdd(db, 'by size', 'padded');
}
