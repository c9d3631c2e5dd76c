import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_SORTS, type OwnerListItem, type OwnerSort } from '@noite/shared';
import { adminCall } from '../../../test/admin.ts';
import { buildUser, insertEstablishment, insertUser, type SignedInUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { cpfFromBase } from '../../db/seed/brazil.ts';
import { anchorsSettled, findOwnersPage } from './owner-anchors.ts';
import { findOwnersPageFromAnchor, foldedSearchWords, readOwnerAnchors } from './queries.ts';

/** The owners table on a database holding only this file's owners. */
let t: TestApp;
let admin: SignedInUser;
let owners: OwnerListItem[];

const NAMES = [
  'João Silva',
  'joao Souza',
  'Ana Clara',
  'Ângela Dias',
  'Bruno',
  'bruno',
  'Zé',
  'Érica',
  'Carla',
  'Carla',
  'Davi',
  'Ícaro',
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { type: 'admin' });
  // Visitors are not owners: they never appear.
  await buildUser(t.db, { type: 'user', name: 'João Visitante' });
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
  for (const [index, name] of NAMES.entries()) {
    const row = await insertUser(t.db, {
      type: 'owner',
      name,
      email: `${name.split(' ')[0]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${index}@example.com`,
      // 529.982.247-25 is the first; the others have their own check digits.
      cpf:
        index === 0 ? '52998224725' : cpfFromBase(String(100_000_000 + index * 7_654_321).slice(-9)).replace(/\D/g, ''),
      // Ties on purpose: pairs share a creation day, a third never signed in.
      created_at: day(Math.floor(index / 2)),
      last_access: index % 3 === 0 ? null : day(20 + (index % 4)),
    });
    for (let venue = 0; venue < index % 3; venue++) await insertEstablishment(t.db, row.id);
  }
  const all = await adminCall(t, 'owner-list', admin, { limit: 100 });
  owners = all.body.data.items;
});

afterAll(async () => {
  await t?.close();
});

const list = (body: Record<string, unknown>) => adminCall(t, 'owner-list', admin, body);
const fold = (text: string | null) => (text ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The order the list promises: the sort's key, then the id; never signed in last in both orders. */
function expectedOrder(sort: OwnerSort, order: 1 | -1): string[] {
  const key = (owner: OwnerListItem): string | number | null => {
    switch (sort) {
      case 'name':
        return fold(owner.name);
      case 'cpf':
        return owner.cpf;
      case 'createdAt':
        return owner.createdAt;
      case 'lastAccess':
        return owner.lastAccess;
      case 'establishmentCount':
        return owner.establishmentCount;
    }
  };
  return [...owners]
    .sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      if (ka === null || kb === null) {
        if (ka === kb) return (a._id < b._id ? -1 : 1) * order;
        return ka === null ? 1 : -1;
      }
      if (ka !== kb) return (ka < kb ? -1 : 1) * order;
      return (a._id < b._id ? -1 : 1) * order;
    })
    .map((owner) => owner._id);
}

