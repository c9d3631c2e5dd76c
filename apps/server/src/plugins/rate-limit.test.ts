import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@noite/shared';
import { multipart } from '../../test/files.ts';
import { createTestApp, signUpBody, uniqueEmail, type SignedInUser, type TestApp } from '../../test/helper.ts';
import { newToken } from '../lib/tokens.ts';

/** Login, sign-up, forgot-password and uploads are limited per minute (configurable; 3 here). */
const LIMIT = 3;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_LOGIN: String(LIMIT),
      RATE_LIMIT_SIGN_UP: String(LIMIT),
      RATE_LIMIT_FORGOT_PASSWORD: String(LIMIT),
      RATE_LIMIT_UPLOAD: String(LIMIT),
    },
  });
});

afterAll(async () => {
  await t?.close();
});

function expectTooMany(result: Awaited<ReturnType<TestApp['request']>>, language: 'en' | 'pt' = 'en'): void {
  expect(result.status).toBe(429);
  expect(result.body).toEqual({ status: 429, message: translate(language, 'api.tooManyRequests'), data: null });
  const retryAfter = Number(result.response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('rate limits', () => {
  it(`login: the ${LIMIT + 1}th attempt in a minute answers 429 with Retry-After, even with the right password`, async () => {
    const user = await t.createUser();
    const login = (password: string) =>
      t.request({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: user.email, password },
        headers: { language: 'en' },
      });
    expect((await login('Wrong@2026')).status).toBe(400);
    expect((await login('Wrong@2026')).status).toBe(400);
    expect((await login(user.password)).status).toBe(200);
    expectTooMany(await login(user.password));
    expectTooMany(await login('Wrong@2026'));
  });

  it('sign-up: the 4th in a minute answers 429, and creates nothing', async () => {
    const signUp = (email: string) =>
      t.request({
        method: 'POST',
        url: '/api/v1/user/sign-up',
        payload: signUpBody({ email }),
        headers: { language: 'en' },
      });
    for (let attempt = 0; attempt < LIMIT; attempt += 1) expect((await signUp(uniqueEmail())).status).toBe(201);
    const blocked = uniqueEmail('blocked');
    expectTooMany(await signUp(blocked));
    const row = await t.db.selectFrom('users').select('id').where('email', '=', blocked).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('forgot-password: the 4th in a minute answers 429 (in Portuguese by default)', async () => {
    const forgot = () =>
      t.request({ method: 'POST', url: '/api/v1/user/forgot-password', payload: { email: uniqueEmail() } });
    for (let attempt = 0; attempt < LIMIT; attempt += 1) expect((await forgot()).status).toBe(200);
    expectTooMany(await forgot(), 'pt');
  });

  it('edit-profile uploads: the 4th in a minute answers 429', async () => {
    const user = await signedInWithoutLogin();
    const edit = async () => {
      const form = await multipart({ name: 'Limite', countryCode: '+55', phone: '11987654321' });
      return t.request({
        method: 'POST',
        url: '/api/v1/user/edit-profile',
        headers: { ...user.headers, ...form.headers, language: 'en' },
        payload: form.payload,
      });
    };
    for (let attempt = 0; attempt < LIMIT; attempt += 1) expect((await edit()).status).toBe(200);
    expectTooMany(await edit());
  });

  it('does not limit the other calls', async () => {
    const user = await signedInWithoutLogin();
    for (let attempt = 0; attempt < LIMIT * 3; attempt += 1) {
      expect((await t.request({ method: 'GET', url: '/api/v1/user/profile', headers: user.headers })).status).toBe(200);
    }
  });

  it('counts per client address', async () => {
    const fromElsewhere = await t.request({
      method: 'POST',
      url: '/api/v1/user/forgot-password',
      payload: { email: uniqueEmail() },
      remoteAddress: '203.0.113.9',
    });
    expect(fromElsewhere.status).toBe(200);
  });
});

/** A signed-in visitor whose session is written straight to the database (the login limit is spent above). */
async function signedInWithoutLogin(): Promise<SignedInUser> {
  const user = await t.createUser();
  const { token, hash } = newToken();
  await t.db
    .insertInto('sessions')
    .values({ user_id: user.id, token_hash: hash, remember: true, expires_at: new Date(Date.now() + 3_600_000) })
    .execute();
  return { ...user, token, headers: { 'x-access-token': `Bearer ${token}` } };
}

describe('client addresses (issue 12)', () => {
  const loginFrom = (app: TestApp, remoteAddress: string, forwardedFor?: string) =>
    app.request({
      method: 'POST',
      url: '/api/v1/user/login',
      remoteAddress,
      payload: { email: 'nobody@example.com', password: 'Wrong@2026' },
      headers: { language: 'en', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    });

  it('without TRUST_PROXY, a spoofed X-Forwarded-For changes nothing: the limit holds per connection', async () => {
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      expect((await loginFrom(t, '198.51.100.7', `203.0.113.${attempt}`)).status).toBe(400);
    }
    for (const spoofed of ['203.0.113.50', '192.0.2.1, 203.0.113.51', '10.0.0.1']) {
      expectTooMany(await loginFrom(t, '198.51.100.7', spoofed));
    }
  });

  it('behind a configured proxy, each real client has its own limit, and nobody else is trusted', async () => {
    const proxied = await createTestApp({ env: { RATE_LIMIT_LOGIN: String(LIMIT), TRUST_PROXY: '10.0.0.1' } });
    try {
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        expect((await loginFrom(proxied, '10.0.0.1', '203.0.113.9')).status).toBe(400);
      }
      expectTooMany(await loginFrom(proxied, '10.0.0.1', '203.0.113.9'));
      // The client's own left-most claim is not believed: the proxy appends the address it saw.
      expectTooMany(await loginFrom(proxied, '10.0.0.1', '198.51.100.1, 203.0.113.9'));
      expect((await loginFrom(proxied, '10.0.0.1', '203.0.113.10')).status).toBe(400);
      // A connection that is not the proxy cannot choose its address.
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        expect((await loginFrom(proxied, '198.51.100.8', `203.0.113.${20 + attempt}`)).status).toBe(400);
      }
      expectTooMany(await loginFrom(proxied, '198.51.100.8', '203.0.113.99'));
    } finally {
      await proxied.close();
    }
  }, 60_000);
});
