import { sql, type Kysely } from 'kysely';

/**
 * The venues whose place in a visitor's plain list changed, logged as their cards' changes are (decision 130): a
 * serving process that works the plain list out from the open venues it keeps (`nearby.ts`) reads the log before each
 * page and reads those venues again. Logged: a venue added open, one deleted while open, one opened or closed, one
 * moved. Inserts and deletes by statement (a load of many venues writes one statement's rows); the other changes by
 * row, only when one of those columns changed (a card's change is logged by 2026-11-28T1500's trigger).
 */
/** The statement triggers: a venue added (its new row), a venue deleted (its old row). */
const STATEMENT_TRIGGERS = [
  ['establishments_listing_inserted', 'insert', 'new'],
  ['establishments_listing_deleted', 'delete', 'old'],
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function establishments_log_listed() returns trigger
    language plpgsql as $$
    begin
      insert into establishment_card_changes (establishment_id) select n.id from listed n where n.is_active;
      return null;
    end
    $$
  `.execute(db);
  for (const [name, event, rows] of STATEMENT_TRIGGERS) {
    await sql`create trigger ${sql.raw(name)} after ${sql.raw(event)} on establishments
      referencing ${sql.raw(rows)} table as listed
      for each statement execute function establishments_log_listed()`.execute(db);
  }
  // The card's trigger function (2026-11-28T1500) logs the row's venue.
  await sql`
    create trigger establishments_listing_changed
    after update on establishments
    for each row when (old.is_active is distinct from new.is_active or old.latitude is distinct from new.latitude
      or old.longitude is distinct from new.longitude)
    execute function establishments_log_card_change()
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists establishments_listing_changed on establishments`.execute(db);
  for (const [name] of STATEMENT_TRIGGERS) {
    await sql`drop trigger if exists ${sql.raw(name)} on establishments`.execute(db);
  }
  await sql`drop function if exists establishments_log_listed()`.execute(db);
}
