import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATRIX, fuzzRole, routeKey } from './authorization-matrix.ts';
import { bodyArbitrary, broken, jsonSchemaOf, textFields } from './fuzz-arbitraries.ts';
import { captureLogs, multipart } from './files.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { buildWorld, callerOf, smallPng } from './world.ts';

/**
 * Issue 12 part 4: property-based fuzzing of every route the app registers, with bodies shaped by the route's zod
 * schema and broken on purpose (fast-check). Whatever comes in: never a 5xx, always the envelope on the API, no
 * stack or file path in any answer, nothing written by a refused request, Object.prototype untouched.
 * FUZZ_RUNS cases per route (100 in `npm test`; `npm run fuzz` sets 1,000 and prints the counts).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** The multipart routes' fields (their schema is read by the handler, not registered with the route). */
const MULTIPART_FIELDS: Record<string, { names: string[]; file: string }> = {
  'POST /api/v1/user/edit-profile': { names: ['name', 'countryCode', 'phone', 'password'], file: 'profileImage' },
  'POST /api/v1/establishment/add-logo': { names: ['establishmentId'], file: 'logo' },
  'POST /api/v1/establishment/edit-banners': { names: ['establishmentId'], file: 'banner' },
};

/** A stack frame, a source file or a directory of this machine: none may reach a client. */
const LEAK = /\n\s+at |node_modules|\/work\/|\/home\/|\/tmp\/|[\w-]+\.(ts|js|mjs):\d+|file:\/\//;

/** The tables a refused request must leave exactly as they were (no row added, changed or removed). */
const TABLES = [
  'users',
  'sessions',
  'password_reset_tokens',
  'social_accounts',
  'establishments',
  'banners',
  'menu_categories',
  'events',
  'event_list_entries',
  'favourites',
  'audit_log',
] as const;

let t: TestApp;
/** The app's error logs: a 5xx's cause is shown with the failing case. */
const logs = captureLogs();
const counts: Record<string, { cases: number; statuses: Record<number, number> }> = {};

beforeAll(async () => {
  // No mail worker rounds (decision 054): a queued reset would make its token while a later case is measured.
  t = await createTestApp({ logger: { level: 'error', stream: logs.stream }, env: { MAIL_POLL_MS: '2147483647' } });
  await t.app.ready();
});

afterAll(async () => {
  if (Object.keys(counts).length > 0) {
    const total = Object.values(counts).reduce((sum, route) => sum + route.cases, 0);
    const serverErrors = Object.values(counts).reduce(
      (sum, route) => sum + Object.entries(route.statuses).filter(([status]) => Number(status) >= 500).length,
      0,
    );
    const lines = Object.entries(counts).map(
      ([key, route]) =>
        `${key.padEnd(48)} ${String(route.cases).padStart(6)}  ${Object.entries(route.statuses)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ')}`,
    );
    console.log(
      `fuzz (${t.database.kind}): ${Object.keys(counts).length} routes, ${total} cases, ${RUNS} per route, 5xx = ${serverErrors}\n${lines.join('\n')}`,
    );
  }
  await t?.close();
});

async function snapshot(): Promise<string> {
  // Each row version carries the transaction that wrote it (xmin): an insert, update or delete changes a table's
  // count or the sum, and reading them costs less than digesting every row's text.
  const parts = TABLES.map(
    (table) => sql`(select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from ${sql.table(table)})`,
  );
  const { rows } = await sql<{ digest: string }>`select concat_ws(',', ${sql.join(parts)}) as digest`.execute(t.db);
  return `${rows[0]?.digest}/${countFiles(t.config.uploadsDir)}`;
}

function countFiles(directory: string): number {
  if (!fs.existsSync(directory)) return 0;
  return fs
    .readdirSync(directory, { withFileTypes: true })
    .reduce((sum, entry) => sum + (entry.isDirectory() ? countFiles(path.join(directory, entry.name)) : 1), 0);
}

const fuzzed = Object.keys(MATRIX);

