import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { translate, type SocialType } from '@noite/shared';
import { captureLogs } from '../../../test/files.ts';
import {
  startFakeSocialProvider,
  type FakeAccount,
  type FakeSocialProvider,
} from '../../../test/fake-social-provider.ts';
import { bearer, createTestApp, signUpBody, uniqueEmail, VALID_PASSWORD, type TestApp } from '../../../test/helper.ts';
import { countUsers as countUsersIn } from '../../../test/fixtures.ts';

/** POST /user/social-sign-up (issue 10, decision 036) against a fake Google and Facebook on 127.0.0.1. */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The providers' timeout is the product's own (5 s): a shorter one fails on a busy machine. */
const TIMEOUT_MS = 5000;
/** Tests that build an app of their own. */
const SLOW = 60_000;
const en = { language: 'en' };
const PROVIDER_NAME: Record<SocialType, string> = { google: 'Google', facebook: 'Facebook' };

// Each sign-in is several HTTP calls and a transaction; a provider timeout alone takes 5 s.
vi.setConfig({ testTimeout: SLOW });

let fake: FakeSocialProvider;
let t: TestApp;
const logs = captureLogs();
let accounts = 0;

beforeAll(async () => {
  fake = await startFakeSocialProvider();
  t = await createTestApp({
    env: fake.env(),
    logger: { level: 'info', stream: logs.stream },
  });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

afterEach(() => {
  fake.mode = { google: 'ok', facebook: 'ok' };
});

function account(overrides: Partial<FakeAccount> = {}): FakeAccount {
  accounts += 1;
  return { id: `${Date.now()}${accounts}`, name: 'Ana Social', email: uniqueEmail('social'), ...overrides };
}

function socialSignUp(body: Record<string, unknown>, headers: Record<string, string> = en) {
  return t.request({
    method: 'POST',
    url: '/api/v1/user/social-sign-up',
    payload: { deviceType: 'web', deviceToken: String(Date.now()), ...body },
    headers,
  });
}

function signInWith(socialType: SocialType, who: FakeAccount, extra: Record<string, unknown> = {}) {
  return socialSignUp({ socialType, accessToken: fake.issueToken(socialType, who), ...extra });
}

const countUsers = () => countUsersIn(t.db);

function linksOf(userId: string) {
  return t.db.selectFrom('social_accounts').selectAll().where('user_id', '=', userId).execute();
}

async function userIdOf(token: string): Promise<string> {
  const { body } = await t.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(token) });
  return body.data._id;
}

describe('GET /user/social-providers', () => {
  it('answers the client id and authorize address of each configured provider, without a token', async () => {
    const { status, body } = await t.request({ method: 'GET', url: '/api/v1/user/social-providers' });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      google: { clientId: fake.googleClientId, authorizeUrl: `${fake.url}/google/authorize` },
      facebook: { clientId: fake.facebookAppId, authorizeUrl: `${fake.url}/facebook/dialog/oauth` },
    });
    expect(JSON.stringify(body)).not.toContain(fake.facebookAppSecret);
  });
});

