/**
 * BENCH_SUITE=throughput (issue 13 parts 5–6): `POST /user/home` as a visitor under load, on PostgreSQL with
 * generated venues (100,000 by default), served by 1 and by 2 app processes sharing one port (SO_REUSEPORT, as
 * behind a load balancer), at 16 and 64 connections (autocannon): req/s, p50, p99, errors, each process's RSS.
 * Each setting runs twice: the real answer, and the same answer served from memory by the same process
 * (bench/throughput-server.ts), the ceiling set by compression and the network; the report gives the ratio, and
 * the CPU time each answer cost the app processes, PostgreSQL's backends and the load generator (this process), from
 * /proc when the database runs on this machine: what bounds the req/s on a machine they share.
 *
 * Environment: BENCH_THROUGHPUT_SIZE (100000), BENCH_THROUGHPUT_PROCESSES ("1,2"), BENCH_THROUGHPUT_CONNECTIONS
 * ("16,64"), BENCH_THROUGHPUT_SECONDS (20 per measurement, after a warm-up: each body asked of each process, then 5 s
 * of load), BENCH_THROUGHPUT_ORIGINS (200 request bodies, cycled), BENCH_DATABASE_URL (admin URL; the bench creates and
 * drops its database).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { generateBenchData, createRandom, randomOrigin } from './generate.ts';
import { loadBenchData, withBenchDatabase } from './load.ts';
import { processCpuMs, schedstatMs, threadsCpuMs, type CpuClock } from './measure.ts';
import { freePort, rssMb, startFlags } from './memory.ts';

export interface ThroughputOptions {
  adminUrl: string;
  size: number;
  processes: number[];
  connections: number[];
  seconds: number;
  origins: number;
  seed: number;
  log: (message: string) => void;
}

export interface ThroughputRow {
  processes: number;
  connections: number;
  mode: 'database' | 'memory';
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  rssMb: number[];
  /**
   * CPU time per answer, ms: the app processes (`appMain`: of it, their main threads; the rest is mostly V8's
   * collector), the database's backends, the load generator.
   */
  cpuPerAnswer: { app: number; appMain: number; database: number; loadGenerator: number };
}

export interface ThroughputResult {
  size: number;
  seconds: number;
  rows: ThroughputRow[];
  loadSeconds: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `count` app processes on one port; resolves once each has said it listens. */
async function startProcesses(count: number, env: NodeJS.ProcessEnv, logFile: string): Promise<ChildProcess[]> {
  const children: ChildProcess[] = [];
  for (let index = 0; index < count; index += 1) {
    const log = fs.openSync(logFile, 'a');
    // The V8 flags `npm start` uses, so that memory and speed are the served process's.
    const child = spawn(
      process.execPath,
      [...startFlags(), '--import', 'tsx', path.join(here, 'throughput-server.ts')],
      {
        env,
        stdio: ['ignore', log, log, 'ipc'],
      },
    );
    fs.closeSync(log);
    children.push(child);
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) =>
        reject(new Error(`an app process exited (${code}):\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`)),
      );
    });
  }
  return children;
}

async function stopProcesses(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }),
  );
}

/** CPU time so far of the app processes, the database's backends (found again first) and this process, in ms. */
async function cpuNow(children: ChildProcess[], clock: CpuClock) {
  await clock.refresh();
  const loadGenerator = processCpuMs();
  return {
    app: children.reduce((sum, child) => sum + (child.pid ? threadsCpuMs(child.pid) : 0), 0),
    appMain: children.reduce((sum, child) => sum + (child.pid ? schedstatMs(child.pid) : 0), 0),
    // The clock counts this process beside the backends.
    database: clock.read() - loadGenerator,
    loadGenerator,
  };
}

