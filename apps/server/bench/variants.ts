/**
 * Scratch copies of the home query, to measure changes to it without touching the app: the same select (default
 * filters, visitor scope) with the window count taken out, the total counted on its own, and the earth point
 * stored in a generated column with its own GiST index instead of `ll_to_earth(latitude, longitude)` computed for
 * every candidate row. `prepareVariants` adds that column and index to the bench database (run it last).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../src/db/schema.ts';

export interface Origin {
  latitude: number;
  longitude: number;
}

export interface VariantShape {
  /** Read the stored `bench_earth` column rather than computing `ll_to_earth(latitude, longitude)`. */
  storedPoint: boolean;
  /** Keep `count(*) over ()` in the page query (as the app does). */
  windowCount: boolean;
  /** Keep `e.id` as a second sort key (as the app does). */
  tieBreak: boolean;
  /** Keep the first-banner subquery. */
  image: boolean;
}

export interface Variant {
  name: string;
  description: string;
  needsStoredPoint: boolean;
  run(db: Kysely<Database>, origin: Origin, userId: string): Promise<number>;
}

const RADIUS_METERS = 100_000;
const LIMIT = 1000;

function pieces(origin: Origin, storedPoint: boolean) {
  const from = sql`ll_to_earth(${origin.latitude}, ${origin.longitude})`;
  const point = storedPoint ? sql`e.bench_earth` : sql`ll_to_earth(e.latitude, e.longitude)`;
  const where = sql`earth_box(${from}, ${RADIUS_METERS}) @> ${point}
    and earth_distance(${from}, ${point}) <= ${RADIUS_METERS} and e.is_active`;
  return { from, point, where };
}

function pageQuery(shape: VariantShape, origin: Origin, userId: string): RawBuilder<unknown> {
  const { from, point, where } = pieces(origin, shape.storedPoint);
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
    where ${where}
    order by ${order}
    limit ${LIMIT}`;
}

function countQuery(origin: Origin, storedPoint: boolean): RawBuilder<{ total: string }> {
  const { where } = pieces(origin, storedPoint);
  return sql<{ total: string }>`select count(*) as total from establishments e where ${where}`;
}

function variant(name: string, description: string, shape: VariantShape, withCount: boolean): Variant {
  return {
    name,
    description,
    needsStoredPoint: shape.storedPoint,
    async run(db, origin, userId) {
      const rows = await pageQuery(shape, origin, userId).execute(db);
      if (withCount) await countQuery(origin, shape.storedPoint).execute(db);
      return rows.rows.length;
    },
  };
}

const current = { storedPoint: false, windowCount: true, tieBreak: true, image: true };

export const VARIANTS: readonly Variant[] = [
  variant('as is', 'the app’s query, copied (check: should match the raw SQL row)', current, false),
  variant('no window', 'page without `count(*) over ()`, same order', { ...current, windowCount: false }, false),
  variant(
    'no window, KNN',
    'page without the window count, ordered by `<->` alone (the GiST index returns rows in order and stops at the limit)',
    { ...current, windowCount: false, tieBreak: false },
    false,
  ),
  variant(
    'no window, KNN + count',
    'the previous page plus a separate `count(*)` with the same conditions (what the API needs for `total`)',
    { ...current, windowCount: false, tieBreak: false },
    true,
  ),
  variant(
    'stored point',
    'the app’s query shape, on a stored `earth` column with its own GiST index',
    { ...current, storedPoint: true },
    false,
  ),
  variant(
    'stored point, KNN + count',
    'stored column, page by `<->` alone, separate count',
    { ...current, storedPoint: true, windowCount: false, tieBreak: false },
    true,
  ),
  variant(
    'stored point, KNN, no image',
    'as the previous page without the first-banner subquery and without the count (to size those parts)',
    { storedPoint: true, windowCount: false, tieBreak: false, image: false },
    false,
  ),
];

/** Adds the stored earth point and its GiST index to the bench database (the app's schema has neither). */
export async function prepareStoredPoint(db: Kysely<Database>): Promise<number> {
  const started = performance.now();
  await sql`alter table establishments add column bench_earth earth
    generated always as (ll_to_earth(latitude, longitude)) stored`.execute(db);
  await sql`create index establishments_bench_earth_idx on establishments using gist (bench_earth)`.execute(db);
  await sql`analyze establishments`.execute(db);
  return performance.now() - started;
}