describe.each(['google', 'facebook'] as const)('POST /user/social-sign-up with %s', (socialType) => {
  const provider = PROVIDER_NAME[socialType];

  it('creates a visitor on the first sign-in, with the provider’s name and e-mail, and answers like login', async () => {
    const who = account({ name: 'Ana Social', email: uniqueEmail('Ana.Social').replace('ana', 'Ana') });
    const before = await countUsers();
    const { status, body } = await signInWith(socialType, who, { remember: true });

    expect(status).toBe(200);
    expect(body).toEqual({
      status: 200,
      message: translate('en', 'api.loginSuccess'),
      data: { token: expect.any(String), type: 'user', name: 'Ana Social', profileImage: null, lastAccess: null },
    });
    expect(await countUsers()).toBe(before + 1);
    const userId = await userIdOf(body.data.token);
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      type: 'user',
      name: 'Ana Social',
      email: who.email!.toLowerCase(),
      password_hash: null,
      device_type: 'web',
      is_blocked: false,
    });
    expect((await linksOf(userId)).map((link) => [link.social_type, link.social_id])).toEqual([[socialType, who.id]]);

    const profile = await t.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(body.data.token) });
    expect(profile.body.data).toMatchObject({ socialTypes: [socialType], hasPassword: false, email: user.email });
    // A remembered session lasts 30 days, as login's does.
    const session = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(session.remember).toBe(true);
    expect(new Date(session.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * DAY_MS);
  });

  it('signs the next time into the same account, matched by provider and id, with the previous lastAccess', async () => {
    const who = account();
    const first = await signInWith(socialType, who);
    const firstId = await userIdOf(first.body.data.token);
    const before = await countUsers();

    // Another token for the same provider account, even with another e-mail at the provider.
    const second = await signInWith(socialType, { ...who, email: uniqueEmail('changed') }, { remember: false });
    expect(second.status).toBe(200);
    expect(second.body.data.lastAccess).toEqual(expect.any(String));
    expect(await userIdOf(second.body.data.token)).toBe(firstId);
    expect(await countUsers()).toBe(before);
    const sessions = await t.db.selectFrom('sessions').selectAll().where('user_id', '=', firstId).execute();
    const shortOne = sessions.find((session) => !session.remember);
    expect(new Date(shortOne!.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(DAY_MS);
  });

  it('ignores an e-mail, a name or a social id sent in the body', async () => {
    const victim = await t.signUpAndLogin('user');
    const who = account();
    const { status, body } = await signInWith(socialType, who, {
      email: victim.email,
      name: 'Someone Else',
      socialId: 'forged-id',
      type: 'user',
    });
    expect(status).toBe(200);
    const userId = await userIdOf(body.data.token);
    expect(userId).not.toBe(victim.id);
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user.email).toBe(who.email!.toLowerCase());
    expect(user.name).toBe(who.name);
    expect((await linksOf(userId))[0]?.social_id).toBe(who.id);
    expect(await linksOf(victim.id)).toEqual([]);
  });

  it('links a visitor whose e-mail the provider has verified, and the password still works', async () => {
    const visitor = await t.signUpAndLogin('user');
    const before = await countUsers();
    const who = account({ email: visitor.email.toUpperCase(), emailVerified: true });
    const { status, body } = await signInWith(socialType, who);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ type: 'user', name: visitor.name, lastAccess: expect.any(String) });
    expect(await userIdOf(body.data.token)).toBe(visitor.id);
    expect(await countUsers()).toBe(before);
    expect((await linksOf(visitor.id)).map((link) => link.social_type)).toEqual([socialType]);
    await t.loginAs(visitor.email, visitor.password);

    const profile = await t.request({ method: 'GET', url: '/api/v1/user/profile', headers: visitor.headers });
    expect(profile.body.data).toMatchObject({ socialTypes: [socialType], hasPassword: true });
  });

  it('does not link a visitor when the provider has not verified the e-mail', async () => {
    const visitor = await t.signUpAndLogin('user');
    const before = await countUsers();
    const who = account({ email: visitor.email, emailVerified: false });
    const { status, body } = await signInWith(socialType, who);
    expect(await linksOf(visitor.id)).toEqual([]);
    if (socialType === 'google') {
      // Google names the e-mail but says it is unverified: the visitor's account stays closed to it.
      expect(status).toBe(409);
      expect(body).toEqual({
        status: 409,
        message: translate('en', 'api.socialEmailUnverified', { provider }),
        data: null,
      });
      expect(await countUsers()).toBe(before);
      expect(await t.db.selectFrom('social_accounts').where('social_id', '=', who.id).selectAll().execute()).toEqual(
        [],
      );
    } else {
      // Facebook leaves an unconfirmed e-mail out: a new account without an e-mail.
      expect(status).toBe(200);
      const userId = await userIdOf(body.data.token);
      expect(userId).not.toBe(visitor.id);
      const user = await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
      expect(user.email).toBeNull();
    }
  });

  it('creates an account without an e-mail when the provider has none or has not verified it', async () => {
    for (const who of [account({ email: undefined }), account({ emailVerified: false })]) {
      const { status, body } = await signInWith(socialType, who);
      expect(status).toBe(200);
      const user = await t.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', await userIdOf(body.data.token))
        .executeTakeFirstOrThrow();
      expect(user.email).toBeNull();
      expect(user.name).toBe(who.name);
    }
  });

  it('refuses a forged token with 400 and creates nothing', async () => {
    const before = await countUsers();
    const forged = socialType === 'google' ? 'ya29.forged-token' : 'EAAforged';
    const { status, body } = await socialSignUp({ socialType, accessToken: forged });
    expect(status).toBe(400);
    expect(body).toEqual({ status: 400, message: translate('en', 'api.socialTokenInvalid', { provider }), data: null });
    expect(await countUsers()).toBe(before);
  });

  it('refuses a token issued to another app with 400 and creates nothing', async () => {
    const before = await countUsers();
    const linksBefore = await t.db.selectFrom('social_accounts').selectAll().execute();
    const accessToken = fake.issueToken(socialType, account(), 'another-app-id');
    const { status, body } = await socialSignUp({ socialType, accessToken });
    expect(status).toBe(400);
    expect(body.message).toBe(translate('en', 'api.socialTokenInvalid', { provider }));
    expect(await countUsers()).toBe(before);
    expect(await t.db.selectFrom('social_accounts').selectAll().execute()).toHaveLength(linksBefore.length);
  });

  it('never signs into an owner or an admin through their e-mail: a clear 409', async () => {
    for (const role of ['owner', 'admin'] as const) {
      const staff = await t.createUser({ type: role });
      const { status, body } = await signInWith(socialType, account({ email: staff.email }));
      expect(status, role).toBe(409);
      expect(body).toEqual({ status: 409, message: translate('en', 'api.socialStaffEmail'), data: null });
      expect(await linksOf(staff.id)).toEqual([]);
      const pt = await socialSignUp(
        { socialType, accessToken: fake.issueToken(socialType, account({ email: staff.email })) },
        { language: 'pt' },
      );
      expect(pt.body.message).toBe(translate('pt', 'api.socialStaffEmail'));
    }
  });

  it('answers 403 for a blocked visitor, as login does', async () => {
    const blocked = await t.createUser({ type: 'user', isBlocked: true });
    const { status, body } = await signInWith(socialType, account({ email: blocked.email }));
    expect(status).toBe(403);
    expect(body.message).toBe(translate('en', 'api.accountBlocked'));
  });

  it('answers 503 when the provider does not answer in time, logged without the token', async () => {
    fake.mode[socialType] = 'hang';
    const before = await countUsers();
    const accessToken = fake.issueToken(socialType, account());
    const started = Date.now();
    const { status, body } = await socialSignUp({ socialType, accessToken });
    expect(status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(body).toEqual({
      status: 503,
      message: translate('en', 'api.socialProviderUnavailable', { provider }),
      data: null,
    });
    expect(await countUsers()).toBe(before);
    const entry = logs
      .entries()
      .find((line) => line.msg === 'social profile fetch failed' && line.socialType === socialType);
    expect(entry?.reason).toMatch(/timed out/);
    expect(logs.text()).not.toContain(accessToken);
  });

  it('answers 502 when the provider fails (HTTP 500), logged without the token, never a stack', async () => {
    fake.mode[socialType] = 'error';
    const accessToken = fake.issueToken(socialType, account());
    const { status, body } = await socialSignUp({ socialType, accessToken }, { language: 'pt' });
    expect(status).toBe(502);
    expect(body).toEqual({
      status: 502,
      message: translate('pt', 'api.socialProviderError', { provider }),
      data: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
    expect(logs.text()).toMatch(/answered HTTP 500/);
    expect(logs.text()).not.toContain(accessToken);
  });

  it('lets the account set a password without a current one, then e-mail login works too', async () => {
    const who = account();
    const { body } = await signInWith(socialType, who);
    const headers = bearer(body.data.token);
    const form = new FormData();
    form.set('name', 'Ana Social');
    form.set('countryCode', '+55');
    form.set('phone', '11987654321');
    form.set('password', VALID_PASSWORD);
    const request = new Request('http://x', { method: 'POST', body: form });
    const edit = await t.request({
      method: 'POST',
      url: '/api/v1/user/edit-profile',
      headers: { ...headers, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ hasPassword: true, socialTypes: [socialType] });
    const login = await t.loginAs(who.email!.toLowerCase(), VALID_PASSWORD);
    expect(login.type).toBe('user');
    // Social sign-in keeps working.
    expect((await signInWith(socialType, who)).status).toBe(200);
  });

  it('forgets the link with the account: after delete-account the same provider account starts afresh', async () => {
    const who = account();
    const first = await signInWith(socialType, who);
    const firstId = await userIdOf(first.body.data.token);
    const deleted = await t.request({
      method: 'GET',
      url: '/api/v1/user/delete-account',
      headers: bearer(first.body.data.token),
    });
    expect(deleted.status).toBe(200);
    expect(await linksOf(firstId)).toEqual([]);

    const again = await signInWith(socialType, who);
    expect(again.status).toBe(200);
    expect(again.body.data.lastAccess).toBeNull();
    expect(await userIdOf(again.body.data.token)).not.toBe(firstId);
  });
});

describe('POST /user/social-sign-up, provider unreachable', () => {
  it(
    'answers 503 for either provider when nothing listens at its address',
    async () => {
      const down = await createTestApp({
        env: {
          ...fake.env(),
          GOOGLE_TOKENINFO_URL: 'http://127.0.0.1:9/tokeninfo',
          FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9',
        },
      });
      try {
        for (const socialType of ['google', 'facebook'] as const) {
          const { status, body } = await down.request({
            method: 'POST',
            url: '/api/v1/user/social-sign-up',
            payload: { socialType, accessToken: fake.issueToken(socialType, account()) },
            headers: en,
          });
          expect(status).toBe(503);
          expect(body.message).toBe(
            translate('en', 'api.socialProviderUnavailable', { provider: PROVIDER_NAME[socialType] }),
          );
        }
      } finally {
        await down.close();
      }
    },
    SLOW,
  );
});

describe('POST /user/social-sign-up, both providers on one account', () => {
  it('signs into one visitor with Google and Facebook when both vouch for the same e-mail', async () => {
    const email = uniqueEmail('both');
    const google = await signInWith('google', account({ email }));
    const facebook = await signInWith('facebook', account({ email }));
    const userId = await userIdOf(google.body.data.token);
    expect(await userIdOf(facebook.body.data.token)).toBe(userId);
    const profile = await t.request({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: bearer(google.body.data.token),
    });
    expect(profile.body.data.socialTypes).toEqual(['google', 'facebook']);
  });
});

describe('POST /user/social-sign-up, input', () => {
  it('lists every invalid field at once', async () => {
    const { status, body } = await socialSignUp({ socialType: 'twitter' });
    expect(status).toBe(400);
    expect(body.data.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'accessToken',
      'socialType',
    ]);
  });

  it(
    'is rate-limited like login',
    async () => {
      const limited = await createTestApp({ env: { ...fake.env(), RATE_LIMIT_LOGIN: '2' } });
      try {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const { status } = await limited.request({
            method: 'POST',
            url: '/api/v1/user/social-sign-up',
            payload: { socialType: 'google', accessToken: 'ya29.forged' },
          });
          statuses.push(status);
        }
        expect(statuses).toEqual([400, 400, 429]);
      } finally {
        await limited.close();
      }
    },
    SLOW,
  );
});

