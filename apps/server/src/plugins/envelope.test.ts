import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@noite/shared';
import { captureLogs, imageWithExif, multipart } from '../../test/files.ts';
import { createTestApp, signUpBody, type TestApp } from '../../test/helper.ts';
import { AppError } from '../lib/errors.ts';

/**
 * The cross-cutting behaviour of every answer: the { status, message, data } envelope, the language header,
 * unknown paths, unexpected errors, security headers, health checks, and what reaches the logs.
 */

const logs = captureLogs();
const SECRET_IN_ERROR = 'db password=hunter2 at /srv/noite/secret.ts:12';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'trace', stream: logs.stream },
    configure: (app) => {
      app.get('/api/v1/test/explode', async () => {
        throw new Error(SECRET_IN_ERROR);
      });
      app.get('/api/v1/test/explode-async', async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        throw Object.assign(new TypeError('cannot read properties of undefined'), { statusCode: 503 });
      });
      app.get('/api/v1/test/conflict', async () => {
        throw new AppError(409, 'api.emailTaken');
      });
    },
  });
});

afterAll(async () => {
  await t?.close();
});

const envelopeKeys = ['data', 'message', 'status'];

describe('the envelope', () => {
  it('wraps a success: { status, message, data } with status equal to the HTTP status', async () => {
    const { response, body } = await t.request({
      method: 'POST',
      url: '/api/v1/user/sign-up',
      payload: signUpBody(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(body).sort()).toEqual(envelopeKeys);
    expect(body.status).toBe(201);
    expect(typeof body.message).toBe('string');
    expect(body.data).toEqual(expect.objectContaining({ type: 'user' }));
  });

  it.each([
    ['a validation failure', { method: 'POST', url: '/api/v1/user/login', payload: {} }, 400],
    ['a missing token', { method: 'GET', url: '/api/v1/user/profile' }, 401],
    ['an unknown path', { method: 'GET', url: '/api/v1/x' }, 404],
    ['an AppError', { method: 'GET', url: '/api/v1/test/conflict' }, 409],
    ['an unexpected error', { method: 'GET', url: '/api/v1/test/explode' }, 500],
  ] as const)('wraps %s the same way', async (_label, options, status) => {
    const { response, body } = await t.request(options);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(body).sort()).toEqual(envelopeKeys);
    expect(body.status).toBe(status);
    expect(body.message).toEqual(expect.any(String));
    expect(body.message.length).toBeGreaterThan(0);
  });
});

describe('bodies that are not an object', () => {
  it.each([
    ['text/plain', 'hello'],
    ['application/json', 'null'],
    ['application/json', '[]'],
    ['application/json', '"a string"'],
    ['application/json', '42'],
  ])('%s %s answers the 400 envelope', async (contentType, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': contentType, language: 'en' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.status).toBe(400);
    expect(Object.keys(body).sort()).toEqual(envelopeKeys);
    expect(response.body).not.toMatch(/Cannot read|undefined/);
  });

  it('a body without a content type answers the 400 envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/forgot-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400 });
  });
});

describe('the language header', () => {
  const ask = (language?: string) =>
    t.request({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: language === undefined ? {} : { language },
    });

  it.each([
    ['pt', 'pt'],
    ['en', 'en'],
    ['EN', 'en'],
    ['en-US', 'en'],
    ['pt-BR', 'pt'],
    [undefined, 'pt'],
    ['fr', 'pt'],
    ['', 'pt'],
    ['klingon', 'pt'],
  ] as const)('%j answers in %s', async (header, language) => {
    const { body } = await ask(header);
    expect(body.message).toBe(translate(language, 'api.unauthorized'));
  });

  it('translates field errors too', async () => {
    const payload = { email: 'nope', password: 'x' };
    const pt = await t.request({ method: 'POST', url: '/api/v1/user/login', payload });
    const en = await t.request({ method: 'POST', url: '/api/v1/user/login', payload, headers: { language: 'en' } });
    expect(pt.body.data.errors).toEqual([{ field: 'email', message: translate('pt', 'validation.emailInvalid') }]);
    expect(en.body.data.errors).toEqual([{ field: 'email', message: translate('en', 'validation.emailInvalid') }]);
    expect(pt.body.message).not.toBe(en.body.message);
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/v1/x'],
    ['POST', '/api/v1/user/does-not-exist'],
    ['GET', '/api/v2/user/profile'],
    ['GET', '/api/anything'],
    ['DELETE', '/api/v1/user/profile'],
    ['GET', '/uploads/profiles/missing.webp'],
    ['GET', '/uploads/../package.json'],
  ])('%s %s → 404 JSON envelope', async (method, url) => {
    const { status, body, response } = await t.request({ method: method as 'GET', url, headers: { language: 'en' } });
    expect(status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(body).toEqual({ status: 404, message: translate('en', 'api.notFound'), data: null });
  });

  it('answers the 404 envelope for other GETs when no web build is present', async () => {
    const { status, body } = await t.request({ method: 'GET', url: '/main' });
    expect(status).toBe(404);
    expect(body.status).toBe(404);
  });
});

describe('unexpected errors', () => {
  it('answer 500 "Something went wrong." with no stack or detail, and are logged', async () => {
    const en = await t.request({ method: 'GET', url: '/api/v1/test/explode', headers: { language: 'en' } });
    expect(en.status).toBe(500);
    expect(en.body).toEqual({ status: 500, message: 'Something went wrong.', data: null });
    expect(en.response.body).not.toMatch(/hunter2|secret\.ts|at .*\.ts:\d+|Error/);

    const pt = await t.request({ method: 'GET', url: '/api/v1/test/explode' });
    expect(pt.body).toEqual({ status: 500, message: 'Algo deu errado.', data: null });

    const logged = logs.entries().filter((entry) => entry.msg === 'unhandled error');
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(logged)).toContain('hunter2'); // the detail goes to the log, not to the client
  });

  it('answer the 5xx envelope whatever status the error carries', async () => {
    const { status, body } = await t.request({
      method: 'GET',
      url: '/api/v1/test/explode-async',
      headers: { language: 'en' },
    });
    expect(status).toBe(500);
    expect(body).toEqual({ status: 500, message: 'Something went wrong.', data: null });
  });
});

