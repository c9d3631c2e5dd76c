import { sql, type Expression, type RawBuilder, type SqlBool, type Updateable } from 'kysely';
import {
  MUSIC_STYLES,
  VENUE_TYPES,
  type AddWifi,
  type EditAbout,
  type EditPayment,
  type HomeQuery,
} from '@noite/shared';
import { isEmbedded, withSessionSettings, type SessionSettings } from '../../db/database.ts';
import { PREPARED } from '../../db/prepared.ts';
import type { PageRows } from './cards.ts';
import { cellOf, circleCells, type CellRuns } from './cells.ts';
import type { Db, EstablishmentsTable } from '../../db/schema.ts';

export interface HomeScope {
  /** Favourites are computed for this user (visitors). */
  userId: string;
  /** The version of the user's favourites when the request began (decision 137), when a session was read. */
  favouritesVersion?: string;
  /** Only this owner's venues (owners see their own, active or not). */
  ownerId?: string;
  /** Inactive venues are included (owner's own list, admins). */
  includeInactive: boolean;
  /** Limit to the search radius around the position (not for an owner's own few venues). */
  withinRadius: boolean;
}

const all = (conditions: Expression<SqlBool>[]) => sql.join(conditions, sql` and `);

/** Escapes LIKE wildcards so a search for "50%" means the characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * A distance in metres as the screens show it: km with 2 decimals (more would only weigh on the answers). Rounded
 * in floating point: through `numeric` it cost a millisecond per page of 1,000 cards.
 */
const shownKm = (meters: RawBuilder<unknown>) => sql`round(${meters} / 10.0) / 100.0`;

/**
 * The caller's position on the earth's x, y and z axes, in metres, as `ll_to_earth` works it out, to the same bits.
 */
function originAxes(query: HomeQuery) {
  const [latitude, longitude] = [sql`radians(${query.latitude})`, sql`radians(${query.longitude})`];
  return [
    sql`earth() * cos(${latitude}) * cos(${longitude})`,
    sql`earth() * cos(${latitude}) * sin(${longitude})`,
    sql`earth() * sin(${latitude})`,
  ] as const;
}

/**
 * The caller's position as a point on the earth (the same kind as the stored `location`: `ll_to_earth`'s point, but
 * not checked again as an `earth`, which cost ~50 µs a time in a generic plan). Worked out once per run
 * (`(select …)`), as are the radius's chord and box and a search's pattern: a prepared statement's generic plan
 * (decision 104) would otherwise work them out again for each venue it reads.
 */
const originPoint = (query: HomeQuery) => {
  const [x, y, z] = originAxes(query);
  return sql`cube(cube(cube(${x}), ${y}), ${z})`;
};
const originOf = (query: HomeQuery) => sql`(select ${originPoint(query)})`;

/** The chord of the search circle: `<->` is the straight line between points on the earth, 2R·sin(r/2R). */
const radiusChord = (query: HomeQuery) => sql`(select 2 * earth() * sin(${query.radiusKm * 1000} / (2 * earth())))`;

/** Which venues the caller may list at all. */
function scopeConditions(scope: HomeScope): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`true`];
  if (!scope.includeInactive) conditions.push(sql<SqlBool>`e.is_active`);
  if (scope.ownerId) conditions.push(sql<SqlBool>`e.owner_id = ${scope.ownerId}`);
  return conditions;
}

/**
 * Within the search radius: a box the GiST index answers, then the exact circle. Without the box (`box` false) no
 * location index can answer it: a venue looked up by id is then not looked for in the box instead.
 */
function radiusConditions(query: HomeQuery, scope: HomeScope, box = true): Expression<SqlBool>[] {
  if (!scope.withinRadius) return [];
  const origin = originOf(query);
  const circle = sql<SqlBool>`e.location <-> ${origin} <= ${radiusChord(query)}`;
  const earthBox = sql`(select cube_enlarge(${originPoint(query)}, gc_to_sec(${query.radiusKm * 1000}), 3))`;
  return box ? [sql<SqlBool>`${earthBox} @> e.location`, circle] : [circle];
}

/**
 * What a visitor's favourite, looked up by id, must meet (favourites only): the planner, which guesses that a box
 * holds a handful of venues, would otherwise search the box for each favourite (60 ms for 50 favourites on 5,000
 * venues) rather than look it up. Being a favourite is not asked again: the venue comes from the list.
 */
const favouriteConditions = (query: HomeQuery, scope: HomeScope) => [
  ...scopeConditions(scope),
  ...radiusConditions(query, scope, false),
  ...choiceConditions({ ...query, isFavourite: undefined }, scope),
];

/**
 * The search (decision 047): the words anywhere in the venue's name, address or type names (`search_text`), or in
 * the name or style names of one of its events in the coming 7 days of its own calendar. One trigram index holds
 * the venue's text with its recent and coming events' (`event_words`, which may still hold past events): read
 * with the location box, it gives the few candidates; those found by their events alone are checked against their
 * week's events (`weekEventWords`).
 */
function searchCondition(search: string): Expression<SqlBool> {
  const pattern = searchPattern(search);
  return sql<SqlBool>`(e.search_text || ' ' || e.event_words) like ${pattern}
    and (e.search_text like ${pattern} or ${weekEventWords(pattern)})`;
}

/** A search's LIKE pattern, folded as the texts it is matched against are. */
const searchPattern = (search: string) => sql`(select immutable_unaccent(lower(${likePattern(search)})))`;

/**
 * Joins a venue's days of event words: a control character, which no text reaching the database holds (decision
 * 046 refuses them in every input), so no search matches across two days.
 */
export const DAY_SEPARATOR = '\u001f';

/**
 * One of the venue's events in its coming 7 days has `pattern` in its words. Read from the venue's kept words by day
 * (decision 100), shifted like the week masks by the days since they were written; a week past what they describe
 * (`week_known_until`) looks the week's events up one by one. As for the masks (`weekCondition`), the 5 days from
 * the server's UTC tomorrow, in every venue's week, decide most venues before their own today is worked out.
 */
function weekEventWords(pattern: RawBuilder<unknown>): Expression<SqlBool> {
  // Whether `count` days of kept words from the one `shift` days after the anchor hold the pattern.
  const daysHold = (shift: RawBuilder<unknown>, count: number) =>
    sql<SqlBool>`coalesce(array_to_string(e.event_day_words[${shift} + 1 : ${shift} + ${sql.lit(count)}], ${DAY_SEPARATOR})
      like ${pattern}, false)`;
  const exact = keptWeek((shift) => daysHold(shift, 7), sql<SqlBool>`ev.search_text like ${pattern}`);
  return fromUtcDays(
    (shift) => sql<SqlBool>`(${daysHold(sql`${shift} + 2`, 5)} or (${daysHold(shift, 9)} and ${exact}))`,
    exact,
  );
}

/** The event filters the visitor chose (music styles, free, live), or undefined without any. */
export function eventFilter(query: HomeQuery) {
  const styles = query.musicStyle?.length ? query.musicStyle : undefined;
  if (!styles && !query.isFree && !query.isLive) return undefined;
  return { styles, isFree: query.isFree === true, isLive: query.isLive === true };
}
type EventFilter = NonNullable<ReturnType<typeof eventFilter>>;

/** The venue's window as days since 2000-01-01: today in its time zone (the week is this day and the 6 after). */
const windowStart = sql`((now() at time zone e.timezone)::date - date '2000-01-01')`;

/**
 * How many chosen styles a statement's text has room for (decision 107): one text serves one, two or three styles, the
 * rooms left empty (null) never reading the venue's masks.
 */
const STYLE_SLOTS = 3;

/** The chosen styles' codes (1-based places in the catalogue), `STYLE_SLOTS` at least, null where none is chosen. */
function styleSlots(filter: EventFilter): (number | null)[] {
  const codes = [...new Set((filter.styles ?? []).map((style) => MUSIC_STYLES.indexOf(style) + 1))];
  return Array.from({ length: Math.max(STYLE_SLOTS, codes.length) }, (_, index) => codes[index] ?? null);
}

/** All bits set when `chosen` is false: OR-ed into a mask, it lets every day through (a parameter, decision 107). */
const everyDayUnless = (chosen: boolean) => sql`${chosen ? 0 : -1}::bigint`;

/**
 * A chosen style's day mask: the venue keeps the masks of the styles it plays, each after its code negated
 * (decision 112); a style it does not play (or a slot left empty, null) has no days.
 */
const styleDays = (code: number | null) =>
  sql`coalesce(e.week_style_days[array_position(e.week_style_days, ${code === null ? null : -code}::bigint) + 1], 0)`;

/**
 * The days (bits from `week_anchor`) on which the venue has an event matching every chosen event filter: one event
 * a day, so AND-ing the style, free and live masks speaks of one event (migration 2026-11-25T1100). Free or live not
 * chosen is a mask of every day (decision 107): the statement's text is the same whichever of them were chosen, and
 * the same for every choice of styles. Without a style it names no style mask (decision 111).
 */
function weekMask(filter: EventFilter): RawBuilder<unknown> {
  const flags = sql`(e.week_free_days | ${everyDayUnless(filter.isFree)})
    & (e.week_live_days | ${everyDayUnless(filter.isLive)})`;
  if (!filter.styles) return sql`(${flags})`;
  const styles = sql.join(styleSlots(filter).map(styleDays), sql` | `);
  return sql`((${styles}) & ${flags})`;
}

