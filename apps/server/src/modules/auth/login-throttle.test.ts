import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@noite/shared';
import { buildApp } from '../../app.ts';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/helper.ts';

/**
 * The per-account sign-in throttle (issue 12 part 1, decision 053), on the database path (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL) and on the Redis path (REDIS_URL; Redis runs on 127.0.0.1:6379 where the tests run).
 */
const FAILURES = 3;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.each([
  { store: 'database', env: {} },
  { store: 'redis', env: { REDIS_URL } },
])('per-account sign-in throttle ($store)', ({ store, env }) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...env, LOGIN_LOCK_FAILURES: String(FAILURES), LOGIN_LOCK_MINUTES: '15' } });
  });

  afterAll(async () => {
    await t?.close();
  });

  /** Each attempt from another address: the per-address limit plays no part. */
  let address = 0;
  const login = (app: TestApp, email: string, password: string) => {
    address += 1;
    return app.request({
      method: 'POST',
      url: '/api/v1/user/login',
      remoteAddress: `203.0.113.${address % 250}`,
      payload: { email, password },
      headers: { language: 'en' },
    });
  };
  const mailsTo = (email: string) => t.readOutbox().filter((mail) => mail.headers.includes(`To: ${email}`));

  it(`locks the account after ${FAILURES} failures from any addresses: 429 with Retry-After, even with the right password`, async () => {
    const user = await t.createUser({ name: 'Locked Person' });
    for (let attempt = 0; attempt < FAILURES; attempt += 1) {
      expect((await login(t, user.email, 'Wrong@2026')).status).toBe(400);
    }
    const locked = await login(t, user.email, user.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      status: 429,
      message: translate('en', 'api.accountLocked', { minutes: '15' }),
      data: null,
    });
    const retryAfter = Number(locked.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another casing of the same e-mail is the same account.
    expect((await login(t, user.email.toUpperCase(), user.password)).status).toBe(429);
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
  });

  it('tells the owner by e-mail once per lock, in the language of the attempt', async () => {
    const user = await t.createUser({ name: 'Told Person' });
    for (let attempt = 0; attempt < FAILURES + 3; attempt += 1) await login(t, user.email, 'Wrong@2026');
    await t.flushMail();
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers).toContain(`Subject: ${translate('en', 'api.accountLockedEmailSubject')}`);
    expect(mails[0]!.body).toContain('Hello Told Person,');
    expect(mails[0]!.body).toContain(`${FAILURES} failed attempts`);
  });

  it('locks an unknown e-mail alike (no one learns who has an account), and e-mails nobody', async () => {
    const email = uniqueEmail('nobody');
    for (let attempt = 0; attempt < FAILURES; attempt += 1) {
      expect((await login(t, email, 'Wrong@2026')).status).toBe(400);
    }
    expect((await login(t, email, 'Wrong@2026')).status).toBe(429);
    await t.flushMail();
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const user = await t.createUser();
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < FAILURES - 1; attempt += 1) {
        expect((await login(t, user.email, 'Wrong@2026')).status).toBe(400);
      }
      expect((await login(t, user.email, user.password)).status).toBe(200);
    }
  });

  it('a password reset by e-mail unlocks the account', async () => {
    const user = await t.createUser();
    for (let attempt = 0; attempt < FAILURES; attempt += 1) await login(t, user.email, 'Wrong@2026');
    expect((await login(t, user.email, user.password)).status).toBe(429);

    await t.request({ method: 'POST', url: '/api/v1/user/forgot-password', payload: { email: user.email } });
    await t.flushMail();
    const mail = mailsTo(user.email).find((m) => m.body.includes('/reset-password/'))!;
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
    const newPassword = 'Another@2026';
    const reset = await t.request({
      method: 'POST',
      url: '/api/v1/user/reset-password',
      payload: { token, password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.status).toBe(200);
    expect((await login(t, user.email, newPassword)).status).toBe(200);
  });

  it('holds across processes: a second app on the same store sees the lock', async () => {
    const user = await t.createUser();
    for (let attempt = 0; attempt < FAILURES; attempt += 1) await login(t, user.email, 'Wrong@2026');
    // Another app instance over the same database (and the same Redis on that path), as a second process would be.
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      const answer = await other.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: user.email, password: user.password },
      });
      expect(answer.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('a lock ends by itself; the first sign-in after it succeeds and starts the count again', async () => {
    const short = await createTestApp({
      env: { ...env, LOGIN_LOCK_FAILURES: String(FAILURES), LOGIN_LOCK_MINUTES: String(5 / 60) },
    });
    try {
      const user = await short.createUser();
      for (let attempt = 0; attempt < FAILURES; attempt += 1) await login(short, user.email, 'Wrong@2026');
      expect((await login(short, user.email, user.password)).status).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 5200));
      expect((await login(short, user.email, user.password)).status).toBe(200);
      for (let attempt = 0; attempt < FAILURES - 1; attempt += 1) {
        expect((await login(short, user.email, 'Wrong@2026')).status).toBe(400);
      }
      expect((await login(short, user.email, user.password)).status).toBe(200);
    } finally {
      await short.close();
    }
  }, 120_000);

  it(`stores its state in the ${store}`, async () => {
    const email = uniqueEmail('where');
    await login(t, email, 'Wrong@2026');
    const rows = await t.db.selectFrom('login_throttle').select('failures').where('email', '=', email).execute();
    expect(rows).toHaveLength(store === 'database' ? 1 : 0);
  });
});