describe('security headers', () => {
  it.each([['/api/v1/user/profile'], ['/healthz'], ['/api/v1/x']])('are set on %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // http PUBLIC_URL: no HSTS (issue 12), it would pin browsers to an https that may not exist.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    // http PUBLIC_URL: no forced upgrade.
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('add HSTS and the upgrade of insecure requests when the public address is https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://noite.example' } });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  }, 60_000);
});

describe('health checks', () => {
  it('GET /healthz → 200', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz → 200 with the database reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('GET /api/docs serves the API reference', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 301, 302]).toContain(response.statusCode);
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toContain('/api/v1/user/login');
  });
});

describe('logs', () => {
  it('never contain a password, a session or reset token, or a CPF', async () => {
    const password = 'Segredo@2026';
    const newPassword = 'Outro$9999';
    const profilePassword = 'Perfil!2026';
    const cpf = '529.982.247-25';
    const cpfDigits = '52998224725';

    // Sign-up (with a CPF sent along), login, a failed login, profile, edit-profile, forgot and reset password.
    const body = signUpBody({ password, confirmPassword: password, cpf });
    expect((await t.request({ method: 'POST', url: '/api/v1/user/sign-up', payload: body })).status).toBe(201);
    await t.request({ method: 'POST', url: '/api/v1/user/sign-up', payload: { ...body, cpf: cpfDigits } }); // 409
    await t.request({ method: 'POST', url: '/api/v1/user/sign-up', payload: { ...body, email: 'bad', cpf } }); // 400
    await t.request({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: body.email, password: 'Wrong@Pass1' },
    });
    const login = await t.loginAs(body.email, password);
    await t.request({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: { 'x-access-token': `Bearer ${login.token}` },
    });
    await t.request({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: { authorization: `Bearer ${login.token}` },
    });
    await t.request({ method: 'GET', url: '/api/v1/user/profile', headers: { cookie: `token=${login.token}` } });

    const form = await multipart(
      { name: 'Log Test', countryCode: '+55', phone: '11987654321', password: profilePassword, cpf },
      { field: 'profileImage', filename: 'a.png', contentType: 'image/png', bytes: await imageWithExif('png', 16, 16) },
    );
    const edited = await t.request({
      method: 'POST',
      url: '/api/v1/user/edit-profile',
      headers: { 'x-access-token': `Bearer ${login.token}`, ...form.headers },
      payload: form.payload,
    });
    expect(edited.status).toBe(200);

    await t.request({ method: 'POST', url: '/api/v1/user/forgot-password', payload: { email: body.email } });
    await t.flushMail();
    const mail = t.readOutbox().find((m) => m.headers.includes(`To: ${body.email}`))!;
    const resetToken = mail.body.match(/reset-password\/([A-Za-z0-9_-]+)/)![1]!;
    await t.request({ method: 'POST', url: '/api/v1/user/forgot-password-link', payload: { token: resetToken } });
    // The web app's page URL holds the token; a GET of it must not log it either.
    await t.app.inject({ method: 'GET', url: `/reset-password/${resetToken}` });
    await t.app.inject({ method: 'GET', url: `/reset-password/${resetToken}?x=1` });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/v1/user/reset-password',
          payload: { token: resetToken, password: newPassword },
        })
      ).status,
    ).toBe(200);
    await t.request({
      method: 'POST',
      url: '/api/v1/user/reset-password',
      payload: { token: resetToken, password: 'weak' },
    });

    const text = logs.text();
    expect(logs.entries().length).toBeGreaterThan(20); // trace level: every request was logged
    expect(text).toContain('/api/v1/user/login');
    for (const secret of [password, newPassword, profilePassword, login.token, resetToken, cpf, cpfDigits]) {
      expect(text, `logs contain ${secret}`).not.toContain(secret);
    }
    expect(text).not.toMatch(/\$argon2id\$/);
  });
});
