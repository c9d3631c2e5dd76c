import { sql, type Kysely } from 'kysely';

/**
 * The open venues whose coming events' texts changed (an event renamed, its style's words), logged beside those
 * whose week facts or time zone changed (2026-11-30T0900): a serving process matches a visitor's search against the
 * words it keeps (decision 135) and reads them again. An event's write rewrites its venue's `event_day_words`
 * (2026-11-27T1000) over the same 63 days as the week facts, so every change of the days kept changes them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists establishments_week_changed on establishments`.execute(db);
  await createWeekChangedTrigger(db, { withWords: true, logs: 'establishments_log_card_change' });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists establishments_week_changed on establishments`.execute(db);
  await createWeekChangedTrigger(db, { withWords: false, logs: 'establishments_log_card_change' });
}

/**
 * The trigger that logs an open venue whose week facts or time zone changed (and, `withWords`, its events' texts by
 * day) with the function `logs`.
 */
export function createWeekChangedTrigger(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
  db: Kysely<any>,
  { withWords, logs }: { withWords: boolean; logs: string },
) {
  const [oldWords, newWords] = withWords ? [sql`, old.event_day_words`, sql`, new.event_day_words`] : [sql``, sql``];
  return sql`
    create trigger establishments_week_changed
    after update on establishments
    for each row when (new.is_active and (old.week_anchor, old.week_known_until, old.week_days, old.week_free_days,
        old.week_live_days, old.week_style_days, old.timezone ${oldWords})
      is distinct from (new.week_anchor, new.week_known_until, new.week_days, new.week_free_days, new.week_live_days,
        new.week_style_days, new.timezone ${newWords}))
    execute function ${sql.raw(logs)}()
  `.execute(db);
}
