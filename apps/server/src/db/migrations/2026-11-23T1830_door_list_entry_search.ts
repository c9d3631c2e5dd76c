import { sql, type Kysely } from 'kysely';

/**
 * The door list reads one event's entries (decision 045): each entry now carries its person's folded search text
 * (`users.door_search`), copied by a trigger when the entry is written and kept when the person changes name, e-mail
 * or phone. One index holds an event's entries in door order with that text, so a search tests the entries alone
 * and only the people it finds are read from `users`; the whole list comes in order without a sort.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table event_list_entries add column door_search text collate "C"`.execute(db);
  await sql`update event_list_entries le set door_search = u.door_search from users u
    where u.id = le.user_id`.execute(db);
  await sql`alter table event_list_entries alter column door_search set not null`.execute(db);
  await sql`
    create function event_list_entries_copy_door_search() returns trigger
    language plpgsql as $$
    begin
      select u.door_search into new.door_search from users u where u.id = new.user_id;
      return new;
    end
    $$
  `.execute(db);
  await sql`create trigger event_list_entries_door_search before insert or update of user_id
    on event_list_entries for each row execute function event_list_entries_copy_door_search()`.execute(db);
  await sql`
    create function users_follow_door_search() returns trigger
    language plpgsql as $$
    begin
      if new.door_search is distinct from old.door_search then
        update event_list_entries set door_search = new.door_search where user_id = new.id;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`create trigger users_door_search after update of name, email, country_code, phone on users
    for each row execute function users_follow_door_search()`.execute(db);
  await sql`create index event_list_entries_door_idx on event_list_entries (event_id, door_search, user_id)
    include (accepted)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists event_list_entries_door_idx`.execute(db);
  await sql`drop trigger if exists users_door_search on users`.execute(db);
  await sql`drop function if exists users_follow_door_search()`.execute(db);
  await sql`drop trigger if exists event_list_entries_door_search on event_list_entries`.execute(db);
  await sql`drop function if exists event_list_entries_copy_door_search()`.execute(db);
  await sql`alter table event_list_entries drop column if exists door_search`.execute(db);
}
