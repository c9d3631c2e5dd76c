import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type Role } from '@noite/shared';
import { imageWithExif, multipart, type UploadFile } from '../../../test/files.ts';
import { insertEstablishment, insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../../test/helper.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

const en = { language: 'en' };
const ROLES: Role[] = ['user', 'owner', 'admin'];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return t.request({ method: 'GET', url: `/api/v1${url}`, headers });
}

async function editProfile(
  user: { headers: Record<string, string> } | undefined,
  fields: Record<string, string>,
  file?: UploadFile,
  headers: Record<string, string> = {},
) {
  const body = await multipart(fields, file);
  return t.request({
    method: 'POST',
    url: '/api/v1/user/edit-profile',
    headers: { ...user?.headers, ...body.headers, ...headers },
    payload: body.payload,
  });
}

const profileFields = { name: 'Nome Novo', countryCode: '+351', phone: '912345678' };

function uploadsPath(publicPath: string): string {
  return path.join(t.config.uploadsDir, publicPath.replace(/^\/uploads\//, ''));
}

async function userRow(id: string) {
  return t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

function filesUnder(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe('GET /user/profile', () => {
  it.each(ROLES)('answers the profile of a signed-in %s', async (role) => {
    const user = await t.signUpAndLogin(role, { name: `Perfil ${role}` });
    const { status, body } = await get('/user/profile', { ...user.headers, ...en });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 200,
      message: translate('en', 'api.profileLoaded'),
      data: {
        _id: user.id,
        name: `Perfil ${role}`,
        email: user.email,
        countryCode: '+55',
        phone: '11987654321',
        profileImage: null,
        type: role,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        lastAccess: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        socialTypes: [],
        hasPassword: true,
      },
    });
    expect(Object.keys(body.data).sort()).toEqual(
      [
        '_id',
        'name',
        'email',
        'countryCode',
        'phone',
        'profileImage',
        'type',
        'createdAt',
        'lastAccess',
        'socialTypes',
        'hasPassword',
      ].sort(),
    );
  });

  it('never answers the password hash or the CPF', async () => {
    const owner = await t.signUpAndLogin('owner', { cpf: '529.982.247-25' });
    const { response } = await get('/user/profile', owner.headers);
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain('529.982.247-25');
    // hasPassword says whether there is one (decision 036), never what it is.
    expect(response.body.replace('"hasPassword":true', '')).not.toMatch(/password|cpf/i);
  });

  it('accepts the token in Authorization: Bearer as well as x-access-token', async () => {
    const user = await t.signUpAndLogin();
    expect((await get('/user/profile', { authorization: `Bearer ${user.token}` })).status).toBe(200);
    expect((await get('/user/profile', { 'x-access-token': user.token })).status).toBe(200);
  });

  it.each([
    ['no token', {}],
    ['an empty bearer', { 'x-access-token': 'Bearer ' }],
    ['a garbage token', { 'x-access-token': 'Bearer not-a-token' }],
    ['an over-long token', { 'x-access-token': `Bearer ${'x'.repeat(500)}` }],
    ['a garbage Authorization header', { authorization: 'Bearer 123' }],
  ])('answers 401 "Session Expired" with %s', async (_label, headers) => {
    const { status, body } = await get('/user/profile', { ...headers, ...en });
    expect(status).toBe(401);
    expect(body).toEqual({ status: 401, message: 'Session Expired', data: null });
  });

  it('answers 401 for a token that looks right but has no session', async () => {
    const { token } = newToken();
    expect((await get('/user/profile', bearer(token))).status).toBe(401);
  });

  it('answers 401 once the session has expired', async () => {
    const user = await t.signUpAndLogin();
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(user.token))
      .execute();
    expect((await get('/user/profile', user.headers)).status).toBe(401);
  });

  it('answers 403 to a session of an account that has since been blocked', async () => {
    const user = await t.signUpAndLogin();
    await t.db.updateTable('users').set({ is_blocked: true }).where('id', '=', user.id).execute();
    const { status, body } = await get('/user/profile', { ...user.headers, ...en });
    expect(status).toBe(403);
    expect(body).toEqual({ status: 403, message: translate('en', 'api.accountBlocked'), data: null });
  });
});

describe('POST /user/edit-profile', () => {
  it('answers 401 without a token', async () => {
    const { status, body } = await editProfile(undefined, profileFields, undefined, en);
    expect(status).toBe(401);
    expect(body).toEqual({ status: 401, message: 'Session Expired', data: null });
  });

  it.each(ROLES)('lets a %s edit name, country code and phone (200, the profile)', async (role) => {
    const user = await t.signUpAndLogin(role);
    const { status, body } = await editProfile(user, { ...profileFields, phone: '(91) 23456-789' }, undefined, en);
    expect(status).toBe(200);
    expect(body.message).toBe(translate('en', 'api.profileUpdated'));
    expect(body.data).toMatchObject({
      _id: user.id,
      name: 'Nome Novo',
      email: user.email,
      countryCode: '+351',
      phone: '9123456789',
      profileImage: null,
      type: role,
    });
    const row = await userRow(user.id);
    expect(row).toMatchObject({ name: 'Nome Novo', country_code: '+351', phone: '9123456789' });
  });

  it('ignores an e-mail sent along (the e-mail is not editable)', async () => {
    const user = await t.signUpAndLogin();
    const { status, body } = await editProfile(user, { ...profileFields, email: 'hijack@example.com' });
    expect(status).toBe(200);
    expect(body.data.email).toBe(user.email);
  });

  it.each(['png', 'jpeg'] as const)(
    'stores a %s upload as a WebP without EXIF under DATA_DIR/uploads and serves it at /uploads',
    async (format) => {
      const user = await t.signUpAndLogin();
      const original = await imageWithExif(format);
      const before = await sharp(original).metadata();
      expect(before.exif?.length).toBeGreaterThan(0); // the upload really carries EXIF

      const { status, body } = await editProfile(user, profileFields, {
        field: 'profileImage',
        filename: `photo.${format === 'png' ? 'png' : 'jpg'}`,
        contentType: `image/${format}`,
        bytes: original,
      });
      expect(status).toBe(200);
      const publicPath: string = body.data.profileImage;
      expect(publicPath).toMatch(/^\/uploads\/profiles\/[0-9a-f-]{36}\.webp$/);
      expect((await userRow(user.id))?.profile_image).toBe(publicPath);

      const file = uploadsPath(publicPath);
      expect(file.startsWith(path.join(t.config.dataDir, 'uploads') + path.sep)).toBe(true);
      const stored = fs.readFileSync(file);
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.width).toBeLessThanOrEqual(512);
      expect(metadata.height).toBeLessThanOrEqual(512);
      expect(stored.includes(Buffer.from('Noite test secret'))).toBe(false);

      const served = await t.app.inject({ method: 'GET', url: publicPath });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.equals(stored)).toBe(true);

      // The profile and the next login answer the image.
      expect((await get('/user/profile', user.headers)).body.data.profileImage).toBe(publicPath);
      expect((await t.loginAs(user.email, user.password)).profileImage).toBe(publicPath);
    },
  );

  it('replaces the previous image file when a new one is uploaded, and keeps it when none is sent', async () => {
    const user = await t.signUpAndLogin();
    const upload = async () =>
      (
        await editProfile(user, profileFields, {
          field: 'profileImage',
          filename: 'a.png',
          contentType: 'image/png',
          bytes: await imageWithExif('png', 64, 64),
        })
      ).body.data.profileImage as string;
    const first = await upload();
    const second = await upload();
    expect(second).not.toBe(first);
    expect(fs.existsSync(uploadsPath(first))).toBe(false);
    expect(fs.existsSync(uploadsPath(second))).toBe(true);

    const withoutImage = await editProfile(user, { ...profileFields, name: 'Sem Imagem' });
    expect(withoutImage.body.data.profileImage).toBe(second);
    expect(fs.existsSync(uploadsPath(second))).toBe(true);
  });

  it('answers 415 to a text file named .png (judged by its bytes) and changes nothing', async () => {
    const user = await t.signUpAndLogin();
    const before = await userRow(user.id);
    const filesBefore = filesUnder(t.config.uploadsDir).length;
    const { status, body } = await editProfile(
      user,
      profileFields,
      {
        field: 'profileImage',
        filename: 'photo.png',
        contentType: 'image/png',
        bytes: Buffer.from('just some text\n'.repeat(50)),
      },
      en,
    );
    expect(status).toBe(415);
    expect(body).toEqual({ status: 415, message: translate('en', 'api.notAnImage'), data: null });
    expect(await userRow(user.id)).toEqual(before);
    expect(filesUnder(t.config.uploadsDir)).toHaveLength(filesBefore);
  });

  it('answers 415 to an SVG (not among the accepted raster types)', async () => {
    const user = await t.signUpAndLogin();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const { status } = await editProfile(user, profileFields, {
      field: 'profileImage',
      filename: 'x.svg',
      contentType: 'image/svg+xml',
      bytes: svg,
    });
    expect(status).toBe(415);
  });

  it('answers 413 to an upload over 5,000,000 bytes and changes nothing', async () => {
    const user = await t.signUpAndLogin();
    const before = await userRow(user.id);
    const png = await imageWithExif('png', 32, 32);
    const big = Buffer.concat([png, Buffer.alloc(5_000_001 - png.length, 1)]);
    expect(big.length).toBe(5_000_001);
    const { status, body } = await editProfile(
      user,
      profileFields,
      { field: 'profileImage', filename: 'big.png', contentType: 'image/png', bytes: big },
      en,
    );
    expect(status).toBe(413);
    expect(body).toEqual({ status: 413, message: translate('en', 'api.imageTooLarge'), data: null });
    expect(await userRow(user.id)).toEqual(before);
  });

  it('accepts an image of exactly 5,000,000 bytes', async () => {
    const user = await t.signUpAndLogin();
    const png = await imageWithExif('png', 32, 32);
    // Bytes after PNG's IEND chunk are ignored by decoders.
    const exact = Buffer.concat([png, Buffer.alloc(5_000_000 - png.length, 0)]);
    const { status } = await editProfile(user, profileFields, {
      field: 'profileImage',
      filename: 'exact.png',
      contentType: 'image/png',
      bytes: exact,
    });
    expect(status).toBe(200);
  });

  it('answers 400 listing every invalid field, and changes nothing (no file stored either)', async () => {
    const user = await t.signUpAndLogin();
    const before = await userRow(user.id);
    const filesBefore = filesUnder(t.config.uploadsDir).length;
    const { status, body } = await editProfile(
      user,
      { name: ' Nome', countryCode: 'BR', phone: '12ab', password: 'short' },
      { field: 'profileImage', filename: 'a.png', contentType: 'image/png', bytes: await imageWithExif('png', 32, 32) },
      en,
    );
    expect(status).toBe(400);
    expect(body.data.errors).toEqual([
      { field: 'name', message: translate('en', 'validation.leadingSpace') },
      { field: 'countryCode', message: translate('en', 'validation.countryCodeRequired') },
      { field: 'phone', message: translate('en', 'validation.phoneDigits') },
      { field: 'password', message: translate('en', 'validation.passwordStrength') },
    ]);
    expect(body.message).toBe(translate('en', 'validation.leadingSpace'));
    expect(await userRow(user.id)).toEqual(before);
    expect(filesUnder(t.config.uploadsDir)).toHaveLength(filesBefore);
  });

  it('answers 400 for missing fields and for a password over 15 characters', async () => {
    const user = await t.signUpAndLogin();
    const missing = await editProfile(user, {});
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['name', 'countryCode', 'phone']);

    const long = await editProfile(user, { ...profileFields, password: 'Aa1@aaaaaaaaaaaa' }, undefined, en);
    expect(long.status).toBe(400);
    expect(long.body.data.errors).toEqual([
      { field: 'password', message: translate('en', 'validation.accountPasswordMax') },
    ]);
  });

  it('answers 400 to a JSON body (the call is multipart)', async () => {
    const user = await t.signUpAndLogin();
    const { status, body } = await t.request({
      method: 'POST',
      url: '/api/v1/user/edit-profile',
      headers: user.headers,
      payload: profileFields,
    });
    expect(status).toBe(400);
    expect(body.status).toBe(400);
  });

  it('changes the password: ends the other sessions, keeps the current one', async () => {
    const user = await t.signUpAndLogin();
    const other = await t.loginAs(user.email, user.password);
    const newPassword = 'Troca@2026';

    const { status } = await editProfile(user, { ...profileFields, password: ` ${newPassword} ` });
    expect(status).toBe(200);

    expect((await get('/user/profile', user.headers)).status).toBe(200);
    expect((await get('/user/profile', bearer(other.token))).status).toBe(401);
    const sessions = await t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute();
    expect(sessions).toEqual([{ token_hash: hashToken(user.token) }]);

    const row = await userRow(user.id);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.pass_len).toBe(newPassword.length);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/v1/user/login',
          payload: { email: user.email, password: user.password },
        })
      ).status,
    ).toBe(400);
    expect((await t.loginAs(user.email, newPassword)).token).toBeTruthy();
  });

  it('keeps the password and every session when the password field is empty', async () => {
    const user = await t.signUpAndLogin();
    const other = await t.loginAs(user.email, user.password);
    const hashBefore = (await userRow(user.id))?.password_hash;
    expect((await editProfile(user, { ...profileFields, password: '' })).status).toBe(200);
    expect((await userRow(user.id))?.password_hash).toBe(hashBefore);
    expect((await get('/user/profile', bearer(other.token))).status).toBe(200);
  });
});