describe('what fuzzing found', () => {
  it('a home radius or a coordinate too small for PostgreSQL (5e-324) is no 500', async () => {
    const world = await buildWorld(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/home',
      headers: { ...world.visitor.headers, language: 'en' },
      payload: { latitude: 0, longitude: 0, radiusKm: 5e-324 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors).toMatchObject([{ field: 'radiusKm' }]);
    for (const position of [
      { latitude: 5e-324, longitude: 0 },
      { latitude: -23.55, longitude: -5e-324 },
    ]) {
      const home = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/home',
        headers: world.visitor.headers,
        payload: position,
      });
      expect(home.statusCode, home.body).toBe(200);
    }
  });

  it('a JSON null body to edit-event is a 400, not a 500', async () => {
    const world = await buildWorld(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/establishment/edit-event',
      headers: { ...world.owner.headers, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(response.statusCode, response.body).toBe(400);
  });
});

describe('fuzzing every route', () => {
  it('covers every route the app registers', () => {
    const registered = t.app.registeredRoutes.map((route) => routeKey(route.method, route.url));
    expect(registered.filter((key) => !fuzzed.includes(key))).toEqual([]);
  });

  it.each(fuzzed)(
    `%s: up to ${RUNS} cases, never a 5xx, a leak or a write when refused`,
    async (key) => {
      const entry = MATRIX[key]!;
      const [method, url] = key.split(' ') as [string, string];
      const route = t.app.registeredRoutes.find((known) => routeKey(known.method, known.url) === key);
      const world = await buildWorld(t.db);
      const user = callerOf(world, fuzzRole(entry));
      const ids = [world.venue.id, world.eventId, world.menuId, world.owner.id, world.joiner.id, world.visitor.id];
      const base = (await entry.call?.(world)) ?? {};
      const headers: Record<string, string> = { language: 'en', ...(user ? user.headers : {}) };
      const tally: (typeof counts)[string] = { cases: 0, statuses: {} };
      counts[key] = tally;

      const multipartRoute = MULTIPART_FIELDS[key];
      const querySchema = jsonSchemaOf(route?.schema?.querystring);
      const bodySchema = jsonSchemaOf(route?.schema?.body);
      const png = await smallPng();

      const fileArbitrary: fc.Arbitrary<Buffer | null> = fc.option(
        fc.oneof(
          fc.constant(png),
          fc.uint8Array({ maxLength: 2000 }).map((bytes): Buffer => Buffer.from(bytes)),
          fc.nat({ max: png.length }).map((cut): Buffer => png.subarray(0, cut)),
        ),
      ) as fc.Arbitrary<Buffer | null>;
      /** Plain data (so a failing case prints as it was sent), turned into a request by `toRequest`. */
      type FuzzCase =
        | { kind: 'json'; payload: string }
        | { kind: 'query'; query: Record<string, string> }
        | { kind: 'multipart'; fields: Record<string, string>; file: Buffer | null; type: string; cut: number | null };
      const caseArbitrary: fc.Arbitrary<FuzzCase> = multipartRoute
        ? fc.record({
            kind: fc.constant('multipart' as const),
            fields: textFields(multipartRoute.names, undefined, ids),
            file: fileArbitrary,
            type: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream'),
            cut: fc.option<number>(fc.nat()),
          })
        : entry.noInput || querySchema
          ? fc.record({
              kind: fc.constant('query' as const),
              query: textFields(['q', 'lat', 'lng', 'x'], querySchema, ids),
            })
          : fc.record({
              kind: fc.constant('json' as const),
              payload: fc.oneof(
                { weight: 6, arbitrary: bodyArbitrary(bodySchema, ids).map((body) => JSON.stringify(body) ?? 'null') },
                // The matrix's valid body, as it is and with one thing broken: reaches past the schema to the service.
                {
                  weight: 3,
                  arbitrary: fc
                    .oneof(fc.constant(base.body ?? {}), broken(fc.constant(base.body ?? {})))
                    .map((body) => JSON.stringify(body) ?? 'null'),
                },
                { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
              ),
            });
      const toRequest = async (fuzz: FuzzCase): Promise<InjectOptions> => {
        const common = { method: method as InjectOptions['method'], url: base.url ?? url };
        if (fuzz.kind === 'json') {
          return { ...common, headers: { ...headers, 'content-type': 'application/json' }, payload: fuzz.payload };
        }
        if (fuzz.kind === 'query') return { ...common, headers, query: fuzz.query };
        const file = fuzz.file
          ? { field: multipartRoute!.file, filename: 'x.png', contentType: fuzz.type, bytes: fuzz.file }
          : undefined;
        const encoded = await multipart({ ...base.multipart?.fields, ...fuzz.fields }, file);
        const payload =
          fuzz.cut === null ? encoded.payload : encoded.payload.subarray(0, fuzz.cut % encoded.payload.length);
        return { ...common, headers: { ...headers, ...encoded.headers }, payload };
      };
      // The API reference's static files read no input and are slow to compress: a few cases suffice.
      const runs = url.startsWith('/api/docs') ? Math.ceil(RUNS / 10) : RUNS;

      let before = await snapshot();
      await fc.assert(
        fc.asyncProperty(caseArbitrary, async (fuzz) => {
          const response = await t.app.inject(await toRequest(fuzz));
          const status = response.statusCode;
          tally.cases += 1;
          tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
          expect(status, `${response.body.slice(0, 300)}\n${logs.text().slice(-3000)}`).toBeLessThan(500);
          // A download (the LGPD export, decision 056) answers the file itself, not the envelope.
          const isDownload = String(response.headers['content-disposition'] ?? '').startsWith('attachment');
          if ((url.startsWith('/api/v1/') && !isDownload) || status >= 400) {
            expect(response.body, 'no stack or path').not.toMatch(LEAK);
            const body = response.json<{ status: unknown; message: unknown }>();
            expect({ status: body.status, message: typeof body.message, hasData: 'data' in body }).toEqual({
              status,
              message: 'string',
              hasData: true,
            });
          }
          const after = await snapshot();
          if (status >= 400) expect(after, 'a refused request wrote nothing').toBe(before);
          before = after;
          expect(Object.keys(Object.prototype)).toEqual([]);
        }),
        { numRuns: runs, seed: SEED },
      );
    },
    60_000 + RUNS * 300,
  );
});
