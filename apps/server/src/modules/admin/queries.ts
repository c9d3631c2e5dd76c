import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { OwnerListQuery, OwnerSort, OwnerVenueSettings } from '@noite/shared';
import { PREPARED } from '../../db/prepared.ts';
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

/**
 * The text to look for: a CPF typed with its mask ("529.982", "529.982.247-25") is looked for as its digits, as
 * it is stored; anything else as it is (case and accents are folded by the database, as in the index).
 */
export function searchTerm(search: string): string {
  const digits = search.replace(/\D+/g, '');
  return /^[\d.\-\s/]+$/.test(search) && digits ? digits : search;
}

/**
 * The search's words as `search_words()` folds them (lower case, accents off, runs of letters and digits), worked
 * out here when every character folds to ASCII ("João" → "joao": a base letter and combining marks), which saves a
 * round trip; undefined for anything else ("ß", "Ø", symbols), which the database folds by its own rules.
 */
export function foldedSearchWords(search: string): string[] | undefined {
  const folded = search.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  if (!/^[\x20-\x7e]*$/.test(folded)) return undefined;
  return [...new Set(folded.split(/[^a-z0-9]+/).filter(Boolean))].sort();
}

/** The search's words, folded exactly as the owners' words are (`search_words()`). */
async function searchWords(db: Db, search: string): Promise<string[]> {
  const term = searchTerm(search);
  const words = foldedSearchWords(term);
  if (words) return words;
  const result = await sql<{ words: string[] }>`select search_words(${term}) as words`.execute(db);
  return result.rows[0]?.words ?? [];
}

/** Past every word starting with a prefix, in byte order ("C"): the greatest code point. */
const AFTER_PREFIX = '\u{10FFFF}';

/** Words this long list few enough owners to be read whole; shorter ones are checked per owner found. */
const LISTED_WORD = 3;

/**
 * The ids of the owners having, for each word of the search, a word starting with it (owner_search_words, kept by
 * a trigger). Each word of 3 letters or more lists its owners off the B-tree by range, and the lists are
 * intersected (hashed); a shorter word ("s" in "joão s") would list most owners, so it is checked per owner found,
 * by range on (user_id, word). With only short words, the longest one is listed.
 */
function matchingOwnerIds(words: string[]) {
  const byLength = [...words].sort((a, b) => b.length - a.length);
  const listed = byLength.filter((word, index) => index === 0 || word.length >= LISTED_WORD);
  const checked = byLength.slice(listed.length);
  const lists = listed.map(
    (word) => sql`select user_id from owner_search_words where word >= ${word} and word < ${word + AFTER_PREFIX}`,
  );
  const checks = checked.map(
    (word) => sql`and exists (
      select from owner_search_words o where o.user_id = w.user_id and o.word >= ${word} and o.word < ${word + AFTER_PREFIX}
    )`,
  );
  return sql`select distinct w.user_id from (${sql.join(lists, sql` intersect `)}) w where true ${sql.join(checks, sql` `)}`;
}

/**
 * Each sort's key, as its index holds it, for a list in `order`. "Never signed in" comes last in both orders: it is
 * +infinity ascending and -infinity descending (two indexes), so no key is null and `(key, id)` compares whole.
 */
function sortKey(sort: OwnerSort, order: 1 | -1): RawBuilder<unknown> {
  switch (sort) {
    case 'name':
      return sql`immutable_unaccent(lower(name)) collate "C"`;
    case 'cpf':
      return sql`cpf collate "C"`;
    case 'createdAt':
      return sql`created_at`;
    case 'lastAccess':
      return order === 1 ? sql`coalesce(last_access, 'infinity')` : sql`coalesce(last_access, '-infinity')`;
    case 'establishmentCount':
      return sql`establishment_count`;
  }
}

/** `order by` for the sort, ascending (1) or descending (-1), and `reversed` for a read from the list's far end. */
function orderBy(sort: OwnerSort, order: 1 | -1, reversed: boolean) {
  const direction = sql.raw((order === 1) !== reversed ? 'asc' : 'desc');
  return sql`order by ${sortKey(sort, order)} ${direction}, id ${direction}`;
}