describe('GET /user/delete-account', () => {
  it('answers 401 without a token', async () => {
    const { status, body } = await get('/user/delete-account', en);
    expect(status).toBe(401);
    expect(body).toEqual({ status: 401, message: 'Session Expired', data: null });
  });

  it.each(['owner', 'admin'] as const)('answers 403 to an %s and deletes nothing', async (role) => {
    const user = await t.signUpAndLogin(role);
    const { status, body } = await get('/user/delete-account', { ...user.headers, ...en });
    expect(status).toBe(403);
    expect(body).toEqual({ status: 403, message: translate('en', 'api.forbidden'), data: null });
    expect(await userRow(user.id)).toBeDefined();
    expect((await get('/user/profile', user.headers)).status).toBe(200);
  });

  it("deletes the visitor and every row and file of theirs; the token is dead; others' data stays", async () => {
    const visitor: SignedInUser = await t.signUpAndLogin();
    const secondSession = await t.loginAs(visitor.email, visitor.password);
    const bystander = await t.signUpAndLogin();
    const owner = await t.createUser({ type: 'owner' });

    // A profile image, favourites, name-list entries and a reset token.
    const upload = await editProfile(visitor, profileFields, {
      field: 'profileImage',
      filename: 'me.jpg',
      contentType: 'image/jpeg',
      bytes: await imageWithExif('jpeg', 64, 64),
    });
    const imageFile = uploadsPath(upload.body.data.profileImage);
    expect(fs.existsSync(imageFile)).toBe(true);

    const venue = await insertEstablishment(t.db, owner.id);
    const otherVenue = await insertEstablishment(t.db, owner.id);
    const event = await insertEvent(t.db, venue.id, '2099-01-02');
    await t.db
      .insertInto('favourites')
      .values([
        { user_id: visitor.id, establishment_id: venue.id },
        { user_id: visitor.id, establishment_id: otherVenue.id },
        { user_id: bystander.id, establishment_id: venue.id },
      ])
      .execute();
    await t.db
      .insertInto('event_list_entries')
      .values([
        { event_id: event.id, user_id: visitor.id },
        { event_id: event.id, user_id: bystander.id },
      ])
      .execute();
    await t.request({ method: 'POST', url: '/api/v1/user/forgot-password', payload: { email: visitor.email } });
    // The mail worker makes the reset token (decision 054): deliver the queue now instead of waiting for its round.
    await t.flushMail();

    const counts = async (userId: string) => ({
      users: (await t.db.selectFrom('users').select('id').where('id', '=', userId).execute()).length,
      sessions: (await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length,
      favourites: (await t.db.selectFrom('favourites').select('user_id').where('user_id', '=', userId).execute())
        .length,
      entries: (await t.db.selectFrom('event_list_entries').select('user_id').where('user_id', '=', userId).execute())
        .length,
      resetTokens: (
        await t.db.selectFrom('password_reset_tokens').select('user_id').where('user_id', '=', userId).execute()
      ).length,
    });
    expect(await counts(visitor.id)).toEqual({ users: 1, sessions: 2, favourites: 2, entries: 1, resetTokens: 1 });
    const bystanderBefore = await counts(bystander.id);

    const { status, body } = await get('/user/delete-account', { ...visitor.headers, ...en });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 200, message: translate('en', 'api.accountDeleted'), data: null });

    expect(await counts(visitor.id)).toEqual({ users: 0, sessions: 0, favourites: 0, entries: 0, resetTokens: 0 });
    expect(fs.existsSync(imageFile)).toBe(false);
    expect((await get('/user/profile', visitor.headers)).status).toBe(401);
    expect((await get('/user/profile', bearer(secondSession.token))).status).toBe(401);
    expect((await get('/user/delete-account', visitor.headers)).status).toBe(401);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/v1/user/login',
          payload: { email: visitor.email, password: visitor.password },
        })
      ).status,
    ).toBe(400);

    // Everyone else's rows are untouched.
    expect(await counts(bystander.id)).toEqual(bystanderBefore);
    expect(await t.db.selectFrom('events').select('id').where('id', '=', event.id).executeTakeFirst()).toBeDefined();
    expect((await get('/user/profile', bystander.headers)).status).toBe(200);

    // The e-mail is free again.
    const again = await t.request({
      method: 'POST',
      url: '/api/v1/user/sign-up',
      payload: {
        name: 'De Volta',
        email: visitor.email,
        countryCode: '+55',
        phone: '11987654321',
        password: 'Volta@2026',
        confirmPassword: 'Volta@2026',
      },
    });
    expect(again.status).toBe(201);
  });
});

