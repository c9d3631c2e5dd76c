import { sql, type Kysely } from 'kysely';

/**
 * Each user's favourites numbered by version (decision 137): every statement that adds or removes some of a user's
 * favourites counts their version up once. A session's look-up reads it, so that a process keeping the user's
 * favourites for its home pages knows at once whether they still hold, without reading them again. A table of its own
 * (no key to `users`): a user deleted takes their favourites with them, whose trigger must not write the user's row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table favourite_versions (
      user_id uuid primary key,
      version bigint not null
    )
  `.execute(db);
  await sql`
    create function favourites_count_version() returns trigger
    language plpgsql as $$
    begin
      insert into favourite_versions as v (user_id, version)
      select distinct changed.user_id, 1 from changed
      on conflict (user_id) do update set version = v.version + 1;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger favourites_added_version after insert on favourites
    referencing new table as changed for each statement execute function favourites_count_version()
  `.execute(db);
  await sql`
    create trigger favourites_removed_version after delete on favourites
    referencing old table as changed for each statement execute function favourites_count_version()
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists favourites_removed_version on favourites`.execute(db);
  await sql`drop trigger if exists favourites_added_version on favourites`.execute(db);
  await sql`drop function if exists favourites_count_version()`.execute(db);
  await sql`drop table if exists favourite_versions`.execute(db);
}
