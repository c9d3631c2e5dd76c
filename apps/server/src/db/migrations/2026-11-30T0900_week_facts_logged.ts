import { sql, type Kysely } from 'kysely';

/**
 * The open venues whose coming events or time zone changed, logged as their cards' changes are (decision 134): a
 * serving process that works the home list's type, event and favourites filters out from the venues it keeps
 * (`nearby.ts`) reads them again. An event's write rewrites its venue's week facts (2026-11-25T1100), which describe
 * its events from the server's UTC yesterday on for 63 days: a process keeps fewer days, from an earlier or the same
 * UTC yesterday, so every change of its days changes those facts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  // The card's trigger function (2026-11-28T1500) logs the row's venue.
  await sql`
    create trigger establishments_week_changed
    after update on establishments
    for each row when (new.is_active and (old.week_anchor, old.week_known_until, old.week_days, old.week_free_days,
        old.week_live_days, old.week_style_days, old.timezone)
      is distinct from (new.week_anchor, new.week_known_until, new.week_days, new.week_free_days, new.week_live_days,
        new.week_style_days, new.timezone))
    execute function establishments_log_card_change()
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists establishments_week_changed on establishments`.execute(db);
}
