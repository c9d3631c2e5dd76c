/**
 * `npm run bench`: the home list's hot path on generated data — N venues clustered like Brazil's cities, with a
 * week of events — on PGlite and PostgreSQL: the raw SQL, the endpoint over HTTP, search, filters, response
 * sizes, EXPLAIN, and the web app's initial JavaScript. See docs/benchmarks.md.
 *
 *   npm run bench                       # 10k and 100k venues, PGlite and PostgreSQL
 *   BENCH_SIZES=10000 npm run bench     # a quick run
 *   BENCH_SUITE=admin npm run bench     # only the admin console: 100k owners, 300k venues (bench/admin.ts)
 *   BENCH_SUITE=door-list npm run bench # only the door list: 2,000 requests on one night (bench/door-list.ts)
 *   BENCH_SUITE=uploads npm run bench   # a 5,000,000-byte photo through the upload pipeline (bench/uploads.ts)
 *   BENCH_SUITE=memory npm run bench    # the built server as npm start runs it: start time, RSS, load (bench/memory.ts)
 *   BENCH_SUITE=lighthouse npm run bench # Lighthouse on /login and /main, and the filter taps (bench/lighthouse.ts)
 *   BENCH_SUITE=throughput npm run bench # /user/home under load, 1 and 2 app processes on PostgreSQL (bench/throughput.ts)
 *
 * Suites (--suite, BENCH_SUITE): all (default: home, admin and door-list), home, admin, door-list, uploads,
 * lighthouse. The lighthouse suite measures the built app (run `npm run build` first): --lighthouse-runs
 * (BENCH_LIGHTHOUSE_RUNS, 3 per route), --tap-runs (BENCH_TAP_RUNS, 5); Chromium from CHROME_PATH
 * (/usr/bin/chromium). The
 * uploads suite: 20 uploads one at a time, then 5 rounds of 8 at once, on PostgreSQL (BENCH_DATABASE_URL)
 * (--upload-rounds, BENCH_UPLOAD_ROUNDS), each in a fresh process. The admin suite's size: --admin-owners
 * (BENCH_ADMIN_OWNERS, 100000; three venues per owner), --admin-deletions (BENCH_ADMIN_DELETIONS, 30 owners of 50
 * venues and 5,000 events, one deleted per run, 2 of them as the warm-up).
 *
 * Options (or environment): --sizes (BENCH_SIZES, "10000,100000"), --databases (BENCH_DATABASES,
 * "pglite,postgres"), --queries (BENCH_QUERIES, 1000), --warmup (BENCH_WARMUP, 100), --max-seconds
 * (BENCH_MAX_SECONDS, 15 per series), --no-web,
 * --web-dist (measure apps/web/dist as it is instead of a fresh `vite build --manifest --sourcemap` into a
 * temporary directory; without a manifest only the entry and its modulepreloads count), --pglite-dir (BENCH_PGLITE_DIR: a directory for PGlite's temporary database, or "memory"),
 * --report FILE (write the Markdown report), --json FILE (the raw figures), --seed. PostgreSQL: an admin URL in
 * BENCH_DATABASE_URL (default postgres://root@127.0.0.1:5432/postgres); the bench creates `noite_bench_<random>`
 * and drops it at the end. --reuse (BENCH_REUSE=1): the home suite keeps each loaded database
 * (`noite_bench_keep_<size>_s<seed>`, or PGlite's `noite-bench-keep-<size>_s<seed>` directory) and the next run
 * with the same size and seed measures it again without loading (pending migrations still run; the events are
 * the load day's week, so reuse it within that day). Drop it by hand when done (`dropdb`, `rm -r`). --load-only:
 * the home suite loads (or, with --reuse, finds the kept load) and stops without measuring, e.g. to load
 * 1,000,000 venues ahead of a run on a quiet machine (the loader streams: memory stays flat whatever the size).
 */