/** How many owners the list holds: the kept total without a search, a count of the matches with one. */
export async function countOwners(db: Db, search: string | undefined): Promise<number> {
  if (!search) {
    const row = await db.selectFrom('user_type_counts').select('total').where('type', '=', 'owner').executeTakeFirst();
    return row?.total ?? 0;
  }
  const words = await searchWords(db, search);
  if (!words.length) return 0;
  const result = await sql<{ total: number }>`
    select count(*)::integer as total from (${matchingOwnerIds(words)}) matches
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
  const result = await sql<OwnerRow>`${sql.raw(PREPARED)}
    select ${sql.join(OWNER_COLUMNS.map((column) => sql.ref(column)))}
    from users
    where id in (
      select id from users
      where type = 'owner'
      ${orderBy(query.sort, query.order, reversed)}
      offset ${offset} limit ${limit}
    )
    ${orderBy(query.sort, query.order, false)}
  `.execute(db);
  return result.rows;
}

/** The ids at every `step`-th place of one sort and order of the owner list, and the sort's version they hold at. */
export interface OwnerAnchors {
  version: string;
  step: number;
  ids: string[];
}

/** Reads a sort's anchors (one pass over its index) and its version in one statement, so in one snapshot. */
export async function readOwnerAnchors(db: Db, sort: OwnerSort, order: 1 | -1, step: number): Promise<OwnerAnchors> {
  const result = await sql<{ version: string; ids: string[] | null }>`
    select (select version::text from owner_list_versions where sort = ${sort}) as version,
      (select array_agg(id::text order by place) from (
        select id, row_number() over (${orderBy(sort, order, false)}) - 1 as place from users where type = 'owner'
      ) ranked where place % ${step} = 0) as ids
  `.execute(db);
  const row = result.rows[0];
  return { version: row?.version ?? '', step, ids: row?.ids ?? [] };
}

/**
 * A page of all the owners read from the nearest anchor before it: the walk starts at the anchor's key and skips
 * fewer than `anchors.step` entries. Answers no rows when the sort changed since the anchors were read (its
 * version moved), which the caller reads as "walk instead".
 */
export async function findOwnersPageFromAnchor(
  db: Db,
  query: OwnerListQuery,
  anchors: OwnerAnchors,
): Promise<OwnerRow[]> {
  const place = Math.floor(query.offset / anchors.step);
  const anchor = anchors.ids[place];
  if (!anchor) return [];
  const key = sortKey(query.sort, query.order);
  const from = sql.raw(query.order === 1 ? '>=' : '<=');
  const result = await sql<OwnerRow>`${sql.raw(PREPARED)}
    with anchor as (select ${key} as key, id from users where id = ${anchor})
    select ${sql.join(OWNER_COLUMNS.map((column) => sql.ref(column)))}
    from users
    where id in (
      select id from users
      where type = 'owner'
        and (select version::text from owner_list_versions where sort = ${query.sort}) = ${anchors.version}
        and (${key}, id) ${from} ((select key from anchor), (select id from anchor))
      ${orderBy(query.sort, query.order, false)}
      offset ${query.offset - place * anchors.step} limit ${query.limit}
    )
    ${orderBy(query.sort, query.order, false)}
  `.execute(db);
  return result.rows;
}

/**
 * Walking a sort's index (index only, ~0.2 µs an entry) beats fetching every match's row to sort them (~8 µs a
 * row) when the matches are many: the walk reads about (offset + limit) × owners / matches entries.
 */
const WALK_PER_FETCH = 40;

/**
 * A page of the owners matching `query.search` and how many match. Each word of the search must start a word of
 * the owner's name, e-mail or CPF digits (decision 017). The matches are counted from the word index alone; then,
 * if they are many, the sort's index is walked in order keeping the matches (a hashed set) until the page is
 * full; if they are few, their rows are fetched and sorted.
 */
export async function searchOwnersPage(db: Db, query: OwnerListQuery): Promise<{ rows: OwnerRow[]; total: number }> {
  const words = await searchWords(db, query.search ?? '');
  if (!words.length) return { rows: [], total: 0 };
  const columns = sql.join(OWNER_COLUMNS.map((column) => sql.ref(column)));
  const order = orderBy(query.sort, query.order, false);
  // One statement: the matches are listed once. `walk` is known before either branch runs (a one-time filter
  // skips the other); `(… in …) is true` keeps the matches a hashed set tested per index entry, not a join.
  const result = await sql<OwnerRow & { total: number }>`${sql.raw(PREPARED)}
    with matches as materialized (${matchingOwnerIds(words)}),
    counted as materialized (
      select count(*)::integer as total,
        count(*) * count(*) * ${WALK_PER_FETCH} >= ${query.offset + query.limit}::bigint *
          coalesce((select total from user_type_counts where type = 'owner'), 0) as walk
      from matches
    ),
    page as (
      (
        select id from users
        where (select walk from counted) and type = 'owner' and (id in (select user_id from matches)) is true
        ${order}
        offset ${query.offset} limit ${query.limit}
      )
      union all
      (
        select users.id from matches join users on users.id = matches.user_id
        where not (select walk from counted) and type = 'owner'
        ${order}
        offset ${query.offset} limit ${query.limit}
      )
    )
    select ${columns}, (select total from counted) as total
    from users
    where id in (select id from page)
    ${order}
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
 * image, logos, banners). Only the owner's row is deleted by hand: deleting their venues first made the venue
 * count's trigger update the owner's row once per venue (each update a new row version in every index of users),
 * and deleting the children first by hand only added statements, as the cascade's per-row checks run anyway.
 */
export async function deleteOwnerWithVenues(db: Db, ownerId: string): Promise<string[]> {
  const venueIds = (await db.selectFrom('establishments').select('id').where('owner_id', '=', ownerId).execute()).map(
    (row) => row.id,
  );
  const owner = await db.selectFrom('users').select('profile_image').where('id', '=', ownerId).executeTakeFirst();
  const files = [...(owner?.profile_image ? [owner.profile_image] : []), ...(await venueFiles(db, venueIds))];
  await db.deleteFrom('users').where('id', '=', ownerId).execute();
  return files;
}

/** A page of the audit log, newest first (decision 055). */
export function findAuditPage(db: Db, query: { offset: number; limit: number }) {
  return db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').offset(query.offset).limit(query.limit).execute();
}

export async function countAudit(db: Db): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
