/**
 * BENCH_SUITE=memory: the built server started as `npm start` starts it (scripts/start.mjs, plain Node on
 * apps/server/dist), on PostgreSQL and PGlite with the demo data, measured from outside like a host would see it:
 * warm-start time (spawn → /readyz), the serving process's RSS idle, after each of three rounds of 16 concurrent
 * POST /user/home near São Paulo (req/s, p99), then a mixed run (home, venue details, favourite toggles, logins) with
 * RSS sampled every 5 s and its slope. Issue 16; figures in docs/benchmarks.md.
 *
 * Environment: BENCH_DATABASES (pglite,postgres), BENCH_DATABASE_URL (an admin URL; the bench creates and drops
 * noite_bench_mem_<random>), BENCH_ROUND_SECONDS (20), BENCH_ROUNDS (3), BENCH_CONNECTIONS (16),
 * BENCH_MIXED_SECONDS (600; 0 skips the mixed run), BENCH_MIXED_CONNECTIONS (8), BENCH_PORT (the server's port; 0, the
 * default, takes a free one), BENCH_NODE_FLAGS (Node flags instead of the start script's, to compare some).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { repoRoot } from '../src/lib/paths.ts';

/** The Node flags `npm start` runs the server with (package.json's start script). */
export function startFlags(): string[] {
  const override = process.env.BENCH_NODE_FLAGS;
  if (override !== undefined) return override.split(/\s+/).filter(Boolean);
  const packageJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = (packageJson.scripts.start ?? '').split(/\s+/);
  return words.filter((word) => word.startsWith('--'));
}

/**
 * The start script's flags that size the heap of a serving process: the server leaves `--optimize-for-size` as it
 * starts listening (decision 099), so a bench measuring answers in its own process runs with these.
 */
export function servingHeapFlags(): string[] {
  return startFlags().filter((flag) => /^--(max-semi-space-size|heap-growing-percent)=/.test(flag));
}

