import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, buildVenue, type SignedInUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { loadVenueFor, type VenuePurpose } from './access.ts';

let t: TestApp;
let visitor: SignedInUser;
let otherOwner: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  [visitor, otherOwner, admin] = await Promise.all([
    buildUser(t.db),
    buildUser(t.db, { type: 'owner' }),
    buildUser(t.db, { type: 'admin' }),
  ]);
});

afterAll(async () => {
  await t?.close();
});

const callerOf = (user: SignedInUser): AuthUser => ({ id: user.id, type: user.type, sessionId: 'test' });

/** What loadVenueFor answers: `privileged` or `view`-only access, or the status of the error it throws. */
async function outcome(user: SignedInUser, venueId: string, purpose: VenuePurpose) {
  try {
    const { privileged } = await loadVenueFor(t.db, callerOf(user), venueId, purpose);
    return privileged ? 'privileged' : 'visitor';
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

describe('loadVenueFor', () => {
  it.each(['view', 'manage'] as const)('answers 404 for an unknown venue (%s)', async (purpose) => {
    expect(await outcome(admin, randomUUID(), purpose)).toBe(404);
  });

  it('lets visitors view active venues only, and manage none', async () => {
    const active = await buildVenue(t.db);
    const inactive = await buildVenue(t.db, { is_active: false });
    expect(await outcome(visitor, active.id, 'view')).toBe('visitor');
    expect(await outcome(visitor, inactive.id, 'view')).toBe(404);
    expect(await outcome(visitor, active.id, 'manage')).toBe(403);
    expect(await outcome(visitor, inactive.id, 'manage')).toBe(404);
  });

  it('lets the owner and admins view and manage, active or not; another owner gets 403, or 404 when it is inactive', async () => {
    for (const isActive of [true, false]) {
      const venue = await buildVenue(t.db, { is_active: isActive });
      for (const purpose of ['view', 'manage'] as const) {
        expect(await outcome(venue.owner, venue.id, purpose)).toBe('privileged');
        expect(await outcome(admin, venue.id, purpose)).toBe('privileged');
        // Issue 12: another owner must not learn that an inactive venue exists.
        expect(await outcome(otherOwner, venue.id, purpose)).toBe(isActive ? 403 : 404);
      }
    }
  });
});
