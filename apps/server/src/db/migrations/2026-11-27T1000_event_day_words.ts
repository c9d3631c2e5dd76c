import { sql, type Kysely } from 'kysely';
import { createEventUpkeep, createWeekFactsRefresh } from './2026-11-25T1100_home_week_facts.ts';
import { CELL_BITS_UPKEEP } from './2026-11-26T1000_home_cell_bits.ts';

/**
 * Each venue's event texts by day (decision 100): `event_day_words[n]` is the search text of its event on day
 * `week_anchor + n - 1` ('' on a day without one), from the same anchor and over the same 63 days as the week masks
 * (decision 069), so `week_known_until` says for both how far they describe. A search that finds a venue through its
 * `event_words` alone then checks the venue's own 7 days in its row, instead of looking its events up one by one
 * (thousands of look-ups for a common fragment in a big city). Kept by the same event triggers as the masks, in the
 * same update.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table establishments add column event_day_words text[]`.execute(db);
  await sql`
    create function establishment_event_day_words(venue uuid) returns text[]
    language sql stable
    as $$
      with w as (select (now() at time zone 'UTC')::date - 1 as anchor),
      ev as (
        select ev.event_date - w.anchor as day, coalesce(ev.search_text, '') as words
        from public.events ev, w
        where ev.establishment_id = venue and ev.event_date >= w.anchor and ev.event_date <= w.anchor + 62
      )
      select case when exists (select 1 from ev) then (
        select array_agg(coalesce(ev.words, '') order by d.day)
        from generate_series(0, (select max(ev.day) from ev)) d(day)
        left join ev on ev.day = d.day
      ) end
    $$
  `.execute(db);
  await keepDayWords(db, true);
  // The words and the masks written again together: the words must share each venue's anchor, which may be days old.
  await sql`select refresh_establishment_week_facts()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await keepDayWords(db, false);
  await sql`drop function if exists establishment_event_day_words(uuid)`.execute(db);
  await sql`alter table establishments drop column if exists event_day_words`.execute(db);
}

/** The event triggers' column of the day words (decision 100), set beside the masks. */
export const DAY_WORDS = sql`, event_day_words = public.establishment_event_day_words(e.id)`;

/** The event trigger and the full refresh of the week facts, writing the day words beside the masks or not. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function keepDayWords(db: Kysely<any>, withWords: boolean): Promise<void> {
  const words = withWords ? DAY_WORDS : sql``;
  await createEventUpkeep(db, { alsoSet: words, alsoDo: CELL_BITS_UPKEEP });
  await createWeekFactsRefresh(db, words);
}