/** The chosen event filters as conditions on one event `ev`, each true when its filter was not chosen. */
function eventConditions(filter: EventFilter): Expression<SqlBool>[] {
  return [
    sql<SqlBool>`(ev.music_style = any(${sql.val(filter.styles ?? [])}::text[]) or ${!filter.styles}::boolean)`,
    sql<SqlBool>`(ev.is_free or ${!filter.isFree}::boolean)`,
    sql<SqlBool>`(ev.is_live or ${!filter.isLive}::boolean)`,
  ];
}

/**
 * One event in the coming 7 days (the venue's own calendar) matches every event filter. Read from the venue's kept
 * masks (decision 069): shifted by the days since they were written, 7 bits are the venue's week. A week past what
 * the masks describe (`week_known_until`: a venue with events two months ahead and no event write since) is looked
 * up in its events, as before the masks.
 */
function weekCondition(filter: EventFilter): Expression<SqlBool> {
  const exact = keptWeek(
    (shift) => sql<SqlBool>`${shift} <= 62 and ((${weekMask(filter)} >> ${shift}) & 127) <> 0`,
    all(eventConditions(filter)),
  );
  return fromUtcDays(
    (shift) => {
      const days = sql`(${weekMask(filter)} >> ${shift})`;
      return sql<SqlBool>`(${days} & 511) <> 0 and ((${days} & 124) <> 0 or ${exact})`;
    },
    exact,
    54,
  );
}

/**
 * One of the venue's coming 7 days (its own calendar) meets `kept`, given the days (`shift`) from the anchor of what
 * the venue keeps (masks, words) to its today, while those days lie within what it keeps (`week_known_until`: not so
 * for a venue with events two months ahead and no event write since); else one of its events of the week meets
 * `matching` (conditions on `ev`), looked up.
 */
function keptWeek(
  kept: (shift: RawBuilder<unknown>) => Expression<SqlBool>,
  matching: Expression<unknown>,
): Expression<SqlBool> {
  return sql<SqlBool>`(case
    when ${windowStart} >= e.week_anchor and ${windowStart} + 6 <= e.week_known_until
      then ${kept(sql`(${windowStart} - e.week_anchor)`)}
    else exists (
      select 1 from events ev
      where ev.establishment_id = e.id
        and ev.event_date >= (now() at time zone e.timezone)::date
        and ev.event_date < (now() at time zone e.timezone)::date + 7
        and ${matching}
    )
  end)`;
}

/**
 * A venue's today is the server's UTC yesterday, today or tomorrow (time zones run from UTC−12 to UTC+14): every
 * venue's week lies in the 9 days from UTC yesterday, and holds the 5 days from UTC tomorrow. `decide` reads those
 * days of what the venue keeps (`shift`: from its anchor to UTC yesterday, the same for the whole statement, at most
 * `maxShift`) and settles most venues before their own time zone's today is worked out; the others, and a venue whose
 * kept days do not reach, are `exact`.
 */
function fromUtcDays(
  decide: (shift: RawBuilder<unknown>) => Expression<SqlBool>,
  exact: Expression<SqlBool>,
  maxShift?: number,
): Expression<SqlBool> {
  const first = sql`(select (now() at time zone 'UTC')::date - 1 - date '2000-01-01')`;
  const shift = sql`(${first} - e.week_anchor)`;
  return sql<SqlBool>`(case
    when ${first} >= e.week_anchor and ${first} + 8 <= e.week_known_until
      ${maxShift === undefined ? sql`` : sql`and ${shift} <= ${sql.lit(maxShift)}`}
      then ${decide(shift)}
    else ${exact}
  end)`;
}

/**
 * The events that may match (every venue's week lies between the server's UTC yesterday and 7 days after its
 * today), read from `events_week_match_idx` (style, free, live, day): a superset that `weekCondition` narrows.
 */
function weekEventsWhere(filter: EventFilter): Expression<SqlBool> {
  const flag = (chosen: boolean) => sql.val(chosen ? [true] : [true, false]);
  return sql<SqlBool>`ev.music_style = any(${sql.val(filter.styles ?? [...MUSIC_STYLES])}::text[])
    and ev.is_free = any(${flag(filter.isFree)}::boolean[])
    and ev.is_live = any(${flag(filter.isLive)}::boolean[])
    and ev.event_date >= (now() at time zone 'UTC')::date - 1
    and ev.event_date <= (now() at time zone 'UTC')::date + 7`;
}

/**
 * Below this many matching events in the whole country, a filtered list starts from them (each one's venue looked
 * up by id, then the circle, then nearest first) instead of walking the nearest venues until a page matches:
 * walking stops after about (page / share of the venues matching) venues, or walks the whole circle when they are
 * rare. Decision 069.
 */
const FEW_EVENTS_PER_CARD = 4;
const fewEvents = (query: HomeQuery) => FEW_EVENTS_PER_CARD * (query.offset + query.limit);

/** The filters and the search the visitor chose, but the event filters (`eventFilter`). */
function choiceConditions(query: HomeQuery, scope: HomeScope): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (query.establishmentType?.length) {
    conditions.push(sql<SqlBool>`e.establishment_type && ${sql.val(query.establishmentType)}::text[]`);
  }
  if (query.search) conditions.push(searchCondition(query.search));
  if (query.isFavourite) {
    conditions.push(
      sql<SqlBool>`exists (select 1 from favourites f where f.user_id = ${scope.userId} and f.establishment_id = e.id)`,
    );
  }
  const filter = eventFilter(query);
  if (filter) conditions.push(weekCondition(filter));
  return conditions;
}

/**
 * Where a filtered list's venues come from: the nearest venues walked in distance order, or, when the chosen events
 * are few in the whole country (counted up to `fewEvents`, in the same statement), the venues of those events. `few`
 * is then a one-time condition: the branch not taken costs nothing.
 */
function sources(query: HomeQuery) {
  const filter = eventFilter(query);
  // The favourites come from the visitor's list (`findHomeVenues`), whatever the filters.
  if (!filter || query.search || query.isFavourite) return { probe: sql``, branches: [sql<SqlBool>`true`] };
  const limit = fewEvents(query);
  return {
    probe: sql`with probe as (
      select count(*) < ${limit} as few from (select 1 from events ev where ${weekEventsWhere(filter)} limit ${limit}) p
    )`,
    branches: [
      sql<SqlBool>`(select few from probe) and e.id = any(array(
        select distinct ev.establishment_id from events ev where ${weekEventsWhere(filter)}
      ))`,
      sql<SqlBool>`not (select few from probe)`,
    ],
  };
}

/** Whether the visitor chose filters or a search (which make the count as dear as the page). */
export const isFiltered = (query: HomeQuery, scope: HomeScope) => choiceConditions(query, scope).length > 0;

/**
 * The memory a search's statement may give each of its bitmaps (decision 115), for its transaction only. With the
 * server's default (4 MB), the bitmap of a big city's box at a million venues (300,000 venues on ~140,000 pages) no
 * longer holds each venue and keeps whole pages instead: every venue of those pages is then read and matched again
 * (516,000 extra rows for "casa" at São Paulo's centre). A bitmap takes only what it holds: a smaller city's search
 * uses no more than before.
 */
const SEARCH_WORK_MEM = '16MB';

/** The planner's settings of a visitor's filters and favourites, and of a search (see `withChoicePlans`). */
const FILTER_SETTINGS: SessionSettings = { plan_cache_mode: 'force_generic_plan', enable_bitmapscan: 'off' };
const SEARCH_SETTINGS: SessionSettings = { plan_cache_mode: 'force_generic_plan', work_mem: SEARCH_WORK_MEM };

/** The planner's settings of a visitor's choices' statements. */
export const choiceSettings = (query: HomeQuery): SessionSettings => (query.search ? SEARCH_SETTINGS : FILTER_SETTINGS);

/**
 * Runs `work` (a visitor's filters, search or favourites) with its statements' plans made once per connection
 * (decision 104): the page's statement is prepared (`PREPARED`) and planned without its values (generic), which
 * costs nothing after its first run; planning it for each call's values cost 1.3–3 ms of a 10–15 ms filtered page.
 * The values that would change the plan are read once per run (`(select …)` around the position, the radius and the
 * search's pattern), not worked out for each venue.
 *
 * Without a search, the planner is also told to walk the location index nearest first. It cannot estimate how many
 * venues a box on the earth holds and guesses a handful, so it would rather fetch the whole box and sort it (tens of
 * thousands of rows in a big city) than read the index in distance order and stop at the page. A text search keeps
 * bitmap scans: its trigram index has no other way in, and few venues match. (No statement is compiled: JIT is off
 * on every connection, decision 108.) A search's bitmaps get `SEARCH_WORK_MEM` (decision 115).
 *
 * On a PostgreSQL pool, the statements run on connections that hold these settings for their session (decision
 * 120): no transaction to set them in, one round trip a page (a search's words, looked up first, two). Elsewhere
 * (PGlite, a connection or transaction handed in, the bench's capture) they hold for a transaction, set in the
 * statement that looks up a search's words. `wordsOf`: a search whose words (decision 117) `work` is given.
 */
