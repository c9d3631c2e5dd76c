import { sql, type Kysely } from 'kysely';

/**
 * The home list's cards read from indexes alone (decision 090), not from the table, whose rows lie on as many
 * pages as there are cards:
 * - the active venues' points with their id and card: the plain page's nearest-first walk reads no table row;
 * - the filters' location index (decision 069) also holds the card: a filtered walk reads no table row either;
 * - the active venues' ids with their card: a filtered page's venues found in the cells' bits (decision 081) get
 *   their cards by id.
 */
const FILTER_COLUMNS = sql`establishment_type, id, timezone, week_anchor, week_known_until, week_days, week_free_days,
  week_live_days, week_style_days`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index establishments_active_card_idx on establishments using gist (location)
    include (id, card_json) where is_active`.execute(db);
  await sql`create unique index establishments_active_card_by_id_idx on establishments (id)
    include (card_json) where is_active`.execute(db);
  await sql`drop index establishments_active_location_idx`.execute(db);
  await sql`create index establishments_active_location_idx on establishments using gist (location)
    include (${FILTER_COLUMNS}, card_json) where is_active`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index establishments_active_location_idx`.execute(db);
  await sql`create index establishments_active_location_idx on establishments using gist (location)
    include (${FILTER_COLUMNS}) where is_active`.execute(db);
  await sql`drop index if exists establishments_active_card_by_id_idx`.execute(db);
  await sql`drop index if exists establishments_active_card_idx`.execute(db);
}
