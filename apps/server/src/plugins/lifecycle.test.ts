import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/** Draining (decision 059): what a load balancer sees between SIGTERM and the end of the drain. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('draining', () => {
  it('turns /readyz to 503 and asks clients to close their connection, while everything is still served', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(before.statusCode).toBe(200);
    expect(before.headers.connection).not.toBe('close');
    t.app.startDraining();
    expect(t.app.draining).toBe(true);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect({ status: ready.statusCode, body: ready.json(), connection: ready.headers.connection }).toEqual({
      status: 503,
      body: { status: 'draining' },
      connection: 'close',
    });
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/user/social-providers' });
    expect({ status: api.statusCode, connection: api.headers.connection }).toEqual({
      status: 200,
      connection: 'close',
    });
  });
});