async function withChoicePlans<T>(
  db: Db,
  query: HomeQuery,
  work: (db: Db, words: number[] | null | undefined) => Promise<T>,
  wordsOf?: string,
): Promise<T> {
  const settings = choiceSettings(query);
  // A search's words are looked up before its page (decision 117).
  const lookUp = async (connection: Db, select: RawBuilder<unknown>) =>
    wordsOf === undefined
      ? undefined
      : (
          await sql<{ words: number[] | null }>`${sql.raw(PREPARED)}
            select ${select} ${searchWords(wordsOf)} as words
          `.execute(connection)
        ).rows[0]?.words;
  const planned = withSessionSettings(db, settings);
  if (planned) return work(planned, await lookUp(planned, sql``));
  const local = sql.join(
    Object.entries(settings).map(([name, value]) => sql`set_config(${sql.lit(name)}, ${sql.lit(value)}, true)`),
  );
  return db.transaction().execute(async (transaction) => {
    if (wordsOf === undefined) await sql`select ${local}`.execute(transaction);
    return work(transaction, await lookUp(transaction, sql`${local},`));
  });
}

/**
 * The page's rows in the page's order, each one text: a card whole (its `card_json` with the caller's distance and
 * favourite: `{"_id":…,"distance":1.35,"isFavourite":false}`), or, for a venue from the cells' matches, its id (36
 * characters) followed by the caller's part only (`,"distance":1.35,"isFavourite":false}`), its card being kept by
 * the process (decision 114). A statement that counts beside its page adds one row first, `#` with the total and
 * whether its page came from the cells (`#412,true`). One text a row: PGlite takes ~1.5 µs to read each field of a
 * row (decision 114).
 */
function pageRows(rows: { row: string }[]): PageRows {
  const page: PageRows = { rows: [] };
  for (const { row } of rows) {
    if (!row.startsWith('#')) {
      page.rows.push(row);
      continue;
    }
    const [total, cells] = row.slice(1).split(',');
    page.total = Number(total);
    if (cells) page.fromCells = cells === 'true';
  }
  return page;
}

/**
 * A search and favourites only read their matches once for their page and their total (decision 092): kept aside
 * (`materialized`), sorted for the page and counted. Reading them twice (a page and a count) cost a common fragment's
 * ~6,000 rows twice, and a visitor's thousands of favourites as many look-ups twice.
 */
export const countsInPage = (query: HomeQuery) => Boolean(query.search) || Boolean(query.isFavourite);

/**
 * The nearest `offset + limit` venues that meet `conditions`, read from a location index in distance order: only
 * what the index holds, the cards included (decision 090). Ordered by the `chord` it returns (decision 110): the
 * planner then knows that the rows come out in that order, and the page above it keeps it instead of sorting again.
 */
function nearestWalk(query: HomeQuery, conditions: Expression<SqlBool>[]) {
  return sql`(
      select e.id, e.card_json, e.location <-> ${originOf(query)} as chord
      from establishments e
      where ${all(conditions)}
      order by chord
      limit ${query.offset + query.limit}
    )`;
}

/**
 * How many venues a walk beside its count passes at most (decision 113): about where the cells' matches cost less
 * than a walk (`PAGE_COST`: 3,600 venues), so a walk that would not have been chosen stops there.
 */
export const WALK_BESIDE_CAP = 4000;

/**
 * Below this share of matching venues in the caller's own grid cell, a walk beside the count is not started: the
 * count would choose the cells' matches (`PAGE_COST`: for a page of 1,000, below ~28 % of the circle), and the walk
 * would pass its whole cap for nothing.
 */
const WALK_BESIDE_SHARE = 0.25;

/**
 * Whether the caller's grid cell holds `WALK_BESIDE_SHARE` of matches at least (from the cells' bits, decision 081):
 * a walk beside the count is likely to be the page.
 */
function walkLikely(query: HomeQuery): Expression<SqlBool> {
  const cell = cellOf(query.latitude, query.longitude);
  const origin: CellRuns = { from: [cell], to: [cell], exact: [false] };
  return sql<SqlBool>`(select coalesce(sum(bit_count(m.bits)), 0) >= ${WALK_BESIDE_SHARE}::float8 * coalesce((
      select cc.active from establishment_cell_counts cc where cc.cell = ${cell}::integer), 0)
    from ${cellMatches(query, origin, true)} m)`;
}

/** The open venues of the cells of `runs`, from their kept counts. */
const cellsActive = (runs: CellRuns) => sql`(
  select coalesce(sum(cc.active), 0)
  from unnest(${sql.val(runs.from)}::integer[], ${sql.val(runs.to)}::integer[]) as r(first_cell, last_cell)
  join establishment_cell_counts cc on cc.cell between r.first_cell and r.last_cell
)`;

/**
 * `nearestWalk` behind `gate` that passes at most `passed` venues: the nearest venues in distance order (what the
 * filters' location index holds of each, in the circle's box), tested against the circle and the choices as they
 * come, up to a page. The rows flow from the index to the page's limit one at a time, so a walk that finds its page
 * early stops there. Its callers bound it by the venues the circle's grid cells hold (their kept counts): the venues of
 * the circle come first, and the box's corners reach past it, into a big city's venues for a circle beside one (a
 * walk of a 100 km circle holding 21 venues passed the thousands of the box's corners, 13 ms, its count's cells 2.5).
 */
function cappedWalk(query: HomeQuery, scope: HomeScope, gate: Expression<SqlBool>, passed: RawBuilder<unknown>) {
  const [box, ...circle] = radiusConditions(query, scope);
  const walked = [gate, ...scopeConditions(scope), ...(box ? [box] : [])];
  const choices = [...circle, ...choiceConditions(query, scope)];
  return sql`(
      select e.id, e.card_json, e.chord
      from (
        select e.id, e.card_json, e.location <-> ${originOf(query)} as chord, e.location, e.establishment_type,
          e.timezone, e.week_anchor, e.week_known_until, e.week_free_days, e.week_live_days
          ${eventFilter(query)?.styles ? sql`, e.week_style_days` : sql``}
        from establishments e
        where ${all(walked)}
        order by chord
        limit ${passed}
      ) e
      where ${all(choices)}
      order by e.chord
      limit ${query.offset + query.limit}
    )`;
}

/**
 * Nearest venues first, all in the database: the inner query reads the location index in distance order and
 * stops after `offset + limit` rows; the outer one breaks distance ties by id (as the rows come: only the venues of
 * one distance are sorted, decision 110) and turns the chord back into the great-circle distance (2R·asin(chord/2R))
 * for those rows only.
 *
 * Without filters (the common case) the inner query needs no radius: the nearest `offset + limit` venues are
 * read whatever their distance (so a town far from others still reads only a page), and the outer query drops
 * those beyond the radius. With filters, the radius bounds the inner query so a rare filter stops at the circle.
 *
 * Every page's statement is prepared on its connection (decision 104): a visitor's filters, search and favourites
 * with a generic plan (`withChoicePlans`), the plain list with the plan PostgreSQL chooses.
 *
 * The page leaves the database as JSON text (decision 080), a card a row in the page's order (decision 110): each
 * venue's card as kept in `card_json` (its own fields, in the contract's order), with the caller's distance and
 * favourite added; a venue from the cells' matches as its id, its card kept by the process (`pageRows`, decision
 * 114). A full page is ~1,000 cards: turning as many rows into objects and back into JSON cost the serving process
 * several times what compressing the answer does, and writing each card's fields with `row_to_json` cost PostgreSQL
 * more than finding them. Joining the parts in the database cost it more than the rows do the process: numbering the
 * cards, sorting them by part and each part again (decision 110).
 */
export function findHomeVenues(db: Db, query: HomeQuery, scope: HomeScope, source?: HomeSource): Promise<PageRows> {
  if (source?.from === 'words') {
    return withChoicePlans(
      db,
      query,
      (connection, words) => homeStatement(db, query, scope, wordsSource(source, words))(connection),
      query.search,
    );
  }
  const statement = homeStatement(db, query, scope, source);
  return choiceConditions(query, scope).length ? withChoicePlans(db, query, statement) : statement(db);
}

/**
 * The page's statement for `source` (a search's words already looked up), to run on a connection (`db` tells
 * PostgreSQL from PGlite).
 */
