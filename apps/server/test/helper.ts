import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { Envelope, Role } from '@noite/shared';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openPostgres, type DatabaseHandle } from '../src/db/database.ts';
import { openPglite } from '../src/db/pglite.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { AppContext } from '../src/lib/context.ts';
import { deliverDueMail } from '../src/lib/mail-queue.ts';
import type { Mailer } from '../src/lib/mailer.ts';
import { bearer, insertUser, type SignedInUser, type TestUser, uniqueEmail, VALID_PASSWORD } from './fixtures.ts';
import { openMemoryPglite } from './pglite.ts';

export interface TestAppOptions {
  /** Environment overrides for loadConfig, e.g. `{ RATE_LIMIT_LOGIN: '3' }`. */
  env?: Record<string, string | undefined>;
  /** Passed to buildApp as its `logger` option (e.g. `{ level: 'trace', stream }` to capture logs). */
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  /** Runs after buildApp and before the app is ready: register extra test routes here. */
  configure?: (app: FastifyInstance) => void | Promise<void>;
}

export interface CreateUserInput {
  type?: Role;
  name?: string;
  email?: string;
  password?: string;
  countryCode?: string;
  phone?: string;
  cpf?: string | null;
  isBlocked?: boolean;
  lastAccess?: Date | null;
  profileImage?: string | null;
}

export interface OutboxMail {
  file: string;
  /** The raw .eml text. */
  raw: string;
  /** Header block and decoded body (quoted-printable soft breaks and escapes undone). */
  headers: string;
  body: string;
}

export type Json = Envelope<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary payloads

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  db: AppContext['db'];
  database: DatabaseHandle;
  /** Closes the app, the database (dropping it on PostgreSQL) and removes DATA_DIR. Safe to call twice. */
  close(): Promise<void>;
  /** app.inject that also parses the JSON body. */
  request(options: InjectOptions): Promise<{ response: LightMyRequestResponse; status: number; body: Json }>;
  /** A visitor signs up through the API; owners and admins are inserted directly. Then signs in. */
  signUpAndLogin(role?: Role, input?: CreateUserInput): Promise<SignedInUser>;
  createUser(input?: CreateUserInput): Promise<TestUser>;
  /** Signs in and returns the login data; throws unless the answer is 200. */
  loginAs(
    email: string,
    password: string,
    remember?: boolean,
  ): Promise<{
    token: string;
    type: Role;
    name: string | null;
    profileImage: string | null;
    lastAccess: string | null;
  }>;
  readOutbox(): OutboxMail[];
  /** Delivers every queued e-mail now (the worker's job, decision 054) and answers how many were sent. */
  flushMail(): Promise<number>;
}

export { bearer, uniqueEmail, VALID_PASSWORD, type SignedInUser, type TestUser };

export function signUpBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Maria Souza',
    email: uniqueEmail('visitor'),
    countryCode: '+55',
    phone: '11987654321',
    password: VALID_PASSWORD,
    confirmPassword: VALID_PASSWORD,
    deviceType: 'web',
    deviceToken: String(Date.now()),
    ...overrides,
  };
}