describe('POST /user/social-sign-up, providers switched off', () => {
  let off: TestApp;
  beforeAll(async () => {
    // Google without its client id; Facebook with its id but without the secret it needs to check tokens.
    off = await createTestApp({
      env: { ...fake.env(), GOOGLE_CLIENT_ID: '', FACEBOOK_APP_SECRET: undefined },
    });
  });
  afterAll(() => off?.close());

  it('says so on the providers list and answers 400 for either, without asking the provider', async () => {
    const providers = await off.request({ method: 'GET', url: '/api/v1/user/social-providers' });
    expect(providers.body.data).toEqual({ google: null, facebook: null });
    for (const socialType of ['google', 'facebook'] as const) {
      const asked = fake.requests.length;
      const { status, body } = await off.request({
        method: 'POST',
        url: '/api/v1/user/social-sign-up',
        payload: { socialType, accessToken: fake.issueToken(socialType, account()) },
        headers: en,
      });
      expect(status).toBe(400);
      expect(body.message).toBe(translate('en', 'api.socialNotConfigured', { provider: PROVIDER_NAME[socialType] }));
      expect(fake.requests.length).toBe(asked);
    }
  });

  it('does not change e-mail sign-up or login', async () => {
    const body = signUpBody();
    const { status } = await off.request({ method: 'POST', url: '/api/v1/user/sign-up', payload: body });
    expect(status).toBe(201);
    await off.loginAs(body.email, body.password);
  });
});