describe('POST /user/set-location', () => {
  const post = (headers: Record<string, string>, payload: unknown) =>
    t.request({ method: 'POST', url: '/api/v1/user/set-location', headers, payload: payload as object });

  it('answers 401 without a token', async () => {
    const { status, body } = await post(en, { latitude: -23.5, longitude: -46.6 });
    expect(status).toBe(401);
    expect(body.data).toBeNull();
  });

  it.each(['user', 'admin'] as const)('saves the position of a %s (200)', async (role) => {
    const user = await t.signUpAndLogin(role);
    const { status, body } = await post({ ...user.headers, ...en }, { latitude: -22.9068, longitude: -43.1729 });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 200,
      message: translate('en', 'api.locationSaved'),
      data: { latitude: -22.9068, longitude: -43.1729 },
    });
    expect(await userRow(user.id)).toMatchObject({ latitude: -22.9068, longitude: -43.1729 });
  });

  it.each([
    [{ latitude: 90.0001, longitude: 0 }, ['latitude']],
    [{ latitude: -91, longitude: 181 }, ['latitude', 'longitude']],
    [{ latitude: 0, longitude: -180.5 }, ['longitude']],
    [{ latitude: 'x', longitude: 0 }, ['latitude']],
    [{}, ['latitude', 'longitude']],
    // Issue 12: none of these may be read as 0, 1 or 16.
    [{ latitude: null, longitude: '' }, ['latitude', 'longitude']],
    [{ latitude: false, longitude: true }, ['latitude', 'longitude']],
    [{ latitude: [], longitude: '0x10' }, ['latitude', 'longitude']],
    [{ latitude: '-23.5', longitude: -46.6 }, ['latitude']],
  ])('answers 400 for %j and saves nothing', async (payload, fields) => {
    const user = await t.signUpAndLogin();
    const { status, body } = await post({ ...user.headers, ...en }, payload);
    expect(status).toBe(400);
    expect(body.data.errors.map((e: { field: string }) => e.field)).toEqual(fields);
    expect(await userRow(user.id)).toMatchObject({ latitude: null, longitude: null });
  });

  it('accepts the limits of the ranges', async () => {
    const user = await t.signUpAndLogin();
    expect((await post(user.headers, { latitude: 90, longitude: -180 })).status).toBe(200);
    expect((await post(user.headers, { latitude: -90, longitude: 180 })).status).toBe(200);
  });
});
