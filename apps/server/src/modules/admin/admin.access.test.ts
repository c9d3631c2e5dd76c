import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccess } from '../../../test/access.ts';
import { adminCall, ownerBody, venueBody } from '../../../test/admin.ts';
import { buildUser, buildVenue, type SignedInUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

/**
 * Who may call the admin console's routes: admins only (401 without a session, 403 for visitors and owners), but
 * for creating and deleting venues, which owners may do for their own (decision 032, owner-venues.routes.test.ts).
 */
let t: TestApp;
let visitor: SignedInUser;
let owner: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  [visitor, owner, admin] = await Promise.all([
    buildUser(t.db, { type: 'user' }),
    buildUser(t.db, { type: 'owner' }),
    buildUser(t.db, { type: 'admin' }),
  ]);
});

afterAll(async () => {
  await t?.close();
});

/** Each route with a valid body about `subject` (an owner's id) and the status an admin gets. */
const ROUTES: [string, (subject: string) => unknown, number][] = [
  ['owner-sign-up', () => ownerBody(), 201],
  ['owner-list', () => ({ offset: 0, limit: 5, sort: 'name', order: 1 }), 200],
  ['owner-detail', (subject) => ({ userId: subject }), 200],
  [
    'edit-owner',
    (subject) => ({ userId: subject, ...ownerBody({ name: 'Jo', password: '' }), establishments: [] }),
    200,
  ],
  ['block-owner', (subject) => ({ userId: subject, isBlocked: false }), 200],
  ['delete-owner', (subject) => ({ userId: subject, offset: 0, limit: 5, sort: 'createdAt', order: -1 }), 200],
];

describe('access to /admin/*', () => {
  it.each(ROUTES)('/admin/%s: 401 anonymous, 403 visitor and owner, admin allowed', async (path, body, allowed) => {
    const subject = await buildUser(t.db, { type: 'owner' });
    const statuses = {
      anonymous: (await adminCall(t, path, null, body(subject.id))).status,
      visitor: (await adminCall(t, path, visitor, body(subject.id))).status,
      owner: (await adminCall(t, path, owner, body(subject.id))).status,
      ownerAboutThemselves: (await adminCall(t, path, subject, body(subject.id))).status,
    };
    expect(statuses).toEqual({ anonymous: 401, visitor: 403, owner: 403, ownerAboutThemselves: 403 });
    // Nothing of the refused calls happened.
    expect((await adminCall(t, 'owner-detail', admin, { userId: subject.id })).body.data.establishments).toEqual([]);
    const answer = await adminCall(t, path, admin, body(subject.id));
    expect(answer.status, JSON.stringify(answer.body)).toBe(allowed);
  });

  it.each(['owner-detail', 'edit-owner', 'block-owner', 'delete-owner', 'create-establishment'])(
    '/admin/%s: 404 for an unknown id and for a user who is not an owner',
    async (path) => {
      const body = ROUTES.find(([name]) => name === path)?.[1] ?? venueBody;
      for (const id of [randomUUID(), visitor.id, admin.id]) {
        const answer = await adminCall(t, path, admin, body(id));
        expect(answer.status, `${path} ${id}`).toBe(404);
        expect(answer.body).toEqual({ status: 404, message: 'Not found.', data: null });
      }
    },
  );

  it('/admin/create-establishment: 401 anonymous, 403 visitor, owners and admins allowed', async () => {
    const subject = await buildUser(t.db, { type: 'owner' });
    const statuses = {
      anonymous: (await adminCall(t, 'create-establishment', null, venueBody(subject.id))).status,
      visitor: (await adminCall(t, 'create-establishment', visitor, venueBody(subject.id))).status,
      owner: (await adminCall(t, 'create-establishment', owner, venueBody(subject.id))).status,
      admin: (await adminCall(t, 'create-establishment', admin, venueBody(subject.id))).status,
    };
    expect(statuses).toEqual({ anonymous: 401, visitor: 403, owner: 201, admin: 201 });
  });

  it("/admin/delete-establishment: the venue's owner and admins, 404 for an unknown venue", async () => {
    const call = {
      method: 'POST',
      url: '/admin/delete-establishment',
      body: ({ venueId }: { venueId: string }) => ({ establishmentId: venueId }),
    } as const;
    // A fresh venue each time: the first allowed call deletes it.
    await expectAccess(t, call, { anonymous: 401, visitor: 403, otherOwner: 403, unknownVenue: 404 });
    await expectAccess(t, call, { owner: 200 });
    await expectAccess(t, call, { admin: 200 });
  });

  it('answers 400 with the field for an id that is not a uuid, before any lookup', async () => {
    const venue = await buildVenue(t.db);
    for (const [path, body] of [
      ['owner-detail', { userId: 'nope' }],
      ['delete-establishment', { establishmentId: `${venue.id}x` }],
    ] as const) {
      const { status, body: answer } = await adminCall(t, path, admin, body);
      expect(status).toBe(400);
      expect(answer.data.errors[0].field).toBe(Object.keys(body)[0]);
    }
  });
});
