import { sql, type Kysely } from 'kysely';

/**
 * The venue-and-day index of events also holds each event's search text: a search checks each venue its words match
 * only through an event against its events of the week (decision 047), one look-up per venue, thousands for a common
 * fragment in a big city; with the text in the index that look-up reads no table row (decision 095).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index events_establishment_day_key`.execute(db);
  await sql`create unique index events_establishment_day_key on events (establishment_id, event_date)
    include (music_style, is_free, is_live, search_text)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index events_establishment_day_key`.execute(db);
  await sql`create unique index events_establishment_day_key on events (establishment_id, event_date)
    include (music_style, is_free, is_live)`.execute(db);
}
