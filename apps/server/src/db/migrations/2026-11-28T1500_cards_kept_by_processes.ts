import { sql, type Kysely } from 'kysely';
/**
 * Which venues' home cards changed, and in which transaction (decision 114): each serving process keeps the cards it
 * has sent in memory and reads this log before a page to forget the cards that changed since it last looked. A row
 * is written when a venue's `card_json` changes (a name, an address, a cover, a logo, its types); rows are purged a
 * day after they are written (`purgeCardChanges`). The trigger is not `update of card_json`: that fires only when
 * the statement sets the column itself, not when the card's trigger rewrites it.
 *
 * `xid` is the writing transaction's id: a reader asks for the rows of every transaction that was still running when
 * it last looked (`pg_snapshot_xmin`), so a change that commits late is not passed over, whatever its row's order.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table establishment_card_changes (
      seq bigint generated always as identity primary key,
      establishment_id uuid not null,
      xid xid8 not null default pg_current_xact_id(),
      changed_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index establishment_card_changes_xid_idx on establishment_card_changes (xid)`.execute(db);
  await sql`create index establishment_card_changes_changed_at_idx on establishment_card_changes (changed_at)`.execute(
    db,
  );
  await sql`
    create function establishments_log_card_change() returns trigger
    language plpgsql as $$
    begin
      insert into establishment_card_changes (establishment_id) values (new.id);
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger establishments_card_changed
    after update on establishments
    for each row when (old.card_json is distinct from new.card_json)
    execute function establishments_log_card_change()
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger establishments_card_changed on establishments`.execute(db);
  await sql`drop function establishments_log_card_change()`.execute(db);
  await sql`drop table establishment_card_changes`.execute(db);
}
