import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@noite/shared';
import { bearer, createTestApp, signUpBody, uniqueEmail, VALID_PASSWORD, type TestApp } from '../../../test/helper.ts';
import { countUsers as countUsersIn } from '../../../test/fixtures.ts';
import { hashToken } from '../../lib/tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const en = { language: 'en' };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const countUsers = () => countUsersIn(t.db);

async function sessionsOf(userId: string) {
  return t.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute();
}

/** Posts; after a forgot-password, delivers the queued e-mail as the worker would (decision 054). */
async function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  const answer = await t.request({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
  if (url === '/user/forgot-password') await t.flushMail();
  return answer;
}

function profile(token: string) {
  return t.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(token) });
}

/** The reset link of the newest e-mail to `email`, and its token. */
function resetLinkFor(email: string): { link: string; token: string } {
  const mail = t
    .readOutbox()
    .filter((m) => m.headers.includes(`To: ${email}`))
    .at(-1);
  if (!mail) throw new Error(`no e-mail to ${email}`);
  const match = mail.body.match(/(http:\/\/noite\.test\/reset-password\/([A-Za-z0-9_-]+))/);
  if (!match) throw new Error(`no reset link in ${mail.body}`);
  return { link: match[1]!, token: match[2]! };
}

describe('POST /user/sign-up', () => {
  it('creates a visitor: 201 with { _id, name, email, type: "user" } and no session', async () => {
    const body = signUpBody({ email: 'Nova.Pessoa@Example.com' });
    const { status, body: answer } = await post('/user/sign-up', body, en);

    expect(status).toBe(201);
    expect(answer).toEqual({
      status: 201,
      message: translate('en', 'api.signUpSuccess'),
      data: { _id: expect.any(String), name: 'Maria Souza', email: 'nova.pessoa@example.com', type: 'user' },
    });
    expect(answer.data).not.toHaveProperty('token');
    expect(await sessionsOf(answer.data._id)).toHaveLength(0);

    const row = await t.db.selectFrom('users').selectAll().where('id', '=', answer.data._id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      type: 'user',
      email: 'nova.pessoa@example.com',
      country_code: '+55',
      phone: '11987654321',
      device_type: 'web',
      pass_len: VALID_PASSWORD.length,
      last_access: null,
      is_blocked: false,
    });
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const { body } = await post('/user/sign-up', signUpBody());
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', body.data._id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(row.password_hash).not.toContain(VALID_PASSWORD);
  });

  it('never lets the client choose its role', async () => {
    const { status, body } = await post('/user/sign-up', signUpBody({ type: 'admin' }));
    expect(status).toBe(201);
    expect(body.data.type).toBe('user');
  });

  it('answers 409 for an e-mail already registered, whatever its case, and creates nothing', async () => {
    const email = uniqueEmail('dup');
    expect((await post('/user/sign-up', signUpBody({ email }))).status).toBe(201);
    const before = await countUsers();

    const again = await post('/user/sign-up', signUpBody({ email: email.toUpperCase() }), en);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ status: 409, message: 'This e-mail is already registered.', data: null });
    expect(await countUsers()).toBe(before);
  });

  it('lets only one of two simultaneous sign-ups with one e-mail through (201 and 409)', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([
      post('/user/sign-up', signUpBody({ email })),
      post('/user/sign-up', signUpBody({ email: email.toUpperCase() })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const rows = await t.db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 409 when an owner already has the e-mail', async () => {
    const owner = await t.createUser({ type: 'owner', email: `Owner.${uniqueEmail()}` });
    const { status } = await post('/user/sign-up', signUpBody({ email: owner.email.toLowerCase() }));
    expect(status).toBe(409);
  });

  it('lists every invalid field at once (400) and creates nothing', async () => {
    const before = await countUsers();
    const { status, body } = await post(
      '/user/sign-up',
      { name: ' x', email: 'nope', countryCode: '55', phone: '12ab', password: 'weak', confirmPassword: 'other' },
      en,
    );
    expect(status).toBe(400);
    expect(body.status).toBe(400);
    const errors = body.data.errors as { field: string; message: string }[];
    expect(errors.map((e) => e.field).sort()).toEqual(
      ['confirmPassword', 'countryCode', 'email', 'name', 'password', 'phone'].sort(),
    );
    expect(errors).toContainEqual({ field: 'name', message: translate('en', 'validation.leadingSpace') });
    expect(errors).toContainEqual({
      field: 'password',
      message:
        'Password must include 8 characters, 1 upper case letter, 1 lower case letter, 1 numeric value, 1 special character and no spaces.',
    });
    expect(errors).toContainEqual({
      field: 'confirmPassword',
      message: translate('en', 'validation.passwordsDontMatch'),
    });
    expect(body.message).toBe(errors[0]!.message);
    expect(await countUsers()).toBe(before);
  });

  it('lists the missing fields of an empty body', async () => {
    const { status, body } = await post('/user/sign-up', {});
    expect(status).toBe(400);
    expect(body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(
      ['confirmPassword', 'countryCode', 'email', 'name', 'password', 'phone'].sort(),
    );
  });

  it.each([
    ['name', 'Jo', 'validation.nameMin'],
    ['name', 'A'.repeat(31), 'validation.nameMax'],
    ['name', ' Maria', 'validation.leadingSpace'],
    ['name', 'Maria!', 'validation.nameChars'],
    ['email', 'maria@', 'validation.emailInvalid'],
    ['email', '', 'validation.emailRequired'],
    ['countryCode', '', 'validation.countryCodeRequired'],
    ['phone', '1234567', 'validation.phoneMin'],
    ['phone', '1234567890123456', 'validation.phoneMax'],
    ['phone', '1234abcd', 'validation.phoneDigits'],
    ['password', 'noite@2026', 'validation.passwordStrength'],
    ['confirmPassword', 'Different@1', 'validation.passwordsDontMatch'],
    ['confirmPassword', '', 'validation.confirmPasswordRequired'],
  ])('400 for %s = %j (%s), in English and in Portuguese, nothing created', async (field, value, key) => {
    const before = await countUsers();
    for (const language of ['en', 'pt'] as const) {
      const changes = field === 'password' ? { password: value, confirmPassword: value } : { [field]: value };
      const { status, body } = await post('/user/sign-up', signUpBody(changes), { language });
      expect(status).toBe(400);
      expect(body).toEqual({
        status: 400,
        message: translate(language, key),
        data: { errors: [{ field, message: translate(language, key) }] },
      });
    }
    expect(await countUsers()).toBe(before);
  });

  it('quotes the spec for a short name in English', async () => {
    const { body } = await post('/user/sign-up', signUpBody({ name: 'Al' }), en);
    expect(body.data.errors).toEqual([{ field: 'name', message: 'Complete name must me atleast 3 characters long.' }]);
  });

  it('answers 400 in the envelope for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/sign-up',
      headers: { 'content-type': 'application/json', language: 'en' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: translate('en', 'api.invalidInput'), data: null });
  });
});