import { execFileSync, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { adminTargets, runAdmin, type AdminRunResult } from '../../bench/admin.ts';
import { doorListTargets, runDoorList, type DoorListRunResult } from '../../bench/door-list.ts';
import { generateBenchData } from '../../bench/generate.ts';
import type { DatabaseKind } from '../../bench/load.ts';
import { renderReport, targets, type BenchReport, type RunResult } from '../../bench/report.ts';
import { runDatabase, type RunOptions } from '../../bench/run.ts';
import {
  makeBenchPhoto,
  renderUploads,
  runUploads,
  type UploadResult,
  type UploadScenario,
} from '../../bench/uploads.ts';
import { renderMemory, runMemory, servingHeapFlags, type MemoryResult } from '../../bench/memory.ts';
import { measureWeb, type WebResult } from '../../bench/web.ts';
import { renderThroughput, runThroughput } from '../../bench/throughput.ts';
import { renderSpeed, runSpeed, speedVerdicts } from '../../bench/lighthouse.ts';
import { runCli } from './database.ts';

const uptime = () => {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return 'uptime unavailable';
  }
};

const log = (message: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

function positive(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return number;
}

interface ChildRun {
  kind: DatabaseKind;
  size: number;
  options: Omit<RunOptions, 'log'> & { reuse?: boolean };
  /** The admin console's workload instead of the home list's, with `size` owners. */
  admin?: { deletions: number };
  /** The door list's workload instead (2,000 requests on one night; `size` is unused). */
  doorList?: boolean;
  /** An upload scenario instead (bench/uploads.ts). */
  uploads?: UploadScenario;
}

/** One database at one size, in this process (the child's side). */
async function runHere({
  kind,
  size,
  options,
  admin,
  doorList,
  uploads,
}: ChildRun): Promise<RunResult | AdminRunResult | DoorListRunResult | UploadResult> {
  if (uploads) return runUploads(uploads, log);
  if (doorList) return runDoorList(kind, { ...options, log });
  if (admin) return runAdmin(kind, { ...options, owners: size, deletions: admin.deletions, log });
  const makeData = () => generateBenchData(size, { seed: options.seed * 1_000_003 + size });
  const keep = options.reuse ? `${size}_s${options.seed}` : undefined;
  return runDatabase(kind, makeData, { ...options, keep, log });
}

/** The home suite child's old-generation heap cap, in MB (see `runInChild`). */
const HOME_HEAP_MB = 1024;

/**
 * Each database and size runs in a process of its own, as a server would: one run's heap (100k venues generated,
 * PGlite's WebAssembly memory) would otherwise weigh on the next one's garbage collections and tail latencies.
 */
function runInChild<T extends RunResult | AdminRunResult | DoorListRunResult | UploadResult>(
  run: ChildRun,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const home = !run.admin && !run.doorList && !run.uploads;
    const child = fork(process.argv[1] as string, [], {
      env: { ...process.env, BENCH_CHILD_RUN: JSON.stringify(run) },
      // The home suite's loader streams (~250 MB live at 1,000,000 venues), but V8 lets the garbage of its
      // batches pile up to ~1.7 GB before collecting it; a cap makes it collect sooner. The measurements that
      // follow a load run on a heap far below it, sized as the server's once it serves (decision 099).
      ...(home
        ? { execArgv: [...process.execArgv, ...servingHeapFlags(), `--max-old-space-size=${HOME_HEAP_MB}`] }
        : {}),
    });
    let result: T | undefined;
    child.on('message', (message) => (result = message as T));
    child.on('error', reject);
    child.on('exit', (code) =>
      result ? resolve(result) : reject(new Error(`the ${run.kind} ${run.size} run exited with ${code}`)),
    );
  });
}

