import { sql, type Kysely } from 'kysely';
import { createEventUpkeep } from './2026-11-25T1100_home_week_facts.ts';
import { cellBitsUpkeep } from './2026-11-26T1000_home_cell_bits.ts';
import { DAY_WORDS } from './2026-11-27T1000_event_day_words.ts';

/**
 * An event's update rewrites its venue once (decision 127). Its statement had two triggers, one with the new rows and
 * one with the old (for an event moved to another venue), each rewriting every venue it named: an edit in place
 * rewrote its venue's words, week facts and cells' strings twice (~30 ms each in the densest part at 100,000 venues).
 * The trigger of the old rows now rewrites only the venues an event left (`events_refresh_moved_event_words`).
 */
const MOVED_VENUES = sql`(
  select distinct c.establishment_id from changed_events c
  join public.events ev on ev.id = c.id
  where ev.establishment_id <> c.establishment_id
)`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await createEventUpkeep(db, {
    alsoSet: DAY_WORDS,
    alsoDo: cellBitsUpkeep(MOVED_VENUES),
    name: 'events_refresh_moved_event_words',
    venues: MOVED_VENUES,
  });
  await oldRowsTrigger(db, 'events_refresh_moved_event_words');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await oldRowsTrigger(db, 'events_refresh_event_words');
  await sql`drop function if exists events_refresh_moved_event_words()`.execute(db);
}

/** The update trigger with the old rows, running `keeper`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function oldRowsTrigger(db: Kysely<any>, keeper: string): Promise<void> {
  await sql`drop trigger if exists events_event_words_update_old on events`.execute(db);
  await sql`create trigger events_event_words_update_old after update on events
    referencing old table as changed_events
    for each statement execute function ${sql.raw(keeper)}()`.execute(db);
}
