import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { buildEvent, buildUser, buildVenue, type SignedInUser } from './fixtures.ts';
import type { TestApp } from './helper.ts';

/** The venue and the event (today, with a name list) a call is about. */
export interface AccessSubject {
  venueId: string;
  eventId: string;
}

export interface AccessCall {
  method: 'GET' | 'POST';
  /** The path under /api/v1, e.g. `/establishment/details`. */
  url: string;
  body?: (subject: AccessSubject) => Record<string, unknown>;
}

/**
 * The status each caller gets. `owner` owns the venue; `otherOwner` owns another one. `unknownVenue` calls about a
 * venue and an event that do not exist, as the first of owner, visitor and admin expected to succeed (admin if none
 * is); `inactiveForVisitor` calls as a visitor about a switched-off venue (and its event). Leave out what does not
 * apply.
 */
export interface ExpectedAccess {
  anonymous?: number;
  visitor?: number;
  owner?: number;
  otherOwner?: number;
  admin?: number;
  unknownVenue?: number;
  inactiveForVisitor?: number;
}

type Caller = 'visitor' | 'owner' | 'otherOwner' | 'admin';

/** Calls the route as every role of `expected` and asserts all the statuses at once. */
export async function expectAccess(t: TestApp, call: AccessCall, expected: ExpectedAccess): Promise<void> {
  const [visitor, otherOwner, admin, event, inactiveEvent] = await Promise.all([
    buildUser(t.db, { type: 'user' }),
    buildUser(t.db, { type: 'owner' }),
    buildUser(t.db, { type: 'admin' }),
    buildEvent(t.db),
    buildVenue(t.db, { is_active: false }).then((venue) => buildEvent(t.db, { venue })),
  ]);
  const callers: Record<Caller, SignedInUser> = { visitor, owner: event.venue.owner, otherOwner, admin };
  const subjectOf = (built: typeof event): AccessSubject => ({ venueId: built.venue.id, eventId: built.id });
  const send = async (user: SignedInUser | null, subject: AccessSubject) => {
    const { status } = await t.request({
      method: call.method,
      url: `/api/v1${call.url}`,
      headers: user ? user.headers : {},
      ...(call.body ? { payload: call.body(subject) } : {}),
    });
    return status;
  };

  const actual: ExpectedAccess = {};
  if (expected.anonymous !== undefined) actual.anonymous = await send(null, subjectOf(event));
  for (const caller of ['visitor', 'owner', 'otherOwner', 'admin'] as const) {
    if (expected[caller] !== undefined) actual[caller] = await send(callers[caller], subjectOf(event));
  }
  if (expected.unknownVenue !== undefined) {
    const allowed = (['owner', 'visitor', 'admin'] as const).find((caller) => (expected[caller] ?? 500) < 300);
    actual.unknownVenue = await send(callers[allowed ?? 'admin'], { venueId: randomUUID(), eventId: randomUUID() });
  }
  if (expected.inactiveForVisitor !== undefined) {
    actual.inactiveForVisitor = await send(visitor, subjectOf(inactiveEvent));
  }
  expect(actual, `${call.method} ${call.url}`).toEqual(expected);
}
