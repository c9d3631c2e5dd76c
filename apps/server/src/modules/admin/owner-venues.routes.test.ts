import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_CATALOGUE } from '../menu/catalogue.ts';
import { adminCall, venueBody } from '../../../test/admin.ts';
import { buildUser, buildVenue, insertEvent, type SignedInUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

/*
 * An owner adds and removes their own venues through /admin/create-establishment and /admin/delete-establishment
 * (contract "Who may call what", decision 032). The §5 rules of the establishment body are tested through the
 * admin path (admin.establishments.test.ts); here only a few boundaries go through the owner's.
 */

let t: TestApp;
let owner: SignedInUser;
let otherOwner: SignedInUser;
let visitor: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  [owner, otherOwner, visitor, admin] = await Promise.all([
    buildUser(t.db, { type: 'owner' }),
    buildUser(t.db, { type: 'owner' }),
    buildUser(t.db, { type: 'user' }),
    buildUser(t.db, { type: 'admin' }),
  ]);
});

afterAll(async () => {
  await t?.close();
});

/** The establishment form as an owner sends it: no owner and no plan. */
function ownBody(overrides: Record<string, unknown> = {}) {
  const { owner: _owner, plan: _plan, ...body } = venueBody(randomUUID(), overrides);
  return body;
}

const post = (url: string, user: SignedInUser, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/v1${url}`, headers: { language: 'en', ...user.headers }, payload });

const details = (user: SignedInUser, establishmentId: string) =>
  post('/establishment/details', user, { establishmentId });

const homeIds = async (user: SignedInUser) => {
  const answer = await post('/user/home', user, { latitude: -23.55, longitude: -46.63 });
  return (answer.body.data.items as { _id: string }[]).map((card) => card._id);
};

const venueCount = async () =>
  Number(
    (await t.db.selectFrom('establishments').select(t.db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
  );

const fileOnDisk = (file: string) => path.join(t.config.uploadsDir, file.replace(/^\/uploads\//, ''));

describe('POST /admin/create-establishment as an owner', () => {
  it('creates an active venue of the caller on the basic plan, whatever owner and plan say', async () => {
    const answer = await adminCall(
      t,
      'create-establishment',
      owner,
      venueBody(otherOwner.id, { plan: 'platina', name: 'Meu Bar Novo' }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe('Establishment registered successfully.');
    const venueId = answer.body.data._id as string;

    const read = await details(owner, venueId);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      _id: venueId,
      name: 'Meu Bar Novo',
      owner: owner.id,
      plan: 'basico',
      isActive: true,
      zipCode: '01001-000',
      establishmentType: ['bar', 'club'],
    });
    expect(
      (read.body.data.menu as { name: string; namePt: string; isActive: boolean; items: string[] }[]).map(
        (category) => [category.name, category.namePt, category.isActive, category.items.length],
      ),
    ).toEqual(MENU_CATALOGUE.map((entry) => [entry.name, entry.namePt, false, 0]));

    expect(await homeIds(owner)).toContain(venueId);
    expect(await homeIds(otherOwner)).not.toContain(venueId);
  });

  it('needs neither owner nor plan in the body', async () => {
    const answer = await adminCall(t, 'create-establishment', owner, ownBody());
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({ owner: owner.id, plan: 'basico' });
  });

  it('answers 401 without a token and 403 for a visitor, creating nothing', async () => {
    const before = await venueCount();
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/v1/admin/create-establishment',
      payload: ownBody(),
    });
    expect(anonymous.status).toBe(401);
    expect((await adminCall(t, 'create-establishment', visitor, venueBody(visitor.id))).status).toBe(403);
    expect(await venueCount()).toBe(before);
  });

  /** [label, field overrides, the field answered (or null when accepted)]. */
  const BOUNDARIES: [string, Record<string, unknown>, string | null][] = [
    ['fantasy name of 30', { fantasyName: 'B'.repeat(30) }, null],
    ['fantasy name of 31', { fantasyName: 'B'.repeat(31) }, 'fantasyName'],
    ['phone of 10 digits', { phone: '1133334444' }, null],
    ['phone of 9 digits', { phone: '113333444' }, 'phone'],
    ['CNPJ with a wrong check digit', { cnpj: '11.222.333/0001-82' }, 'cnpj'],
    ['CEP of 7 digits', { zipCode: '0100-000' }, 'zipCode'],
    ['two venue types', { establishmentType: ['bar', 'pub'] }, null],
    ['three venue types', { establishmentType: ['bar', 'pub', 'club'] }, 'establishmentType'],
    ['a position in Lisbon with +55', { latitude: 38.72, longitude: -9.14 }, 'latitude'],
  ];

  it.each(BOUNDARIES)('%s', async (_label, overrides, field) => {
    const before = await venueCount();
    const answer = await adminCall(t, 'create-establishment', owner, ownBody(overrides));
    if (field === null) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(await venueCount()).toBe(before + 1);
    } else {
      expect(answer.status).toBe(400);
      expect(answer.body.data.errors.map((error: { field: string }) => error.field)).toEqual([field]);
      expect(await venueCount()).toBe(before);
    }
  });
});

describe('POST /admin/delete-establishment as an owner', () => {
  it('deletes their venue with its events, name lists, favourites, logo and banner files', async () => {
    const created = await adminCall(t, 'create-establishment', owner, ownBody());
    const venueId = created.body.data._id as string;
    const save = (folder: string) => t.ctx.storage.save(folder, Buffer.from(folder), 'webp');
    const [logo, banner] = [await save('logos'), await save('banners')];
    await t.db.updateTable('establishments').set({ logo }).where('id', '=', venueId).execute();
    await t.db.insertInto('banners').values({ establishment_id: venueId, path: banner, position: 0 }).execute();
    const event = await insertEvent(t.db, venueId, '2030-01-05');
    await t.db.insertInto('event_list_entries').values({ event_id: event.id, user_id: visitor.id }).execute();
    await t.db.insertInto('favourites').values({ user_id: visitor.id, establishment_id: venueId }).execute();

    const answer = await adminCall(t, 'delete-establishment', owner, { establishmentId: venueId });
    expect(answer.body).toEqual({ status: 200, message: 'Establishment deleted.', data: null });

    expect((await details(owner, venueId)).status).toBe(404);
    expect(await homeIds(owner)).not.toContain(venueId);
    for (const table of ['banners', 'menu_categories', 'events'] as const) {
      const rows = await t.db.selectFrom(table).select('id').where('establishment_id', '=', venueId).execute();
      expect(rows, table).toEqual([]);
    }
    const entries = await t.db.selectFrom('event_list_entries').selectAll().where('event_id', '=', event.id).execute();
    expect(entries).toEqual([]);
    const favourites = await t.db
      .selectFrom('favourites')
      .selectAll()
      .where('establishment_id', '=', venueId)
      .execute();
    expect(favourites).toEqual([]);
    for (const file of [logo, banner]) expect(fs.existsSync(fileOnDisk(file)), file).toBe(false);
  });

  it("answers 403 for another owner's venue and for a visitor, deleting nothing", async () => {
    const venue = await buildVenue(t.db, { owner: otherOwner });
    for (const caller of [owner, visitor]) {
      const answer = await adminCall(t, 'delete-establishment', caller, { establishmentId: venue.id });
      expect(answer.status).toBe(403);
    }
    expect((await details(otherOwner, venue.id)).status).toBe(200);
  });

  it('answers 401 without a token and 404 for an unknown venue', async () => {
    const venue = await buildVenue(t.db, { owner });
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/v1/admin/delete-establishment',
      payload: { establishmentId: venue.id },
    });
    expect(anonymous.status).toBe(401);
    const unknown = await adminCall(t, 'delete-establishment', owner, { establishmentId: randomUUID() });
    expect(unknown.status).toBe(404);
    expect((await details(owner, venue.id)).status).toBe(200);
  });

  it("still lets an admin delete an owner's venue", async () => {
    const venue = await buildVenue(t.db, { owner });
    const answer = await adminCall(t, 'delete-establishment', admin, { establishmentId: venue.id });
    expect(answer.status).toBe(200);
    expect((await details(owner, venue.id)).status).toBe(404);
  });
});
