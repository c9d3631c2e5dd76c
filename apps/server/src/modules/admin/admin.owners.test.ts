import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, nextCpf, ownerBody, venueBody } from '../../../test/admin.ts';
import {
  buildUser,
  insertEstablishment,
  insertEvent,
  insertSession,
  type SignedInUser,
} from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { localDate } from '../../lib/time.ts';

let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { type: 'admin' });
});

afterAll(async () => {
  await t?.close();
});

const call = (path: string, payload: unknown, user: SignedInUser | null = admin) => adminCall(t, path, user, payload);

async function signUpOwner(overrides: Record<string, unknown> = {}) {
  const body = ownerBody(overrides);
  const answer = await call('owner-sign-up', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { body, owner: answer.body.data };
}

const fieldsOf = (answer: { body: { data: { errors: { field: string }[] } } }) =>
  answer.body.data.errors.map((error) => error.field);

describe('POST /admin/owner-sign-up', () => {
  it('creates an owner who can sign in, with the CPF as its digits; owner-detail reads it back', async () => {
    const cpf = nextCpf();
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const { body, owner } = await signUpOwner({ cpf: masked, name: 'Zé' + 'x'.repeat(28) });
    expect(owner).toEqual({
      _id: expect.any(String),
      name: body.name,
      cpf,
      email: body.email,
      createdAt: expect.any(String),
      lastAccess: null,
      establishmentCount: 0,
      isBlocked: false,
      countryCode: '+55',
      phone: '11987654321',
      passLen: body.password.length,
    });
    const detail = await call('owner-detail', { userId: owner._id });
    expect(detail.status).toBe(200);
    expect(detail.body.message).toBe('Owner loaded.');
    expect(detail.body.data).toEqual({ owner, establishments: [] });
    const login = await t.loginAs(body.email, body.password);
    expect(login.type).toBe('owner');
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', owner._id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.device_type).toBe('web');
  });

  it('answers 409 for a registered e-mail (any case) or CPF (masked or not), and creates nothing', async () => {
    const { body } = await signUpOwner();
    const before = await t.db.selectFrom('users').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const email = await call('owner-sign-up', ownerBody({ email: body.email.toUpperCase() }));
    expect([email.status, email.body.message]).toEqual([409, 'This e-mail is already registered.']);
    const masked = body.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    for (const cpf of [body.cpf, masked]) {
      const answer = await call('owner-sign-up', ownerBody({ cpf }));
      expect([answer.status, answer.body.message, answer.body.data]).toEqual([
        409,
        'This CPF is already registered.',
        null,
      ]);
    }
    const after = await t.db.selectFrom('users').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('answers 409 to the loser of two sign-ups racing for one CPF (the unique index decides)', async () => {
    const cpf = nextCpf();
    const answers = await Promise.all([
      call('owner-sign-up', ownerBody({ cpf })),
      call('owner-sign-up', ownerBody({ cpf })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe('This CPF is already registered.');
  });

  it.each([
    ['name of 2', { name: 'Jo' }, 'name'],
    ['name of 31', { name: 'J'.repeat(31) }, 'name'],
    ['name with a leading space', { name: ' João' }, 'name'],
    ['CPF with a wrong check digit', { cpf: '529.982.247-24' }, 'cpf'],
    ['CPF of 10 digits', { cpf: '5299822472' }, 'cpf'],
    ['CPF with letters', { cpf: '529.982.247-2a' }, 'cpf'],
    ['CPF of one repeated digit', { cpf: '111.111.111-11' }, 'cpf'],
    ['e-mail', { email: 'not-an-email' }, 'email'],
    ['weak password', { password: 'abc' }, 'password'],
    ['phone with letters', { phone: '11a87654321' }, 'phone'],
  ])('answers 400 for a %s, naming the field', async (_label, overrides, field) => {
    const answer = await call('owner-sign-up', ownerBody(overrides));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual([field]);
  });

  it('accepts a name of 3 and a CPF without its mask; lists every invalid field at once', async () => {
    await signUpOwner({ name: 'Ana', cpf: '52998224725' });
    const answer = await call('owner-sign-up', ownerBody({ name: '', cpf: '1', email: 'x' }));
    expect(fieldsOf(answer).sort()).toEqual(['cpf', 'email', 'name']);
  });
});

describe('POST /admin/edit-owner', () => {
  async function ownerWithVenues(count: number) {
    const { body, owner } = await signUpOwner();
    const venues = [];
    for (let index = 0; index < count; index++) venues.push(await insertEstablishment(t.db, owner._id));
    return { body, owner, venues };
  }

  const editBody = (userId: string, body: Record<string, unknown>, overrides: Record<string, unknown> = {}) => ({
    userId,
    name: body.name,
    cpf: body.cpf,
    countryCode: body.countryCode,
    phone: body.phone,
    email: body.email,
    password: '',
    establishments: [],
    ...overrides,
  });

  it("updates the owner's fields and each venue's state and plan; answers the refreshed detail", async () => {
    const { body, owner, venues } = await ownerWithVenues(2);
    const visitor = await t.signUpAndLogin('user');
    const home = async () => {
      const answer = await t.request({
        method: 'POST',
        url: '/api/v1/user/home',
        headers: visitor.headers,
        payload: { latitude: -23.5503, longitude: -46.6339, search: 'Bar Teste' },
      });
      return (answer.body.data.items as { _id: string }[]).map((card) => card._id);
    };
    expect(await home()).toEqual(expect.arrayContaining([venues[0]!.id, venues[1]!.id]));

    const cpf = nextCpf();
    const answer = await call(
      'edit-owner',
      editBody(owner._id, body, {
        name: 'Jo',
        cpf,
        email: 'Novo.Email@Example.com',
        countryCode: '+351',
        phone: '912345678',
        establishments: [
          { _id: venues[0]!.id, isActive: false, plan: 'platina' },
          { _id: venues[1]!.id, isActive: true, plan: 'premium' },
        ],
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Owner updated successfully.');
    expect(answer.body.data.owner).toMatchObject({
      name: 'Jo',
      cpf,
      email: 'novo.email@example.com',
      countryCode: '+351',
      phone: '912345678',
      establishmentCount: 2,
    });
    const detail = await call('owner-detail', { userId: owner._id });
    expect(detail.body.data).toEqual(answer.body.data);
    expect(
      detail.body.data.establishments.map((venue: { isActive: boolean; plan: string }) => [venue.isActive, venue.plan]),
    ).toEqual([
      [false, 'platina'],
      [true, 'premium'],
    ]);
    // The switched-off venue is gone from the visitors' home list.
    const ids = await home();
    expect(ids).not.toContain(venues[0]!.id);
    expect(ids).toContain(venues[1]!.id);
  });

  it('keeps the password and sessions without a new one; a new one ends the sessions and sets passLen', async () => {
    const { body, owner } = await ownerWithVenues(0);
    const token = await insertSession(t.db, owner._id);
    const profile = (headers: Record<string, string>) =>
      t.request({ method: 'GET', url: '/api/v1/user/profile', headers });
    const headers = { 'x-access-token': `Bearer ${token}` };

    expect((await call('edit-owner', editBody(owner._id, body))).status).toBe(200);
    expect((await profile(headers)).status).toBe(200);
    await t.loginAs(body.email, body.password);

    const answer = await call('edit-owner', editBody(owner._id, body, { password: 'Outra@Senha99' }));
    expect(answer.body.data.owner.passLen).toBe(13);
    expect((await profile(headers)).status).toBe(401);
    await expect(t.loginAs(body.email, body.password)).rejects.toThrow(/400/);
    await t.loginAs(body.email, 'Outra@Senha99');
  });

  it('answers 409 for an e-mail or CPF of another user, and changes nothing', async () => {
    const { body, owner } = await ownerWithVenues(0);
    const other = await signUpOwner();
    const email = await call('edit-owner', editBody(owner._id, body, { name: 'Changed', email: other.body.email }));
    expect([email.status, email.body.message]).toEqual([409, 'This e-mail is already registered.']);
    const cpf = await call('edit-owner', editBody(owner._id, body, { name: 'Changed', cpf: other.body.cpf }));
    expect([cpf.status, cpf.body.message]).toEqual([409, 'This CPF is already registered.']);
    const detail = await call('owner-detail', { userId: owner._id });
    expect(detail.body.data.owner).toEqual(owner);
  });

  it("answers 400 on the entry of a venue that is not the owner's, and changes nothing (one transaction)", async () => {
    const { body, owner, venues } = await ownerWithVenues(1);
    const stranger = await insertEstablishment(t.db, (await buildUser(t.db, { type: 'owner' })).id);
    const answer = await call(
      'edit-owner',
      editBody(owner._id, body, {
        name: 'Changed',
        establishments: [
          { _id: venues[0]!.id, isActive: false, plan: 'platina' },
          { _id: stranger.id, isActive: false, plan: 'platina' },
        ],
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual([{ field: 'establishments.1._id', message: 'Invalid value.' }]);
    const detail = await call('owner-detail', { userId: owner._id });
    expect(detail.body.data.owner.name).toBe(body.name);
    expect(detail.body.data.establishments[0]).toMatchObject({ isActive: true, plan: 'basico' });
    const strangerNow = await t.db
      .selectFrom('establishments')
      .selectAll()
      .where('id', '=', stranger.id)
      .executeTakeFirstOrThrow();
    expect([strangerNow.is_active, strangerNow.plan]).toEqual([true, 'basico']);
  });

  it.each([
    ['name of 1', { name: 'J' }, 'name'],
    ['name of 31', { name: 'J'.repeat(31) }, 'name'],
    ['CPF', { cpf: '123.456.789-00' }, 'cpf'],
    ['weak new password', { password: 'abcdefgh' }, 'password'],
    [
      'plan',
      { establishments: [{ _id: '00000000-0000-4000-8000-000000000000', isActive: true, plan: 'gold' }] },
      'establishments.0.plan',
    ],
  ])('answers 400 for a %s', async (_label, overrides, field) => {
    const { body, owner } = await ownerWithVenues(0);
    const answer = await call('edit-owner', editBody(owner._id, body, overrides));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual([field]);
  });
});

describe('POST /admin/block-owner', () => {
  it('ends the sessions at once and refuses sign-in (403) while blocked; unblocking restores sign-in', async () => {
    const { body, owner } = await signUpOwner();
    const { token } = await t.loginAs(body.email, body.password);
    const other = await t.loginAs(body.email, body.password, false);
    const profile = (value: string) =>
      t.request({ method: 'GET', url: '/api/v1/user/profile', headers: { 'x-access-token': `Bearer ${value}` } });
    expect((await profile(token)).status).toBe(200);

    const blocked = await call('block-owner', { userId: owner._id, isBlocked: true });
    expect([blocked.status, blocked.body.message]).toEqual([200, 'Owner blocked: they can no longer sign in.']);
    expect(blocked.body.data).toMatchObject({ _id: owner._id, isBlocked: true });
    expect((await profile(token)).status).toBe(401);
    expect((await profile(other.token)).status).toBe(401);
    const sessions = await t.db.selectFrom('sessions').select('id').where('user_id', '=', owner._id).execute();
    expect(sessions).toEqual([]);
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { language: 'en' },
      payload: { email: body.email, password: body.password, remember: true, deviceType: 'web' },
    });
    expect(login.status).toBe(403);
    const list = await call('owner-list', { search: body.email, limit: 5 });
    expect(list.body.data.items[0]).toMatchObject({ _id: owner._id, isBlocked: true });

    const unblocked = await call('block-owner', { userId: owner._id, isBlocked: false });
    expect([unblocked.status, unblocked.body.message]).toEqual([200, 'Owner unblocked: they can sign in again.']);
    expect(unblocked.body.data.isBlocked).toBe(false);
    const again = await t.loginAs(body.email, body.password);
    expect((await profile(again.token)).status).toBe(200);
  });

  it('answers 400 without isBlocked', async () => {
    const { owner } = await signUpOwner();
    const answer = await call('block-owner', { userId: owner._id });
    expect([answer.status, fieldsOf(answer)]).toEqual([400, ['isBlocked']]);
  });
});

describe('POST /admin/delete-owner', () => {
  /** Row counts of every table, and how many files the uploads directory holds. */
  async function census() {
    const tables = [
      'users',
      'sessions',
      'password_reset_tokens',
      'establishments',
      'banners',
      'menu_categories',
      'events',
      'event_list_entries',
      'favourites',
    ] as const;
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const row = await t.db.selectFrom(table).select(t.db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    const directory = t.config.uploadsDir;
    const files = fs.existsSync(directory)
      ? fs.readdirSync(directory, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
      : 0;
    return { counts, files };
  }

  /** An owner with two venues, each with a logo, two banners, a menu, events, a favourite and a name-list entry. */
  async function fullOwner(visitor: SignedInUser) {
    const { owner } = await signUpOwner();
    const save = (folder: string) => t.ctx.storage.save(folder, Buffer.from(`bytes of ${folder}`), 'webp');
    await t.db
      .updateTable('users')
      .set({ profile_image: await save('profiles') })
      .where('id', '=', owner._id)
      .execute();
    await insertSession(t.db, owner._id);
    await t.db
      .insertInto('password_reset_tokens')
      .values({ user_id: owner._id, token_hash: `hash-${owner._id}`, expires_at: new Date(Date.now() + 60_000) })
      .execute();
    const files: string[] = [];
    for (let index = 0; index < 2; index++) {
      const created = await call('create-establishment', venueBody(owner._id));
      expect(created.status).toBe(201);
      const venueId = created.body.data._id as string;
      const logo = await save('logos');
      await t.db.updateTable('establishments').set({ logo }).where('id', '=', venueId).execute();
      const banners = [await save('banners'), await save('banners')];
      await t.db
        .insertInto('banners')
        .values(banners.map((bannerPath, position) => ({ establishment_id: venueId, path: bannerPath, position })))
        .execute();
      files.push(logo, ...banners);
      const today = localDate(new Date(), 'America/Sao_Paulo');
      const event = await insertEvent(t.db, venueId, today);
      await insertEvent(t.db, venueId, '2030-01-01');
      await t.db.insertInto('event_list_entries').values({ event_id: event.id, user_id: visitor.id }).execute();
      await t.db.insertInto('favourites').values({ user_id: visitor.id, establishment_id: venueId }).execute();
    }
    const profile = await t.db
      .selectFrom('users')
      .select('profile_image')
      .where('id', '=', owner._id)
      .executeTakeFirstOrThrow();
    return { owner, files: [profile.profile_image!, ...files] };
  }

  it('leaves no row and no file of the owner behind, keeps everyone else, and answers the list page', async () => {
    const visitor = await buildUser(t.db, { type: 'user' });
    const keep = await fullOwner(visitor);
    const before = await census();
    const gone = await fullOwner(visitor);
    const withGone = await census();
    expect(withGone.files - before.files).toBe(gone.files.length);

    const query = { offset: 0, limit: 5, search: '', sort: 'createdAt', order: -1 } as const;
    const answer = await call('delete-owner', { userId: gone.owner._id, ...query });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Owner and their establishments deleted.');
    expect(answer.body.data).toEqual((await call('owner-list', query)).body.data);
    expect(answer.body.data.items.map((item: { _id: string }) => item._id)).not.toContain(gone.owner._id);

    expect(await census()).toEqual(before);
    for (const file of gone.files) {
      expect(fs.existsSync(path.join(t.config.uploadsDir, file.replace(/^\/uploads\//, '')))).toBe(false);
    }
    for (const file of keep.files) {
      expect(fs.existsSync(path.join(t.config.uploadsDir, file.replace(/^\/uploads\//, '')))).toBe(true);
    }
    expect((await call('owner-detail', { userId: gone.owner._id })).status).toBe(404);
    expect((await call('owner-detail', { userId: keep.owner._id })).body.data.establishments).toHaveLength(2);
    expect((await call('delete-owner', { userId: gone.owner._id, ...query })).status).toBe(404);
  });

  it('answers exactly the page asked for, empty past the end (the client steps back)', async () => {
    const { owner } = await signUpOwner();
    const list = await call('owner-list', { limit: 100 });
    const total = list.body.data.total as number;
    const answer = await call('delete-owner', { userId: owner._id, offset: total - 1, limit: 5 });
    expect(answer.body.data).toEqual({ items: [], total: total - 1 });
  });
});
