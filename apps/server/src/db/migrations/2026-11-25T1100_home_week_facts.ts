import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * The home list's event filters read a per-venue summary of its events instead of looking up each venue's week
 * (issue 13, decision 069).
 *
 * - `music_style_code(text)`: a style's place in the catalogue (1–19, `MUSIC_STYLES` order; a test keeps them equal).
 * - `establishments.week_*`: bit masks over absolute days. Bit i stands for the day `week_anchor + i` (days since
 *   2000-01-01), i from 0 to 62: `week_days` has a bit for each day with an event, `week_free_days` and
 *   `week_live_days` for its free and live events, `week_style_days[c]` for the events of style c. A venue has at
 *   most one event a day, so AND-ing masks speaks of one event. The anchor is the server's UTC yesterday when the
 *   masks were written; `week_known_until` is the last day they describe (`anchor + 62` when the venue has events
 *   further ahead, else "for ever": no more events).
 * - Kept by the statement triggers on `events` that keep `event_words` (one update per venue touched). Days
 *   passing need nothing: the query shifts the masks by the days since the anchor; a window past
 *   `week_known_until` (a venue with events two months ahead and no event write since) falls back to its events.
 * - `events_week_match_idx`: the week's events of a style, free or live, for the rare filters, read before the
 *   venues.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function music_style_code(style text) returns integer
    language sql immutable parallel safe
    as $$
      select array_position(array['Eletrônica', 'Axé', 'Country', 'Forró', 'Reggae', 'Sertanejo', 'Samba', 'Pagode',
        'Gospel', 'Funk', 'Blues', 'Jazz', 'Pop', 'Rock', 'Hip-hop', 'Rap', 'Heavy metal', 'Punk', 'Mpb']::text[], style)
    $$
  `.execute(db);
  await sql`alter table establishments
    add column week_anchor integer not null default 0,
    add column week_known_until integer not null default 2147483647,
    add column week_days bigint not null default 0,
    add column week_free_days bigint not null default 0,
    add column week_live_days bigint not null default 0,
    add column week_style_days bigint[] not null default array_fill(0::bigint, array[19])`.execute(db);
  await createWeekFacts(db, EVERY_STYLE_DAYS);
  await createEventUpkeep(db);
  await createWeekFactsRefresh(db);
  await sql`select refresh_establishment_week_facts()`.execute(db);
  // A filtered count reads the masks from the location index, as it reads the types, without visiting the table.
  await sql`drop index establishments_active_location_idx`.execute(db);
  await sql`create index establishments_active_location_idx on establishments using gist (location)
    include (establishment_type, id, timezone, week_anchor, week_known_until, week_days, week_free_days,
      week_live_days, week_style_days) where is_active`.execute(db);
  await sql`create index events_week_match_idx on events (music_style, is_free, is_live, event_date)
    include (establishment_id)`.execute(db);
}

/** `establishment_week_facts`'s style masks as this migration wrote them: one for each of the 19 styles. */
export const EVERY_STYLE_DAYS = sql`array(select coalesce((select bit_or(bit) from bits where style = s), 0)
  from generate_series(1, 19) s order by s)`;

/**
 * The function the upkeep writes a venue's week facts from (see `up`), its style masks worked out by `styleDays` from
 * the rows `bits` (a day's `bit`, `style`) of the masks' window.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function createWeekFacts(db: Kysely<any>, styleDays: RawBuilder<unknown>): Promise<void> {
  await sql`
    create or replace function establishment_week_facts(venue uuid)
    returns table (anchor integer, known_until integer, days bigint, free_days bigint, live_days bigint,
      style_days bigint[])
    language sql stable
    as $$
      with w as (select (now() at time zone 'UTC')::date - 1 - date '2000-01-01' as anchor),
      ev as (
        select ev.event_date - date '2000-01-01' - w.anchor as day, ev.is_free, ev.is_live,
          public.music_style_code(ev.music_style) as style
        from public.events ev, w
        where ev.establishment_id = venue and ev.event_date - date '2000-01-01' >= w.anchor
      ),
      bits as (select ev.*, 1::bigint << ev.day as bit from ev where ev.day <= 62)
      select w.anchor,
        case when exists (select 1 from ev where ev.day > 62) then w.anchor + 62 else 2147483647 end,
        coalesce((select bit_or(bit) from bits), 0),
        coalesce((select bit_or(bit) from bits where is_free), 0),
        coalesce((select bit_or(bit) from bits where is_live), 0),
        ${styleDays}
      from w
    $$
  `.execute(db);
}

/** The venues of the event triggers' changed rows (`changed_events`). */
export const CHANGED_VENUES = sql`(select distinct establishment_id from changed_events)`;

/**
 * The event triggers (decision 047) rewrite each touched venue's event words and week facts; `alsoSet` adds columns
 * to the same update (decision 100's words by day), `alsoDo` statements after it (decision 081's cell bits). The
 * function `name`, for the `venues` it rewrites (by default, those of its trigger's rows).
 */
export async function createEventUpkeep(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
  db: Kysely<any>,
  {
    alsoSet = sql``,
    alsoDo = sql``,
    name = 'events_refresh_event_words',
    venues = CHANGED_VENUES,
  }: { alsoSet?: RawBuilder<unknown>; alsoDo?: RawBuilder<unknown>; name?: string; venues?: RawBuilder<unknown> } = {},
): Promise<void> {
  await sql`
    create or replace function ${sql.raw(name)}() returns trigger
    language plpgsql as $$
    begin
      update public.establishments e set event_words = public.establishment_event_words(e.id),
        (week_anchor, week_known_until, week_days, week_free_days, week_live_days, week_style_days) =
          (select * from public.establishment_week_facts(e.id))
        ${alsoSet}
      where e.id in ${venues};
      ${alsoDo}
      return null;
    end
    $$
  `.execute(db);
}

/**
 * Writes every venue's week facts again (the bench's loader, the tests); `alsoSet` adds columns to the same update
 * (decision 100's words by day).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function createWeekFactsRefresh(db: Kysely<any>, alsoSet: RawBuilder<unknown> = sql``): Promise<void> {
  await sql`
    create or replace function refresh_establishment_week_facts() returns void
    language sql as $$
      update public.establishments e
      set (week_anchor, week_known_until, week_days, week_free_days, week_live_days, week_style_days) =
        (select * from public.establishment_week_facts(e.id))
        ${alsoSet}
      where exists (select 1 from public.events ev where ev.establishment_id = e.id);
    $$
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists events_week_match_idx`.execute(db);
  await sql`drop index if exists establishments_active_location_idx`.execute(db);
  await sql`create index establishments_active_location_idx on establishments
    using gist (location) include (establishment_type, id, timezone) where is_active`.execute(db);
  await sql`
    create or replace function events_refresh_event_words() returns trigger
    language plpgsql as $$
    begin
      update public.establishments e set event_words = public.establishment_event_words(e.id)
      where e.id in (select distinct establishment_id from changed_events);
      return null;
    end
    $$
  `.execute(db);
  await sql`drop function if exists refresh_establishment_week_facts()`.execute(db);
  await sql`drop function if exists establishment_week_facts(uuid)`.execute(db);
  await sql`alter table establishments
    drop column if exists week_anchor,
    drop column if exists week_known_until,
    drop column if exists week_days,
    drop column if exists week_free_days,
    drop column if exists week_live_days,
    drop column if exists week_style_days`.execute(db);
  await sql`drop function if exists music_style_code(text)`.execute(db);
}