function homeStatement(
  db: Db,
  query: HomeQuery,
  scope: HomeScope,
  source: PageSource | undefined,
): (connection: Db) => Promise<PageRows> {
  const choices = choiceConditions(query, scope);
  const plain = scope.withinRadius && choices.length === 0;
  const inner = plain
    ? scopeConditions(scope)
    : [...scopeConditions(scope), ...radiusConditions(query, scope), ...choices];
  const { probe, branches } = plain || source ? { probe: sql``, branches: [sql<SqlBool>`true`] } : sources(query);
  const nearest = (source: Expression<SqlBool>) => nearestWalk(query, [source, ...inner]);
  const matches = !source && countsInPage(query) ? keptMatches(query, scope, inner) : undefined;
  const bits = source?.from === 'bits' || source?.from === 'cells' ? source : undefined;
  const rows = matches
    ? sql`${matches.page} k`
    : source
      ? sql`${sourceRows(query, scope, source, nearest, !isEmbedded(db))} k`
      : sql`(${sql.join(branches.map(nearest), sql` union all `)}) k`;
  // What the statement counts beside its page: the kept matches of a search or favourites (decision 092), or the
  // cells' matches of a filtered page (decision 096), with whether its page came from them.
  const counting = matches
    ? {
        tables: sql`matches as materialized (${matches.rows})`,
        total: sql`(select count(*) from matches)`,
        cells: sql`null::boolean`,
      }
    : bits
      ? {
          tables: bitsCounted(query, bits.runs, bits.from === 'bits' ? bits.words : undefined),
          total: sql`(select c.total from counted c)`,
          cells: sql`(select c.cells from counted c)`,
        }
      : undefined;
  // The page's venues, with the distance in km rounded as shown and whether the caller likes each: all of a list of
  // favourites only; else those among the favourites in the circle's cells (decision 101), which every card is in.
  const pageSql = sql`
    ${matches ? sql`` : probe}
    select k.chord, k.id, k.card_json,
      ${shownKm(sql`2 * earth() * asin(least(1, k.chord / (2 * earth())))`)} as distance,
      ${
        query.isFavourite
          ? sql`true`
          : sql`k.id in (select f.establishment_id from ${circleFavourites(query, scope).rows})`
      } as "isFavourite"
    from ${rows}
    ${plain ? sql`where k.chord <= ${radiusChord(query)}` : sql``}
    order by k.chord, k.id
    offset ${query.offset}
    limit ${query.limit}
  `;
  // The cards in the page's order, which its rows already have (decision 110: merged, not sorted); a statement that
  // counts beside its page adds a row of its total, first (its page may hold no card).
  const page = async (connection: Db): Promise<PageRows> => {
    const result = await sql<{ row: string }>`${sql.raw(PREPARED)}
      ${counting ? sql`with ${counting.tables}` : sql``}
      select c.row from (
        ${
          counting
            ? sql`select '#' || ${counting.total}::text || ',' || coalesce(${counting.cells}::text, '') as row,
                '-Infinity'::float8 as chord, null::uuid as id
              union all`
            : sql``
        }
        select coalesce(p.card_json, p.id::text) || ',"distance":' || p.distance::text
            || ',"isFavourite":' || p."isFavourite"::text || '}' as row,
          p.chord, p.id
        from (${pageSql}) p
      ) c
      order by c.chord, c.id
    `.execute(connection);
    return pageRows(result.rows);
  };
  return page;
}

/**
 * The visitor's favourites that may lie in the search circle, as rows `f` of `establishment_id` and the venue's
 * `location` as the favourite keeps it: the open venues' in the circle's grid cells (decision 101), read run by run
 * from `favourites_user_cell_idx` (`offset 0`: one index range per run), with `inCells` true; every favourite when
 * the grid does not cover the circle or the list has no radius or shows closed venues.
 */
function circleFavourites(query: HomeQuery, scope: HomeScope) {
  const runs =
    scope.withinRadius && !scope.includeInactive
      ? circleCells(query.latitude, query.longitude, query.radiusKm)
      : undefined;
  if (!runs) {
    return { inCells: false, rows: sql`(select f.* from favourites f where f.user_id = ${scope.userId}) f` };
  }
  return {
    inCells: true,
    rows: sql`unnest(${sql.val(runs.from)}::integer[], ${sql.val(runs.to)}::integer[]) as r(first_cell, last_cell)
      cross join lateral (
        select f.establishment_id, f.location from favourites f
        where f.user_id = ${scope.userId} and f.is_active and f.cell between r.first_cell and r.last_cell
        offset 0
      ) f`,
  };
}

/**
 * A search's or favourites only's matches (`rows`, kept aside as `matches`: decision 092) and the page's rows from
 * them. A search reads the rows its text index names (`inner`: the page's conditions). The favourites are looked up
 * one by one from the visitor's favourites in the circle: walked nearest first, the circle would be passed over to
 * find them; favourites only alone is answered from what the favourites keep (`keptFavourites`).
 */
function keptMatches(query: HomeQuery, scope: HomeScope, inner: Expression<SqlBool>[]) {
  const kept = keptFavourites(query, scope);
  if (kept) return kept;
  const origin = originOf(query);
  const page = sql`(
    select m.id, m.card_json, m.chord from matches m order by m.chord, m.id limit ${query.offset + query.limit}
  )`;
  if (!query.isFavourite) {
    return {
      rows: sql`select e.id, e.card_json, e.location <-> ${origin} as chord from establishments e where ${all(inner)}`,
      page,
    };
  }
  return {
    rows: sql`select e.id, e.card_json, e.chord
      from ${circleFavourites(query, scope).rows}
      cross join lateral (
        select e.id, e.card_json, e.location <-> ${origin} as chord
        from establishments e
        where e.id = f.establishment_id and ${all(favouriteConditions(query, scope))}
        offset 0
      ) e`,
    page,
  };
}

/**
 * A visitor's favourites only, alone (no other filter, no search), from what the favourites keep of their venues
 * (decision 101): those in the circle, measured and counted without a look-up; only the page's venues are then
 * read, by id. Undefined when the list is not that, or the favourites' cells do not answer it.
 */
function keptFavourites(query: HomeQuery, scope: HomeScope) {
  if (!query.isFavourite || choiceConditions({ ...query, isFavourite: undefined }, scope).length) return undefined;
  const favourites = circleFavourites(query, scope);
  if (!favourites.inCells) return undefined;
  const chord = sql`f.location <-> ${originOf(query)}`;
  return {
    rows: sql`select f.establishment_id as id, ${chord} as chord from ${favourites.rows}
      where ${chord} <= ${radiusChord(query)}`,
    page: sql`(
      select m.id, e.card_json, m.chord
      from (select m.id, m.chord from matches m order by m.chord, m.id limit ${query.offset + query.limit}) m
      cross join lateral (select e.card_json from establishments e where e.id = m.id and e.is_active offset 0) e
    )`,
  };
}

/**
 * A filtered page's rows from the way `source` names. `bits` reads the chosen types' own indexes for types alone;
 * else the cells' matches or a walk (`walk`, with the page's conditions), as `counted.cells` says, evaluated once.
 * `prepared`: the statement is planned once per connection (PostgreSQL), not for each run (PGlite).
 */
function sourceRows(
  query: HomeQuery,
  scope: HomeScope,
  source: PageSource,
  walk: (gate: Expression<SqlBool>) => RawBuilder<unknown>,
  prepared: boolean,
) {
  const cards = (source.from === 'bits' || source.from === 'cells') && Boolean(source.cards);
  if (source.from === 'bits' && source.words) return sql`(${cellsPage(query, sql<SqlBool>`true`, cards)})`;
  const typesAlone = Boolean(query.establishmentType?.length) && !eventFilter(query);
  if (source.from === 'types' || (source.from === 'bits' && typesAlone)) return typeWalks(query, scope, prepared);
  if (source.from === 'walk' && source.cap !== undefined) {
    const runs = circleCells(query.latitude, query.longitude, query.radiusKm);
    const cap = sql`${source.cap}::bigint`;
    return cappedWalk(query, scope, walkLikely(query), runs ? sql`least(${cap}, ${cellsActive(runs)})` : cap);
  }
  if (source.from === 'walk') return walk(sql<SqlBool>`true`);
  if (source.from === 'cells') return sql`(${cellsPage(query, sql<SqlBool>`true`, cards)})`;
  const fromCells = sql<SqlBool>`(select c.cells from counted c)`;
  if (source.walkBeside) return sql`(${cellsPage(query, fromCells, cards)})`;
  // The walk passes at most the circle's cells' venues, counted once for the statement (`counted.slots`).
  const walked = cappedWalk(query, scope, sql<SqlBool>`not ${fromCells}`, sql`(select c.slots from counted c)`);
  return sql`(${cellsPage(query, fromCells, cards)} union all ${walked})`;
}

/**
 * How many venues the query matches in all (the list's total when it runs past one page). A visitor's plain
 * list is counted by runs of grid cells: the cells wholly inside the circle add up their kept counts, and only
 * the venues of the cells on its edge are measured. A visitor's type and event filters (from the cells' bit strings,
 * decisions 081, 096), a search and favourites only (decision 092) are counted by their page's statement. Otherwise
 * (an owner's or an admin's list) the GiST index answers.
 */
export async function countHomeVenues(db: Db, query: HomeQuery, scope: HomeScope): Promise<number> {
  const choices = choiceConditions(query, scope);
  const runs =
    scope.withinRadius && !scope.includeInactive && !scope.ownerId && !choices.length
      ? circleCells(query.latitude, query.longitude, query.radiusKm)
      : undefined;
  if (runs) return countByCells(db, query, runs);
  // A visitor's type and event filters (by the cells' bits, decisions 081, 096), a search and favourites only
  // (decision 092) are counted by their page's statement.
  const source = homeSource(query, scope);
  if (source || countsInPage(query)) {
    return (await findHomeVenues(db, { ...query, offset: 0, limit: 1 }, scope, source)).total ?? 0;
  }
  const { probe, branches } = sources(query);
  const conditions = [...scopeConditions(scope), ...radiusConditions(query, scope), ...choices];
  const count = async (connection: Db) => {
    const counts = branches.map(
      (source) => sql`(select count(*) from establishments e where ${all([source, ...conditions])})`,
    );
    const result = await sql<{ total: string | number }>`
      ${probe} select ${sql.join(counts, sql` + `)} as total
    `.execute(connection);
    return Number(result.rows[0]?.total ?? 0);
  };
  return choices.length ? withChoicePlans(db, query, count) : count(db);
}

