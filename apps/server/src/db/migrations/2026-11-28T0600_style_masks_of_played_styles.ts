import { sql, type Kysely } from 'kysely';
import { createWeekFacts, EVERY_STYLE_DAYS } from './2026-11-25T1100_home_week_facts.ts';

/** The masks of the styles played in the window (rows `bits` of `establishment_week_facts`), as code and mask pairs. */
const PLAYED_STYLE_DAYS = sql`array(
  select p.value
  from (select style, bit_or(bit) as mask from bits where style is not null group by style) s
  cross join lateral (values (1, -s.style::bigint), (2, s.mask)) p(place, value)
  order by s.style, p.place
)`;

/**
 * A venue keeps the day masks of the music styles it plays only (decision 112), not one for each of the 19 styles
 * of the catalogue: `week_style_days` holds pairs, each style's code negated then its mask (`{-7, 5, -12, 64}`: Samba
 * on days 0 and 2, Jazz on day 6), in code order, only for styles with a day in the masks' window. A mask is never
 * negative (its days are bits 0 to 62), so a code cannot be taken for a mask: `array_position(masks, -code) + 1` is
 * where a style's mask lies. Most venues play one to three styles: the array is 40–72 bytes where it was 176, and
 * one location index can again serve every filter: `establishments_active_week_idx` (decision 111) goes, and the
 * filters' index no longer holds `week_days`, which no statement reads.
 *
 * The upkeep (the event triggers, the loaders' refresh) writes what `establishment_week_facts` returns: only its
 * style part changes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await createWeekFacts(db, PLAYED_STYLE_DAYS);
  await sql`alter table establishments alter column week_style_days set default '{}'`.execute(db);
  // Every row is written again: without the indexes that hold the masks, which are built once after.
  await sql`drop index if exists establishments_active_week_idx`.execute(db);
  await sql`drop index establishments_active_location_idx`.execute(db);
  await sql`update establishments set week_style_days = array(
      select p.value
      from unnest(week_style_days) with ordinality s(mask, style)
      cross join lateral (values (1, -s.style), (2, s.mask)) p(place, value)
      where s.mask <> 0
      order by s.style, p.place
    )`.execute(db);
  await sql`create index establishments_active_location_idx on establishments using gist (location)
    include (establishment_type, id, timezone, week_anchor, week_known_until, week_free_days, week_live_days,
      week_style_days, card_json)
    where is_active`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  await createWeekFacts(db, EVERY_STYLE_DAYS);
  await sql`alter table establishments alter column week_style_days set default array_fill(0::bigint, array[19])`.execute(
    db,
  );
  await sql`update establishments set week_style_days = array(
      select coalesce(week_style_days[array_position(week_style_days, -s::bigint) + 1], 0)
      from generate_series(1, 19) s order by s
    )`.execute(db);
  await sql`drop index establishments_active_location_idx`.execute(db);
  await sql`create index establishments_active_location_idx on establishments using gist (location)
    include (establishment_type, id, timezone, week_anchor, week_known_until, week_days, week_free_days,
      week_live_days, week_style_days, card_json)
    where is_active`.execute(db);
  await sql`create index establishments_active_week_idx on establishments using gist (location)
    include (establishment_type, id, timezone, week_anchor, week_known_until, week_free_days, week_live_days, card_json)
    where is_active`.execute(db);
}