function decodeQuotedPrintable(text: string): string {
  const softBreaksRemoved = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < softBreaksRemoved.length; index += 1) {
    const char = softBreaksRemoved[index]!;
    const hex = softBreaksRemoved.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export function parseEml(file: string): OutboxMail {
  const raw = fs.readFileSync(file, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const rawBody = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const quoted = /content-transfer-encoding:\s*quoted-printable/i.test(headers);
  const base64 = /content-transfer-encoding:\s*base64/i.test(headers);
  const body = quoted
    ? decodeQuotedPrintable(rawBody)
    : base64
      ? Buffer.from(rawBody.replace(/\s+/g, ''), 'base64').toString('utf8')
      : rawBody;
  return { file, raw, headers, body };
}

async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `noite_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // pool.end() resolves before its sockets are closed; terminating a closing connection makes the pg client
        // raise an unhandled error in the test process. Wait for them to go, then force out any straggler.
        for (let attempt = 0; attempt < 50; attempt += 1) {
          const { rows } = await client.query<{ count: string }>(
            'select count(*) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [name],
          );
          if (Number(rows[0]?.count) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The real app (buildApp) on a fresh, migrated database, with DATA_DIR in a temporary directory. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://noite.test',
    LOG_LEVEL: 'silent',
    // No built web app unless a test provides one: unknown paths answer the JSON 404.
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    RATE_LIMIT_LOGIN: '10000',
    RATE_LIMIT_SIGN_UP: '10000',
    RATE_LIMIT_FORGOT_PASSWORD: '10000',
    RATE_LIMIT_UPLOAD: '10000',
    LOGIN_LOCK_FAILURES: '10000',
    ...options.env,
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl);
    dropDatabase = created.drop;
    database = openPostgres(created.url);
  } else {
    // The migrated template built by global-setup.ts saves initdb; without it, a plain in-memory PGlite.
    const template = inject('pgliteTemplate');
    database =
      template && fs.existsSync(template)
        ? await openMemoryPglite(new Blob([new Uint8Array(fs.readFileSync(template))]))
        : await openPglite('memory://');
  }

  let app: FastifyInstance;
  try {
    // A no-op on the template, which is already migrated.
    await migrateToLatest(database.db);
    app = await buildApp({ config, database, mailer: options.mailer, logger: options.logger });
    await options.configure?.(app);
  } catch (error) {
    await database.close().catch(() => undefined);
    await dropDatabase?.().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      await app.close();
    } finally {
      await database.close().catch(() => undefined);
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };

  const request: TestApp['request'] = async (injectOptions) => {
    const response = await app.inject(injectOptions);
    let body: Json;
    try {
      body = response.json();
    } catch {
      throw new Error(
        `Expected JSON from ${injectOptions.method ?? 'GET'} ${String(injectOptions.url)}, got: ${response.body.slice(0, 200)}`,
      );
    }
    return { response, status: response.statusCode, body };
  };

  const createUser: TestApp['createUser'] = async (input = {}) => {
    const type = input.type ?? 'user';
    const password = input.password ?? VALID_PASSWORD;
    const email = input.email ?? uniqueEmail(type);
    const name = input.name ?? `Test ${type}`;
    const row = await insertUser(database.db, {
      type,
      name,
      email,
      password,
      country_code: input.countryCode ?? '+55',
      phone: input.phone ?? '11987654321',
      cpf: input.cpf ?? null,
      is_blocked: input.isBlocked ?? false,
      last_access: input.lastAccess ?? null,
      profile_image: input.profileImage ?? null,
    });
    return { id: row.id, type, name, email, password };
  };

  const loginAs: TestApp['loginAs'] = async (email, password, remember = true) => {
    const { status, body } = await request({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email, password, remember, deviceType: 'web' },
    });
    if (status !== 200) throw new Error(`login of ${email} answered ${status}: ${body.message}`);
    return body.data;
  };

  const signUpAndLogin: TestApp['signUpAndLogin'] = async (role = 'user', input = {}) => {
    let user: TestUser;
    if (role === 'user' && input.isBlocked === undefined && input.cpf === undefined) {
      const payload = signUpBody({
        ...(input.name ? { name: input.name } : {}),
        ...(input.email ? { email: input.email } : {}),
        ...(input.password ? { password: input.password, confirmPassword: input.password } : {}),
      });
      const { status, body } = await request({ method: 'POST', url: '/api/v1/user/sign-up', payload });
      if (status !== 201) throw new Error(`sign-up answered ${status}: ${JSON.stringify(body)}`);
      user = { id: body.data._id, type: 'user', name: payload.name, email: payload.email, password: payload.password };
    } else {
      user = await createUser({ ...input, type: role });
    }
    const { token } = await loginAs(user.email, user.password);
    return { ...user, token, headers: bearer(token) };
  };

  const readOutbox = () => {
    if (!fs.existsSync(config.outboxDir)) return [];
    return fs
      .readdirSync(config.outboxDir)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => parseEml(path.join(config.outboxDir, name)));
  };

  const flushMail = async () => {
    let sent = 0;
    // The worker's timer may hold some messages mid-send: wait for those too.
    for (let round = 0; round < 100; round += 1) {
      sent += (await deliverDueMail(database.db, app.ctx.mailer, { handlers: app.mailJobs })).sent;
      // Waiting or being sent right now (a failed message has its error and waits for its retry).
      const pending = await database.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('last_error', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(pending.count) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return sent;
  };

  return {
    app,
    ctx: app.ctx,
    config,
    db: database.db,
    database,
    close,
    request,
    signUpAndLogin,
    createUser,
    loginAs,
    readOutbox,
    flushMail,
  };
}
