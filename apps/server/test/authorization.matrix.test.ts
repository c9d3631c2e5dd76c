import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATRIX, routeKey } from './authorization-matrix.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { buildWorld, callerOf, injectOptions, ROLES, type Role, type World } from './world.ts';

/**
 * Issue 12 part 5: every route the app registers × anonymous, blocked, visitor, another owner, the owner, admin,
 * checked against the table in authorization-matrix.ts. A route without an entry fails here.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});

afterAll(async () => {
  await t?.close();
});

const registered = () => t.app.registeredRoutes.map((route) => routeKey(route.method, route.url));

describe('the authorization matrix', () => {
  it('has an entry for every route the app registers, and none for a route that is gone', () => {
    const routes = registered();
    const missing = routes.filter((key) => !(key in MATRIX));
    const gone = Object.keys(MATRIX).filter((key) => !routes.includes(key));
    expect({ missing, gone }, 'add the route to apps/server/test/authorization-matrix.ts').toEqual({
      missing: [],
      gone: [],
    });
  });

  // Two minutes a row: six calls, and a world of its own for each role allowed, are slow on a loaded machine.
  it.each(Object.keys(MATRIX))(
    '%s answers each role as the table says',
    async (key) => {
      const entry = MATRIX[key]!;
      const [method, url] = key.split(' ') as [string, string];
      let shared: World | undefined;
      const actual = {} as Record<Role, number>;
      for (const role of ROLES) {
        // A role allowed to act gets a world of its own: its write changes nobody else's answer.
        const world = entry.expect[role] < 300 ? await buildWorld(t.db) : (shared ??= await buildWorld(t.db));
        const request = (await entry.call?.(world)) ?? {};
        const response = await t.app.inject(await injectOptions(method, url, request, callerOf(world, role)));
        actual[role] = response.statusCode;
        if (response.statusCode >= 400 && url.startsWith('/api/')) {
          const body = response.json<{ status: number; message: unknown }>();
          expect({ status: body.status, message: typeof body.message }, `${key} as ${role}`).toEqual({
            status: response.statusCode,
            message: 'string',
          });
        }
      }
      expect(actual, key).toEqual(entry.expect);
    },
    120_000,
  );
});