async function countByCells(db: Db, query: HomeQuery, runs: CellRuns): Promise<number> {
  const pick = (exact: boolean, ends: number[]) => ends.filter((_, index) => runs.exact[index] === exact);
  const result = await sql<{ total: string | number | null }>`${sql.raw(PREPARED)}
    select
      (select coalesce(sum(cc.active), 0)
        from unnest(${sql.val(pick(false, runs.from))}::integer[], ${sql.val(pick(false, runs.to))}::integer[])
          as r(first_cell, last_cell)
        join establishment_cell_counts cc on cc.cell between r.first_cell and r.last_cell)
      + (select count(*)
        from unnest(${sql.val(pick(true, runs.from))}::integer[], ${sql.val(pick(true, runs.to))}::integer[])
          as r(first_cell, last_cell)
        join establishments e on e.is_active and e.cell between r.first_cell and r.last_cell
        where e.location <-> ${originOf(query)} <= ${radiusChord(query)}) as total
  `.execute(db);
  return Number(result.rows[0]?.total ?? 0);
}

/**
 * Where a list's page comes from when the cells' bit strings answer a visitor's filters (decisions 081, 096): a type
 * or an event filter, without favourites only (not in the bits), in a circle the grid covers; with a search, its
 * words' strings when they answer it (`words`, decision 117). Undefined otherwise (the page's statement then finds
 * its own way).
 */
export function homeSource(
  query: HomeQuery,
  scope: HomeScope,
): Extract<HomeSource, { from: 'bits' | 'words' }> | undefined {
  if (!scope.withinRadius || scope.includeInactive || scope.ownerId || query.isFavourite) return undefined;
  if (!query.search && !query.establishmentType?.length && !eventFilter(query)) return undefined;
  const runs = circleCells(query.latitude, query.longitude, query.radiusKm);
  if (!runs) return undefined;
  return query.search ? { from: 'words', runs } : { from: 'bits', runs };
}

/**
 * The most words of the list a search may name to be counted from their strings (decision 117): each word's strings
 * of the circle's parts are read and OR-ed, so a fragment found in many words (a letter or two) is searched in the
 * venues' text index instead.
 */
const SEARCH_WORDS_MAX = 64;

/**
 * The words holding a search's fragment (at most one more than `SEARCH_WORDS_MAX`), when, folded as the texts are, it
 * is made of `a–z` and `0–9` only: it is then in a text exactly when it is in one of the text's words. Null otherwise.
 */
const searchWords = (search: string) => sql<number[] | null>`(
  select case when f.folded ~ '^[a-z0-9]+$' then array(
      select w.id from search_words w where w.word like '%' || f.folded || '%' limit ${SEARCH_WORDS_MAX + 1}
    ) end
  from (select immutable_unaccent(lower(${search})) as folded) f
)`;

/**
 * A search counted and read from its `words`' strings (decision 117) when they are few enough; undefined when it is
 * not (the search then reads the venues its text index names, `keptMatches`).
 */
const wordsSource = (
  { runs, cards }: Extract<HomeSource, { from: 'words' }>,
  words: number[] | null | undefined,
): BitsSource | undefined =>
  words && words.length <= SEARCH_WORDS_MAX ? { from: 'bits', runs, words, cards } : undefined;

/**
 * A visitor's search's source with its words looked up on their own (for the bench's EXPLAIN and the tests; a page
 * looks them up in its settings' statement).
 */
export async function searchSource(db: Db, query: HomeQuery, scope: HomeScope): Promise<BitsSource | undefined> {
  const source = homeSource(query, scope);
  if (source?.from !== 'words' || !query.search) return undefined;
  const result = await sql<{ words: number[] | null }>`${sql.raw(PREPARED)}
    select ${searchWords(query.search)} as words
  `.execute(db);
  return wordsSource(source, result.rows[0]?.words);
}

/** The runs of cells wholly inside the circle (`inside`) or on its edge. */
function runsOf(runs: CellRuns, inside: boolean) {
  const pick = (ends: number[]) => ends.filter((_, index) => runs.exact[index] !== inside);
  return sql`unnest(${sql.val(pick(runs.from))}::integer[], ${sql.val(pick(runs.to))}::integer[])`;
}

/**
 * Whether every time zone's week strings (decisions 123, 125) are its coming week's: worked out once a statement (a
 * roll may lag a time zone's midnight by minutes, and a statement then reads the days' strings).
 */
const weeksCurrent = sql`(
  select coalesce(bool_and(s.first_day = (now() at time zone s.timezone)::date - date '2000-01-01'), true)
  from search_word_weeks s
)`;

/**
 * Each (cell, time zone) wholly inside the circle (`inside`), or on its edge, with its `bits`: its venues matching the
 * filters (a type: OR of the chosen types' strings; the event filters: OR of their combination's strings of the
 * coming 7 days of that time zone, decisions 125, 126). A cell without a matching fact has no row. Worked out once
 * per cell (`offset 0`: not merged into the query that reads the slots).
 */
/** The first fact of the styles' facts (decision 126) by the chosen flags (free 1, live 2, both 3, neither 0). */
const STYLE_FACTS = [100, 300, 400, 500];

function cellMatches(query: HomeQuery, runs: CellRuns, inside: boolean) {
  // The chosen facts' rows of the cells: a range of the primary key (fact, cell, …) per run (`offset 0`: the
  // planner would rather read the facts' rows of the whole country and match them against every run); of
  // the facts' week strings (decision 125) when `weeks`.
  const factRows = (facts: number[], condition: RawBuilder<unknown>, weeks = false) => sql`
    from ${runsOf(runs, inside)} as r(first_cell, last_cell)
    cross join lateral (
      select b.cell, b.timezone, b.fact, b.bits${weeks ? sql`` : sql`, b.day`}
      from ${weeks ? sql`establishment_cell_bit_weeks` : sql`establishment_cell_bits`} b
      where b.fact = any(${sql.val(facts)}::smallint[]) and b.cell between r.first_cell and r.last_cell and ${condition}
      offset 0
    ) b`;
  // A string OR-ed from one row is the row's as stored, compressed when long: made whole once (`|| B''`), or each
  // part that reads its range decompresses it again (~20 µs a part in São Paulo's cells at a million venues).
  const masks: RawBuilder<unknown>[] = [];
  if (query.establishmentType?.length) {
    const facts = [...new Set(query.establishmentType.map((type) => 200 + VENUE_TYPES.indexOf(type) + 1))];
    masks.push(sql`(
      select b.cell, b.timezone, bit_or(b.bits) || B'' as bits ${factRows(facts, sql`b.day = -1`)}
      group by b.cell, b.timezone
    )`);
  }
  const filter = eventFilter(query);
  if (filter) {
    // The chosen combination's facts (decision 126): without a style free (1), live (2) or both (3); with styles each
    // one's fact (100 + code), with free (300 + code), live (400 + code) or both (500 + code). OR-ed over the coming 7
    // days of each cell's time zone: one week string per fact while every time zone's is current (decision 125), else
    // its strings of those days (every time zone's lie in the 9 from the server's UTC yesterday: those rows are read,
    // each cell's own 7 kept, its today worked out once a row). One text whichever were chosen (decision 107).
    const flags = (filter.isFree ? 1 : 0) + (filter.isLive ? 2 : 0);
    const facts = filter.styles
      ? [...new Set(filter.styles.map((style) => STYLE_FACTS[flags]! + MUSIC_STYLES.indexOf(style) + 1))]
      : [flags];
    const first = sql`((now() at time zone 'UTC')::date - 1 - date '2000-01-01')`;
    masks.push(sql`(
      select b.cell, b.timezone, bit_or(b.bits) || B'' as bits
      ${factRows(facts, weeksCurrent, true)}
      group by b.cell, b.timezone
      union all
      select b.cell, b.timezone, bit_or(b.bits) || B'' as bits
      ${factRows(facts, sql`b.day between ${first} and ${first} + 8 and not ${weeksCurrent}`)}
      where b.day - ((now() at time zone b.timezone)::date - date '2000-01-01') between 0 and 6
      group by b.cell, b.timezone
    )`);
  }
  const [first, ...others] = masks;
  return sql`(
    select m0.cell, m0.timezone, ${sql.join(
      masks.map((_, index) => sql.ref(`m${index}.bits`)),
      sql` & `,
    )} as bits
    from ${first} m0
    ${sql.join(
      others.map(
        (mask, index) =>
          sql`join ${mask} ${sql.id(`m${index + 1}`)} on ${sql.ref(`m${index + 1}.cell`)} = m0.cell
            and ${sql.ref(`m${index + 1}.timezone`)} = m0.timezone`,
      ),
      sql` `,
    )}
    offset 0
  )`;
}

/** Past one 1 in this many places a part's slots are found from its every place (see `matchingSlots`). */
const DENSE_BITS = 8;

