/**
 * Scratch copies of the home query, to measure changes to it without touching the app: the same select (default
 * filters, visitor scope) without the window count and the tie-break, with the total counted on its own, and that
 * count on an earth point stored in a generated column instead of `ll_to_earth(latitude, longitude)` computed for
 * every candidate row. `prepareStoredPoint` adds that column and index to the bench database (run it last).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../src/db/schema.ts';

export interface Origin {
  latitude: number;
  longitude: number;
}

export interface VariantShape {
  /** Keep `count(*) over ()` in the page query (as the app does). */
  windowCount: boolean;
  /** Keep `e.id` as a second sort key (as the app does). */
  tieBreak: boolean;
  /** Keep the first-banner subquery. */
  image: boolean;
  /** Count the total separately (only when the page is full; otherwise total = the rows on the page). */
  count: 'none' | 'computed' | 'stored';
}

export interface Variant {
  name: string;
  description: string;
  needsStoredPoint: boolean;
  run(db: Kysely<Database>, origin: Origin, userId: string): Promise<number>;
}

const RADIUS_METERS = 100_000;
const LIMIT = 1000;

function pageQuery(shape: VariantShape, origin: Origin, userId: string): RawBuilder<unknown> {
  const from = sql`ll_to_earth(${origin.latitude}, ${origin.longitude})`;
  const point = sql`ll_to_earth(e.latitude, e.longitude)`;
  const image = shape.image
    ? sql`(select b.path from banners b where b.establishment_id = e.id order by b.position limit 1)`
    : sql`null`;
  const total = shape.windowCount ? sql`, count(*) over () as total` : sql``;
  const order = shape.tieBreak ? sql`${point} <-> ${from}, e.id` : sql`${point} <-> ${from}`;
  return sql`
    select e.id, e.name, e.address, e.logo, e.establishment_type, ${image} as image,
      earth_distance(${from}, ${point}) / 1000.0 as distance,
      exists (select 1 from favourites f where f.user_id = ${userId} and f.establishment_id = e.id) as is_favourite
      ${total}
    from establishments e
    where earth_box(${from}, ${RADIUS_METERS}) @> ${point}
      and earth_distance(${from}, ${point}) <= ${RADIUS_METERS} and e.is_active
    order by ${order}
    limit ${LIMIT}`;
}

/**
 * The page on the stored point, nearest first by construction: the inner query takes the `limit` nearest active
 * venues with the GiST index (`order by point <-> origin limit n` has no other plan worth having, whatever the
 * row estimates), the outer one trims those beyond the radius — the same rows as "nearest `limit` within the
 * radius". The chord (straight-line distance between the cube points) is turned into the great-circle distance
 * for the ≤ `limit` rows only: 2R·asin(chord/2R).
 */
function storedKnnPage(origin: Origin, userId: string, cover = false): RawBuilder<unknown> {
  const from = sql`ll_to_earth(${origin.latitude}, ${origin.longitude})`;
  const image = cover
    ? sql`k.bench_cover`
    : sql`(select b.path from banners b where b.establishment_id = k.id order by b.position limit 1)`;
  return sql`
    select k.id, k.name, k.address, k.logo, k.establishment_type, ${image} as image,
      2 * earth() * asin(least(1, k.chord / (2 * earth()))) / 1000.0 as distance,
      exists (select 1 from favourites f where f.user_id = ${userId} and f.establishment_id = k.id) as is_favourite
    from (
      select e.id, e.name, e.address, e.logo, e.establishment_type, e.bench_cover, e.bench_earth <-> ${from} as chord
      from establishments e
      where e.is_active
      order by e.bench_earth <-> ${from}
      limit ${LIMIT}
    ) k
    where k.chord <= 2 * earth() * sin(${RADIUS_METERS} / (2 * earth()))
    order by k.chord, k.id`;
}

/**
 * The total on its own. `computed`: the app's conditions. `stored`: on the stored point, with the circle as a
 * chord (`<->` is the straight-line distance between the cube points; the chord of an arc r is 2R·sin(r/2R)),
 * which is the same circle without an `asin` per row.
 */
function countQuery(origin: Origin, kind: 'computed' | 'stored'): RawBuilder<{ total: string }> {
  const from = sql`ll_to_earth(${origin.latitude}, ${origin.longitude})`;
  if (kind === 'computed') {
    const point = sql`ll_to_earth(e.latitude, e.longitude)`;
    return sql<{ total: string }>`select count(*) as total from establishments e
      where earth_box(${from}, ${RADIUS_METERS}) @> ${point}
        and earth_distance(${from}, ${point}) <= ${RADIUS_METERS} and e.is_active`;
  }
  return sql<{ total: string }>`select count(*) as total from establishments e
    where earth_box(${from}, ${RADIUS_METERS}) @> e.bench_earth
      and e.bench_earth <-> ${from} <= 2 * earth() * sin(${RADIUS_METERS} / (2 * earth())) and e.is_active`;
}

