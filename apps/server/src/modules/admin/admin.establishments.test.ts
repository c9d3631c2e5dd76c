import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_CATALOGUE } from '../menu/catalogue.ts';
import { adminCall, ownerBody, venueBody } from '../../../test/admin.ts';
import { buildUser, type SignedInUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
let admin: SignedInUser;
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { type: 'admin' });
  const created = await adminCall(t, 'owner-sign-up', admin, ownerBody());
  ownerId = created.body.data._id;
});

afterAll(async () => {
  await t?.close();
});

const create = (overrides: Record<string, unknown> = {}) =>
  adminCall(t, 'create-establishment', admin, venueBody(ownerId, overrides));

describe('POST /admin/create-establishment', () => {
  it('creates an active venue with the whole menu catalogue, which visitors then find near it', async () => {
    const answer = await create({ ie: 'Isento', phone2: '11 99876-5432', plan: 'premium' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe('Establishment registered successfully.');
    const venue = answer.body.data;
    expect(venue).toEqual({
      _id: expect.any(String),
      owner: ownerId,
      plan: 'premium',
      establishmentType: ['bar', 'club'],
      countryCode: '+55',
      phone: '1133334444',
      phone2: '11998765432',
      cnpj: expect.stringMatching(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/),
      ie: 'Isento',
      zipCode: '01001-000',
      address: 'Praça da Sé, 100 - Sé, São Paulo - SP',
      fantasyName: 'Bar do Zé',
      corporateName: 'Bar do Ze Ltda',
      name: 'Bar do Zé',
      email: 'contato@bardoze.com.br',
      latitude: -23.5503,
      longitude: -46.6339,
      isActive: true,
      logo: null,
      image: null,
      createdAt: expect.any(String),
    });

    const detail = await adminCall(t, 'owner-detail', admin, { userId: ownerId });
    expect(detail.body.data.establishments.at(-1)).toEqual(venue);
    expect(detail.body.data.owner.establishmentCount).toBe(detail.body.data.establishments.length);

    const menu = await t.db
      .selectFrom('menu_categories')
      .selectAll()
      .where('establishment_id', '=', venue._id)
      .orderBy('position')
      .execute();
    expect(menu.map((category) => [category.name, category.name_pt, category.logo])).toEqual(
      MENU_CATALOGUE.map((entry) => [entry.name, entry.namePt, entry.logo]),
    );
    expect(menu.every((category) => !category.is_active && category.items.length === 0)).toBe(true);

    const visitor = await t.signUpAndLogin('user');
    const home = await t.request({
      method: 'POST',
      url: '/api/v1/user/home',
      headers: visitor.headers,
      payload: { latitude: -23.55, longitude: -46.63 },
    });
    expect(home.body.data.items.map((card: { _id: string }) => card._id)).toContain(venue._id);
    expect(home.body.data.total).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for an owner that does not exist or is not an owner', async () => {
    const visitor = await buildUser(t.db, { type: 'user' });
    for (const owner of ['00000000-0000-4000-8000-000000000000', visitor.id, admin.id]) {
      const answer = await adminCall(t, 'create-establishment', admin, venueBody(owner));
      expect(answer.status).toBe(404);
    }
  });

  /** [label, field overrides, the field answered (or null when accepted)]. */
  const RULES: [string, Record<string, unknown>, string | null][] = [
    ['fantasy name of 1', { fantasyName: 'B' }, 'fantasyName'],
    ['fantasy name of 2', { fantasyName: 'Bá' }, null],
    ['fantasy name of 30', { fantasyName: 'B'.repeat(30) }, null],
    ['fantasy name of 31', { fantasyName: 'B'.repeat(31) }, 'fantasyName'],
    ['fantasy name starting with _', { fantasyName: '_Bar' }, 'fantasyName'],
    ['fantasy name ending with _', { fantasyName: 'Bar_' }, 'fantasyName'],
    ['fantasy name with a symbol', { fantasyName: 'Bar & Cia' }, 'fantasyName'],
    ['fantasy name with a leading space', { fantasyName: ' Bar' }, 'fantasyName'],
    ['corporate name of 1', { corporateName: 'B' }, 'corporateName'],
    ['corporate name of 31', { corporateName: 'B'.repeat(31) }, 'corporateName'],
    ['corporate name ending with a space, trimmed', { corporateName: 'Bar Ltda ' }, null],
    ['venue name of 1', { name: 'B' }, 'name'],
    ['venue name with a symbol', { name: 'Bar & Cia' }, null],
    ['venue name of 31', { name: 'B'.repeat(31) }, 'name'],
    ['CNPJ with a wrong check digit', { cnpj: '11.222.333/0001-82' }, 'cnpj'],
    ['CNPJ as 14 digits', { cnpj: '11222333000181' }, null],
    ['CNPJ with a broken mask', { cnpj: '11.222.333/000181' }, 'cnpj'],
    ['CEP as 8 digits', { zipCode: '01001000' }, null],
    ['CEP of 7 digits', { zipCode: '0100-000' }, 'zipCode'],
    ['CEP with letters', { zipCode: '01001-00a' }, 'zipCode'],
    ['I.E. of 1', { ie: 'A' }, 'ie'],
    ['I.E. of 2', { ie: 'AB' }, null],
    ['I.E. of 30', { ie: '1'.repeat(30) }, null],
    ['I.E. of 31', { ie: '1'.repeat(31) }, 'ie'],
    ['I.E. left out', { ie: undefined }, null],
    ['phone of 9 digits', { phone: '113333444' }, 'phone'],
    ['phone of 10 digits', { phone: '1133334444' }, null],
    ['phone of 15 digits', { phone: '113333444455566' }, null],
    ['phone of 16 digits', { phone: '1133334444555667' }, 'phone'],
    ['second phone of 9 digits', { phone2: '113333444' }, 'phone2'],
    ['no venue type', { establishmentType: [] }, 'establishmentType'],
    ['three venue types', { establishmentType: ['bar', 'pub', 'club'] }, 'establishmentType'],
    ['an unknown venue type', { establishmentType: ['casino'] }, 'establishmentType.0'],
    ['an unknown plan', { plan: 'gold' }, 'plan'],
    ['the platina plan', { plan: 'platina' }, null],
    ['an e-mail', { email: 'bar@' }, 'email'],
    ['an empty address', { address: '' }, 'address'],
    ['a position in Lisbon with +55', { latitude: 38.72, longitude: -9.14 }, 'latitude'],
    ['a position in Lisbon with +351', { latitude: 38.72, longitude: -9.14, countryCode: '+351' }, null],
    ['Fernando de Noronha with +55', { latitude: -3.85, longitude: -32.42 }, null],
    ['a latitude of 91', { latitude: 91, countryCode: '+351' }, 'latitude'],
  ];

  it.each(RULES)('%s', async (_label, overrides, field) => {
    const before = await t.db
      .selectFrom('establishments')
      .select(t.db.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await create(overrides);
    const after = await t.db
      .selectFrom('establishments')
      .select(t.db.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    if (field === null) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(Number(after.n)).toBe(Number(before.n) + 1);
    } else {
      expect(answer.status).toBe(400);
      expect(answer.body.data.errors.map((error: { field: string }) => error.field)).toEqual([field]);
      expect(after.n).toEqual(before.n);
    }
  });

  it('masks a bare CNPJ and CEP, and lists every invalid field at once', async () => {
    const ok = await create({ cnpj: '11222333000181', zipCode: '01310100' });
    expect([ok.body.data.cnpj, ok.body.data.zipCode]).toEqual(['11.222.333/0001-81', '01310-100']);
    const bad = await create({ cnpj: '1', zipCode: '1', fantasyName: '', plan: 'x' });
    expect(bad.body.data.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'cnpj',
      'fantasyName',
      'plan',
      'zipCode',
    ]);
  });
});

describe('POST /admin/delete-establishment', () => {
  it('deletes the venue with its files and rows; the count follows; a second delete is 404', async () => {
    const created = await create();
    const venueId = created.body.data._id as string;
    const save = (folder: string) => t.ctx.storage.save(folder, Buffer.from(folder), 'webp');
    const logo = await save('logos');
    const banner = await save('banners');
    await t.db.updateTable('establishments').set({ logo }).where('id', '=', venueId).execute();
    await t.db.insertInto('banners').values({ establishment_id: venueId, path: banner, position: 0 }).execute();
    const countBefore = (await adminCall(t, 'owner-detail', admin, { userId: ownerId })).body.data.owner
      .establishmentCount as number;

    const answer = await adminCall(t, 'delete-establishment', admin, { establishmentId: venueId });
    expect(answer.body).toEqual({ status: 200, message: 'Establishment deleted.', data: null });
    for (const file of [logo, banner]) {
      expect(fs.existsSync(path.join(t.config.uploadsDir, file.replace(/^\/uploads\//, '')))).toBe(false);
    }
    for (const table of ['banners', 'menu_categories', 'events'] as const) {
      const rows = await t.db.selectFrom(table).select('id').where('establishment_id', '=', venueId).execute();
      expect(rows, table).toEqual([]);
    }
    const detail = await adminCall(t, 'owner-detail', admin, { userId: ownerId });
    expect(detail.body.data.owner.establishmentCount).toBe(countBefore - 1);
    expect(detail.body.data.establishments.map((venue: { _id: string }) => venue._id)).not.toContain(venueId);
    const details = await t.request({
      method: 'POST',
      url: '/api/v1/establishment/details',
      headers: admin.headers,
      payload: { establishmentId: venueId },
    });
    expect(details.status).toBe(404);
    expect((await adminCall(t, 'delete-establishment', admin, { establishmentId: venueId })).status).toBe(404);
  });
});
