import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { OwnerListQuery, OwnerSort, OwnerVenueSettings } from '@noite/shared';
import type { Db, EstablishmentRow, NewEstablishment, UsersTable } from '../../db/schema.ts';
import { menuCategoriesFor } from '../menu/catalogue.ts';

/*
 * The admin console's SQL: the owner list (read off the migration 2026-11-23T1000's partial indexes), owners'
 * venues, and what deleting an owner or a venue takes with it. Users' own rows and sessions are in users/queries.ts.
 */

export type OwnerRow = Pick<
  Selectable<UsersTable>,
  | 'id'
  | 'name'
  | 'cpf'
  | 'email'
  | 'created_at'
  | 'last_access'
  | 'establishment_count'
  | 'is_blocked'
  | 'country_code'
  | 'phone'
  | 'pass_len'
>;

const OWNER_COLUMNS = [
  'id',
  'name',
  'cpf',
  'email',
  'created_at',
  'last_access',
  'establishment_count',
  'is_blocked',
  'country_code',
  'phone',
  'pass_len',
] as const;

/** An owner (a user of type owner), or nothing for an unknown id or another type of user. */
export function findOwner(db: Db, id: string): Promise<OwnerRow | undefined> {
  return db
    .selectFrom('users')
    .select(OWNER_COLUMNS)
    .where('id', '=', id)
    .where('type', '=', 'owner')
    .executeTakeFirst();
}

/** The user holding this CPF (11 digits), of any type. */
export function findUserIdByCpf(db: Db, cpf: string) {
  return db.selectFrom('users').select('id').where('cpf', '=', cpf).executeTakeFirst();
}

// ---------------------------------------------------------------- the owner list

/** Escapes LIKE wildcards so a search for "50%" means the characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The text to look for: a CPF typed with its mask ("529.982", "529.982.247-25") is looked for as its digits, as
 * it is stored; anything else as it is (case and accents are folded by the database, as in the index).
 */
export function searchTerm(search: string): string {
  const digits = search.replace(/\D+/g, '');
  return /^[\d.\-\s/]+$/.test(search) && digits ? digits : search;
}

const searchCondition = (search: string | undefined) =>
  search ? sql`and search_text like immutable_unaccent(lower(${likePattern(searchTerm(search))}))` : sql``;

/**
 * Each sort's key as its index holds it. `nullsLast`: empty values (never signed in) come last in both orders;
 * the other keys keep PostgreSQL's default (nulls as the greatest value), which a backwards scan reverses.
 */
const SORT_KEYS: Record<OwnerSort, { key: RawBuilder<unknown>; nullsLast: boolean }> = {
  name: { key: sql`immutable_unaccent(lower(name)) collate "C"`, nullsLast: false },
  cpf: { key: sql`cpf collate "C"`, nullsLast: false },
  createdAt: { key: sql`created_at`, nullsLast: false },
  lastAccess: { key: sql`last_access`, nullsLast: true },
  establishmentCount: { key: sql`establishment_count`, nullsLast: false },
};

/** `order by` for the sort, ascending (1) or descending (-1), and `reversed` for a read from the list's far end. */
function orderBy(sort: OwnerSort, order: 1 | -1, reversed: boolean) {
  const { key, nullsLast } = SORT_KEYS[sort];
  const ascending = (order === 1) !== reversed;
  const direction = sql.raw(ascending ? 'asc' : 'desc');
  // The nulls-last order read backwards puts them first.
  const nulls = nullsLast ? sql.raw(reversed ? ' nulls first' : ' nulls last') : sql``;
  return sql`order by ${key} ${direction}${nulls}, id ${direction}`;
}

/** How many owners the list holds: the kept total without a search, a count of the matches with one. */
export async function countOwners(db: Db, search: string | undefined): Promise<number> {
  if (!search) {
    const row = await db.selectFrom('user_type_counts').select('total').where('type', '=', 'owner').executeTakeFirst();
    return row?.total ?? 0;
  }
  const result = await sql<{ total: number }>`
    select count(*)::integer as total from users where type = 'owner' ${searchCondition(search)}
  `.execute(db);
  return result.rows[0]?.total ?? 0;
}

/**
 * A page of all the owners (no search), `total` being how many there are. The page's ids are read from the
 * sort's index alone (skipping `offset` entries costs a walk along the index), then those few rows are fetched. A
 * page in the second half of the list is read from its far end, so no page skips more than half of the list.
 */
