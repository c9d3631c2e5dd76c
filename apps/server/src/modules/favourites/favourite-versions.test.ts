import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, buildVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { hashToken } from '../../lib/tokens.ts';
import { findSessionUser } from '../users/queries.ts';

/** Decision 137: a user's favourites counted up once per statement that adds or removes some, read with the session. */
describe("the version of a user's favourites", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('starts at 0 and counts each statement that adds or removes favourites once', async () => {
    const visitor = await buildUser(t.db);
    const other = await buildUser(t.db);
    const versionOf = async () =>
      (await findSessionUser(t.db, hashToken(visitor.token), new Date()))!.favouritesVersion;
    const venues = await Promise.all([buildVenue(t.db), buildVenue(t.db), buildVenue(t.db)]);
    expect(await versionOf()).toBe('0');

    await t.db
      .insertInto('favourites')
      .values(venues.map((venue) => ({ user_id: visitor.id, establishment_id: venue.id })))
      .execute();
    expect(await versionOf()).toBe('1');
    await t.db.insertInto('favourites').values({ user_id: other.id, establishment_id: venues[0]!.id }).execute();
    expect(await versionOf()).toBe('1');
    // A statement that changes nothing leaves it.
    await t.db
      .deleteFrom('favourites')
      .where('user_id', '=', visitor.id)
      .where('establishment_id', '=', other.id)
      .execute();
    expect(await versionOf()).toBe('1');
    await t.db.deleteFrom('favourites').where('establishment_id', '=', venues[1]!.id).execute();
    expect(await versionOf()).toBe('2');
    // A venue deleted takes its favourites with it.
    await t.db.deleteFrom('establishments').where('id', '=', venues[2]!.id).execute();
    expect(await versionOf()).toBe('3');
  });

  it('lets a user with favourites be deleted', async () => {
    const visitor = await buildUser(t.db);
    const venue = await buildVenue(t.db);
    await t.db.insertInto('favourites').values({ user_id: visitor.id, establishment_id: venue.id }).execute();
    await t.db.deleteFrom('users').where('id', '=', visitor.id).execute();
    expect(await t.db.selectFrom('favourites').where('user_id', '=', visitor.id).selectAll().execute()).toEqual([]);
  });
});
