import { sql, type Kysely } from 'kysely';
import { createCellFacts } from './2026-11-26T1000_home_cell_bits.ts';
import { createCellLayout } from './2026-11-27T0600_cell_slots_in_parts.ts';

/**
 * An event's facts combined (decision 126): besides free (1), live (2) and its style (100 + code), the cells' strings
 * keep free and live (3) and its style with free (300 + code), live (400 + code) or both (500 + code). Any choice of
 * event filters is then one OR of facts (the chosen styles' combination, or 1, 2 or 3 without a style), and reads the
 * facts' week strings (decision 125) rather than AND-ing the kinds day by day. The upkeep's and the layout's facts
 * both come from `eventFacts`; every cell is laid out again to write them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await createCellFacts(db, true);
  await createCellLayout(db, 'by size', 'padded', true);
  await sql`select refresh_establishment_cell_bits()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await createCellFacts(db);
  await createCellLayout(db, 'by size', 'padded');
  await sql`select refresh_establishment_cell_bits()`.execute(db);
}