async function main(): Promise<number> {
  if (process.env.BENCH_CHILD_RUN) {
    const result = await runHere(JSON.parse(process.env.BENCH_CHILD_RUN) as ChildRun);
    await new Promise<void>((resolve, reject) =>
      process.send?.(result, (error: Error | null) => (error ? reject(error) : resolve())),
    );
    return 0;
  }

  const env = process.env;
  const { values, positionals } = parseArgs({
    options: {
      suite: { type: 'string', default: env.BENCH_SUITE ?? 'all' },
      sizes: { type: 'string', default: env.BENCH_SIZES ?? '10000,100000' },
      'admin-owners': { type: 'string', default: env.BENCH_ADMIN_OWNERS ?? '100000' },
      'admin-deletions': { type: 'string', default: env.BENCH_ADMIN_DELETIONS ?? '30' },
      'upload-rounds': { type: 'string', default: env.BENCH_UPLOAD_ROUNDS ?? '5' },
      'lighthouse-runs': { type: 'string', default: env.BENCH_LIGHTHOUSE_RUNS ?? '3' },
      'tap-runs': { type: 'string', default: env.BENCH_TAP_RUNS ?? '5' },
      databases: { type: 'string', default: env.BENCH_DATABASES ?? 'pglite,postgres' },
      queries: { type: 'string', default: env.BENCH_QUERIES ?? '1000' },
      warmup: { type: 'string', default: env.BENCH_WARMUP ?? '100' },
      'max-seconds': { type: 'string', default: env.BENCH_MAX_SECONDS ?? '15' },
      'no-web': { type: 'boolean', default: false },
      'web-dist': { type: 'boolean', default: false },
      'pglite-dir': { type: 'string', default: env.BENCH_PGLITE_DIR },
      report: { type: 'string' },
      json: { type: 'string' },
      seed: { type: 'string', default: '1' },
      reuse: { type: 'boolean', default: env.BENCH_REUSE === '1' },
      'load-only': { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  if (positionals.length) {
    console.error(
      `Unexpected arguments: ${positionals.join(' ')}. Options are flags, e.g. \`npm run bench -- --sizes 10000\`.`,
    );
    return 2;
  }
  const suite = values.suite;
  if (suite === 'memory') return benchMemory(values.databases, values.report);
  if (suite === 'throughput') return benchThroughput(positive('--seed', values.seed), values.report);
  if (!['all', 'home', 'admin', 'door-list', 'uploads', 'lighthouse'].includes(suite))
    throw new Error(`Unknown suite "${suite}" (all, home, admin, door-list, uploads, memory, lighthouse, throughput)`);
  if (suite === 'lighthouse') {
    return benchSpeed(
      positive('--lighthouse-runs', values['lighthouse-runs']),
      Number(values['tap-runs']),
      values.report,
    );
  }
  if (suite === 'uploads') {
    const adminUrl = env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
    return benchUploads(positive('--upload-rounds', values['upload-rounds']), adminUrl, values.report);
  }
  const home = suite === 'all' || suite === 'home';
  const withAdmin = suite === 'all' || suite === 'admin';
  const withDoorList = suite === 'all' || suite === 'door-list';
  const adminOwners = positive('--admin-owners', values['admin-owners'].replace(/_/g, ''));
  const adminDeletions = positive('--admin-deletions', values['admin-deletions']);
  if (adminDeletions < 3) throw new Error('--admin-deletions must be at least 3 (2 are the warm-up)');
  const sizes = values.sizes.split(',').map((size) => positive('--sizes', size.trim().replace(/_/g, '')));
  const databases = values.databases.split(',').map((name) => name.trim()) as DatabaseKind[];
  for (const name of databases) {
    if (name !== 'pglite' && name !== 'postgres') throw new Error(`Unknown database "${name}" (pglite, postgres)`);
  }
  const options = {
    queries: positive('--queries', values.queries),
    warmup: Number(values.warmup),
    maxSeconds: positive('--max-seconds', values['max-seconds']),
    adminUrl: env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres',
    pgliteDir: values['pglite-dir'],
    seed: positive('--seed', values.seed),
    reuse: values.reuse,
    loadOnly: values['load-only'],
    log,
  };

  const started = performance.now();
  const startedAt = new Date().toISOString();
  const uptimeBefore = uptime();
  log(`start; ${uptimeBefore}`);

  let web: WebResult | undefined;
  let webError: string | undefined;
  if (home && !values['no-web']) {
    try {
      log('web: measuring the home route JavaScript');
      web = measureWeb({ build: !values['web-dist'] });
    } catch (error) {
      webError = error instanceof Error ? error.message : String(error);
      log(`web: ${webError}`);
    }
  }

  const runs: RunResult[] = [];
  const { log: _log, ...plain } = options;
  if (home) {
    for (const size of sizes) {
      for (const kind of databases) runs.push(await runInChild<RunResult>({ kind, size, options: plain }));
    }
  }
  const admin: AdminRunResult[] = [];
  if (withAdmin) {
    for (const kind of databases) {
      admin.push(
        await runInChild<AdminRunResult>({
          kind,
          size: adminOwners,
          options: plain,
          admin: { deletions: adminDeletions },
        }),
      );
    }
  }

  const doorList: DoorListRunResult[] = [];
  if (withDoorList) {
    for (const kind of databases) {
      doorList.push(await runInChild<DoorListRunResult>({ kind, size: 0, options: plain, doorList: true }));
    }
  }

  const report: BenchReport = {
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    startedAt,
    durationMs: performance.now() - started,
    uptimeBefore,
    uptimeAfter: uptime(),
    options: {
      suite,
      ...(home ? { sizes: sizes.join(',') } : {}),
      ...(withAdmin ? { adminOwners, adminDeletions } : {}),
      databases: databases.join(','),
      queries: options.queries,
      warmup: options.warmup,
      maxSeconds: options.maxSeconds,
      pgliteDir: options.pgliteDir ?? 'temporary directory',
      seed: options.seed,
    },
    runs,
    admin,
    doorList,
    web,
    webError,
  };
  const markdown = renderReport(report);
  if (values.report) {
    fs.mkdirSync(path.dirname(path.resolve(values.report)), { recursive: true });
    fs.writeFileSync(values.report, `${markdown}\n`);
    log(`report written to ${values.report}`);
  }
  if (values.json) {
    fs.mkdirSync(path.dirname(path.resolve(values.json)), { recursive: true });
    fs.writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
    log(`figures written to ${values.json}`);
  }
  console.log(markdown);
  log(`done in ${(report.durationMs / 1000).toFixed(0)} s; ${report.uptimeAfter}`);
  if (home) console.error(targets(report).join('\n'));
  if (admin.length) console.error(adminTargets(admin).join('\n'));
  if (doorList.length) console.error(doorListTargets(doorList).join('\n'));
  return 0;
}

/** BENCH_SUITE=memory: each database in turn, the built server in a process of its own (bench/memory.ts). */
async function benchMemory(databases: string, reportFile: string | undefined): Promise<number> {
  const env = process.env;
  const number = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
    return value;
  };
  const load = uptime();
  const results: MemoryResult[] = [];
  for (const database of databases.split(',').map((name) => name.trim())) {
    if (database !== 'pglite' && database !== 'postgres') throw new Error(`Unknown database "${database}"`);
    results.push(
      await runMemory(database, {
        databases: [database],
        adminUrl: env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres',
        roundSeconds: number('BENCH_ROUND_SECONDS', 20),
        rounds: Math.max(1, number('BENCH_ROUNDS', 3)),
        connections: Math.max(1, number('BENCH_CONNECTIONS', 16)),
        mixedSeconds: number('BENCH_MIXED_SECONDS', 600),
        mixedConnections: Math.max(1, number('BENCH_MIXED_CONNECTIONS', 8)),
        port: number('BENCH_PORT', 0),
        log,
      }),
    );
  }
  const report = `${renderMemory(results, load)}
Load after: ${uptime()}
`;
  console.log(report);
  if (reportFile) fs.writeFileSync(reportFile, report);
  return 0;
}

/** BENCH_SUITE=throughput: /user/home under load from 1 and 2 app processes on PostgreSQL (bench/throughput.ts). */
async function benchThroughput(seed: number, reportFile: string | undefined): Promise<number> {
  const env = process.env;
  const list = (name: string, fallback: string) =>
    (env[name] ?? fallback).split(',').map((value) => positive(name, value.trim().replace(/_/g, '')));
  const before = uptime();
  log(`throughput: start; ${before}`);
  const result = await runThroughput({
    adminUrl: env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres',
    size: positive('BENCH_THROUGHPUT_SIZE', (env.BENCH_THROUGHPUT_SIZE ?? '100000').replace(/_/g, '')),
    processes: list('BENCH_THROUGHPUT_PROCESSES', '1,2'),
    connections: list('BENCH_THROUGHPUT_CONNECTIONS', '16,64'),
    seconds: positive('BENCH_THROUGHPUT_SECONDS', env.BENCH_THROUGHPUT_SECONDS ?? '20'),
    origins: positive('BENCH_THROUGHPUT_ORIGINS', env.BENCH_THROUGHPUT_ORIGINS ?? '200'),
    seed,
    log,
  });
  const report = renderThroughput(result, { before, after: uptime() });
  console.log(report);
  if (reportFile) fs.writeFileSync(reportFile, report);
  return 0;
}

/** BENCH_SUITE=lighthouse: Lighthouse on /login and /main, then the filter taps (bench/lighthouse.ts). */
async function benchSpeed(lighthouseRuns: number, tapRuns: number, reportFile: string | undefined): Promise<number> {
  const started = performance.now();
  const uptimeBefore = uptime();
  log(`speed: start; ${uptimeBefore}`);
  const result = await runSpeed({ lighthouseRuns, interactionRuns: tapRuns, log });
  const markdown = [
    `Command: \`npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\` ` +
      `(BENCH_SUITE=${process.env.BENCH_SUITE ?? ''}), ${new Date().toISOString()}, ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s`,
    `Machine: ${os.availableParallelism()} cores; before: \`${uptimeBefore}\`; after: \`${uptime()}\``,
    '',
    renderSpeed(result),
  ].join('\n');
  if (reportFile) fs.writeFileSync(reportFile, `${markdown}\n`);
  console.log(markdown);
  console.error(speedVerdicts(result).join('\n'));
  return 0;
}

/** BENCH_SUITE=uploads: one photo at a time, then 8 at once, each scenario in a process of its own. */
async function benchUploads(rounds: number, adminUrl: string, reportFile: string | undefined): Promise<number> {
  const uptimeBefore = uptime();
  log(`uploads: start; ${uptimeBefore}`);
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-bench-photo-'));
  try {
    const photoPath = await makeBenchPhoto(directory);
    const scenarios: UploadScenario[] = [
      { label: 'one at a time', concurrency: 1, rounds: rounds * 4, warmupRounds: 3, photoPath, adminUrl },
      { label: '8 at once', concurrency: 8, rounds, warmupRounds: 1, photoPath, adminUrl },
    ];
    const results: UploadResult[] = [];
    for (const uploads of scenarios) {
      results.push(
        await runInChild<UploadResult>({ kind: 'pglite', size: 0, options: {} as ChildRun['options'], uploads }),
      );
    }
    const markdown = [
      `Command: \`npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\` ` +
        `(BENCH_SUITE=${process.env.BENCH_SUITE ?? ''}), ${new Date().toISOString()}`,
      `Machine: ${os.availableParallelism()} cores; before: \`${uptimeBefore}\`; after: \`${uptime()}\``,
      '',
      renderUploads(results),
    ].join('\n');
    if (reportFile) fs.writeFileSync(reportFile, `${markdown}\n`);
    console.log(markdown);
    return 0;
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

runCli(main);