/**
 * The matching venues of `parts` (rows of a part's `bits`, its range of its cell's, and its slots' `venues` and
 * `points`), each with its chord; only those within the circle when `withinCircle`.
 *
 * Only the matching slots are read (decision 105), found one of two ways: in a part with more than one 1 in
 * `DENSE_BITS` places, the bits as text, one character an element, give the places of their 1s in one call
 * (`array_positions`, ~0.05 µs a place); in a sparser one, the runs of 0s between the 1s (the text split at each 1)
 * are added up in a window (~0.4 µs a 1). Each is then read by its place in the part's arrays (its id, and its point's
 * x, y and z, `points`), copied out of their stored (TOAST) form once per part (`|| '{}'`, `offset 0`: read in place,
 * each access would copy the whole array again). Unnesting every slot to test its bit cost ~0.3 µs a slot, most of
 * them not matching. The chord is worked out as the cube's `<->` does, to the same bits.
 */
function matchingSlots(query: HomeQuery, parts: RawBuilder<unknown>, withinCircle: boolean) {
  const axes = originAxes(query);
  const axis = (index: 1 | 2 | 3) => sql`(select ${axes[index - 1]})`;
  const gap = (index: 1 | 2 | 3) => sql`(a.points[3 * s.slot - ${sql.lit(3 - index)}] - ${axis(index)})`;
  const chord = sql`sqrt(${gap(1)} * ${gap(1)} + ${gap(2)} * ${gap(2)} + ${gap(3)} * ${gap(3)})`;
  return sql`(
    select a.venues[s.slot] as id, ${chord} as chord
    from ${parts} m
    cross join lateral (
      select m.venues || '{}'::uuid[] as venues, m.points || '{}'::float8[] as points offset 0
    ) a
    cross join lateral unnest(
      case when bit_count(m.bits) * ${sql.lit(DENSE_BITS)} > length(m.bits)
        then array_positions(string_to_array(m.bits::text, null), '1')
        else array(
          select z.slot from (
            select (sum(length(u.zeros) + 1) over (order by u.n))::integer as slot, u.n
            from unnest(string_to_array(m.bits::text, '1')) with ordinality as u(zeros, n)
          ) z
          where z.n <= bit_count(m.bits)
        )
      end
    ) as s(slot)
    ${withinCircle ? sql`where ${chord} <= ${radiusChord(query)}` : sql``}
  )`;
}

/**
 * A visitor's page of chosen types alone, each type's nearest active venues read from that type's own index (points
 * with id and card, decision 091): a walk reads a page's worth of entries whatever the share of the type. A venue of
 * two chosen types comes from both walks, once each, and is kept once. Each walk's type is written in the statement,
 * as the index's condition is, for the planner to see that the index holds every venue the walk needs.
 *
 * On PostgreSQL one statement serves every choice of types (decision 106): a walk per type of the catalogue, each
 * behind a parameter saying whether its type was chosen (a one-time condition: the walks of types not chosen read
 * nothing); a text per set of types, 21 in all, had churned through the few prepared statements a connection keeps
 * (decision 104). PGlite, which plans every statement it runs, walks the chosen types only (`everyType` false).
 */
function typeWalks(query: HomeQuery, scope: HomeScope, everyType: boolean) {
  const chosen = new Set(query.establishmentType);
  const walks = VENUE_TYPES.filter((type) => everyType || chosen.has(type)).map((type) =>
    nearestWalk(query, [
      sql<SqlBool>`${chosen.has(type)}::boolean`,
      ...scopeConditions(scope),
      ...radiusConditions(query, scope),
      sql<SqlBool>`e.establishment_type && array[${sql.lit(type)}]::text[]`,
    ]),
  );
  return sql`(select distinct on (w.chord, w.id) w.* from (${sql.join(walks, sql` union all `)}) w)`;
}

/**
 * A filtered page from the venues the cells' bits name (decision 081), read from the statement's tables
 * (`bitsCounted`): the matching slots of the cells and parts within `part_reach` (decision 098) and the edge
 * cells' matches within the circle (decision 096), ordered by the points kept with the slots. Their cards are not
 * read (`card_json` null): the bits name active venues only (their triggers keep them so), and the process keeps the
 * cards (decision 114), where reading each by id cost ~3 µs, ~3 ms a page; unless the process lacks most of them
 * (`cards`, decision 121): it would then read them after the statement, at ~7 µs each. `chosen` gates it, evaluated
 * once.
 */
function cellsPage(query: HomeQuery, chosen: Expression<SqlBool>, cards: boolean) {
  // The rows near enough, then each one's slots by its key (`offset 0`: the planner, which cannot know how few are
  // near, would rather read the slots of every row of the cells and match them against the near ones).
  const nearParts = sql`(
    select p.bits, s.venues, s.points
    from (
      select p.cell, p.timezone, p.part, p.bits from inside_parts p
      where p.matches > 0 and p.chord - p.reach <= (select r.far from part_reach r)
      offset 0
    ) p
    cross join lateral (
      select s.venues, s.points from establishment_cell_parts s
      where s.cell = p.cell and s.timezone = p.timezone and s.part = p.part
      offset 0
    ) s
  )`;
  return sql`
    select c.id,
      ${
        cards ? sql`(select e.card_json from establishments e where e.id = c.id and e.is_active)` : sql`null::text`
      } as card_json,
      c.chord
    from (
      select x.id, x.chord from ${matchingSlots(query, nearParts, false)} x where ${chosen}
      union all
      select x.id, x.chord from edge_matches x where ${chosen}
      order by chord, id
      limit ${query.offset + query.limit}
    ) c
  `;
}

/**
 * The rows of slots (the whole cell's, or its parts', decision 098) of the cell row `cell` (its `cell`, `timezone`
 * and `bits`) that meet `condition` (on `p`), each with its range of the cell's bits: a part's slots follow the
 * earlier parts' (its `slots_before`, decision 124).
 */
const cellParts = (cell: RawBuilder<unknown>, condition: RawBuilder<unknown>) => sql`(
  select p.cell, p.timezone, substring(${cell}.bits from p.slots_before + 1 for p.slot_count) as bits, p.part,
    p.centre, p.reach, p.venues, p.points
  from (
    select p.* from establishment_cell_parts p
    where p.cell = ${cell}.cell and p.timezone = ${cell}.timezone
    offset 0
  ) p
  where ${condition}
)`;

/**
 * A search's matches by part (decision 117), in the cells wholly inside the circle (`inside`) or on its edge: each
 * part's strings of the search's words (`words`, ids of `search_words`) of day -1 and of its time zone's coming 7
 * days, OR-ed (every string of a part is as long as the part's capacity, decision 122): one string per word and part,
 * its week's (decision 123), while every time zone's week strings are of its today; else the days' strings. AND-ed,
 * when the visitor chose filters, with the part's range of the filters' cell strings (`cellMatches`). Rows as
 * `cellParts` gives them: the part's `bits` (as long as its slots; with filters, maybe longer, every place past them
 * 0), `centre`, `reach`, `venues` and `points`. A part without a matching word has no row.
 */
function wordParts(query: HomeQuery, runs: CellRuns, inside: boolean, words: number[]) {
  // A word's strings in a run of cells, read by the table's key.
  const wordRows = (table: RawBuilder<unknown>, day: RawBuilder<unknown>, condition: RawBuilder<unknown>) => sql`
    cross join lateral (
      select w.cell, w.timezone, w.part, ${day} as day, w.bits from ${table} w
      where w.word = any(${sql.val(words)}::integer[]) and w.cell between r.first_cell and r.last_cell and ${condition}
      offset 0
    ) w`;
  // Every time zone's coming 7 days lie in the 9 from the server's UTC yesterday (as for the filters' facts), and
  // every one holds the 5 from UTC's tomorrow: only a row of the 2 days at either end needs its time zone's today,
  // worked out row by row (every row's took a fifth of a common fragment's strings at a million venues).
  const first = sql`((now() at time zone 'UTC')::date - 1 - date '2000-01-01')`;
  const today = sql`((now() at time zone w.timezone)::date - date '2000-01-01')`;
  const rows = sql`(
    select w.cell, w.timezone, w.part, w.bits
    from ${runsOf(runs, inside)} as r(first_cell, last_cell)
    ${wordRows(sql`establishment_part_word_weeks`, sql`-1`, sql`true`)}
    where ${weeksCurrent}
    union all
    select w.cell, w.timezone, w.part, w.bits
    from ${runsOf(runs, inside)} as r(first_cell, last_cell)
    ${wordRows(sql`establishment_part_words`, sql`w.day`, sql`(w.day = -1 or w.day between ${first} and ${first} + 8)`)}
    where not ${weeksCurrent}
      and (w.day = -1 or w.day between ${first} + 2 and ${first} + 6 or w.day between ${today} and ${today} + 6)
  )`;
  // Grouped by hashing, which a key only hashable (`xid`) leaves the planner as its one way: the generic plan expects
  // a few hundred rows and would sort them (a common fragment's ~17,000 at a million venues: a tenth of its statement).
  const partWords = sql`(
    select w.cell, w.timezone, w.part, bit_or(w.bits) as bits
    from ${rows} w
    group by w.cell, w.timezone, w.part, (w.part + 1)::text::xid
  )`;
  const filtered = Boolean(query.establishmentType?.length) || eventFilter(query) !== undefined;
  const columns = sql`p.centre, p.reach, p.venues, p.points`;
  // Each matching part's row, read by its key.
  const partRow = sql`cross join lateral (
    select ${columns}, p.slot_count, p.slots_before from establishment_cell_parts p
    where p.cell = w.cell and p.timezone = w.timezone and p.part = w.part
    offset 0
  ) p`;
  if (!filtered) {
    return sql`(
      select w.cell, w.timezone, w.part, substring(w.bits from 1 for p.slot_count) as bits, ${columns}
      from ${partWords} w ${partRow}
    )`;
  }
  // The part's range of the filters' cell string, as long as the words' string (the part's capacity: past its slots
  // the words' places are 0, so the AND's are too); never past the cell string's end: a generic plan may work the
  // expression out for a pair of rows that its join conditions, checked higher up, then drop (seen at a million
  // venues), and `&` needs equal lengths.
  const length = sql`greatest(0, least(length(w.bits), length(m.bits) - p.slots_before))`;
  // The filters' cell strings worked out once: a plan that expects a part or two (a search's estimates are rough) may
  // join them in a loop, and would then group them again for each part (1.5 s for a dense test cell of ~100 parts).
  return sql`(
    with part_words as materialized ${partWords},
      cell_matches as materialized ${cellMatches(query, runs, inside)}
    select w.cell, w.timezone, w.part,
      substring(w.bits from 1 for ${length}) & substring(m.bits from p.slots_before + 1 for ${length}) as bits,
      ${columns}
    from part_words w
    join cell_matches m on m.cell = w.cell and m.timezone = w.timezone
    ${partRow}
  )`;
}

