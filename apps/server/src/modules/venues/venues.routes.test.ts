import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../../test/helper.ts';
import { insertEstablishment, insertEvent } from '../../../test/fixtures.ts';
import { addDays, localDate } from '../../lib/time.ts';
import { distanceKm } from './cells.ts';

/** Great-circle distance on the sphere PostgreSQL's earthdistance uses. */
const haversineKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  distanceKm(a.lat, a.lng, b.lat, b.lng);

const ORIGIN = { lat: -23.5614, lng: -46.6559 }; // Av. Paulista

describe('discovery: /user/home, /establishment/details, likes and name lists', () => {
  let t: TestApp;
  let visitor: SignedInUser;
  let owner: SignedInUser;
  let otherOwner: SignedInUser;
  let admin: SignedInUser;
  const venues: Record<string, { id: string; lat: number; lng: number }> = {};
  const today = localDate(new Date(), 'America/Sao_Paulo');

  beforeAll(async () => {
    t = await createTestApp();
    visitor = await t.signUpAndLogin('user');
    owner = await t.signUpAndLogin('owner');
    otherOwner = await t.signUpAndLogin('owner');
    admin = await t.signUpAndLogin('admin');
    const specs = [
      { key: 'forro', name: 'Forró da Vila', address: 'Rua Aspicuelta, 100', lat: -23.556, lng: -46.69, type: ['bar'] },
      {
        key: 'sao',
        name: 'Boteco São Jorge',
        address: 'Rua Mourato Coelho, 50',
        lat: -23.56,
        lng: -46.683,
        type: ['bar', 'pub'],
      },
      { key: 'club', name: 'Clube Noturno', address: 'Rua Augusta, 872', lat: -23.5535, lng: -46.6555, type: ['club'] },
      { key: 'lounge', name: 'Lounge Ipê', address: 'Av. Brigadeiro, 200', lat: -23.59, lng: -46.68, type: ['lounge'] },
      { key: 'far', name: 'Bar Longe', address: 'Rua Distante, 1', lat: -22.9068, lng: -43.1729, type: ['bar'] },
      {
        key: 'inactive',
        name: 'Bar Fechado',
        address: 'Rua Fechada, 9',
        lat: -23.562,
        lng: -46.656,
        type: ['bar'],
        active: false,
      },
    ];
    for (const spec of specs) {
      const row = await insertEstablishment(t.db, spec.key === 'lounge' ? otherOwner.id : owner.id, {
        name: spec.name,
        address: spec.address,
        latitude: spec.lat,
        longitude: spec.lng,
        establishment_type: spec.type,
        is_active: spec.active ?? true,
      });
      venues[spec.key] = { id: row.id, lat: spec.lat, lng: spec.lng };
    }
    await insertEvent(t.db, venues.forro!.id, today, { music_style: 'Forró', is_live: true, is_free: true });
    await insertEvent(t.db, venues.club!.id, addDays(today, 2), { music_style: 'Eletrônica', is_free: false });
    // Beyond the coming 7 days: must not count for the filters.
    await insertEvent(t.db, venues.lounge!.id, addDays(today, 8), {
      music_style: 'Jazz',
      is_live: true,
      is_free: true,
    });
    await t.db
      .insertInto('banners')
      .values({ establishment_id: venues.club!.id, path: '/uploads/banners/b.webp', position: 0 })
      .execute();
  });

  afterAll(async () => {
    await t?.close();
  });

  const home = (user: SignedInUser | null, body: Record<string, unknown> = {}) =>
    t.request({
      method: 'POST',
      url: '/api/v1/user/home',
      headers: { language: 'en', ...(user ? bearer(user.token) : {}) },
      payload: { latitude: ORIGIN.lat, longitude: ORIGIN.lng, ...body },
    });
  const names = (body: { data: { items: { name: string }[] } }) => body.data.items.map((item) => item.name);

  it('answers 401 without a token', async () => {
    expect((await home(null)).status).toBe(401);
  });

  it('lists active venues nearest first, with distances matching the haversine', async () => {
    const { status, body } = await home(visitor);
    expect(status).toBe(200);
    const items = body.data.items as { _id: string; distance: number; name: string }[];
    expect(names(body)).not.toContain('Bar Fechado');
    expect(names(body)).not.toContain('Bar Longe'); // 360 km away: outside the default radius
    expect(body.data.total).toBe(items.length);
    const distances = items.map((item) => item.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const item of items) {
      const venue = Object.values(venues).find((v) => v.id === item._id)!;
      expect(item.distance).toBeCloseTo(haversineKm(ORIGIN, venue), 1);
    }
    expect(items[0]).toMatchObject({
      name: 'Clube Noturno',
      image: '/uploads/banners/b.webp',
      establishmentType: ['club'],
    });
  });

  it('widens with radiusKm and pages with offset/limit keeping the total', async () => {
    const wide = await home(visitor, { radiusKm: 1000 });
    expect(names(wide.body)).toContain('Bar Longe');
    const page = await home(visitor, { radiusKm: 1000, offset: 1, limit: 2 });
    expect(page.body.data.items).toHaveLength(2);
    expect(page.body.data.total).toBe(wide.body.data.total);
    expect(names(page.body)).toEqual(names(wide.body).slice(1, 3));
    const past = await home(visitor, { offset: 100 });
    expect(past.body.data).toEqual({ items: [], total: 4 });
  });

  it('walks the whole list page by page, counting the total with the filters applied', async () => {
    const whole = await home(visitor, { radiusKm: 1000 });
    const walked: string[] = [];
    for (let offset = 0; offset < whole.body.data.total; offset += 2) {
      const page = await home(visitor, { radiusKm: 1000, offset, limit: 2 });
      expect(page.body.data.total).toBe(whole.body.data.total);
      walked.push(...names(page.body));
    }
    expect(walked).toEqual(names(whole.body));
    const filtered = await home(visitor, { establishmentType: ['bar'], limit: 1 });
    expect(filtered.body.data).toMatchObject({ total: 2, items: [{ name: 'Boteco São Jorge' }] });
  });

  it("shows the venue's first banner on its card, following banner changes", async () => {
    const venue = await insertEstablishment(t.db, owner.id, {
      name: 'Bar das Fotos',
      latitude: -23.5615,
      longitude: -46.656,
    });
    const cardImage = async () => {
      const { body } = await home(visitor, { search: 'Bar das Fotos' });
      return (body.data.items as { image: string | null }[])[0]?.image;
    };
    expect(await cardImage()).toBeNull();
    const [second] = await t.db
      .insertInto('banners')
      .values([
        { establishment_id: venue.id, path: '/uploads/banners/second.webp', position: 1 },
        { establishment_id: venue.id, path: '/uploads/banners/first.webp', position: 0 },
      ])
      .returning('id')
      .execute();
    expect(await cardImage()).toBe('/uploads/banners/first.webp');
    await t.db.updateTable('banners').set({ position: -1 }).where('id', '=', second!.id).execute();
    expect(await cardImage()).toBe('/uploads/banners/second.webp');
    await t.db.deleteFrom('banners').where('id', '=', second!.id).execute();
    expect(await cardImage()).toBe('/uploads/banners/first.webp');
    await t.db.deleteFrom('establishments').where('id', '=', venue.id).execute();
    expect(await cardImage()).toBeUndefined();
  });

  it('filters by venue type (any of the chosen types)', async () => {
    const { body } = await home(visitor, { establishmentType: ['pub', 'club'] });
    expect(names(body).sort()).toEqual(['Boteco São Jorge', 'Clube Noturno']);
  });

  it('filters by music style, free entry and live music over the coming 7 days only', async () => {
    expect(names((await home(visitor, { musicStyle: ['Forró'] })).body)).toEqual(['Forró da Vila']);
    expect(names((await home(visitor, { musicStyle: ['Eletrônica', 'Forró'] })).body).sort()).toEqual([
      'Clube Noturno',
      'Forró da Vila',
    ]);
    expect(names((await home(visitor, { isFree: true })).body)).toEqual(['Forró da Vila']);
    expect(names((await home(visitor, { isLive: true })).body)).toEqual(['Forró da Vila']);
    expect(names((await home(visitor, { musicStyle: ['Jazz'] })).body)).toEqual([]);
  });

  it('searches names and addresses ignoring case and accents', async () => {
    expect(names((await home(visitor, { search: 'forro' })).body)).toEqual(['Forró da Vila']);
    expect(names((await home(visitor, { search: 'SAO' })).body)).toEqual(['Boteco São Jorge']);
    expect(names((await home(visitor, { search: 'augusta' })).body)).toEqual(['Clube Noturno']);
    expect(names((await home(visitor, { search: '100%' })).body)).toEqual([]);
  });

  it('rejects invalid queries listing every field', async () => {
    const { status, body } = await home(visitor, { latitude: 200, establishmentType: ['disco'], search: ' x' });
    expect(status).toBe(400);
    const fields = (body.data.errors as { field: string }[]).map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['latitude', 'search']));
    expect(fields.some((field) => field.startsWith('establishmentType'))).toBe(true);
  });

  it('likes and unlikes idempotently; favourites-only lists them', async () => {
    const like = (body: Record<string, unknown>, user: SignedInUser | null = visitor) =>
      t.request({
        method: 'POST',
        url: '/api/v1/user/establishment-like',
        headers: user ? bearer(user.token) : {},
        payload: body,
      });
    expect((await like({ establishmentId: venues.sao!.id, like: true }, null)).status).toBe(401);
    expect((await like({ establishmentId: venues.sao!.id, like: true }, owner)).status).toBe(403);
    expect((await like({ establishmentId: venues.inactive!.id, like: true })).status).toBe(404);
    for (let i = 0; i < 2; i += 1) {
      const { status, body } = await like({ establishmentId: venues.sao!.id, like: true });
      expect(status).toBe(200);
      expect(body.data).toEqual({ isFavourite: true });
    }
    const favourites = await home(visitor, { isFavourite: true });
    expect(names(favourites.body)).toEqual(['Boteco São Jorge']);
    expect(favourites.body.data.items[0].isFavourite).toBe(true);
    for (let i = 0; i < 2; i += 1) {
      expect((await like({ establishmentId: venues.sao!.id, like: false })).body.data).toEqual({ isFavourite: false });
    }
    expect(names((await home(visitor, { isFavourite: true })).body)).toEqual([]);
  });

  it('gives an owner their own venues only, inactive included, wherever they are', async () => {
    const { body } = await home(owner, { search: undefined });
    expect(names(body).sort()).toEqual(
      ['Bar Fechado', 'Bar Longe', 'Boteco São Jorge', 'Clube Noturno', 'Forró da Vila'].sort(),
    );
    expect(names((await home(otherOwner)).body)).toEqual(['Lounge Ipê']);
  });

  describe('/establishment/details', () => {
    const details = (user: SignedInUser | null, establishmentId: string, extra: Record<string, unknown> = {}) =>
      t.request({
        method: 'POST',
        url: '/api/v1/establishment/details',
        headers: user ? bearer(user.token) : {},
        payload: { establishmentId, ...extra },
      });

    it('answers 401 without a token and 404 for an unknown venue', async () => {
      expect((await details(null, venues.club!.id)).status).toBe(401);
      expect((await details(visitor, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    });

    it('shows a visitor the week from today, the distance and no business identifiers', async () => {
      const { status, body } = await details(visitor, venues.club!.id, { latitude: ORIGIN.lat, longitude: ORIGIN.lng });
      expect(status).toBe(200);
      const data = body.data;
      expect(data.events).toHaveLength(7);
      expect(data.events.map((day: { date: string }) => day.date)).toEqual(
        Array.from({ length: 7 }, (_, index) => addDays(today, index)),
      );
      expect(data.events[2].event).toMatchObject({ musicStyle: 'Eletrônica', isExist: false });
      expect(data.events[2].event.requestCount).toBeUndefined();
      expect(data.events[0].event).toBeNull();
      expect(data.distance).toBeCloseTo(haversineKm(ORIGIN, venues.club!), 1);
      expect(data.banners).toEqual(['/uploads/banners/b.webp']);
      expect(data.cnpj).toBeUndefined();
      expect(data.location.coordinates).toEqual([venues.club!.lng, venues.club!.lat]);
    });

    it('hides inactive venues from visitors, not from their owner or admins', async () => {
      expect((await details(visitor, venues.inactive!.id)).status).toBe(404);
      const own = await details(owner, venues.inactive!.id);
      expect(own.status).toBe(200);
      expect(own.body.data.cnpj).toBe('11.222.333/0001-81');
      expect((await details(admin, venues.inactive!.id)).status).toBe(200);
    });

    it("answers 403 for another owner's venue", async () => {
      expect((await details(otherOwner, venues.club!.id)).status).toBe(403);
    });
  });

  describe('/user/event-join-request', () => {
    const join = (user: SignedInUser | null, eventId: string, joinList = true) =>
      t.request({
        method: 'POST',
        url: '/api/v1/user/event-join-request',
        headers: { language: 'en', ...(user ? bearer(user.token) : {}) },
        payload: { eventId, join: joinList },
      });

    it('lets a visitor join and leave a list on an event that has not ended', async () => {
      const event = await insertEvent(t.db, venues.sao!.id, addDays(today, 1), { event_with_list: true });
      expect((await join(null, event.id)).status).toBe(401);
      expect((await join(owner, event.id)).status).toBe(403);
      const joined = await join(visitor, event.id);
      expect(joined.status).toBe(200);
      expect(joined.body.data).toEqual({ isExist: true });
      expect((await join(visitor, event.id)).status).toBe(200); // idempotent
      const seen = await t.request({
        method: 'POST',
        url: '/api/v1/establishment/details',
        headers: bearer(visitor.token),
        payload: { establishmentId: venues.sao!.id },
      });
      expect(seen.body.data.events[1].event.isExist).toBe(true);
      const ownerView = await t.request({
        method: 'POST',
        url: '/api/v1/establishment/details',
        headers: bearer(owner.token),
        payload: { establishmentId: venues.sao!.id },
      });
      expect(ownerView.body.data.events[1].event.requestCount).toBe(1);
      const left = await join(visitor, event.id, false);
      expect(left.body.data).toEqual({ isExist: false });
    });

    it('refuses events without a list and events that have ended', async () => {
      const noList = await insertEvent(t.db, venues.forro!.id, addDays(today, 3), { event_with_list: false });
      const refused = await join(visitor, noList.id);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('This event has no name list open.');
      const past = await insertEvent(t.db, venues.forro!.id, addDays(today, -3), { event_with_list: true });
      expect((await join(visitor, past.id)).status).toBe(400);
      expect((await join(visitor, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    });
  });
});
