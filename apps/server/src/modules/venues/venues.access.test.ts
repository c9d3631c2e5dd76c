import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectAccess } from '../../../test/access.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

/** Who may call the venue, favourite and name-list routes: 401, 403 and 404 per role. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** A visitor's action on a venue they can see: nobody else may call it. */
const visitorsOnly = {
  anonymous: 401,
  visitor: 200,
  owner: 403,
  otherOwner: 403,
  admin: 403,
  unknownVenue: 404,
  inactiveForVisitor: 404,
};

describe('access to venues, favourites and name lists', () => {
  it('/establishment/details: anyone signed in, but not another owner; inactive venues hidden from visitors', () =>
    expectAccess(
      t,
      { method: 'POST', url: '/establishment/details', body: ({ venueId }) => ({ establishmentId: venueId }) },
      {
        anonymous: 401,
        visitor: 200,
        owner: 200,
        otherOwner: 403,
        admin: 200,
        unknownVenue: 404,
        inactiveForVisitor: 404,
      },
    ));

  it('/user/establishment-like: visitors only', () =>
    expectAccess(
      t,
      {
        method: 'POST',
        url: '/user/establishment-like',
        body: ({ venueId }) => ({ establishmentId: venueId, like: true }),
      },
      visitorsOnly,
    ));

  it('/user/event-join-request: visitors only', () =>
    expectAccess(
      t,
      { method: 'POST', url: '/user/event-join-request', body: ({ eventId }) => ({ eventId, join: true }) },
      visitorsOnly,
    ));

  it('/user/home: anyone signed in', () =>
    expectAccess(
      t,
      { method: 'POST', url: '/user/home', body: () => ({ latitude: -23.55, longitude: -46.63 }) },
      { anonymous: 401, visitor: 200, owner: 200, admin: 200 },
    ));
});