/**
 * What a filtered page costs each way, in µs (decisions 097, 102, 116): a walk passes about `wanted × slots ÷ total`
 * venues, ~2.5 µs each in a nearest-first GiST scan; the cells' matches cost ~9 ms whatever their number and the
 * circle's size (the parts near enough counted and sorted, their slots unnested, the page's cards found): they read
 * only the parts near the caller (decisions 098, 102). So a full page (1,000) comes from the cells when a walk would
 * pass more than 3,600 venues: when fewer than ~28 % of the circle's venues match. Fitted to both ways timed alone on
 * the bench's 100,000 and 1,000,000 venues (docs/benchmarks.md, "Session 18"), then checked again (decision 116,
 * "Session 26": at each size, each of 2,734 inputs of the bench's music, music + free + live and mixed filters timed
 * both ways, best of three): these chose the faster way's p95 within 0.1 ms at both sizes. A cost of ~0.03 µs per
 * slot of the circle for the cells, charged until then, made them look dear in a big city at a million venues, where
 * they were faster.
 */
const PAGE_COST = { walkedVenue: 2.5, cellsPage: 9000 };

/**
 * The distance within which `wanted` matches surely lie, from `items` (rows of `far`, the farthest a row's matches
 * can be, and `matches`): the smallest `far` at which the nearest rows hold `wanted`; infinite when all hold fewer.
 */
const reach = (items: RawBuilder<unknown>, wanted: number) => sql`(
  select coalesce(min(x.far) filter (where x.matches >= ${wanted}), 'Infinity'::float8) as far
  from (select i.far, sum(i.matches) over (order by i.far) as matches from ${items} i) x
)`;

/**
 * A filtered total by grid cells (decision 081), as the statement's common tables: the inside cells' matching bits
 * (`inside_cells`), the matching slots of the cells on the circle's edge that lie within it (`edge_matches`,
 * decision 096; the edge cells' parts beyond the circle not read), and `counted`: the `total`, the active venues of
 * the circle's cells (`slots`, the edge cells' counted whole: an estimate) and whether the page costs less read from
 * the cells' matches (`cells`) than by walking the nearest venues until a page matches (`PAGE_COST`). A page past the
 * total reads the cells: a walk would pass the whole circle to find nothing.
 *
 * For the page only (decision 098; a walked page reads none of it): `inside_parts`, the rows of slots of the inside
 * cells (a cell kept whole, or a big cell's parts), with their matches (one `bit_count` of their range of the cell's
 * bits) and their centre's chord; and `part_reach`, the distance within which the page's matches surely lie, from
 * those rows and the edge's matches.
 *
 * A search's `words` (decision 117) are matched part by part (`wordParts`): its total is the inside parts' matches
 * and the edge's, and its page always comes from the parts (a walk would test each venue's text).
 */
function bitsCounted(query: HomeQuery, runs: CellRuns, words?: number[]) {
  const wanted = query.offset + query.limit;
  const origin = originOf(query);
  const nearCircle = sql`(p.centre <-> ${origin}) - p.reach <= ${radiusChord(query)}`;
  const edgeParts = words
    ? sql`(select p.bits, p.venues, p.points from ${wordParts(query, runs, false, words)} p where ${nearCircle})`
    : sql`(
      select p.bits, p.venues, p.points
      from ${cellMatches(query, runs, false)} m
      cross join lateral ${cellParts(sql`m`, nearCircle)} p
      where bit_count(m.bits) > 0
    )`;
  // A search's matches are counted part by part (decision 117); the filters' cell by cell, their parts read for the
  // page only.
  const insideParts = words
    ? wordParts(query, runs, true, words)
    : sql`(select p.* from inside_cells m cross join lateral ${cellParts(sql`m`, sql`true`)} p where m.matches > 0)`;
  const insideMatches = words
    ? sql`(select coalesce(sum(p.matches), 0) from inside_parts p)`
    : sql`(select coalesce(sum(m.matches), 0) from inside_cells m)`;
  const insideCells = sql`inside_cells as materialized (
      select m.cell, m.timezone, m.bits, bit_count(m.bits) as matches from ${cellMatches(query, runs, true)} m
    ),`;
  return sql`${words ? sql`` : insideCells}
    edge_matches as materialized ${matchingSlots(query, edgeParts, true)},
    inside_parts as materialized (
      select p.cell, p.timezone, p.part, p.bits, bit_count(p.bits) as matches, (p.centre <-> ${origin}) as chord,
        p.reach
      from ${insideParts} p
    ),
    sums as materialized (
      select ${insideMatches} + (select count(*) from edge_matches) as total,
        ${cellsActive(runs)} as slots
    ),
    counted as materialized (
      select s.total, s.slots,
        ${
          words
            ? sql`true`
            : sql`s.total <= ${query.offset}
          or s.total::float8 * ${sql.lit(PAGE_COST.cellsPage)} <= ${PAGE_COST.walkedVenue * wanted}::float8 * s.slots`
        }
          as cells
      from sums s
    ),
    part_reach as materialized ${reach(
      sql`(select p.chord + p.reach as far, p.matches from inside_parts p where p.matches > 0
        union all select x.chord, 1 from edge_matches x)`,
      wanted,
    )}`;
}

/**
 * Where a filtered page's venues come from: `bits`, counted by the cells' bits and read from where they say
 * (`homeSource`), a search's from its `words`' strings; `words`, a search whose words are to be looked up first (in
 * its settings' statement), then read from their strings or, when they do not answer it, its text index; a walk
 * capped at `cap` venues beside a count (`walkBeside`, decision 113); or, for the tests that hold the ways to the
 * same answer, `types` (the chosen types' own indexes), `cells` (the cells' matches) or `walk` (the nearest venues
 * walked until a page matches). `cards`: a page from the cells' matches reads its venues' cards too, the process
 * lacking most of them (decision 121).
 */
export type HomeSource =
  | { from: 'bits'; runs: CellRuns; walkBeside?: boolean; words?: number[]; cards?: boolean }
  | { from: 'words'; runs: CellRuns; cards?: boolean }
  | { from: 'cells'; runs: CellRuns; cards?: boolean }
  | { from: 'types' }
  | { from: 'walk'; cap?: number };
export type BitsSource = Extract<HomeSource, { from: 'bits' }>;
/** A source the page's statement reads (a search's words looked up). */
type PageSource = Exclude<HomeSource, { from: 'words' }>;

/**
 * Whether a filtered page of free or live alone (no style, no type) is walked beside its count (decision 113): the
 * count and the choice of way (`bitsCounted`) on one connection, a walk capped at `WALK_BESIDE_CAP` venues on another,
 * both at once; the count's statement then reads its page from the cells only when it chooses them (`walkBeside`).
 * Free and live are nights most venues have, so their walks are short and usually chosen; a style or a type makes
 * the cells the likelier way, and a walk beside them would mostly be wasted. PGlite runs one statement at a time.
 */
export function walksBeside(db: Db, query: HomeQuery, source: HomeSource | undefined): source is BitsSource {
  const filter = eventFilter(query);
  return (
    source?.from === 'bits' &&
    !source.words &&
    !isEmbedded(db) &&
    filter !== undefined &&
    !filter.styles &&
    !query.establishmentType?.length
  );
}

