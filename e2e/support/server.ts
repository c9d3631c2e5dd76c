import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Client, ClientConfig } from 'pg';

/** The repository root, found from this file so a clone anywhere works. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  tmpDir: string;
  logFile: string;
  database: 'pglite' | 'postgresql';
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 120_000;

function isPortFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

function anyFreePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** E2E_PORT when given (it must be free), else 3201 when free, else whatever the system hands out. */
async function choosePort(host: string): Promise<number> {
  if (process.env.E2E_PORT) {
    const port = Number(process.env.E2E_PORT);
    if (!(await isPortFree(port, host))) throw new Error(`E2E_PORT=${port} is already in use on ${host}.`);
    return port;
  }
  return (await isPortFree(3201, host)) ? 3201 : anyFreePort(host);
}

type PgClientClass = new (config: string | ClientConfig) => Client;

function pgClientClass(): PgClientClass {
  // pg is a dependency of the server workspace; resolve it from there so e2e needs no copy of its own.
  const require = createRequire(path.join(repoRoot, 'apps/server/package.json'));
  return (require('pg') as { Client: PgClientClass }).Client;
}

function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdminClient<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const Client = pgClientClass();
  const client = new Client(adminUrl);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    await client.query(`DROP DATABASE IF EXISTS "${name}"`);
  });
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${baseUrl}/readyz within ${READY_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface StartServerOptions {
  /** Extra environment for the server, e.g. the provider URLs of the fake social provider. */
  env?: Record<string, string>;
}

/**
 * Starts one real server (the compiled `node apps/server/dist/main.js`, as `npm start` runs it) on a free port with a fresh DATA_DIR and the demo
 * data, on PGlite, or on a throw-away PostgreSQL database when TEST_DATABASE_URL (an admin URL) is set.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const host = '127.0.0.1';
  // The server serves the built SPA from apps/web/dist (or WEB_DIST, relative to the repository root).
  const webIndex = path.resolve(repoRoot, process.env.WEB_DIST ?? 'apps/web/dist', 'index.html');
  if (!fs.existsSync(webIndex)) {
    throw new Error(`${webIndex} is missing: build the web app first (npm run build, or npm run test:e2e).`);
  }
  const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');
  if (!fs.existsSync(serverMain)) {
    throw new Error(`${serverMain} is missing: build the server first (npm run build, or npm run test:e2e).`);
  }

  const port = await choosePort(host);
  const baseUrl = `http://${host}:${port}`;
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-e2e-'));
  const dataDir = path.join(tmpDir, 'data');
  fs.mkdirSync(dataDir);
  const logFile = path.join(tmpDir, 'server.log');

  const adminUrl = process.env.TEST_DATABASE_URL;
  const databaseName = adminUrl ? `noite_e2e_${randomBytes(6).toString('hex')}` : undefined;
  const removeTmp = () => {
    if (!process.env.E2E_KEEP_DATA) fs.rmSync(tmpDir, { recursive: true, force: true });
  };

  try {
    if (adminUrl && databaseName) await createDatabase(adminUrl, databaseName);
  } catch (error) {
    removeTmp();
    throw error;
  }

  const binDir = path.join(repoRoot, 'node_modules/.bin');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The repository's Node 24 first, whatever node started Playwright.
    PATH: [binDir, path.dirname(process.execPath), process.env.PATH ?? ''].join(path.delimiter),
    NODE_ENV: 'test',
    HOST: host,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_SIGN_UP: '1000',
    RATE_LIMIT_FORGOT_PASSWORD: '1000',
    RATE_LIMIT_UPLOAD: '1000',
    ...options.env,
  };
  delete env.SMTP_URL; // mails must land in DATA_DIR/outbox where the tests read them
  delete env.REDIS_URL;
  if (adminUrl && databaseName) env.DATABASE_URL = databaseUrlFor(adminUrl, databaseName);
  else delete env.DATABASE_URL;

  const log = fs.openSync(logFile, 'a');
  const child = spawn('node', ['--enable-source-maps', serverMain], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);

  // Keep the server log beside Playwright's own results, for failures.
  const keepLog = () => {
    try {
      const results = path.join(repoRoot, 'e2e/test-results');
      fs.mkdirSync(results, { recursive: true });
      fs.copyFileSync(logFile, path.join(results, `server-${databaseName ? 'postgresql' : 'pglite'}.log`));
    } catch {
      // nothing to keep
    }
  };

  const stop = async () => {
    await stopProcess(child);
    if (adminUrl && databaseName) {
      try {
        await dropDatabase(adminUrl, databaseName);
      } catch (error) {
        console.error(`Could not drop the e2e database ${databaseName}:`, error);
      }
    }
    keepLog();
    removeTmp();
  };

  try {
    await waitUntilReady(baseUrl, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }

  return { baseUrl, dataDir, tmpDir, logFile, database: adminUrl ? 'postgresql' : 'pglite', stop };
}
