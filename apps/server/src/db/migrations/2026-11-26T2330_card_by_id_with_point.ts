import { sql, type Kysely } from 'kysely';

/**
 * The active venues' ids with their card (decision 090) also hold the point: favourites only look each favourite up
 * by id and sort them by distance, and read the table for the point alone (decision 093).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index establishments_active_card_by_id_idx`.execute(db);
  await sql`create unique index establishments_active_card_by_id_idx on establishments (id)
    include (card_json, location) where is_active`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index establishments_active_card_by_id_idx`.execute(db);
  await sql`create unique index establishments_active_card_by_id_idx on establishments (id)
    include (card_json) where is_active`.execute(db);
}
