import { sql } from 'kysely';
import type { HomeQuery, MusicStyle, VenueType } from '@noite/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishmentRow, insertEstablishment, onOneLocalDay } from '../../../test/fixtures.ts';
import { createTestApp, type SignedInUser, type TestApp } from '../../../test/helper.ts';
import { cardsJson } from './cards.ts';
import type { NewEvent } from '../../db/schema.ts';
import { addDays, localDate } from '../../lib/time.ts';
import { hashToken } from '../../lib/tokens.ts';
import { findSessionUser } from '../users/queries.ts';
import { keepDaysAsIfReadEarlier, nearbyPage, nearbyReady, nearbyTuning } from './nearby.ts';
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

  /** The visitor's scope as a request's: with the version of their favourites its session's look-up read. */
  const requestScope = async (): Promise<HomeScope> => {
    const session = await findSessionUser(t.db, hashToken(visitor.token), new Date());
    return { ...scope, favouritesVersion: session!.favouritesVersion };
  };
  /** Both answers for a query: the statement's and the kept venues' (which must have answered). */
  const both = async (query: HomeQuery) => {
    const fromStatement = await homePage(t.db, query, scope, false);
    const kept = await nearbyPage(t.db, query, await requestScope());
    expect(kept, 'the kept venues answered').toBeDefined();
    const fromMemory = await homePage(t.db, query, await requestScope());
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
  const isFavourite = (cards: string, name: string) =>
    (JSON.parse(cards) as { name: string; isFavourite: boolean }[]).find((card) => card.name === name)?.isFavourite;
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
    expect(isFavourite((await expectSame(query)).cards, 'Bar Renomeado')).toBe(true);
    // Its slot freed and given again: the visitor's kept favourites are looked up again.
    await t.db.updateTable('establishments').set({ is_active: false }).where('id', '=', added.id).execute();
    await expectSame(query);
    await t.db.updateTable('establishments').set({ is_active: true }).where('id', '=', added.id).execute();
    expect(isFavourite((await expectSame(query)).cards, 'Bar Renomeado')).toBe(true);
    await t.db.deleteFrom('favourites').where('establishment_id', '=', added.id).execute();
    expect(isFavourite((await expectSame(query)).cards, 'Bar Renomeado')).toBe(false);
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

/**
 * Decisions 134, 135: a visitor's type, event and favourites filters and search worked out by the process from the
 * types, time zones, texts and coming events it keeps give the statement's answer byte for byte, through other
 * writers' venue and event writes, and the venues are read again when the days kept no longer hold a time zone's week.
 */
describe('the filtered and searched home list kept by the process', () => {
  let t: TestApp;
  let scope: HomeScope;
  let ownerId: string;
  const centre = { latitude: -3.1, longitude: -60.02 };
  const ZONES = ['America/Manaus', 'America/Sao_Paulo', 'America/Noronha', 'America/Rio_Branco', 'Pacific/Kiritimati'];
  const STYLES: MusicStyle[] = ['Samba', 'Jazz', 'Forró', 'Punk'];
  const TYPES: VenueType[][] = [['bar'], ['pub'], ['club', 'bar'], ['lounge']];
  const FILTERS: Partial<HomeQuery>[] = [
    { establishmentType: ['pub'] },
    { establishmentType: ['pub', 'club'] },
    { musicStyle: ['Samba'] },
    { musicStyle: ['Samba', 'Jazz', 'Forró'] },
    { isFree: true },
    { isLive: true },
    { isFree: true, isLive: true },
    { musicStyle: ['Forró'], isFree: true, isLive: true },
    { musicStyle: ['Punk'], isLive: true },
    { isFavourite: true },
    { isFavourite: true, isFree: true },
    { establishmentType: ['bar'], musicStyle: ['Jazz'], isLive: true },
    { isFree: false, establishmentType: ['lounge'] },
    // Searches (decision 135): names, addresses, type and style words, events' names in the week, folded, wildcards.
    { search: 'samba' },
    { search: 'SAMBA' },
    { search: 'praça' },
    { search: 'forro' },
    { search: 'roda de' },
    { search: '100%' },
    { search: 'o_p' },
    { search: '%' },
    { search: '\\' },
    { search: 'balada' },
    { search: 'teste 1' },
    { search: 'ímpar' },
    { search: 'zzz' },
    { search: 'samba', isLive: true },
    { search: 'jazz', establishmentType: ['bar'] },
    { search: 'noite', isFavourite: true },
  ];
  const EVENT_NAMES = ['Noite Teste', 'Roda de Samba', 'Jazz na Praça', 'Forró 100%', 'Sábado_Punk', 'Quinta Ímpar'];
  const VENUE_NAMES = ['Boteco 50% Off', 'Casa_Samba', 'Ímpar Açaí', 'Jazz \\ Blues'];
  let seed = 11;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const near = (spread: number) => ({
    latitude: centre.latitude + (random() - 0.5) * spread,
    longitude: centre.longitude + (random() - 0.5) * spread,
  });
  /** An event `day` days from the venue's today (its own calendar), its style and flags drawn at random. */
  const eventRow = (venue: string, zone: string, day: number): NewEvent => {
    const date = addDays(localDate(new Date(), zone), day);
    const start = new Date(`${date}T22:00:00-03:00`);
    return {
      establishment_id: venue,
      event_name: EVENT_NAMES[Math.floor(random() * EVENT_NAMES.length)]!,
      event_date: date,
      start_time: start,
      end_time: new Date(start.getTime() + 6 * 60 * 60 * 1000),
      music_style: STYLES[Math.floor(random() * STYLES.length)]!,
      is_free: random() < 0.5,
      is_live: random() < 0.4,
      entry: 'R$ 20',
    };
  };

  const expectSame = (query: HomeQuery) =>
    onOneLocalDay(ZONES, async () => {
      const label = JSON.stringify(query);
      const fromStatement = await homePage(t.db, query, scope, false);
      // A search of more than a word or part of one (spaces, signs) is left to the statement.
      const byStatement = query.search !== undefined && !/^[0-9a-z\u0080-\uffff]+$/i.test(query.search);
      expect((await nearbyPage(t.db, query, scope)) === undefined, label).toBe(byStatement);
      const fromMemory = await homePage(t.db, query, scope);
      expect({ cards: cardsJson(fromMemory.cards), total: fromMemory.total }, label).toEqual({
        cards: cardsJson(fromStatement.cards),
        total: fromStatement.total,
      });
    });
  const expectEveryFilter = async (queries = 3) => {
    for (const filters of FILTERS) {
      await expectSame({ ...centre, radiusKm: 100, offset: 0, limit: 1000, ...filters });
      for (let index = 0; index < queries; index++) {
        await expectSame({
          ...near(0.4),
          radiusKm: [1, 5, 20, 100][Math.floor(random() * 4)]!,
          offset: random() < 0.3 ? Math.floor(random() * 20) : 0,
          limit: [1, 5, 50][Math.floor(random() * 3)]!,
          ...filters,
        });
      }
    }
  };

  let venues: { id: string; timezone: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp({ env: { HOME_MEMORY_VENUES: '150000' } });
    const visitor = await t.signUpAndLogin('user');
    scope = { userId: visitor.id, includeInactive: false, withinRadius: true };
    ownerId = (await t.createUser({ type: 'owner' })).id;
    const rows = Array.from({ length: 160 }, (_, index) =>
      establishmentRow(ownerId, {
        ...near(index < 100 ? 0.05 : 0.6),
        establishment_type: TYPES[index % TYPES.length]!,
        timezone: ZONES[index % ZONES.length]!,
        ...(index % 7 === 3 ? { name: VENUE_NAMES[index % VENUE_NAMES.length]! } : {}),
      }),
    );
    venues = await t.db.insertInto('establishments').values(rows).returning(['id', 'timezone']).execute();
    // A few days each, from the day before its today to past its week (and one far ahead), a fifth without any.
    const events = venues.flatMap((venue, index) =>
      index % 5 === 4
        ? []
        : [-2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 12, 40]
            .filter(() => random() < 0.3)
            .map((day) => eventRow(venue.id, venue.timezone, day)),
    );
    await t.db.insertInto('events').values(events).execute();
    for (const venue of venues.filter((_, index) => index % 4 === 1)) {
      await t.db.insertInto('favourites').values({ user_id: visitor.id, establishment_id: venue.id }).execute();
    }
    expect(await nearbyReady(t.db)).toBe(true);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers each filter as the statement does, by sorting every match or ring by ring', async () => {
    await expectEveryFilter();
    nearbyTuning.sortAllUpTo = 0;
    try {
      await expectEveryFilter(1);
    } finally {
      nearbyTuning.sortAllUpTo = 4096;
    }
  });

  it('stays true through other writers: events added, changed, moved, renamed and deleted, venues renamed, types and time zones changed', async () => {
    const [first, second, third, fourth, fifth] = venues;
    await t.db.deleteFrom('events').where('establishment_id', '=', first!.id).execute();
    await t.db
      .insertInto('events')
      .values(eventRow(first!.id, first!.timezone, 3))
      .execute();
    await t.db
      .updateTable('events')
      .set({ music_style: 'Punk', is_live: true, is_free: true })
      .where('establishment_id', '=', second!.id)
      .execute();
    await t.db
      .updateTable('events')
      .set({ event_date: sql`event_date + 20` })
      .where('establishment_id', '=', third!.id)
      .execute();
    await t.db
      .updateTable('establishments')
      .set({ establishment_type: ['lounge'] })
      .where('id', '=', fourth!.id)
      .execute();
    await t.db
      .updateTable('establishments')
      .set({ timezone: 'Pacific/Kiritimati' })
      .where('id', 'in', [first!.id, second!.id])
      .execute();
    await t.db.updateTable('establishments').set({ name: 'Roda do Jazz' }).where('id', '=', fifth!.id).execute();
    await t.db
      .updateTable('events')
      .set({ event_name: 'Balada Ímpar' })
      .where('establishment_id', 'in', [third!.id, fourth!.id])
      .execute();
    await expectEveryFilter(1);
  });

  it('counts its days from when it read them, and reads the venues again once they no longer hold the week', async () => {
    keepDaysAsIfReadEarlier(t.db, 5);
    await expectEveryFilter(1);
    keepDaysAsIfReadEarlier(t.db, 25);
    const query = { ...centre, radiusKm: 100, offset: 0, limit: 1000, isLive: true } as HomeQuery;
    expect(await nearbyPage(t.db, query, scope)).toBeUndefined();
    expect(await nearbyReady(t.db)).toBe(true);
    await expectEveryFilter(1);
  });
});
