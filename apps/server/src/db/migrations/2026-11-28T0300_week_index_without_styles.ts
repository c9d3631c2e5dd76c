import { sql, type Kysely } from 'kysely';

/**
 * A location index for the free and live filters without a music style (decision 111): the filters' location index
 * (decisions 069, 090) also holds every venue's style masks, an array as wide as the rest of its entry, which a
 * nearest-first walk copies out of each entry it passes. Without them a walk of free or live passes its venues
 * about twice as fast; a statement that asks no style names no style mask, so the planner reads this index.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index establishments_active_week_idx on establishments using gist (location)
    include (establishment_type, id, timezone, week_anchor, week_known_until, week_free_days, week_live_days, card_json)
    where is_active`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists establishments_active_week_idx`.execute(db);
}
