import type { HomeQuery } from '@noite/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishmentRow, insertEstablishment } from '../../../test/fixtures.ts';
import { createTestApp, type SignedInUser, type TestApp } from '../../../test/helper.ts';
import { cardsJson } from './cards.ts';
import { nearbyPage, nearbyReady, nearbyTuning } from './nearby.ts';
import type { HomeScope } from './queries.ts';
import { homePage } from './service.ts';

/**
 * Decision 130: a visitor's plain list worked out by the process from the open venues it keeps gives the page
 * statement's answer byte for byte (cards, order, distances, favourites, total), and stays so through other writers'
 * changes, which it learns of only from the log of changed cards.
 */
describe('the plain home list kept by the process', () => {
  let t: TestApp;
  let visitor: SignedInUser;
  let scope: HomeScope;
  let ownerId: string;
  // Away from the other tests' venues.
  const centre = { latitude: -8.76, longitude: -63.9 };
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };

  /** Both answers for a query: the statement's and the kept venues' (which must have answered). */
  const both = async (query: HomeQuery) => {
    const fromStatement = await homePage(t.db, query, scope, false);
    const kept = await nearbyPage(t.db, query, scope);
    expect(kept, 'the kept venues answered').toBeDefined();
    const fromMemory = await homePage(t.db, query, scope);
    return {
      statement: { cards: cardsJson(fromStatement.cards), total: fromStatement.total },
      memory: { cards: cardsJson(fromMemory.cards), total: fromMemory.total },
    };
  };
  const expectSame = async (query: HomeQuery) => {
    const { statement, memory } = await both(query);
    expect(memory).toEqual(statement);
    return statement;
  };
  const deleteVenues = (venues: { id: string }[]) =>
    t.db
      .deleteFrom('establishments')
      .where(
        'id',
        'in',
        venues.map((venue) => venue.id),
      )
      .execute();
  const randomQuery = (): HomeQuery => ({
    latitude: centre.latitude + (random() - 0.5) * 0.6,
    longitude: centre.longitude + (random() - 0.5) * 0.6,
    radiusKm: [0.5, 2, 5, 20, 100][Math.floor(random() * 5)]!,
    offset: random() < 0.3 ? Math.floor(random() * 40) : 0,
    limit: [1, 10, 50, 1000][Math.floor(random() * 4)]!,
  });
  const near = (spread: number) => ({
    latitude: centre.latitude + (random() - 0.5) * spread,
    longitude: centre.longitude + (random() - 0.5) * spread,
  });

  beforeAll(async () => {
    t = await createTestApp({ env: { HOME_MEMORY_VENUES: '150000' } });
    visitor = await t.signUpAndLogin('user');
    scope = { userId: visitor.id, includeInactive: false, withinRadius: true };
    ownerId = (await t.createUser({ type: 'owner' })).id;
    // Crowded near the centre, sparse farther, some closed.
    const rows = [
      ...Array.from({ length: 150 }, () => establishmentRow(ownerId, near(0.05))),
      ...Array.from({ length: 100 }, () => establishmentRow(ownerId, near(0.8))),
      ...Array.from({ length: 10 }, () => establishmentRow(ownerId, { ...near(0.2), is_active: false })),
    ];
    const venues = await t.db.insertInto('establishments').values(rows).returning('id').execute();
    for (const venue of venues.slice(0, 40).filter((_, index) => index % 3 === 0)) {
      await t.db.insertInto('favourites').values({ user_id: visitor.id, establishment_id: venue.id }).execute();
    }
    expect(await nearbyReady(t.db)).toBe(true);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers as the statement does, wherever the visitor is and whatever the page', async () => {
    await expectSame({ ...centre, radiusKm: 100, offset: 0, limit: 1000 });
    await expectSame({ ...centre, radiusKm: 1, offset: 0, limit: 3 });
    await expectSame({ ...centre, radiusKm: 5, offset: 3, limit: 7 });
    // Past the end: no card, the total still told.
    expect((await expectSame({ ...centre, radiusKm: 1, offset: 5000, limit: 10 })).cards).toBe('[]');
    for (let index = 0; index < 40; index++) await expectSame(randomQuery());
  });

  it('finds the nearest ring by ring as it does by sorting every match', async () => {
    nearbyTuning.sortAllUpTo = 0;
    try {
      await expectSame({ ...centre, radiusKm: 100, offset: 0, limit: 1000 });
      for (let index = 0; index < 40; index++) await expectSame(randomQuery());
    } finally {
      nearbyTuning.sortAllUpTo = 4096;
    }
  });

  it('stays true through other writers: venues added, opened, closed, moved, renamed, deleted, liked', async () => {
    const query = { ...centre, radiusKm: 30, offset: 0, limit: 1000 } as HomeQuery;
    const before = await expectSame(query);
    const added = await insertEstablishment(t.db, ownerId, { ...centre, name: 'Bar Recém-Aberto' });
    const after = await expectSame(query);
    expect(after.total).toBe(before.total + 1);
    expect(after.cards).toContain('Bar Recém-Aberto');

    await t.db.updateTable('establishments').set({ is_active: false }).where('id', '=', added.id).execute();
    expect((await expectSame(query)).total).toBe(before.total);
    await t.db.updateTable('establishments').set({ is_active: true }).where('id', '=', added.id).execute();
    expect((await expectSame(query)).total).toBe(before.total + 1);

    // Moved out of the circle, and back near its edge.
    const far = { latitude: centre.latitude + 2, longitude: centre.longitude };
    await t.db.updateTable('establishments').set(far).where('id', '=', added.id).execute();
    expect((await expectSame(query)).total).toBe(before.total);
    await t.db
      .updateTable('establishments')
      .set({ latitude: centre.latitude + 0.26, longitude: centre.longitude })
      .where('id', '=', added.id)
      .execute();
    await expectSame(query);

    await t.db.updateTable('establishments').set({ name: 'Bar Renomeado' }).where('id', '=', added.id).execute();
    expect((await expectSame(query)).cards).toContain('Bar Renomeado');
    await t.db.insertInto('favourites').values({ user_id: visitor.id, establishment_id: added.id }).execute();
    await expectSame(query);
    await t.db.deleteFrom('establishments').where('id', '=', added.id).execute();
    expect(await expectSame(query)).toEqual(before);
  });

  it('lists venues at the very same point by their ids, as the statement orders a page', async () => {
    // Where such a group straddles a page's edge, the statement's walk cuts it in its index's order, the kept venues
    // by id: compared here on pages that hold the group whole or not at all.
    const point = { latitude: centre.latitude + 0.4, longitude: centre.longitude - 0.4 };
    const group = await t.db
      .insertInto('establishments')
      .values(Array.from({ length: 6 }, () => establishmentRow(ownerId, point)))
      .returning('id')
      .execute();
    const page = await expectSame({ ...point, radiusKm: 1, offset: 0, limit: 1000 });
    const ids = (JSON.parse(page.cards) as { _id: string }[]).map((card) => card._id);
    expect(ids).toEqual(group.map((venue) => venue.id).sort());
    await deleteVenues(group);
  });

  it('orders venues crowded into a few metres, with one far off, as the statement does', async () => {
    // Their squared chords crowd into the first of the order's buckets: the page is ordered by the comparator.
    const point = { latitude: centre.latitude - 0.4, longitude: centre.longitude + 0.4 };
    const spot = () => ({
      latitude: point.latitude + (random() - 0.5) * 0.00005,
      longitude: point.longitude + (random() - 0.5) * 0.00005,
    });
    const crowd = await t.db
      .insertInto('establishments')
      .values([
        ...Array.from({ length: 80 }, () => establishmentRow(ownerId, spot())),
        establishmentRow(ownerId, { latitude: point.latitude + 0.03, longitude: point.longitude }),
      ])
      .returning('id')
      .execute();
    try {
      const whole = await expectSame({ ...point, radiusKm: 5, offset: 0, limit: 1000 });
      expect(whole.total).toBe(81);
      await expectSame({ ...point, radiusKm: 5, offset: 10, limit: 20 });
    } finally {
      await deleteVenues(crowd);
    }
  });

  it('leaves the list to the statement past its bound of open venues', async () => {
    const other = await createTestApp({ env: { HOME_MEMORY_VENUES: '1' } });
    try {
      const owner = await other.createUser({ type: 'owner' });
      await insertEstablishment(other.db, owner.id);
      await insertEstablishment(other.db, owner.id);
      expect(await nearbyReady(other.db)).toBe(false);
      const query = { latitude: -23.5503, longitude: -46.6339, radiusKm: 10, offset: 0, limit: 10 } as HomeQuery;
      expect(await nearbyPage(other.db, query, scope)).toBeUndefined();
      expect((await homePage(other.db, query, scope)).total).toBe(2);
    } finally {
      await other.close();
    }
  });
});