function variant(name: string, description: string, shape: VariantShape): Variant {
  return {
    name,
    description,
    needsStoredPoint: shape.count === 'stored',
    async run(db, origin, userId) {
      const rows = await pageQuery(shape, origin, userId).execute(db);
      if (shape.count !== 'none' && rows.rows.length === LIMIT) await countQuery(origin, shape.count).execute(db);
      return rows.rows.length;
    },
  };
}

const asIs: VariantShape = { windowCount: true, tieBreak: true, image: true, count: 'none' };
const knn: VariantShape = { windowCount: false, tieBreak: false, image: true, count: 'none' };

function storedVariant(name: string, description: string, count: boolean, cover = false): Variant {
  return {
    name,
    description,
    needsStoredPoint: true,
    async run(db, origin, userId) {
      const rows = await storedKnnPage(origin, userId, cover).execute(db);
      if (count && rows.rows.length === LIMIT) await countQuery(origin, 'stored').execute(db);
      return rows.rows.length;
    },
  };
}

export const VARIANTS: readonly Variant[] = [
  variant('as is', 'the app’s query, copied (a check: should match the SQL default row)', asIs),
  variant('no window', 'without `count(*) over ()`, same order (`<->`, then `e.id`)', { ...asIs, windowCount: false }),
  variant(
    'KNN page',
    'without the window count and without the `e.id` tie-break: ordered by `<->` alone, so the GiST index returns ' +
      'rows nearest first and the scan stops at the limit (no total)',
    knn,
  ),
  variant('KNN page, no image', 'the KNN page without the first-banner subquery (to size it)', {
    ...knn,
    image: false,
  }),
  variant(
    'KNN page + count',
    'the KNN page, then `count(*)` with the same conditions for `total`, only when the page is full (otherwise ' +
      'total = rows on the page)',
    { ...knn, count: 'computed' },
  ),
  variant(
    'KNN page + count on stored point',
    'as the previous, the count on a stored generated `earth` column with its own GiST index and the radius ' +
      'compared as a chord (`point <-> origin <= 2R·sin(r/2R)`)',
    { ...knn, count: 'stored' },
  ),
  storedVariant(
    'stored point, KNN subquery',
    'on the stored point: the `limit` nearest active venues by `<->` in a subquery (always the GiST KNN scan), ' +
      'trimmed to the radius outside, re-sorted by (distance, id); no total',
    false,
  ),
  storedVariant(
    'stored point, KNN subquery + count',
    'the previous page plus the chord count on the stored point when the page is full: all the app needs',
    true,
  ),
  storedVariant(
    'stored point + cover column, KNN subquery',
    'the KNN subquery page reading the first banner from a `cover` column kept on the venue (denormalised; the ' +
      'banner edits would maintain it) instead of a subquery per card; no total',
    false,
    true,
  ),
  storedVariant(
    'stored point + cover column, KNN subquery + count',
    'the previous page plus the chord count when the page is full',
    true,
    true,
  ),
];

/** The KNN page's statement, for EXPLAIN. */
export function knnPageStatement(db: Kysely<Database>, origin: Origin, userId: string) {
  return pageQuery(knn, origin, userId).compile(db);
}

/** The stored-point KNN subquery page and the chord count, for EXPLAIN (after `prepareStoredPoint`). */
export function storedStatements(db: Kysely<Database>, origin: Origin, userId: string) {
  return { page: storedKnnPage(origin, userId).compile(db), count: countQuery(origin, 'stored').compile(db) };
}

/**
 * Adds the stored earth point with its GiST index, and the first banner as a `cover` column, to the bench
 * database (the app's schema has neither).
 */
export async function prepareStoredPoint(db: Kysely<Database>): Promise<number> {
  const started = performance.now();
  await sql`alter table establishments add column bench_cover text`.execute(db);
  await sql`update establishments e set bench_cover =
    (select b.path from banners b where b.establishment_id = e.id order by b.position limit 1)`.execute(db);
  // Adding a stored generated column rewrites the table, compact again after the update.
  await sql`alter table establishments add column bench_earth earth
    generated always as (ll_to_earth(latitude, longitude)) stored`.execute(db);
  await sql`create index establishments_bench_earth_idx on establishments using gist (bench_earth)`.execute(db);
  await sql`analyze establishments`.execute(db);
  return performance.now() - started;
}

/**
 * How many of `origins` give the same cards (id and image, in the same order) from the app's query (copied) and
 * from the stored-point KNN pages, with and without the cover column.
 */
export async function sameRows(db: Kysely<Database>, origins: readonly Origin[], userId: string): Promise<number> {
  let same = 0;
  for (const origin of origins) {
    const app = await pageQuery(asIs, origin, userId).execute(db);
    const stored = await storedKnnPage(origin, userId).execute(db);
    const covered = await storedKnnPage(origin, userId, true).execute(db);
    const cards = (result: { rows: unknown[] }) =>
      (result.rows as { id: string; image: string | null }[]).map((row) => `${row.id}:${row.image}`).join();
    if (cards(app) === cards(stored) && cards(app) === cards(covered)) same++;
  }
  return same;
}
