import { sql, type Kysely } from 'kysely';
import { TYPES } from './2026-11-26T2300_home_type_indexes.ts';

/**
 * The home list's location indexes, with each venue's card (`withCards`, decisions 090, 091, 112) or without
 * (decision 114): the walks' index of active venues, each type's and the filters'. The active venues' cards by id
 * (decision 093) stay: the processes read the cards they lack from it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
async function homeIndexes(db: Kysely<any>, withCards: boolean) {
  const card = withCards ? sql`, card_json` : sql``;
  // Without its card, the plain list's index says so in its condition (the plain walk's `card_json is not null`):
  // a filtered walk would otherwise read it, and each venue's row for the filters, rather than the filters' index.
  await sql`drop index establishments_active_card_idx`.execute(db);
  await sql`create index establishments_active_card_idx on establishments using gist (location)
    include (id ${card}) where is_active ${withCards ? sql`` : sql`and card_json is not null`}`.execute(db);
  for (const type of TYPES) {
    const name = sql.id(`establishments_active_${type}_card_idx`);
    await sql`drop index ${name}`.execute(db);
    await sql`create index ${name} on establishments using gist (location) include (id ${card})
      where is_active and establishment_type && array[${sql.lit(type)}]::text[]`.execute(db);
  }
  await sql`drop index establishments_active_location_idx`.execute(db);
  await sql`create index establishments_active_location_idx on establishments using gist (location)
    include (establishment_type, id, timezone, week_anchor, week_known_until, week_free_days, week_live_days,
      week_style_days ${card})
    where is_active`.execute(db);
}

/**
 * The home list's cards are kept by the serving processes (decision 114): the location indexes no longer hold them
 * (a page's statement answers each card's venue, distance and favourite), and a log says which cards changed.
 *
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
  await homeIndexes(db, false);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  await homeIndexes(db, true);
  await sql`drop trigger establishments_card_changed on establishments`.execute(db);
  await sql`drop function establishments_log_card_change()`.execute(db);
  await sql`drop table establishment_card_changes`.execute(db);
}
