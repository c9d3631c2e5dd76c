import { sql, type Expression, type SqlBool } from 'kysely';
import type { HomeQuery } from '@noite/shared';
import type { Db } from '../auth/queries.ts';

export interface HomeScope {
  /** Favourites are computed for this user (visitors). */
  userId: string;
  /** Only this owner's venues (owners see their own, active or not). */
  ownerId?: string;
  /** Inactive venues are included (owner's own list, admins). */
  includeInactive: boolean;
  /** Limit to the search radius around the position (not for an owner's own few venues). */
  withinRadius: boolean;
}

export interface HomeRow {
  id: string;
  name: string;
  address: string;
  logo: string | null;
  establishment_type: string[];
  image: string | null;
  distance: number;
  is_favourite: boolean;
  total: string | number;
}

/** Escapes LIKE wildcards so a search for "50%" means the characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Nearest venues first, all in the database: `earth_box` on the GiST index pre-filters to the search
 * radius, `<->` (cube distance, monotonic with the great-circle one) orders by the same index, and the
 * exact `earth_distance` trims the box's corners.
 */
export async function findHomeVenues(db: Db, query: HomeQuery, scope: HomeScope): Promise<HomeRow[]> {
  const origin = sql`ll_to_earth(${query.latitude}, ${query.longitude})`;
  const point = sql`ll_to_earth(e.latitude, e.longitude)`;
  const radiusMeters = query.radiusKm * 1000;
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`true`];
  if (scope.withinRadius) {
    conditions.push(sql<SqlBool>`earth_box(${origin}, ${radiusMeters}) @> ${point}`);
    conditions.push(sql<SqlBool>`earth_distance(${origin}, ${point}) <= ${radiusMeters}`);
  }
  if (!scope.includeInactive) conditions.push(sql<SqlBool>`e.is_active`);
  if (scope.ownerId) conditions.push(sql<SqlBool>`e.owner_id = ${scope.ownerId}`);
  if (query.establishmentType?.length) {
    conditions.push(sql<SqlBool>`e.establishment_type && ${sql.val(query.establishmentType)}::text[]`);
  }
  if (query.search) {
    conditions.push(
      sql<SqlBool>`immutable_unaccent(lower(e.name || ' ' || e.address)) like immutable_unaccent(lower(${likePattern(query.search)}))`,
    );
  }
  if (query.isFavourite) {
    conditions.push(
      sql<SqlBool>`exists (select 1 from favourites f where f.user_id = ${scope.userId} and f.establishment_id = e.id)`,
    );
  }
  const eventConditions: Expression<SqlBool>[] = [];
  if (query.musicStyle?.length)
    eventConditions.push(sql<SqlBool>`ev.music_style = any(${sql.val(query.musicStyle)}::text[])`);
  if (query.isFree) eventConditions.push(sql<SqlBool>`ev.is_free`);
  if (query.isLive) eventConditions.push(sql<SqlBool>`ev.is_live`);
  if (eventConditions.length) {
    // One event in the coming 7 days (the venue's own calendar) has to match every event filter.
    conditions.push(sql<SqlBool>`exists (
      select 1 from events ev
      where ev.establishment_id = e.id
        and ev.event_date >= (now() at time zone e.timezone)::date
        and ev.event_date < (now() at time zone e.timezone)::date + 7
        and ${sql.join(eventConditions, sql` and `)}
    )`);
  }

  const result = await sql<HomeRow>`
    select e.id, e.name, e.address, e.logo, e.establishment_type,
      (select b.path from banners b where b.establishment_id = e.id order by b.position limit 1) as image,
      earth_distance(${origin}, ${point}) / 1000.0 as distance,
      exists (select 1 from favourites f where f.user_id = ${scope.userId} and f.establishment_id = e.id) as is_favourite,
      count(*) over () as total
    from establishments e
    where ${sql.join(conditions, sql` and `)}
    order by ${point} <-> ${origin}, e.id
    offset ${query.offset}
    limit ${query.limit}
  `.execute(db);
  return result.rows;
}

/** When the page is past the end, the window count is missing: count separately. */
export async function countHomeVenues(db: Db, query: HomeQuery, scope: HomeScope): Promise<number> {
  const rows = await findHomeVenues(db, { ...query, offset: 0, limit: 1 }, scope);
  return rows[0] ? Number(rows[0].total) : 0;
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

/** Events on the given local days, with whether `userId` is on each list and how many asked. */
export function findEventsOnDays(db: Db, establishmentId: string, firstDay: string, lastDay: string, userId: string) {
  return db
    .selectFrom('events as ev')
    .selectAll('ev')
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('event_list_entries as le')
            .select('le.event_id')
            .whereRef('le.event_id', '=', 'ev.id')
            .where('le.user_id', '=', userId),
        )
        .as('is_exist'),
      eb
        .selectFrom('event_list_entries as le')
        .select((inner) => inner.fn.countAll<string>().as('count'))
        .whereRef('le.event_id', '=', 'ev.id')
        .as('request_count'),
    ])
    .where('ev.establishment_id', '=', establishmentId)
    .where('ev.event_date', '>=', firstDay)
    .where('ev.event_date', '<=', lastDay)
    .orderBy('ev.event_date')
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
    select earth_distance(ll_to_earth(${latitude}, ${longitude}), ll_to_earth(latitude, longitude)) / 1000.0 as distance
    from establishments where id = ${establishmentId}
  `.execute(db);
  return result.rows[0]?.distance ?? null;
}
