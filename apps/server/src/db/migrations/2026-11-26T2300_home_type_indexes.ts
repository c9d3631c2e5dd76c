import { sql, type Kysely } from 'kysely';

/**
 * Each venue type's own index of active venues: their points with id and card (decision 091). A visitor's type
 * filter walks the chosen types' indexes nearest first and reads a page's worth of entries, however few venues of
 * the circle are of that type; walking every active venue (or every slot of the cells' bits) passed ~5 venues for
 * each card of a type one venue in five has. The types are the catalogue's at this migration; a type added later
 * needs its own index (without one its filter reads the other ways, as before).
 */
const TYPES = ['bar', 'pub', 'club', 'lounge', 'others', 'gastronomy'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  for (const type of TYPES) {
    await sql`create index ${sql.id(`establishments_active_${type}_card_idx`)} on establishments
      using gist (location) include (id, card_json)
      where is_active and establishment_type && array[${sql.lit(type)}]::text[]`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  for (const type of TYPES) {
    await sql`drop index if exists ${sql.id(`establishments_active_${type}_card_idx`)}`.execute(db);
  }
}