export async function findOwnersPage(db: Db, query: OwnerListQuery, total: number): Promise<OwnerRow[]> {
  const end = Math.min(query.offset + query.limit, total);
  if (query.offset >= end) return [];
  const reversed = query.offset > total - end;
  const offset = reversed ? total - end : query.offset;
  const limit = end - query.offset;
  const result = await sql<OwnerRow>`
    select ${sql.join(OWNER_COLUMNS.map((column) => sql.ref(column)))}
    from users
    where id in (
      select id from users
      where type = 'owner' ${searchCondition(query.search)}
      ${orderBy(query.sort, query.order, reversed)}
      offset ${offset} limit ${limit}
    )
    ${orderBy(query.sort, query.order, false)}
  `.execute(db);
  return result.rows;
}

/**
 * A page of the owners matching `query.search` and how many match, from one pass over the trigram index (the
 * matches are few next to the list, and reading them twice, for the count and for the page, doubled the cost).
 * The matches are gathered first, on their own (`materialized`): otherwise, for a common word, the planner may walk
 * a sort's index in order, testing every owner, to spare a sort of a few thousand rows (170 ms instead of 5).
 */
export async function searchOwnersPage(db: Db, query: OwnerListQuery): Promise<{ rows: OwnerRow[]; total: number }> {
  const columns = sql.join(OWNER_COLUMNS.map((column) => sql.ref(column)));
  const result = await sql<OwnerRow & { total: number }>`
    with matches as materialized (
      select ${columns} from users where type = 'owner' ${searchCondition(query.search)}
    )
    select ${columns}, count(*) over ()::integer as total
    from matches
    ${orderBy(query.sort, query.order, false)}
    offset ${query.offset} limit ${query.limit}
  `.execute(db);
  const first = result.rows[0];
  // Past the end no row carries the total: count it.
  const total = first ? first.total : query.offset > 0 ? await countOwners(db, query.search) : 0;
  return { rows: result.rows.map(({ total: _total, ...row }) => row), total };
}

// ---------------------------------------------------------------- venues

export function findVenuesOfOwner(db: Db, ownerId: string): Promise<EstablishmentRow[]> {
  return db
    .selectFrom('establishments')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Which of `ids` are venues of `ownerId`. */
export async function venueIdsOfOwner(db: Db, ownerId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('establishments')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function updateVenueSettings(db: Db, ownerId: string, settings: OwnerVenueSettings[]): Promise<void> {
  for (const venue of settings) {
    await db
      .updateTable('establishments')
      .set({ is_active: venue.isActive, plan: venue.plan, updated_at: new Date() })
      .where('id', '=', venue._id)
      .where('owner_id', '=', ownerId)
      .execute();
  }
}

/** A new venue with every category of the menu catalogue (inactive, empty), as the seed makes them. */
export async function insertVenueWithMenu(db: Db, venue: NewEstablishment): Promise<EstablishmentRow> {
  const row = await db.insertInto('establishments').values(venue).returningAll().executeTakeFirstOrThrow();
  await db.insertInto('menu_categories').values(menuCategoriesFor(row.id)).execute();
  return row;
}

/** The uploaded files of venues: logos and banners (menu icons are the catalogue's, shared by every venue). */
async function venueFiles(db: Db, venueIds: string[]): Promise<string[]> {
  if (!venueIds.length) return [];
  const [logos, banners] = await Promise.all([
    db.selectFrom('establishments').select('logo').where('id', 'in', venueIds).where('logo', 'is not', null).execute(),
    db.selectFrom('banners').select('path').where('establishment_id', 'in', venueIds).execute(),
  ]);
  return [...logos.map((row) => row.logo!), ...banners.map((row) => row.path)];
}

/** Deletes a venue with its banners, menu, events, name lists and favourites (foreign keys cascade); its files. */
export async function deleteVenue(db: Db, venueId: string): Promise<string[]> {
  const files = await venueFiles(db, [venueId]);
  await db.deleteFrom('establishments').where('id', '=', venueId).execute();
  return files;
}

/**
 * Deletes an owner with every venue of theirs and all that hangs on them (banners, menus, events, name lists,
 * favourites: the foreign keys cascade), and their sessions and reset links; answers the files to remove (profile
 * image, logos, banners). Deleting the children first by hand only added statements: the cascade's per-row checks
 * run whether or not rows are left to delete.
 */
export async function deleteOwnerWithVenues(db: Db, ownerId: string): Promise<string[]> {
  const venueIds = (await db.selectFrom('establishments').select('id').where('owner_id', '=', ownerId).execute()).map(
    (row) => row.id,
  );
  const owner = await db.selectFrom('users').select('profile_image').where('id', '=', ownerId).executeTakeFirst();
  const files = [...(owner?.profile_image ? [owner.profile_image] : []), ...(await venueFiles(db, venueIds))];
  await db.deleteFrom('establishments').where('owner_id', '=', ownerId).execute();
  await db.deleteFrom('users').where('id', '=', ownerId).execute();
  return files;
}