export function findEstablishment(db: Db, id: string) {
  return db.selectFrom('establishments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findBanners(db: Db, establishmentId: string) {
  return db
    .selectFrom('banners')
    .select('path')
    .where('establishment_id', '=', establishmentId)
    .orderBy('position')
    .execute();
}

export function findMenu(db: Db, establishmentId: string) {
  return db
    .selectFrom('menu_categories')
    .select(['id', 'name', 'name_pt', 'logo', 'is_active', 'items'])
    .where('establishment_id', '=', establishmentId)
    .orderBy('position')
    .execute();
}

/**
 * Events with `userId`'s place on each list (`list_accepted`: null when not on it, else whether the owner confirmed
 * them) and how many asked (`request_count`).
 */
export function selectEventsWithCounts(db: Db, userId: string) {
  return db
    .selectFrom('events as ev')
    .selectAll('ev')
    .select((eb) => [
      eb
        .selectFrom('event_list_entries as le')
        .select('le.accepted')
        .whereRef('le.event_id', '=', 'ev.id')
        .where('le.user_id', '=', userId)
        .as('list_accepted'),
      eb
        .selectFrom('event_list_entries as le')
        .select((inner) => inner.fn.countAll<string>().as('count'))
        .whereRef('le.event_id', '=', 'ev.id')
        .as('request_count'),
    ]);
}

/** Events on the given local days, with whether `userId` is on each list and how many asked. */
export function findEventsOnDays(db: Db, establishmentId: string, firstDay: string, lastDay: string, userId: string) {
  return selectEventsWithCounts(db, userId)
    .where('ev.establishment_id', '=', establishmentId)
    .where('ev.event_date', '>=', firstDay)
    .where('ev.event_date', '<=', lastDay)
    .orderBy('ev.event_date')
    .execute();
}

/**
 * The kept descriptions (keepDescription) a new event would start with: for each weekday, the description of the
 * venue's latest event before `before` on that weekday that the owner kept (decision 039).
 */
export function findKeptDescriptions(db: Db, establishmentId: string, before: string) {
  return db
    .selectFrom('events')
    .select(['event_date', 'description'])
    .distinctOn(sql`extract(isodow from event_date)`)
    .where('establishment_id', '=', establishmentId)
    .where('keep_description', '=', true)
    .where('event_date', '<', before)
    .orderBy(sql`extract(isodow from event_date)`)
    .orderBy('event_date', 'desc')
    .execute();
}

export async function isFavourite(db: Db, userId: string, establishmentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('favourites')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('establishment_id', '=', establishmentId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function distanceKm(db: Db, establishmentId: string, latitude: number, longitude: number) {
  const result = await sql<{ distance: number }>`
    select ${shownKm(sql`earth_distance(ll_to_earth(${latitude}, ${longitude}), location)`)} as distance
    from establishments where id = ${establishmentId}
  `.execute(db);
  return result.rows[0]?.distance ?? null;
}

// ---------------------------------------------------------------- owner edits: about, wifi, payments

/** The venue's row after `changes` (the caller has just loaded it, in the same transaction). */
function updateEstablishment(db: Db, id: string, changes: Updateable<EstablishmentsTable>) {
  return db
    .updateTable('establishments')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateAbout(db: Db, id: string, about: EditAbout) {
  return updateEstablishment(db, id, {
    about_text: about.text,
    about_phone1: about.phone1,
    about_phone2: about.phone2,
    is_phone1: about.isPhone1,
    is_phone2: about.isPhone2,
    instagram: about.instagram,
    facebook: about.facebook,
  });
}

export function updateWifi(db: Db, id: string, wifi: AddWifi['wifi']) {
  return updateEstablishment(db, id, {
    wifi_name: wifi.name,
    wifi_description: wifi.description,
    wifi_password: wifi.password,
  });
}

export function updatePayments(db: Db, id: string, payments: EditPayment) {
  return updateEstablishment(db, id, {
    credit_cards: payments.creditCards,
    debit_cards: payments.debitCards,
    meals: payments.meals,
    pix: payments.pix,
    pic_pay: payments.picPay,
  });
}

/** The time zones whose week strings (a search's and the filters', decisions 123, 125) are of a day gone. */
export async function staleSearchWeeks(db: Db): Promise<string[]> {
  const result = await sql<{ timezone: string }>`
    select s.timezone from search_word_weeks s
    where s.first_day <> (now() at time zone s.timezone)::date - date '2000-01-01'
    order by s.timezone
  `.execute(db);
  return result.rows.map((row) => row.timezone);
}

/** Writes a time zone's week strings (decisions 123, 125) for its today; false when another process already had. */
export async function rollSearchWeek(db: Db, timezone: string): Promise<boolean> {
  const result = await sql<{ rolled: boolean }>`select roll_search_word_weeks(${timezone}) as rolled`.execute(db);
  return result.rows[0]?.rolled === true;
}

/**
 * An open venue's place as the plain list the process keeps reads it (decision 130): its point's axes as `location`
 * holds them (the bits every distance is worked out from), and whether it is open; what a visitor's filters and
 * search match (decisions 134, 135).
 */
export interface ListedVenue {
  id: string;
  latitude: number;
  longitude: number;
  isActive: boolean;
  x: number;
  y: number;
  z: number;
  /** Its types as bits, `VENUE_TYPES`' order (bit 0 the first). */
  types: number;
  timezone: string;
  /** Its name, address and type words as a search reads them (folded). */
  searchText: string | null;
  /**
   * Its events of the days kept from `base` on (`KEPT_DAYS`, decision 134), one number each in the order of their
   * days: the day from `base` times 256 plus the event's code (`1`, `2` when free, `4` when live, the style's code
   * times 8), comma-separated.
   */
  events: string | null;
  /** The same events' texts as a search reads them, in the same order, joined by `DAY_SEPARATOR`. */
  eventTexts: string | null;
}

/** How many days of each venue's events the kept list holds, from the day it reads them from. */
export const KEPT_DAYS = 32;

/** The kept list's columns of `e`, its events' (`w`) read beside it by `listedFrom`. */
const LISTED_COLUMNS = sql`e.id, e.latitude, e.longitude, e.is_active as "isActive",
  cube_ll_coord(e.location, 1) as x, cube_ll_coord(e.location, 2) as y, cube_ll_coord(e.location, 3) as z,
  (select coalesce(bit_or(1 << (array_position(${sql.val([...VENUE_TYPES])}::text[], t) - 1)), 0)::integer
    from unnest(e.establishment_type) t where t = any(${sql.val([...VENUE_TYPES])}::text[])) as types,
  e.timezone, e.search_text as "searchText", w.events, w.texts as "eventTexts"`;

/** The venues `e` with their kept days' events (`w`) from `base` on, read once for both of the events' columns. */
const listedFrom = (base: number) => sql`establishments e
  left join lateral (
    select string_agg(((ev.event_date - date '2000-01-01' - ${base}::integer) * 256 + 1
        + coalesce(ev.is_free, false)::integer * 2 + coalesce(ev.is_live, false)::integer * 4
        + coalesce(music_style_code(ev.music_style), 0) * 8)::text, ',' order by ev.event_date) as events,
      string_agg(coalesce(ev.search_text, ''), ${DAY_SEPARATOR} order by ev.event_date) as texts
    from events ev where ev.establishment_id = e.id
      and ev.event_date >= date '2000-01-01' + ${base}::integer
      and ev.event_date < date '2000-01-01' + ${base + KEPT_DAYS}::integer
  ) w on true`;

/** The venues of `ids` that still exist, open or not, as the kept list reads them (their events from `base` on). */
export async function listedVenues(db: Db, ids: string[], base: number): Promise<ListedVenue[]> {
  const result = await sql<ListedVenue>`
    select ${LISTED_COLUMNS} from ${listedFrom(base)} where e.id = any(${sql.val(ids)}::uuid[])
  `.execute(db);
  return result.rows;
}

/**
 * The open venues in the order of their ids, `limit` of them after `after` (from the first when null): read a batch
 * at a time, the process never holds more than a batch's rows beside what it keeps.
 */
export async function openVenuesAfter(
  db: Db,
  after: string | null,
  limit: number,
  base: number,
): Promise<ListedVenue[]> {
  const result = await sql<ListedVenue>`
    select ${LISTED_COLUMNS} from ${listedFrom(base)}
    where e.is_active ${after === null ? sql`` : sql`and e.id > ${after}::uuid`}
    order by e.id
    limit ${limit}
  `.execute(db);
  return result.rows;
}

/**
 * How many venues are open, and the server's UTC yesterday (days since 2000-01-01): every time zone's today is that
 * day or later (UTC−12 at the latest), so the kept list reads events from it.
 */
export async function countOpenVenues(db: Db): Promise<{ count: number; base: number }> {
  const result = await sql<{ count: number; base: number }>`
    select (select count(*)::integer from establishments where is_active) as count,
      (now() at time zone 'UTC')::date - 1 - date '2000-01-01' as base
  `.execute(db);
  return result.rows[0] ?? { count: 0, base: 0 };
}

/**
 * Every favourite of `userId` (of open venues or not), by id, with the version they are at (decision 137): one
 * statement, so that the version is the favourites'.
 */
export async function userFavourites(db: Db, userId: string): Promise<{ version: string; ids: string[] }> {
  const result = await sql<{ version: string; ids: string | null }>`${sql.raw(PREPARED)}
    select coalesce((select v.version from favourite_versions v where v.user_id = ${userId}), 0)::text as version,
      (select string_agg(f.establishment_id::text, ',') from favourites f where f.user_id = ${userId}) as ids
  `.execute(db);
  const { version, ids } = result.rows[0]!;
  return { version, ids: ids ? ids.split(',') : [] };
}

/** A search as the statement matches it: its LIKE pattern, lower-cased and unaccented by the database. */
export async function foldedSearch(db: Db, search: string): Promise<string> {
  const result = await sql<{ pattern: string }>`select ${searchPattern(search)} as pattern`.execute(db);
  return result.rows[0]!.pattern;
}