describe('POST /admin/owner-list', () => {
  it('lists every owner (not visitors or admins), newest first by default, in pages of 5', async () => {
    expect(owners).toHaveLength(NAMES.length);
    const { status, body } = await list({});
    expect(status).toBe(200);
    expect(body.message).toBe('Owners loaded.');
    expect(body.data.total).toBe(NAMES.length);
    expect(body.data.items.map((owner: OwnerListItem) => owner._id)).toEqual(
      expectedOrder('createdAt', -1).slice(0, 5),
    );
    const joao = owners.find((owner) => owner.cpf === '52998224725')!;
    expect(joao).toEqual({
      _id: expect.any(String),
      name: 'João Silva',
      cpf: '52998224725',
      email: 'joao.0@example.com',
      createdAt: '2026-01-01T00:00:00.000Z',
      lastAccess: null,
      establishmentCount: 0,
      isBlocked: false,
    });
    expect(owners.map((owner) => owner.establishmentCount).sort()).toEqual(NAMES.map((_, index) => index % 3).sort());
  });

  const cases = OWNER_SORTS.flatMap((sort) => [1, -1].map((order) => [sort, order] as [OwnerSort, 1 | -1]));
  it.each(cases)('sorts by %s in order %i, stable across pages of 5 from either end', async (sort, order) => {
    const expected = expectedOrder(sort, order);
    const whole = await list({ sort, order, limit: 100 });
    expect(whole.body.data.items.map((owner: OwnerListItem) => owner._id)).toEqual(expected);
    const paged: string[] = [];
    for (let offset = 0; offset < expected.length; offset += 5) {
      const page = await list({ sort, order, offset, limit: 5 });
      expect(page.body.data.total).toBe(expected.length);
      paged.push(...page.body.data.items.map((owner: OwnerListItem) => owner._id));
    }
    expect(paged).toEqual(expected);
    // Pages in the second half are read from the far end: odd offsets and limits too.
    for (const [offset, limit] of [
      [7, 3],
      [9, 5],
      [11, 1],
      [6, 6],
    ] as const) {
      const page = await list({ sort, order, offset, limit });
      expect(
        page.body.data.items.map((owner: OwnerListItem) => owner._id),
        `${offset}+${limit}`,
      ).toEqual(expected.slice(offset, offset + limit));
    }
    // The same with a search matching every owner.
    const searched = await list({ sort, order, offset: 8, limit: 3, search: '@example.com' });
    expect(searched.body.data.items.map((owner: OwnerListItem) => owner._id)).toEqual(expected.slice(8, 11));
  });

  it.each(cases)('reads deep pages by %s in order %i from anchors that follow every change', async (sort, order) => {
    // Anchors every 2 entries: every page from offset 2 on starts at one.
    const step = 2;
    const page = async (offset: number, limit: number) => {
      const total = NAMES.length;
      const rows = await findOwnersPage(t.ctx, { sort, order, offset, limit }, total, step);
      return rows.map((row) => row.id);
    };
    const expected = expectedOrder(sort, order);
    // The first deep page walks and reads the anchors; the next ones start at them.
    expect(await page(2, 3)).toEqual(expected.slice(2, 5));
    await anchorsSettled(t.db);
    for (const [offset, limit] of [
      [2, 5],
      [3, 5],
      [5, 1],
      [8, 4],
      [11, 5],
    ] as const) {
      expect(await page(offset, limit), `${offset}+${limit}`).toEqual(expected.slice(offset, offset + limit));
    }
    // The anchors themselves: each page read from its anchor alone is right.
    const anchors = await readOwnerAnchors(t.db, sort, order, step);
    expect(anchors.ids).toEqual(expected.filter((_, index) => index % step === 0));
    const fromAnchor = async (offset: number) =>
      (await findOwnersPageFromAnchor(t.db, { sort, order, offset, limit: 3 }, anchors)).map((row) => row.id);
    for (let offset = 0; offset < expected.length; offset++) {
      expect(await fromAnchor(offset), `from an anchor at ${offset}`).toEqual(expected.slice(offset, offset + 3));
    }
    // A change to the sort's key moves the version: the stale anchors are not used, the page walks and is right.
    const moved = expected[3]!;
    const before = await t.db.selectFrom('users').selectAll().where('id', '=', moved).executeTakeFirstOrThrow();
    const change = {
      name: sql`name = 'Zzz Último'`,
      cpf: sql`cpf = '99999999999'`,
      createdAt: sql`created_at = '2030-01-01'`,
      lastAccess: sql`last_access = '2030-01-01'`,
      establishmentCount: sql`establishment_count = 99`,
    }[sort];
    await sql`update users set ${change} where id = ${moved}`.execute(t.db);
    expect(await fromAnchor(2), 'stale anchors read nothing').toEqual([]);
    const after = await page(2, 10);
    await anchorsSettled(t.db);
    expect(await page(2, 10)).toEqual(after);
    expect(after).not.toEqual(expected.slice(2, 12));
    await sql`update users set name = ${before.name}, cpf = ${before.cpf}, created_at = ${before.created_at},
      last_access = ${before.last_access}, establishment_count = ${before.establishment_count} where id = ${moved}`.execute(
      t.db,
    );
    expect(await page(2, 10)).toEqual(expected.slice(2, 12));
  });

  it('folds a search in the app exactly as the database folds it, or leaves it to the database', async () => {
    const characters = Array.from({ length: 0x250 - 0x20 }, (_, index) => String.fromCodePoint(0x20 + index));
    const samples = [
      ...characters.map((character) => `a${character}b ${character}${character.toUpperCase()}`),
      'JOÃO S',
      'Ângela  DIAS-Érica',
      "d'Ávila 12.3",
      'e\u0301rica',
      'İstanbul',
      'maria.souza.12@example.com',
    ];
    const result = await sql<{ sample: string; words: string[] }>`
      select sample, search_words(sample) as words from unnest(${samples}::text[]) sample
    `.execute(t.db);
    let folded = 0;
    for (const { sample, words } of result.rows) {
      const here = foldedSearchWords(sample);
      if (!here) continue;
      folded++;
      expect(here, JSON.stringify(sample)).toEqual([...words].sort());
    }
    // Left to the database: letters that do not decompose to an ASCII letter, and symbols.
    expect(foldedSearchWords('straße')).toBeUndefined();
    expect(foldedSearchWords('Øst')).toBeUndefined();
    expect(folded).toBeGreaterThan(300);
  });

  it.each([
    ['an accent-free name', 'joao', ['João Silva', 'joao Souza']],
    ['an accented name in capitals', 'JOÃO S', ['João Silva', 'joao Souza']],
    ['an accent on a name that has none', 'Ângela', ['Ângela Dias']],
    ['a masked CPF fragment', '529.982', ['João Silva']],
    ['an unmasked CPF fragment', '52998', ['João Silva']],
    ['a whole masked CPF', '529.982.247-25', ['João Silva']],
    ['an e-mail', 'erica.7@example', ['Érica']],
    ['the starts of words, in any order', 'silva jo', ['João Silva']],
    ['a run of CPF digits from its middle', '982247', ['João Silva']],
    ['nothing known', 'zzzz', []],
    ['LIKE wildcards as characters', '%_', []],
  ])('searches %s', async (_label, search, names) => {
    const { body } = await list({ search, sort: 'name', order: 1, limit: 100 });
    expect(body.data.items.map((owner: OwnerListItem) => owner.name).sort()).toEqual([...names].sort());
    expect(body.data.total).toBe(names.length);
  });

  it('counts the total of a search beyond its page, and answers an empty page past the end', async () => {
    const page = await list({ search: 'bruno', limit: 1 });
    expect([page.body.data.items.length, page.body.data.total]).toEqual([1, 2]);
    expect((await list({ offset: 50 })).body.data).toEqual({ items: [], total: NAMES.length });
    expect((await list({ search: 'bruno', offset: 10 })).body.data).toEqual({ items: [], total: 2 });
    expect((await list({ search: 'zzzz', offset: 10 })).body.data).toEqual({ items: [], total: 0 });
  });

  it.each([
    ['an unknown sort', { sort: 'email' }, 'sort', 'Sort by name, cpf, createdAt, lastAccess or establishmentCount.'],
    ['an order of 2', { order: 2 }, 'order', undefined],
    ['a negative offset', { offset: -1 }, 'offset', undefined],
    ['a limit of 0', { limit: 0 }, 'limit', undefined],
    ['a limit of 101', { limit: 101 }, 'limit', undefined],
    ['a search with a leading space', { search: ' joao' }, 'search', undefined],
  ])('answers 400 for %s', async (_label, body, field, message) => {
    const answer = await list(body);
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors.map((error: { field: string }) => error.field)).toEqual([field]);
    if (message) expect(answer.body.data.errors[0].message).toBe(message);
  });

  it('keeps each count and the total as venues and owners come and go', async () => {
    const extra = await insertUser(t.db, { type: 'owner', name: 'Temporário', cpf: '11144477735' });
    const venue = await insertEstablishment(t.db, extra.id);
    await insertEstablishment(t.db, extra.id);
    const other = owners[0]!;
    await t.db.updateTable('establishments').set({ owner_id: other._id }).where('id', '=', venue.id).execute();
    const find = async (id: string) =>
      ((await list({ limit: 100 })).body.data.items as OwnerListItem[]).find((owner) => owner._id === id);
    expect((await find(extra.id))?.establishmentCount).toBe(1);
    expect((await find(other._id))?.establishmentCount).toBe(other.establishmentCount + 1);
    expect((await list({})).body.data.total).toBe(NAMES.length + 1);
    await t.db.deleteFrom('establishments').where('id', '=', venue.id).execute();
    await t.db.deleteFrom('establishments').where('owner_id', '=', extra.id).execute();
    await t.db.deleteFrom('users').where('id', '=', extra.id).execute();
    expect((await find(other._id))?.establishmentCount).toBe(other.establishmentCount);
    expect((await list({})).body.data.total).toBe(NAMES.length);
  });
});
