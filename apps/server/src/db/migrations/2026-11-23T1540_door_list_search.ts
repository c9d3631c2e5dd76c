import { sql, type Kysely } from 'kysely';

/**
 * The door list's search (decision 030): each user's name, e-mail and phone digits, lower-case and accent-free, kept
 * by the database in `users.door_search`. A list is one event's entries (a few thousand at most), so the search
 * reads them by the entries' primary key and tests each stored text with LIKE: folding 2,000 names per search
 * with unaccent() would cost most of the 10 ms budget, reading the stored text costs almost nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column door_search text collate "C" generated always as (
    immutable_unaccent(lower(coalesce(name, '') || ' ' || coalesce(email, ''))) || ' ' ||
      regexp_replace(coalesce(country_code, '') || ' ' || coalesce(phone, ''), '[^0-9 ]', '', 'g')
  ) stored`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column if exists door_search`.execute(db);
}