interface Round {
  rssMb: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface MemoryResult {
  database: string;
  firstStartS: number;
  warmStartS: number;
  idleRssMb: number;
  rounds: Round[];
  mixed?: Round & { seconds: number; slopeMbPerMinute: number; samples: number[] };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The process's resident memory in MB (0 for an unknown pid). */
export function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Started {
  child: ChildProcess;
  seconds: number;
}

async function startServer(env: NodeJS.ProcessEnv, baseUrl: string, logFile: string): Promise<Started> {
  const log = fs.openSync(logFile, 'a');
  const startedAt = performance.now();
  // What `npm start` runs, without npm around it: node <flags> scripts/start.mjs.
  const child = spawn(process.execPath, [...startFlags(), 'scripts/start.mjs'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}); see ${logFile}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - startedAt > 600_000) throw new Error(`no /readyz after 10 minutes; see ${logFile}`);
    await sleep(50);
  }
  return { child, seconds: (performance.now() - startedAt) / 1000 };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function post<T>(baseUrl: string, url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${answer.message}`);
  return answer.data;
}

type Request = autocannon.Request;

function run(
  baseUrl: string,
  seconds: number,
  connections: number,
  requests: Request[],
): Promise<Round & { raw: autocannon.Result }> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: baseUrl, connections, duration: seconds, requests, timeout: 30 },
      (error: Error | null, result: autocannon.Result) => {
        if (error) return reject(error);
        resolve({
          rssMb: 0,
          requestsPerSecond: Math.round(result.requests.average),
          p99Ms: result.latency.p99,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          raw: result,
        });
      },
    );
  });
}

/** Least-squares slope of the samples (taken every `stepS` seconds), in MB per minute. */
export function slopePerMinute(samples: number[], stepS: number): number {
  const n = samples.length;
  if (n < 2) return 0;
  const xs = samples.map((_, i) => (i * stepS) / 60);
  const meanX = xs.reduce((a, b) => a + b, 0) / n;
  const meanY = samples.reduce((a, b) => a + b, 0) / n;
  let numerator = 0;
  let denominator = 0;
  for (let i = 0; i < n; i += 1) {
    numerator += (xs[i]! - meanX) * (samples[i]! - meanY);
    denominator += (xs[i]! - meanX) ** 2;
  }
  return denominator === 0 ? 0 : numerator / denominator;
}

export interface MemoryOptions {
  databases: string[];
  adminUrl: string;
  roundSeconds: number;
  rounds: number;
  connections: number;
  mixedSeconds: number;
  mixedConnections: number;
  /** The server's port; 0 takes a free one. */
  port: number;
  log: (message: string) => void;
}

export async function runMemory(database: string, options: MemoryOptions): Promise<MemoryResult> {
  const { log } = options;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-bench-memory-'));
  const port = options.port || (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const databaseName = `noite_bench_mem_${randomBytes(5).toString('hex')}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: path.join(tmp, 'data'),
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LOGIN: '100000',
  };
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  delete env.BENCH_CHILD_RUN;
  if (database === 'postgres') {
    const client = new pg.Client(options.adminUrl);
    await client.connect();
    await client.query(`create database ${databaseName}`);
    await client.end();
    const url = new URL(options.adminUrl);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  } else {
    delete env.DATABASE_URL;
  }
  const logFile = path.join(tmp, 'server.log');
  let child: ChildProcess | undefined;
  try {
    log(`${database}: first start (builds what is stale, migrates, creates the demo data)`);
    const first = await startServer(env, baseUrl, logFile);
    await stopServer(first.child);
    log(`${database}: first start healthy after ${first.seconds.toFixed(1)} s; warm start`);
    const warm = await startServer(env, baseUrl, logFile);
    child = warm.child;
    const pid = child.pid!;
    await sleep(10_000);
    const idleRssMb = rssMb(pid);
    log(`${database}: warm start ${warm.seconds.toFixed(2)} s, idle RSS ${idleRssMb} MB`);

    const login = (email: string, password: string) =>
      post<{ token: string }>(baseUrl, '/user/login', { email, password, deviceType: 'web' });
    const { token } = await login('visitante@noite.app', 'Visitor@123');
    const headers = { 'content-type': 'application/json', 'x-access-token': token };
    const homeBody = { latitude: -23.5614, longitude: -46.6559, offset: 0, limit: 1000 };
    const home: Request = { method: 'POST', path: '/api/v1/user/home', headers, body: JSON.stringify(homeBody) };

    const rounds: Round[] = [];
    for (let i = 0; i < options.rounds; i += 1) {
      const round = await run(baseUrl, options.roundSeconds, options.connections, [home]);
      round.rssMb = rssMb(pid);
      delete (round as Partial<typeof round>).raw;
      rounds.push(round);
      log(
        `${database}: round ${i + 1}: ${round.requestsPerSecond} req/s, p99 ${round.p99Ms} ms, RSS ${round.rssMb} MB`,
      );
    }

    let mixed: MemoryResult['mixed'];
    if (options.mixedSeconds > 0) {
      const { items } = await post<{ items: { _id: string }[] }>(baseUrl, '/user/home', homeBody, token);
      const venues = items.slice(0, 20).map((item) => item._id);
      if (venues.length === 0) throw new Error('no venues near São Paulo in the demo data');
      const loginBody = JSON.stringify({ email: 'mariana@noite.app', password: 'Visitor@123', deviceType: 'web' });
      const requests: Request[] = [];
      venues.forEach((venue, i) => {
        requests.push(home);
        requests.push({
          method: 'POST',
          path: '/api/v1/establishment/details',
          headers,
          body: JSON.stringify({ establishmentId: venue, latitude: homeBody.latitude, longitude: homeBody.longitude }),
        });
        requests.push({
          method: 'POST',
          path: '/api/v1/user/establishment-like',
          headers,
          body: JSON.stringify({ establishmentId: venue, like: i % 2 === 0 }),
        });
        if (i % 4 === 0) {
          requests.push({
            method: 'POST',
            path: '/api/v1/user/login',
            headers: { 'content-type': 'application/json' },
            body: loginBody,
          });
        }
      });
      const samples: number[] = [];
      const STEP_S = 5;
      const sampler = setInterval(() => samples.push(rssMb(pid)), STEP_S * 1000);
      log(`${database}: mixed run, ${options.mixedSeconds} s`);
      const result = await run(baseUrl, options.mixedSeconds, options.mixedConnections, requests);
      clearInterval(sampler);
      // The first minute (or first fifth) warms up; the slope is taken over the rest.
      const skip = Math.min(Math.floor(60 / STEP_S), Math.floor(samples.length / 5));
      mixed = {
        seconds: options.mixedSeconds,
        rssMb: rssMb(pid),
        requestsPerSecond: result.requestsPerSecond,
        p99Ms: result.p99Ms,
        errors: result.errors,
        non2xx: result.non2xx,
        samples,
        slopeMbPerMinute: Math.round(slopePerMinute(samples.slice(skip), STEP_S) * 100) / 100,
      };
      log(
        `${database}: mixed ${mixed.requestsPerSecond} req/s, p99 ${mixed.p99Ms} ms, RSS ${mixed.rssMb} MB, slope ${mixed.slopeMbPerMinute} MB/min, non-2xx ${mixed.non2xx}`,
      );
    }
    return { database, firstStartS: first.seconds, warmStartS: warm.seconds, idleRssMb, rounds, mixed };
  } finally {
    if (child) await stopServer(child);
    if (database === 'postgres') {
      const client = new pg.Client(options.adminUrl);
      await client.connect();
      await client.query(`drop database if exists ${databaseName} with (force)`);
      await client.end();
    }
    if (!process.env.BENCH_KEEP_DATA) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

export function renderMemory(results: MemoryResult[], load: string): string {
  const lines = [
    `Memory bench (BENCH_SUITE=memory), ${new Date().toISOString()}, node ${process.version}, flags: ${startFlags().join(' ')}`,
    `Load before: ${load}`,
    '',
    '| database | first start | warm start | idle RSS | ' +
      results[0]!.rounds.map((_, i) => `round ${i + 1} RSS · req/s · p99`).join(' | ') +
      ' | mixed RSS · req/s · p99 · slope |',
    '|---|---|---|---|' + results[0]!.rounds.map(() => '---|').join('') + '---|',
  ];
  for (const r of results) {
    const mixed = r.mixed
      ? `${r.mixed.rssMb} MB · ${r.mixed.requestsPerSecond} · ${r.mixed.p99Ms} ms · ${r.mixed.slopeMbPerMinute} MB/min over ${r.mixed.seconds} s`
      : 'skipped';
    lines.push(
      `| ${r.database} | ${r.firstStartS.toFixed(1)} s | ${r.warmStartS.toFixed(2)} s | ${r.idleRssMb} MB | ` +
        r.rounds.map((round) => `${round.rssMb} MB · ${round.requestsPerSecond} · ${round.p99Ms} ms`).join(' | ') +
        ` | ${mixed} |`,
    );
  }
  return lines.join('\n');
}
