import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@noite/shared';
import { adminCall, ownerBody, venueBody } from '../../../test/admin.ts';
import { buildUser, buildVenue, type SignedInUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

/** The audit trail of admin actions (issue 12 part 7, decision 055). */
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { type: 'admin', email: `audit.admin.${Date.now()}@example.com` });
});

afterAll(async () => {
  await t?.close();
});

const call = (path: string, payload: unknown, user: SignedInUser | null = admin) => adminCall(t, path, user, payload);

const auditLog = (query = '', user: SignedInUser | null = admin) =>
  t.request({
    method: 'GET',
    url: `/api/v1/admin/audit-log${query}`,
    headers: { language: 'en', ...(user ? user.headers : {}) },
  });

/** The rows about `targetId`, oldest first. */
const rowsAbout = (targetId: string) =>
  t.db.selectFrom('audit_log').selectAll().where('target_id', '=', targetId).orderBy('id').execute();

async function newOwner() {
  const body = ownerBody();
  const answer = await call('owner-sign-up', body);
  expect(answer.status).toBe(201);
  return { body, id: answer.body.data._id as string };
}

describe('GET /admin/audit-log: who may read it', () => {
  it('401 without a token, 403 for a visitor and for an owner', async () => {
    expect((await auditLog('', null)).status).toBe(401);
    expect((await auditLog('', await buildUser(t.db, { type: 'user' }))).status).toBe(403);
    expect((await auditLog('', await buildUser(t.db, { type: 'owner' }))).status).toBe(403);
  });

  it('refuses a limit out of range or a number that is not digits (400)', async () => {
    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?limit=1e2', '?offset=abc']) {
      expect((await auditLog(query)).status, query).toBe(400);
    }
  });
});

describe('each admin action writes its row, in its transaction', () => {
  it('block and unblock an owner: who (id and e-mail then), what, when', async () => {
    const owner = await newOwner();
    const before = Date.now();
    expect((await call('block-owner', { userId: owner.id, isBlocked: true })).status).toBe(200);
    expect((await call('block-owner', { userId: owner.id, isBlocked: false })).status).toBe(200);
    const rows = await rowsAbout(owner.id);
    expect(rows.map((row) => row.action)).toEqual(['owner.block', 'owner.unblock']);
    expect(rows[0]).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      target_type: 'owner',
      changes: { isBlocked: [false, true] },
    });
    expect(new Date(rows[0]!.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('edit-owner: the fields that changed (the password only as changed), and each venue whose plan or state changed', async () => {
    const owner = await newOwner();
    const venue = await buildVenue(t.db, { owner: { ...admin, id: owner.id }, plan: 'basico', is_active: true });
    const still = await buildVenue(t.db, { owner: { ...admin, id: owner.id }, plan: 'premium', is_active: true });
    const answer = await call('edit-owner', {
      userId: owner.id,
      name: 'Nome Novo',
      cpf: owner.body.cpf,
      countryCode: owner.body.countryCode,
      phone: owner.body.phone,
      email: owner.body.email,
      password: 'Outra@Senha99',
      establishments: [
        { _id: venue.id, plan: 'platina', isActive: false },
        { _id: still.id, plan: 'premium', isActive: true },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [ownerRow] = await rowsAbout(owner.id);
    expect(ownerRow).toMatchObject({
      action: 'owner.edit',
      changes: { name: [owner.body.name, 'Nome Novo'], password: true },
    });
    expect(JSON.stringify(ownerRow)).not.toContain('Outra@Senha99');
    expect(await rowsAbout(venue.id)).toMatchObject([
      {
        action: 'venue.update',
        target_type: 'venue',
        changes: { plan: ['basico', 'platina'], isActive: [true, false] },
      },
    ]);
    expect(await rowsAbout(still.id)).toHaveLength(0);
  });

  it('a refused edit-owner writes nothing', async () => {
    const owner = await newOwner();
    const stranger = await buildVenue(t.db);
    const answer = await call('edit-owner', {
      userId: owner.id,
      name: 'Nunca',
      cpf: owner.body.cpf,
      countryCode: owner.body.countryCode,
      phone: owner.body.phone,
      email: owner.body.email,
      password: '',
      establishments: [{ _id: stranger.id, plan: 'platina', isActive: false }],
    });
    expect(answer.status).toBe(400);
    expect(await rowsAbout(owner.id)).toHaveLength(0);
    expect(await rowsAbout(stranger.id)).toHaveLength(0);
  });

  it('create and delete a venue, delete an owner', async () => {
    const owner = await newOwner();
    const created = await call('create-establishment', venueBody(owner.id, { plan: 'premium' }));
    expect(created.status).toBe(201);
    const venueId = created.body.data._id as string;
    expect((await call('delete-establishment', { establishmentId: venueId })).status).toBe(200);
    expect(await rowsAbout(venueId)).toMatchObject([
      { action: 'venue.create', changes: { owner: owner.id, plan: 'premium' } },
      { action: 'venue.delete', changes: { owner: owner.id } },
    ]);

    const second = await call('create-establishment', venueBody(owner.id));
    expect((await call('delete-owner', { userId: owner.id })).status).toBe(200);
    expect((await rowsAbout(owner.id)).at(-1)).toMatchObject({
      action: 'owner.delete',
      changes: { email: owner.body.email, venues: [second.body.data._id] },
    });
  });

  it("an admin's edit of a venue's about, Wi-Fi or payments is recorded; the owner's own edits are not admin actions", async () => {
    const venue = await buildVenue(t.db);
    const about = (user: SignedInUser) =>
      t.request({
        method: 'POST',
        url: '/api/v1/establishment/edit-about',
        headers: user.headers,
        payload: {
          establishmentId: venue.id,
          text: 'Samba ao vivo.',
          phone1: '(11) 98765-4321',
          phone2: '',
          isPhone1: true,
          isPhone2: false,
          instagram: '',
          facebook: '',
        },
      });
    expect((await about(venue.owner)).status).toBe(200);
    expect(await rowsAbout(venue.id)).toHaveLength(0);
    expect((await about(admin)).status).toBe(200);
    expect(await rowsAbout(venue.id)).toMatchObject([{ action: 'venue.edit', changes: { section: 'about' } }]);
  });
});

describe('GET /admin/audit-log: the page', () => {
  it('newest first, with the total, a page at a time', async () => {
    const owner = await newOwner();
    for (const isBlocked of [true, false, true]) await call('block-owner', { userId: owner.id, isBlocked });
    const first = await auditLog('?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(translate('en', 'api.auditLogLoaded'));
    const { items, total } = first.body.data;
    expect(items).toHaveLength(2);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(items[0]).toEqual({
      _id: expect.any(String),
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'owner.block',
      targetType: 'owner',
      targetId: owner.id,
      changes: { isBlocked: [false, true] },
      createdAt: expect.any(String),
    });
    expect(items[1].action).toBe('owner.unblock');
    const next = await auditLog('?limit=2&offset=2');
    expect(next.body.data.items[0].action).toBe('owner.block');
    expect(next.body.data.items[0].targetId).toBe(owner.id);
  });
});
