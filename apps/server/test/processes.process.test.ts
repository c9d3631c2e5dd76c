import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../src/db/database.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed/index.ts';
import { imageWithExif, multipart } from './files.ts';
import { bearer, buildEvent, buildUser, buildVenue, insertSession, type BuiltVenue } from './fixtures.ts';
import { signUpBody } from './helper.ts';
import { deleteRedisKeys, redisAnswers, redisKeys, TEST_REDIS_URL } from './redis.ts';
import { startS3Server, type S3TestServer } from './s3-server.ts';
import { processDatabase, startServer, type ProcessDatabase, type ServerProcess } from './server-process.ts';

/**
 * Issue 13 parts 2 and 4 (decisions 072–075): two real app processes (`src/main.ts`, as the lifecycle test starts it)
 * started at once on one empty PostgreSQL database, one Redis and one S3 bucket, then used crosswise. PGlite is one
 * process by design: there this file only checks that a second process is refused.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const withRedis = onPostgres && (await redisAnswers());
if (!onPostgres) {
  console.log(
    'processes.process.test.ts: two app processes need PostgreSQL (TEST_DATABASE_URL); PGlite is one process.',
  );
} else if (!withRedis) {
  console.log(`processes.process.test.ts: skipped the two-process tests: Redis does not answer at ${TEST_REDIS_URL}.`);
}

// Two starts at once, one of which creates the demo data (pictures included), on a loaded 2-core machine.
const START_TIMEOUT = 900_000;

type Json = { status: number; message: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of any route

async function call(
  server: ServerProcess,
  method: 'GET' | 'POST',
  url: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const response = await fetch(`${server.url}/api/v1${url}`, {
    method,
    headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Json, headers: response.headers };
}

describe.runIf(withRedis)('two app processes on one PostgreSQL, one Redis and one bucket', () => {
  const redisPrefix = `noite-test-${randomBytes(6).toString('hex')}:`;
  const bucketPrefix = `processes-${randomBytes(6).toString('hex')}/`;
  let database: ProcessDatabase;
  let s3: S3TestServer;
  let a: ServerProcess;
  let b: ServerProcess;
  let db: DatabaseHandle;

  beforeAll(async () => {
    [database, s3] = await Promise.all([processDatabase(), startS3Server()]);
    const env = {
      ...database.env,
      DEMO_DATA: 'true',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      STORAGE_URL: s3.storageUrl(bucketPrefix),
      RATE_LIMIT_FORGOT_PASSWORD: '4',
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_SIGN_UP: '1000',
      RATE_LIMIT_UPLOAD: '1000',
    };
    // Each process its own DATA_DIR: nothing but the database, Redis and the bucket is shared.
    const own = (name: string) => ({ ...env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `noite-${name}-`)) });
    [a, b] = await Promise.all([startServer(own('a'), START_TIMEOUT), startServer(own('b'), START_TIMEOUT)]);
    db = openPostgres(database.env.DATABASE_URL!);
  }, START_TIMEOUT);

  afterAll(async () => {
    for (const server of [a, b]) if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await db?.close();
    await database?.remove();
    await s3?.close();
    await deleteRedisKeys(redisPrefix);
  });

  it('both started at once on the empty database: migrated once, seeded once', async () => {
    const migrations = await database.query<{ name: string; count: string }>(
      'select name, count(*) from kysely_migration group by name',
    );
    expect(migrations.length).toBeGreaterThan(10);
    expect(migrations.filter((row) => Number(row.count) !== 1)).toEqual([]);
    const seeded = [a, b].filter((server) => server.output().includes('Demo logins (created with the demo data)'));
    expect(seeded).toHaveLength(1);
    const accounts = await database.query<{ email: string; count: string }>(
      'select lower(email) as email, count(*) from users where lower(email) = any($1) group by lower(email)',
      [DEMO_ACCOUNTS.map((account) => account.email)],
    );
    expect(accounts).toHaveLength(DEMO_ACCOUNTS.length);
    expect(accounts.filter((row) => Number(row.count) !== 1)).toEqual([]);
    // The session purge of the day ran once across both.
    expect(await database.query('select job from periodic_runs')).toEqual([{ job: 'purge-expired' }]);
    // The seed's pictures are in the bucket, and either process serves them.
    const logo = (await database.query<{ logo: string }>('select logo from establishments where logo is not null'))[0];
    expect(logo?.logo).toMatch(/^\/uploads\//);
    for (const server of [a, b]) expect((await fetch(`${server.url}${logo!.logo}`)).status).toBe(200);
  });

  it('a session from A works on B, and signing out on A ends it on B', async () => {
    const visitor = signUpBody();
    expect((await call(a, 'POST', '/user/sign-up', { body: visitor })).status).toBe(201);
    const login = await call(a, 'POST', '/user/login', {
      body: { email: visitor.email, password: visitor.password, remember: true, deviceType: 'web' },
    });
    expect(login.status).toBe(200);
    const headers = bearer(login.body.data.token as string);
    const profile = await call(b, 'GET', '/user/profile', { headers });
    expect(profile.status).toBe(200);
    expect(profile.body.data.email).toBe(visitor.email);
    expect((await call(a, 'GET', '/user/log-out', { headers })).status).toBe(200);
    expect((await call(b, 'GET', '/user/profile', { headers })).status).toBe(401);
  });

  it('a rate limit counted on A holds on B (the counters are in Redis)', async () => {
    const ask = (server: ServerProcess) =>
      call(server, 'POST', '/user/forgot-password', {
        body: { email: `nobody.${randomBytes(4).toString('hex')}@example.com` },
      });
    // RATE_LIMIT_FORGOT_PASSWORD is 4 a minute: two on each process, then both refuse.
    const allowed = [await ask(a), await ask(b), await ask(a), await ask(b)];
    expect(allowed.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const refusedOnA = await ask(a);
    const refusedOnB = await ask(b);
    expect([refusedOnA.status, refusedOnB.status]).toEqual([429, 429]);
    expect(Number(refusedOnB.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await redisKeys(redisPrefix)).some((key) => key.includes('rate-limit'))).toBe(true);
  });

  /** The venue's new logo, uploaded by its owner through `server`: its path. */
  async function uploadLogo(server: ServerProcess, venue: BuiltVenue): Promise<string> {
    const body = await multipart(
      { establishmentId: venue.id },
      { field: 'logo', filename: 'logo.jpg', contentType: 'image/jpeg', bytes: await imageWithExif('jpeg', 64, 48) },
    );
    const uploaded = await fetch(`${server.url}/api/v1/establishment/add-logo`, {
      method: 'POST',
      headers: { ...venue.owner.headers, ...body.headers },
      body: new Uint8Array(body.payload),
    });
    expect(uploaded.status).toBe(200);
    return (((await uploaded.json()) as Json).data as { logo: string }).logo;
  }

  it('a picture uploaded through A is served by B from the bucket, with the same ETag and cache headers', async () => {
    const venue = await buildVenue(db.db);
    const logo = await uploadLogo(a, venue);
    expect(await s3.list(bucketPrefix)).toContain(logo);
    const [fromA, fromB] = await Promise.all([fetch(`${a.url}${logo}`), fetch(`${b.url}${logo}`)]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=2592000, immutable');
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    const etag = fromA.headers.get('etag')!;
    expect(fromB.headers.get('etag')).toBe(etag);
    expect((await fetch(`${b.url}${logo}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('a logo changed through A shows in the home list B answers, whose process kept the card before', async () => {
    const visitor = await buildUser(db.db);
    const at = { latitude: -12.5, longitude: -55.7 };
    const venue = await buildVenue(db.db, at);
    const logoOnB = async () => {
      const home = await call(b, 'POST', '/user/home', { headers: visitor.headers, body: at });
      expect(home.status).toBe(200);
      return (home.body.data.items as { _id: string; logo: string | null }[]).find((card) => card._id === venue.id)
        ?.logo;
    };
    expect(await logoOnB()).toBeNull();
    const logo = await uploadLogo(a, venue);
    expect(await logoOnB()).toBe(logo);
  });

  it('a favourite set through A shows in the home list B answers, whose process kept the favourites before', async () => {
    const visitor = await buildUser(db.db);
    const at = { latitude: -12.9, longitude: -55.2 };
    const venue = await buildVenue(db.db, at);
    const favouriteOnB = async () => {
      const home = await call(b, 'POST', '/user/home', { headers: visitor.headers, body: at });
      expect(home.status).toBe(200);
      const items = home.body.data.items as { _id: string; isFavourite: boolean }[];
      return items.find((card) => card._id === venue.id)?.isFavourite;
    };
    expect(await favouriteOnB()).toBe(false);
    for (const like of [true, false]) {
      const body = { establishmentId: venue.id, like };
      expect((await call(a, 'POST', '/user/establishment-like', { headers: visitor.headers, body })).status).toBe(200);
      expect(await favouriteOnB()).toBe(like);
    }
  });

  it('two staff confirming the same door-list request at once on A and B leave one confirmation', async () => {
    const event = await buildEvent(db.db);
    const owner = event.venue.owner;
    const secondDevice = bearer(await insertSession(db.db, owner.id));
    const guests = await Promise.all(Array.from({ length: 6 }, () => buildUser(db.db)));
    await db.db
      .insertInto('event_list_entries')
      .values(guests.map((guest) => ({ event_id: event.id, user_id: guest.id })))
      .execute();
    for (const guest of guests) {
      const body = { eventId: event.id, userId: guest.id };
      const answers = await Promise.all([
        call(a, 'POST', '/establishment/accept-join-request', { headers: owner.headers, body }),
        call(b, 'POST', '/establishment/accept-join-request', { headers: secondDevice, body }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    }
    const entries = await db.db
      .selectFrom('event_list_entries')
      .select(['user_id', 'accepted'])
      .where('event_id', '=', event.id)
      .execute();
    expect(entries).toHaveLength(guests.length);
    expect(entries.every((entry) => entry.accepted)).toBe(true);
    // The door list on either process counts each guest once, all confirmed.
    for (const server of [a, b]) {
      const list = await call(server, 'POST', '/establishment/event-request-list', {
        headers: owner.headers,
        body: { establishmentId: event.venue.id, eventDate: event.event_date },
      });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect([list.body.data.total, list.body.data.accepted]).toEqual([guests.length, guests.length]);
    }
  });

  it('a favourite set on both at once ends in one row', async () => {
    const visitor = await buildUser(db.db);
    const venues: BuiltVenue[] = await Promise.all(Array.from({ length: 6 }, () => buildVenue(db.db)));
    for (const venue of venues) {
      const body = { establishmentId: venue.id, like: true };
      const answers = await Promise.all([
        call(a, 'POST', '/user/establishment-like', { headers: visitor.headers, body }),
        call(b, 'POST', '/user/establishment-like', { headers: visitor.headers, body }),
      ]);
      expect(answers.map((answer) => [answer.status, answer.body.data.isFavourite])).toEqual([
        [200, true],
        [200, true],
      ]);
    }
    const rows = await db.db
      .selectFrom('favourites')
      .select((eb) => ['establishment_id', eb.fn.countAll<string>().as('count')])
      .where('user_id', '=', visitor.id)
      .groupBy('establishment_id')
      .execute();
    expect(rows).toHaveLength(venues.length);
    expect(rows.every((row) => Number(row.count) === 1)).toBe(true);
  });
});

describe.runIf(!onPostgres)('one PGlite directory, two processes', () => {
  let database: ProcessDatabase;
  let first: ServerProcess | undefined;

  beforeAll(async () => {
    database = await processDatabase();
  });

  afterAll(async () => {
    if (first && first.child.exitCode === null) first.child.kill('SIGTERM');
    await first?.exited;
    await database?.remove();
  });

  it(
    'the second process is refused with a clear message, and the first keeps serving',
    async () => {
      first = await startServer(database.env, START_TIMEOUT);
      const second = startServer(database.env, START_TIMEOUT);
      await expect(second).rejects.toThrow(/exited \(1\) before listening/);
      await expect(second).rejects.toThrow(/already open in process \d+[\s\S]*DATABASE_URL to a PostgreSQL server/);
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    },
    START_TIMEOUT,
  );
});