describe('POST /user/login', () => {
  it('answers { token, type, name, profileImage, lastAccess }: null lastAccess first, then the previous sign-in', async () => {
    const user = await t.createUser({ name: 'Login Test' });

    const first = await post('/user/login', { email: user.email, password: user.password, deviceType: 'web' }, en);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      status: 200,
      message: translate('en', 'api.loginSuccess'),
      data: { token: expect.any(String), type: 'user', name: 'Login Test', profileImage: null, lastAccess: null },
    });
    expect(first.body.data.token.length).toBeGreaterThanOrEqual(40);

    const stored = await t.db
      .selectFrom('users')
      .select('last_access')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.last_access).not.toBeNull();
    const firstSignIn = new Date(stored.last_access!).toISOString();
    expect(Date.now() - Date.parse(firstSignIn)).toBeLessThan(60_000);

    const second = await post('/user/login', { email: user.email, password: user.password });
    expect(second.body.data.lastAccess).toBe(firstSignIn);
    expect(second.body.data.token).not.toBe(first.body.data.token);
  });

  it('answers the role of owners and admins', async () => {
    for (const type of ['owner', 'admin'] as const) {
      const user = await t.createUser({ type });
      const { status, body } = await post('/user/login', { email: user.email, password: user.password });
      expect(status).toBe(200);
      expect(body.data.type).toBe(type);
    }
  });

  it('accepts the e-mail in any case and with spaces, and strips spaces from the password', async () => {
    const user = await t.createUser();
    const { status } = await post('/user/login', {
      email: `  ${user.email.toUpperCase()} `,
      password: ` ${user.password.slice(0, 3)} ${user.password.slice(3)} `,
    });
    expect(status).toBe(200);
  });

  it('stores only a hash of the token; remember: true → a 30-day session, false → 1 day', async () => {
    const user = await t.createUser();
    for (const [remember, days] of [
      [true, 30],
      [false, 1],
    ] as const) {
      const { body } = await post('/user/login', { email: user.email, password: user.password, remember });
      const token: string = body.data.token;
      const session = await t.db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow();
      expect(session.user_id).toBe(user.id);
      expect(session.remember).toBe(remember);
      const lifetime = new Date(session.expires_at).getTime() - Date.now();
      expect(Math.abs(lifetime - days * DAY_MS)).toBeLessThan(5 * 60_000);
    }
    const hashes = (await sessionsOf(user.id)).map((s) => s.token_hash);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('defaults to remember (30 days) when the flag is absent', async () => {
    const user = await t.createUser();
    const { body } = await post('/user/login', { email: user.email, password: user.password });
    const session = await t.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('token_hash', '=', hashToken(body.data.token))
      .executeTakeFirstOrThrow();
    expect(new Date(session.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * DAY_MS);
  });

  it('answers the same 400 for a wrong password and an unknown e-mail (no account enumeration)', async () => {
    const user = await t.createUser();
    for (const language of ['en', 'pt'] as const) {
      const wrong = await post('/user/login', { email: user.email, password: 'Wrong@2026' }, { language });
      const unknown = await post('/user/login', { email: uniqueEmail('ghost'), password: 'Wrong@2026' }, { language });
      expect(wrong.status).toBe(400);
      expect(unknown.status).toBe(400);
      expect(wrong.body).toEqual({ status: 400, message: translate(language, 'api.invalidCredentials'), data: null });
      expect(unknown.body).toEqual(wrong.body);
    }
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('answers 403 to a blocked account with the right password, and 400 with a wrong one', async () => {
    const user = await t.createUser({ isBlocked: true });
    const right = await post('/user/login', { email: user.email, password: user.password }, en);
    expect(right.status).toBe(403);
    expect(right.body).toEqual({ status: 403, message: translate('en', 'api.accountBlocked'), data: null });
    const wrong = await post('/user/login', { email: user.email, password: 'Wrong@2026' });
    expect(wrong.status).toBe(400);
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('answers 400 to an account without a password (made by social sign-up), whatever is sent', async () => {
    const user = await t.createUser();
    await t.db.updateTable('users').set({ password_hash: null, pass_len: null }).where('id', '=', user.id).execute();
    for (const password of [user.password, 'null', 'undefined']) {
      const { status, body } = await post('/user/login', { email: user.email, password }, en);
      expect(status).toBe(400);
      expect(body.message).toBe(translate('en', 'api.invalidCredentials'));
    }
  });

  it('lists invalid fields (400)', async () => {
    const { status, body } = await post('/user/login', { email: 'nope', password: '' }, en);
    expect(status).toBe(400);
    expect(body.data.errors).toEqual([
      { field: 'email', message: translate('en', 'validation.emailInvalid') },
      { field: 'password', message: translate('en', 'validation.passwordRequired') },
    ]);
  });
});

describe('GET /user/log-out', () => {
  it('revokes the token used, and only that one', async () => {
    const user = await t.signUpAndLogin();
    const other = await t.loginAs(user.email, user.password);

    const { status, body } = await t.request({
      method: 'GET',
      url: '/api/v1/user/log-out',
      headers: { ...user.headers, ...en },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 200, message: translate('en', 'api.logoutSuccess'), data: null });

    expect((await profile(user.token)).status).toBe(401);
    expect((await profile(other.token)).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/v1/user/log-out', headers: user.headers })).status).toBe(401);
  });

  it('works for owners and admins', async () => {
    for (const role of ['owner', 'admin'] as const) {
      const user = await t.signUpAndLogin(role);
      expect((await t.request({ method: 'GET', url: '/api/v1/user/log-out', headers: user.headers })).status).toBe(200);
      expect((await profile(user.token)).status).toBe(401);
    }
  });

  it('answers 401 without a token', async () => {
    const { status, body } = await t.request({ method: 'GET', url: '/api/v1/user/log-out', headers: en });
    expect(status).toBe(401);
    expect(body).toEqual({ status: 401, message: 'Session Expired', data: null });
  });
});

describe('password reset', () => {
  async function resetTokenRows(userId: string) {
    return t.db.selectFrom('password_reset_tokens').selectAll().where('user_id', '=', userId).execute();
  }

  it('answers 200 with the same message for known and unknown e-mails; only the known one gets an e-mail', async () => {
    const user = await t.createUser({ name: 'Reset Person' });
    const unknownEmail = uniqueEmail('nobody');
    const outboxBefore = t.readOutbox().length;

    const known = await post('/user/forgot-password', { email: user.email.toUpperCase() }, en);
    const unknown = await post('/user/forgot-password', { email: unknownEmail }, en);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ status: 200, message: translate('en', 'api.forgotPasswordSent'), data: null });
    expect(unknown.body).toEqual(known.body);

    const outbox = t.readOutbox();
    expect(outbox).toHaveLength(outboxBefore + 1);
    const mail = outbox.find((m) => m.headers.includes(`To: ${user.email}`))!;
    expect(mail).toBeDefined();
    expect(mail.file.endsWith('.eml')).toBe(true);
    expect(mail.file.startsWith(t.config.outboxDir)).toBe(true);
    expect(mail.headers).toContain(`Subject: ${translate('en', 'api.resetEmailSubject')}`);
    expect(mail.body).toContain('Hello Reset Person,');
    expect(outbox.some((m) => m.raw.includes(unknownEmail))).toBe(false);

    const { link, token } = resetLinkFor(user.email);
    expect(link).toBe(`${t.config.publicUrl}/reset-password/${token}`);
    expect(token.length).toBeGreaterThanOrEqual(40);

    // Stored hashed, valid 60 minutes.
    const rows = await resetTokenRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutes = (new Date(rows[0]!.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('writes the e-mail in the language of the request (pt by default)', async () => {
    const user = await t.createUser({ name: 'Pessoa' });
    await post('/user/forgot-password', { email: user.email });
    const mail = t.readOutbox().find((m) => m.headers.includes(`To: ${user.email}`))!;
    expect(mail.body).toContain('Olá Pessoa,');
  });

  it('sends nothing to a blocked account, with the same answer', async () => {
    const user = await t.createUser({ isBlocked: true });
    const { status, body } = await post('/user/forgot-password', { email: user.email });
    expect(status).toBe(200);
    expect(body.message).toBe(translate('pt', 'api.forgotPasswordSent'));
    expect(t.readOutbox().some((m) => m.raw.includes(user.email))).toBe(false);
  });

  it('validates the e-mail (400)', async () => {
    const { status, body } = await post('/user/forgot-password', { email: 'nope' }, en);
    expect(status).toBe(400);
    expect(body.data.errors).toEqual([{ field: 'email', message: translate('en', 'validation.emailInvalid') }]);
  });

  it('forgot-password-link: 200 for a valid token; "Link Expired" for unknown, used and expired ones', async () => {
    const user = await t.createUser();
    await post('/user/forgot-password', { email: user.email });
    const { token } = resetLinkFor(user.email);

    const valid = await post('/user/forgot-password-link', { token }, en);
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual({ status: 200, message: translate('en', 'api.linkValid'), data: null });
    // Checking does not use it up.
    expect((await post('/user/forgot-password-link', { token })).status).toBe(200);

    const expired = { status: 400, message: 'Link Expired', data: null };
    expect((await post('/user/forgot-password-link', { token: 'not-a-real-token' }, en)).body).toEqual(expired);

    // Expired: move expires_at into the past.
    await t.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const afterExpiry = await post('/user/forgot-password-link', { token }, en);
    expect(afterExpiry.status).toBe(400);
    expect(afterExpiry.body).toEqual(expired);
    expect((await post('/user/reset-password', { token, password: 'Fresh@2026' }, en)).body).toEqual(expired);

    // Used: a second link, spent on a reset.
    await post('/user/forgot-password', { email: user.email });
    const second = resetLinkFor(user.email).token;
    expect(second).not.toBe(token);
    expect((await post('/user/reset-password', { token: second, password: 'Fresh@2026' })).status).toBe(200);
    const used = await post('/user/forgot-password-link', { token: second }, en);
    expect(used.status).toBe(400);
    expect(used.body).toEqual(expired);

    expect((await post('/user/forgot-password-link', { token: second })).body.message).toBe(
      translate('pt', 'api.linkExpired'),
    );
  });

  it('reset-password: a reset voids the other reset links of the account', async () => {
    const user = await t.createUser();
    await post('/user/forgot-password', { email: user.email });
    const first = resetLinkFor(user.email).token;
    await post('/user/forgot-password', { email: user.email });
    const second = resetLinkFor(user.email).token;
    expect(first).not.toBe(second);
    expect((await post('/user/reset-password', { token: second, password: 'Fresh@2026' })).status).toBe(200);
    expect((await post('/user/forgot-password-link', { token: first }, en)).body.message).toBe('Link Expired');
    expect((await resetTokenRows(user.id)).map((row) => row.used_at !== null)).toEqual([true]);
  });

  it('forgot-password-link: 400 field error without a token', async () => {
    const { status, body } = await post('/user/forgot-password-link', {}, en);
    expect(status).toBe(400);
    expect(body.data.errors).toEqual([{ field: 'token', message: translate('en', 'validation.tokenRequired') }]);
  });

  it('reset-password: works once, ends every session, and the new password signs in', async () => {
    const user = await t.signUpAndLogin();
    const second = await t.loginAs(user.email, user.password, false);
    expect(await sessionsOf(user.id)).toHaveLength(2);

    await post('/user/forgot-password', { email: user.email });
    const { token } = resetLinkFor(user.email);

    // A weak password is refused and leaves the token usable.
    const weak = await post('/user/reset-password', { token, password: 'weakpass' }, en);
    expect(weak.status).toBe(400);
    expect(weak.body.data.errors).toEqual([
      { field: 'password', message: translate('en', 'validation.passwordStrength') },
    ]);

    const newPassword = 'Brand@New1';
    const done = await post('/user/reset-password', { token, password: newPassword }, en);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ status: 200, message: translate('en', 'api.passwordReset'), data: null });

    expect(await sessionsOf(user.id)).toHaveLength(0);
    expect((await profile(user.token)).status).toBe(401);
    expect((await profile(second.token)).status).toBe(401);

    const again = await post('/user/reset-password', { token, password: 'Other@2026' }, en);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Link Expired');

    expect((await post('/user/login', { email: user.email, password: user.password })).status).toBe(400);
    const login = await t.loginAs(user.email, newPassword);
    expect(login.token).toBeTruthy();

    const row = await t.db
      .selectFrom('users')
      .select(['password_hash', 'pass_len'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.pass_len).toBe(newPassword.length);

    const tokenRow = await t.db
      .selectFrom('password_reset_tokens')
      .select('used_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(tokenRow.used_at).not.toBeNull();
  });

  it('reset-password: two concurrent uses of one token, only one succeeds', async () => {
    const user = await t.createUser();
    await post('/user/forgot-password', { email: user.email });
    const { token } = resetLinkFor(user.email);
    const answers = await Promise.all([
      post('/user/reset-password', { token, password: 'First@2026' }),
      post('/user/reset-password', { token, password: 'Second@2026' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });
});

describe('database', () => {
  it('keeps e-mails unique regardless of case', async () => {
    const email = uniqueEmail('case');
    await t.createUser({ email });
    await expect(t.createUser({ email: email.toUpperCase() })).rejects.toThrow();
    const rows = await t.db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', email)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