/** autocannon over the bench's request bodies, for a time (`duration`) or a number of requests (`amount`). */
function autocannonRun(options: autocannon.Options) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ timeout: 10, ...options }, (error: Error | null, result: autocannon.Result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const load = (url: string, connections: number, seconds: number, requests: autocannon.Request[]) =>
  autocannonRun({ url, connections, duration: seconds, requests });

/** Connections of the warm-up's first pass: the kernel spreads them over the processes (SO_REUSEPORT). */
const EACH_BODY_CONNECTIONS = 8;

/**
 * Asks each body over `EACH_BODY_CONNECTIONS` connections (each goes through the list once; 2 processes all but
 * surely each get some): the answer from memory was worked out for every body before its process listened, and a
 * real process that never saw a body's venues lacks their cards, read once per process (decisions 114, 133). Without
 * it, a row's first pass over the bodies read those cards.
 */
const askEachBody = (url: string, requests: autocannon.Request[]) =>
  autocannonRun({
    url,
    connections: EACH_BODY_CONNECTIONS,
    amount: EACH_BODY_CONNECTIONS * requests.length,
    requests,
  });

export async function runThroughput(options: ThroughputOptions): Promise<ThroughputResult> {
  const { log } = options;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-bench-throughput-'));
  try {
    return await withBenchDatabase('postgres', { adminUrl: options.adminUrl, log }, async (database) => {
      const loadStarted = performance.now();
      log(`generating and loading ${options.size} venues`);
      const loaded = await loadBenchData(database.handle.db, generateBenchData(options.size, { seed: options.seed }));
      const loadSeconds = (performance.now() - loadStarted) / 1000;
      log(`loaded in ${loadSeconds.toFixed(0)} s`);
      // The bench database's own connection is not needed while the app processes run.
      const random = createRandom(options.seed + 1);
      const bodies = Array.from({ length: options.origins }, () => randomOrigin(random));
      const bodiesFile = path.join(tmp, 'bodies.json');
      fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
      const requests: autocannon.Request[] = bodies.map((body, index) => ({
        method: 'POST',
        path: '/api/v1/user/home',
        headers: {
          'content-type': 'application/json',
          'accept-encoding': 'gzip, deflate, br, zstd',
          'x-access-token': loaded.token,
          'x-bench-key': String(index),
        },
        body: JSON.stringify(body),
      }));

      const rows: ThroughputRow[] = [];
      for (const processes of options.processes) {
        for (const mode of ['database', 'memory'] as const) {
          const port = await freePort();
          const env: NodeJS.ProcessEnv = {
            ...process.env,
            NODE_ENV: 'production',
            PORT: String(port),
            DATABASE_URL: database.url ?? '',
            BENCH_TOKEN: loaded.token,
            BENCH_BODIES: bodiesFile,
            BENCH_FROM_MEMORY: String(mode === 'memory'),
          };
          delete env.REDIS_URL;
          const children = await startProcesses(processes, env, path.join(tmp, 'server.log'));
          try {
            const url = `http://127.0.0.1:${port}`;
            log(`${processes} process(es), ${mode}: warm-up`);
            await askEachBody(url, requests);
            await load(url, Math.max(...options.connections), 5, requests);
            for (const connections of options.connections) {
              const before = await cpuNow(children, database.clock);
              const result = await load(url, connections, options.seconds, requests);
              const after = await cpuNow(children, database.clock);
              const perAnswer = (key: keyof typeof before) =>
                result.requests.total ? (after[key] - before[key]) / result.requests.total : 0;
              const row: ThroughputRow = {
                processes,
                connections,
                mode,
                requestsPerSecond: Math.round(result.requests.average),
                p50Ms: result.latency.p50,
                p99Ms: result.latency.p99,
                errors: result.errors + result.timeouts,
                non2xx: result.non2xx,
                rssMb: children.map((child) => rssMb(child.pid)),
                cpuPerAnswer: {
                  app: perAnswer('app'),
                  appMain: perAnswer('appMain'),
                  database: perAnswer('database'),
                  loadGenerator: perAnswer('loadGenerator'),
                },
              };
              log(
                `${processes} process(es), ${mode}, ${connections} connections: ${row.requestsPerSecond} req/s, ` +
                  `p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, errors ${row.errors}, non-2xx ${row.non2xx}, ` +
                  `RSS ${row.rssMb.join(' + ')} MB, CPU per answer ${cpuText(row)} ms`,
              );
              rows.push(row);
            }
          } finally {
            await stopProcesses(children);
          }
        }
      }
      return { size: options.size, seconds: options.seconds, rows, loadSeconds };
    });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The targets of issue 13 part 5 at 64 connections: 0 errors, p99 ≤ 1 s, req/s ≥ 50 % of the memory ceiling. */
export function throughputVerdicts(result: ThroughputResult): string[] {
  const verdicts: string[] = [];
  for (const row of result.rows) {
    if (row.mode !== 'database' || row.connections !== 64) continue;
    const ceiling = result.rows.find(
      (other) => other.mode === 'memory' && other.processes === row.processes && other.connections === 64,
    );
    const ratio = ceiling ? row.requestsPerSecond / ceiling.requestsPerSecond : Number.NaN;
    const errors = row.errors + row.non2xx;
    verdicts.push(
      `${row.processes} process(es) at 64 connections: errors ${errors} (target 0), p99 ${row.p99Ms} ms ` +
        `(target ≤ 1000 ms, limit with margin 850 ms), ${(ratio * 100).toFixed(0)} % of the memory ceiling ` +
        `(target ≥ 50 %, limit with margin 57.5 %)`,
    );
  }
  return verdicts;
}

/** CPU ms per answer: app (its main threads) / database / load generator. */
const cpuText = ({ cpuPerAnswer: cpu }: ThroughputRow) =>
  `${cpu.app.toFixed(2)} (${cpu.appMain.toFixed(2)}) / ${cpu.database.toFixed(2)} / ${cpu.loadGenerator.toFixed(2)}`;

export function renderThroughput(result: ThroughputResult, machineLoad: { before: string; after: string }): string {
  const lines = [
    `## POST /user/home under load: ${result.size.toLocaleString('en')} venues on PostgreSQL (BENCH_SUITE=throughput)`,
    '',
    `Load average before: ${machineLoad.before}; after: ${machineLoad.after}. ${result.seconds} s per row after a`,
    `warm-up (each body asked over ${EACH_BODY_CONNECTIONS} connections, then 5 s of load); data loaded in`,
    `${result.loadSeconds.toFixed(0)} s.`,
    '',
    "CPU per answer: ms on a core, of the app processes (in brackets, their main threads: the rest is mostly V8's",
    'collector) / the PostgreSQL backends serving the bench database (0 when the server is not on this machine) /',
    'this process, which generates the load.',
    '',
    '| processes | connections | answer | req/s | p50 | p99 | errors | non-2xx | RSS per process | CPU per answer |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of result.rows) {
    lines.push(
      `| ${row.processes} | ${row.connections} | ${row.mode === 'database' ? 'real' : 'from memory'} | ` +
        `${row.requestsPerSecond} | ${row.p50Ms} ms | ${row.p99Ms} ms | ${row.errors} | ${row.non2xx} | ` +
        `${row.rssMb.map((mb) => `${mb} MB`).join(' + ')} | ${cpuText(row)} |`,
    );
  }
  lines.push('', ...throughputVerdicts(result).map((verdict) => `- ${verdict}`), '');
  return lines.join('\n');
}
