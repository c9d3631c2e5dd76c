import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';

/** The app with a built web client present: SPA fallback, asset caching, and /readyz when the database is gone. */

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-web-dist-'));
const INDEX_HTML = '<!doctype html><html><head><title>Noite</title></head><body><div id="root"></div></body></html>';
let t: TestApp;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("noite");');
  fs.writeFileSync(path.join(webDist, 'assets', 'big-def456.js'), `// ${'noite '.repeat(2000)}`);
  fs.writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('with the web client built', () => {
  it.each(['/', '/main', '/login', '/reset-password/abc', '/establishment-detail?id=1'])(
    'GET %s answers the HTML shell, never cached',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("noite");');
  });

  it('serves other files of the build as they are', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('User-agent');
  });

  it.each([
    ['GET', '/api/v1/nothing-here'],
    ['GET', '/api/other'],
    ['GET', '/uploads/nothing.webp'],
    ['POST', '/main'],
  ])('%s %s still answers the JSON 404 envelope', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url, headers: { language: 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 404, message: 'Not found.', data: null });
  });

  it('compresses large assets', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('/readyz', () => {
  it('answers 503 when the database is unreachable, and unexpected database errors answer 500 without detail', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'someone@example.com', password: 'Noite@2026' },
      headers: { language: 'en' },
    });
    expect(login.statusCode).toBe(500);
    expect(login.json()).toEqual({ status: 500, message: 'Something went wrong.', data: null });
  });
});
