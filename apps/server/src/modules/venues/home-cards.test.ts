import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homePageSchema, venueCardSchema } from '@noite/shared';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../../test/helper.ts';
import { establishmentRow, insertEstablishment } from '../../../test/fixtures.ts';
import { distanceKm } from './cells.ts';

const ORIGIN = { lat: -3.119, lng: -60.0217 }; // Manaus, far from the other tests' venues

/**
 * The home list leaves the database as JSON text (decision 080): the answer must be what the serializer wrote
 * before, `JSON.stringify` of the cards with the contract's fields in the contract's order, whatever the names,
 * addresses and pictures hold.
 */
describe('/user/home cards written by the database', () => {
  let t: TestApp;
  let visitor: SignedInUser;
  const expected: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    visitor = await t.signUpAndLogin('user');
    const owner = await t.signUpAndLogin('owner');
    const specs = [
      {
        name: 'Bar "Aspas" \\ Barra',
        address: 'Rua 1/2, nº 7 — fundos',
        type: ['bar', 'pub'],
        logo: '/uploads/l.webp',
      },
      { name: 'Café Ñandú 🍸', address: 'Av. <Árvore> & Cia', type: ['gastronomy'], logo: null },
      { name: "D'Ouro\u2028Lounge", address: 'Travessa \u00e9\u0301, s/n', type: ['lounge', 'club'], logo: null },
      { name: 'Bar Simples', address: 'Rua A, 1', type: ['bar'], logo: '/uploads/logo "x".webp' },
    ];
    for (const [index, spec] of specs.entries()) {
      const latitude = ORIGIN.lat + 0.003 * (index + 1);
      const longitude = ORIGIN.lng - 0.002 * index;
      const venue = await insertEstablishment(t.db, owner.id, {
        name: spec.name,
        address: spec.address,
        latitude,
        longitude,
        establishment_type: spec.type,
        logo: spec.logo,
      });
      let image: string | null = null;
      if (index % 2 === 0) {
        image = `/uploads/banners/${index}.webp`;
        await t.db.insertInto('banners').values({ establishment_id: venue.id, path: image, position: 0 }).execute();
      }
      const isFavourite = index === 1;
      if (isFavourite) {
        await t.db.insertInto('favourites').values({ user_id: visitor.id, establishment_id: venue.id }).execute();
      }
      expected.push({
        _id: venue.id,
        name: spec.name,
        address: spec.address,
        image,
        logo: spec.logo,
        establishmentType: spec.type,
        distance: distanceKm(ORIGIN.lat, ORIGIN.lng, latitude, longitude),
        isFavourite,
      });
    }
    expected.sort((a, b) => (a.distance as number) - (b.distance as number));
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers the envelope and the cards as JSON.stringify wrote them', async () => {
    const { response, status } = await t.request({
      method: 'POST',
      url: '/api/v1/user/home',
      headers: { language: 'en', ...bearer(visitor.token) },
      payload: { latitude: ORIGIN.lat, longitude: ORIGIN.lng, radiusKm: 5 },
    });
    expect(status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const text = response.body;
    const body = JSON.parse(text) as { status: number; message: string; data: { items: Record<string, unknown>[] } };
    // Compact, the keys in the schema's order, nothing escaped otherwise than JSON.stringify does.
    expect(text).toBe(JSON.stringify(body));
    expect(Object.keys(body)).toEqual(['status', 'message', 'data']);
    expect(Object.keys(body.data)).toEqual(['items', 'total']);
    expect(body).toMatchObject({ status: 200, message: 'Venues loaded.', data: { total: expected.length } });
    const cardKeys = Object.keys(venueCardSchema.shape);
    for (const card of body.data.items) expect(Object.keys(card)).toEqual(cardKeys);
    homePageSchema.strict().parse(body.data);
    // The distances are the database's, rounded to 2 decimals.
    expect(
      body.data.items.map(({ distance, ...card }) => ({ ...card, distance: Math.round(distance as number) })),
    ).toEqual(expected.map(({ distance, ...card }) => ({ ...card, distance: Math.round(distance as number) })));
    body.data.items.forEach((card, index) => {
      expect(card.distance).toBeCloseTo(expected[index]!.distance as number, 1);
      expect(Number((card.distance as number).toFixed(2))).toBe(card.distance);
    });
  });

  it("follows the venue's edits: name, address, logo, types and cover", async () => {
    const target = expected.find((card) => card.image !== null)!;
    await t.db
      .updateTable('establishments')
      .set({ name: 'Novo "Nome"', address: 'Rua Nova, 2', logo: null, establishment_type: ['club'] })
      .where('id', '=', target._id as string)
      .execute();
    await t.db
      .deleteFrom('banners')
      .where('establishment_id', '=', target._id as string)
      .execute();
    const { response } = await t.request({
      method: 'POST',
      url: '/api/v1/user/home',
      headers: bearer(visitor.token),
      payload: { latitude: ORIGIN.lat, longitude: ORIGIN.lng, radiusKm: 5 },
    });
    const card = (JSON.parse(response.body) as { data: { items: Record<string, unknown>[] } }).data.items.find(
      (item) => item._id === target._id,
    );
    expect(card).toMatchObject({
      name: 'Novo "Nome"',
      address: 'Rua Nova, 2',
      image: null,
      logo: null,
      establishmentType: ['club'],
    });
    Object.assign(target, { name: 'Novo "Nome"', address: 'Rua Nova, 2', image: null, logo: null });
    target.establishmentType = ['club'];
  });

  it('answers an empty page as an empty list', async () => {
    const { response, status } = await t.request({
      method: 'POST',
      url: '/api/v1/user/home',
      headers: { language: 'pt', ...bearer(visitor.token) },
      payload: { latitude: ORIGIN.lat, longitude: ORIGIN.lng, radiusKm: 5, offset: 10 },
    });
    expect(status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({
      status: 200,
      message: JSON.parse(response.body).message,
      data: { items: [], total: expected.length },
    });
    expect(response.body).toContain('"data":{"items":[],"total":4}');
  });
});

