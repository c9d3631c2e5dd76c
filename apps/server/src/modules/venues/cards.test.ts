import { sql } from 'kysely';
import type { HomeQuery } from '@noite/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEstablishment, insertEvent } from '../../../test/fixtures.ts';
import { createTestApp, type SignedInUser, type TestApp } from '../../../test/helper.ts';
import { addDays, localDate } from '../../lib/time.ts';
import {
  beginPage,
  cardsJson,
  keptCardsOf,
  onCardChanges,
  purgeCardChanges,
  refreshCards,
  renderCards,
} from './cards.ts';
import { circleCells } from './cells.ts';
import { findHomeVenues, type HomeScope } from './queries.ts';
import { homePage } from './service.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Decision 114: the home cards kept by the serving process, for the pages read from the cells' matches, stay true
 * when another writer (another process, an operator) changes a venue's card, whatever the order its transaction
 * commits in.
 */
describe('the home cards kept by the process', () => {
  let t: TestApp;
  let visitor: SignedInUser;
  let scope: HomeScope;
  const at = { latitude: -12.5, longitude: -55.7 };
  const query = { ...at, radiusKm: 50, offset: 0, limit: 1000, isFree: true } as HomeQuery;
  /** The names on the page of free nights read from the cells' matches, which name their venues by id. */
  const names = async () => {
    const rows = await findHomeVenues(t.db, query, scope, {
      from: 'cells',
      runs: circleCells(at.latitude, at.longitude, 50)!,
    });
    return (JSON.parse(cardsJson(await renderCards(t.db, rows))) as { name: string }[]).map((card) => card.name);
  };
  /**
   * The names on the page as served of a search counted from its words' strings (decision 117), read from the cells'
   * matches whatever their number; the log of changed cards read beside its statement.
   */
  const served = async () => {
    const page = await homePage(t.db, { ...query, isFree: undefined, search: 'bar' }, scope);
    return (JSON.parse(cardsJson(page.cards)) as { name: string }[]).map((card) => card.name);
  };
  /** A venue at `at` (or `north` of it, in degrees) with a free night today. */
  const freeVenue = async (ownerId: string, name: string, north = 0) => {
    const venue = await insertEstablishment(t.db, ownerId, { ...at, latitude: at.latitude + north, name });
    await insertEvent(t.db, venue.id, localDate(new Date(), venue.timezone), { is_free: true });
    return venue;
  };
  const rename = (db: typeof t.db, id: string, name: string) =>
    db.updateTable('establishments').set({ name }).where('id', '=', id).execute();
  /** A process of its own (the kept cards are the database handle's), counting its reads of cards by id. */
  const countingCardReads = () => {
    let count = 0;
    const db = t.db.withPlugin({
      transformQuery: ({ node }) => {
        if (node.kind === 'RawNode' && node.sqlFragments.join('').includes('e.card_json from establishments'))
          count += 1;
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    });
    return { db, reads: () => count };
  };
  const changes = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from establishment_card_changes`.execute(t.db)).rows[0]!.n);

  beforeAll(async () => {
    t = await createTestApp();
    visitor = await t.signUpAndLogin('user');
    scope = { userId: visitor.id, includeInactive: false, withinRadius: true };
  });

  afterAll(async () => {
    await t?.close();
  });

  it('shows a card changed by another writer on the next page', async () => {
    const owner = await t.createUser({ type: 'owner' });
    const venue = await freeVenue(owner.id, 'Bar Primeiro');
    expect(await names()).toEqual(['Bar Primeiro']);
    expect(await served()).toEqual(['Bar Primeiro']);
    await rename(t.db, venue.id, 'Bar Segundo');
    expect(await served()).toEqual(['Bar Segundo']);
    expect(await names()).toEqual(['Bar Segundo']);
    // Pages that begin together share the log's next read, and all see the change.
    await rename(t.db, venue.id, 'Bar Terceiro');
    const pages = await Promise.all(Array.from({ length: 5 }, () => names()));
    expect(pages).toEqual(Array.from({ length: 5 }, () => ['Bar Terceiro']));
    await t.db.deleteFrom('establishments').where('id', '=', venue.id).execute();
  });

  it('reads the cards that pages lacking them at once lack only once, and keeps them', async () => {
    const owner = await t.createUser({ type: 'owner' });
    const venues = [await freeVenue(owner.id, 'Bar Junto', 0.3), await freeVenue(owner.id, 'Bar Lado', 0.31)];
    const ids = venues.map((venue) => venue.id);
    const { db: counted, reads } = countingCardReads();
    const cardNames = (cards: (string | undefined)[]) =>
      cards.map((card) => (JSON.parse(`${card},"distance":0,"isFavourite":false}`) as { name: string }).name);
    try {
      // The log read twice first: the first read only marks where the log stands, and the second may still apply the
      // venues' own changes (while another database's transaction holds the server's oldest running one back), which
      // would forget what the pages below keep.
      await refreshCards(counted);
      await refreshCards(counted);
      // Pages that began together, after one read of the log.
      const begun = beginPage(counted);
      const pages = await Promise.all(Array.from({ length: 4 }, () => keptCardsOf(counted, ids, begun)));
      expect(pages.map(cardNames)).toEqual(Array.from({ length: 4 }, () => ['Bar Junto', 'Bar Lado']));
      expect(reads()).toBe(1);
      expect(cardNames(await keptCardsOf(counted, ids))).toEqual(['Bar Junto', 'Bar Lado']);
      expect(reads()).toBe(1);
    } finally {
      await t.db.deleteFrom('establishments').where('id', 'in', ids).execute();
    }
  });

  it('keeps a card when only its venue’s events change, and tells the kept list of both', async () => {
    const owner = await t.createUser({ type: 'owner' });
    const venue = await freeVenue(owner.id, 'Bar Evento', 0.2);
    const { db: counted, reads } = countingCardReads();
    const told: string[] = [];
    onCardChanges(counted, (id) => {
      if (id === venue.id) told.push(id);
    });
    try {
      // As above: the log read twice first, then the card kept.
      await refreshCards(counted);
      await refreshCards(counted);
      await keptCardsOf(counted, [venue.id]);
      const readsBefore = reads();
      told.length = 0;
      // An event's write changes the venue's place in the kept list (its week), not its card.
      await insertEvent(t.db, venue.id, addDays(localDate(new Date(), venue.timezone), 2), { event_name: 'Roda' });
      await refreshCards(counted);
      expect(told.length).toBeGreaterThan(0);
      await keptCardsOf(counted, [venue.id]);
      expect(reads()).toBe(readsBefore);
      // A rename changes the card: read again.
      told.length = 0;
      await rename(t.db, venue.id, 'Bar Evento Novo');
      await refreshCards(counted);
      expect(told.length).toBeGreaterThan(0);
      const [card] = await keptCardsOf(counted, [venue.id]);
      expect(reads()).toBe(readsBefore + 1);
      expect(card).toContain('Bar Evento Novo');
    } finally {
      await t.db.deleteFrom('establishments').where('id', '=', venue.id).execute();
    }
  });

  it('has the page read its cards while the process lacks most of them, and keeps them (decision 121)', async () => {
    const owner = await t.createUser({ type: 'owner' });
    const venues = await Promise.all(
      ['Bar Um', 'Bar Dois', 'Bar Tres'].map((name, index) => freeVenue(owner.id, name, index * 0.01)),
    );
    const runs = circleCells(at.latitude, at.longitude, 50)!;
    // The same cards whether the statement reads them or names the venues by id.
    const read = await findHomeVenues(t.db, query, scope, { from: 'cells', runs, cards: true });
    expect(read.rows.every((row) => row.startsWith('{"_id":'))).toBe(true);
    const byId = await findHomeVenues(t.db, query, scope, { from: 'cells', runs });
    expect(byId.rows.some((row) => row.startsWith('{'))).toBe(false);
    expect(cardsJson(await renderCards(t.db, read))).toBe(cardsJson(await renderCards(t.db, byId)));

    const inStatement = () => beginPage(t.db).inStatement;
    const renameAll = (suffix: string) =>
      Promise.all(venues.map((venue, index) => rename(t.db, venue.id, `Bar ${index + 1} ${suffix}`)));
    const expected = (suffix: string) => venues.map((_, index) => `Bar ${index + 1} ${suffix}`);
    // Every card changed before each page: the process lacks them all, until its pages read them in their statement.
    let pages = 0;
    for (; pages < 10 && !inStatement(); pages += 1) {
      await renameAll(`v${pages}`);
      expect(await served()).toEqual(expected(`v${pages}`));
    }
    expect(inStatement()).toBe(true);
    await renameAll('lido');
    expect(await served()).toEqual(expected('lido'));
    // Cards unchanged: the ones kept from the pages that read them serve the next pages by id.
    for (pages = 0; pages < 20 && inStatement(); pages += 1) expect(await served()).toEqual(expected('lido'));
    expect(inStatement()).toBe(false);
    await renameAll('depois');
    expect(await served()).toEqual(expected('depois'));
    await t.db.deleteFrom('establishments').where('owner_id', '=', owner.id).execute();
  });

  it('logs a change only when the card changes', async () => {
    const owner = await t.createUser({ type: 'owner' });
    const venue = await insertEstablishment(t.db, owner.id, { ...at, name: 'Bar Quieto' });
    const before = await changes();
    await t.db
      .updateTable('establishments')
      .set({ about_text: 'Samba às sextas' })
      .where('id', '=', venue.id)
      .execute();
    await rename(t.db, venue.id, 'Bar Quieto');
    expect(await changes()).toBe(before);
    await t.db.updateTable('establishments').set({ logo: '/uploads/x-1.webp' }).where('id', '=', venue.id).execute();
    expect(await changes()).toBe(before + 1);
    await t.db.deleteFrom('establishments').where('id', '=', venue.id).execute();
  });

  // PGlite has one connection: a transaction left open would hold every other statement.
  it.runIf(onPostgres)('sees a change that commits after a later one was read', async () => {
    const owner = await t.createUser({ type: 'owner' });
    const early = await freeVenue(owner.id, 'Bar Cedo');
    // A rename rewrites the venue's search words (decision 117): the writes to one grid cell's bits, and those adding
    // one new word to the list, wait for each other. So in another cell, and renamed with other words.
    const late = await freeVenue(owner.id, 'Bar Tarde', 0.15);
    expect(await names()).toEqual(['Bar Cedo', 'Bar Tarde']);
    await t.db.transaction().execute(async (trx) => {
      await rename(trx, early.id, 'Bar Cedo Novo');
      // Written and committed after the open transaction's change, and read while it is still open.
      await rename(t.db, late.id, 'Bar Tarde Nova');
      expect(await names()).toEqual(['Bar Cedo', 'Bar Tarde Nova']);
    });
    expect(await names()).toEqual(['Bar Cedo Novo', 'Bar Tarde Nova']);
    await t.db.deleteFrom('establishments').where('owner_id', '=', owner.id).execute();
  });

  it('purges the changes older than a day', async () => {
    const owner = await t.createUser({ type: 'owner' });
    const venue = await insertEstablishment(t.db, owner.id, { ...at, name: 'Bar Velho' });
    await rename(t.db, venue.id, 'Bar Velho Novo');
    await refreshCards(t.db);
    const now = new Date();
    const all = await changes();
    expect(await purgeCardChanges(t.db, now)).toBe(0);
    const twoDaysOn = new Date(now.getTime() + 2 * 24 * 60 * 60 * 1000);
    expect(await purgeCardChanges(t.db, twoDaysOn)).toBe(all);
    expect(await changes()).toBe(0);
    await t.db.deleteFrom('establishments').where('id', '=', venue.id).execute();
  });
});
