import { sql, type Kysely } from 'kysely';
import { createWeekChangedTrigger } from './2026-11-30T1500_event_words_logged.ts';

/**
 * The log's rows that leave a venue's card as it was (its coming events or time zone changed: 2026-11-30T0900,
 * 2026-11-30T1500), told apart by `card` false: a serving process reads the venue's place in its kept home list
 * again (decisions 134, 135) but keeps its card, which an event's write used to have it read again as well.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table establishment_card_changes add column card boolean not null default true`.execute(db);
  await sql`
    create function establishments_log_listing_change() returns trigger
    language plpgsql as $$
    begin
      insert into establishment_card_changes (establishment_id, card) values (new.id, false);
      return null;
    end
    $$
  `.execute(db);
  await sql`drop trigger if exists establishments_week_changed on establishments`.execute(db);
  await createWeekChangedTrigger(db, { withWords: true, logs: 'establishments_log_listing_change' });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists establishments_week_changed on establishments`.execute(db);
  await createWeekChangedTrigger(db, { withWords: true, logs: 'establishments_log_card_change' });
  await sql`drop function if exists establishments_log_listing_change()`.execute(db);
  await sql`alter table establishment_card_changes drop column if exists card`.execute(db);
}