/** A page leaves the database in parts of 100 cards (decision 094), joined into one list in the page's order. */
describe('/user/home pages of several parts', () => {
  let t: TestApp;
  let visitor: SignedInUser;
  const AT = { lat: -9.6658, lng: -35.7353 }; // Maceió, far from the other tests' venues
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    visitor = await t.signUpAndLogin('user');
    const owner = await t.signUpAndLogin('owner');
    const rows = Array.from({ length: 230 }, (_, index) =>
      establishmentRow(owner.id, {
        name: `Parte ${index}`,
        latitude: AT.lat + 0.0002 * (index + 1),
        longitude: AT.lng,
        establishment_type: ['bar'],
      }),
    );
    const inserted = await t.db.insertInto('establishments').values(rows).returning('id').execute();
    ids.push(...inserted.map((row) => row.id));
    await t.db
      .insertInto('favourites')
      .values(ids.slice(0, 150).map((id) => ({ user_id: visitor.id, establishment_id: id })))
      .execute();
  });

  afterAll(async () => {
    await t?.close();
  });

  const home = async (payload: Record<string, unknown>) => {
    const { response, status } = await t.request({
      method: 'POST',
      url: '/api/v1/user/home',
      headers: bearer(visitor.token),
      payload: { latitude: AT.lat, longitude: AT.lng, radiusKm: 20, ...payload },
    });
    expect(status).toBe(200);
    return (JSON.parse(response.body) as { data: { items: { _id: string }[]; total: number } }).data;
  };

  it('answers every card once, nearest first, across the parts', async () => {
    const page = await home({});
    expect(page.total).toBe(230);
    expect(page.items.map((card) => card._id)).toEqual(ids);
    const middle = await home({ offset: 95, limit: 110 });
    expect(middle.items.map((card) => card._id)).toEqual(ids.slice(95, 205));
  });

  it('compresses a long list with zstd at level 1 for a browser that takes it, and with gzip otherwise', async () => {
    const ask = (encoding: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/home',
        headers: { ...bearer(visitor.token), 'accept-encoding': encoding },
        payload: { latitude: AT.lat, longitude: AT.lng, radiusKm: 20 },
      });
    const plain = (await ask('identity')).rawPayload;
    const zstd = await ask('gzip, deflate, br, zstd');
    expect(zstd.headers['content-encoding']).toBe('zstd');
    // One-shot zstd is deterministic: the same bytes as level 1 of the plain answer (decision 131).
    const level1 = { params: { [zlib.constants.ZSTD_c_compressionLevel]: 1 } };
    expect(zstd.rawPayload.equals(zlib.zstdCompressSync(plain, level1))).toBe(true);
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).equals(plain)).toBe(true);
  });

  it('counts a search and favourites only past their last card', async () => {
    expect(await home({ search: 'parte', offset: 500 })).toEqual({ items: [], total: 230 });
    expect(await home({ isFavourite: true, offset: 150 })).toEqual({ items: [], total: 150 });
    const favourites = await home({ isFavourite: true, limit: 1000 });
    expect(favourites.items.map((card) => card._id)).toEqual(ids.slice(0, 150));
  });
});
