/** Timing series: warm-up, then N sequential runs, summarised as percentiles. */
import fs from 'node:fs';
import os from 'node:os';

/**
 * CPU time spent by the bench process (the app, PGlite and the HTTP client all run in it) and by the PostgreSQL
 * backends serving the bench database, in ms. Unlike wall time it hardly grows when other processes compete for
 * the cores, so its percentiles estimate the latency on an idle machine (the queries are CPU-bound: all cached).
 */
export interface CpuClock {
  read(): number;
  /** Looks up the backends again (the pool may have opened connections). */
  refresh(): Promise<void>;
}

export function processCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** On-CPU time from a schedstat file (ns precision), in ms; 0 when unreadable. */
function schedstatFileMs(file: string): number {
  try {
    return Number(fs.readFileSync(file, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return 0;
  }
}

/** On-CPU time of a local process from /proc/<pid>/schedstat (its main thread's); 0 when unreadable. */
export const schedstatMs = (pid: number): number => schedstatFileMs(`/proc/${pid}/schedstat`);

/**
 * On-CPU time of a local process and all its threads, in ms (0 when unreadable): an app process's garbage collector
 * works on threads of its own, a third or more of its time under load, beside the main thread's.
 */
export function threadsCpuMs(pid: number): number {
  let threads: string[];
  try {
    threads = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return 0;
  }
  return threads.reduce((sum, thread) => sum + schedstatFileMs(`/proc/${pid}/task/${thread}/schedstat`), 0);
}

export function cpuClock(backends: () => Promise<number[]>): CpuClock {
  let pids: number[] = [];
  // Backends that went away keep their last reading, so the total never goes back.
  const last = new Map<number, number>();
  return {
    read() {
      let total = processCpuMs();
      for (const pid of pids) {
        const value = schedstatMs(pid);
        if (value > 0) last.set(pid, value);
      }
      for (const value of last.values()) total += value;
      return total;
    },
    async refresh() {
      pids = await backends();
    },
  };
}

export interface Summary {
  count: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles of milliseconds. */
export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / (sorted.length || 1);
  return { count: sorted.length, mean, p50: rank(50), p95: rank(95), p99: rank(99), max: sorted.at(-1) ?? NaN };
}

export interface SeriesResult {
  label: string;
  summary: Summary;
  /** Rows (cards) answered per query, averaged. */
  meanRows: number;
  /** 1-minute load average before and after the series. */
  load: [number, number];
  /** The series stopped at the time cap before `queries` runs. */
  capped: boolean;
  /** Warm-up runs done (fewer than asked when they hit their time cap). */
  warmups: number;
  /** CPU time per run (see CpuClock), when measured. */
  cpu: Summary | undefined;
  /** What the runs returned beyond the row counts (e.g. content-encoding seen). */
  notes: string[];
}

export interface SeriesOptions {
  queries: number;
  warmup: number;
  /** Stop measuring after this many seconds; the warm-up stops after a quarter of it. */
  maxSeconds: number;
}

/** Lets the event loop run (timers, signals) between two runs. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs `run(i)` `warmup` times unmeasured, then `queries` times one after another, timing each (both stop early at
 * their time caps). `run` answers the
 * number of rows it got, to report how full the answers were.
 */
export async function series(
  label: string,
  options: SeriesOptions,
  run: (index: number) => Promise<number>,
  notes: string[] = [],
  clock?: CpuClock,
): Promise<SeriesResult> {
  const warmupDeadline = performance.now() + (options.maxSeconds * 1000) / 4;
  let warmups = 0;
  while (warmups < options.warmup && performance.now() < warmupDeadline) {
    await run(-1 - warmups++);
    await turn();
  }
  await clock?.refresh();
  const before = os.loadavg()[0] ?? 0;
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  let rows = 0;
  const deadline = performance.now() + options.maxSeconds * 1000;
  let capped = false;
  for (let index = 0; index < options.queries; index++) {
    if (performance.now() > deadline) {
      capped = true;
      break;
    }
    // PGlite answers without I/O: without a turn of the event loop, signals (Ctrl-C) would wait for the series end.
    await turn();
    if (clock && index % 100 === 99) await clock.refresh();
    const cpuBefore = clock?.read() ?? 0;
    const started = performance.now();
    rows += await run(index);
    samples.push(performance.now() - started);
    if (clock) cpuSamples.push(clock.read() - cpuBefore);
  }
  return {
    label,
    summary: summarize(samples),
    meanRows: rows / (samples.length || 1),
    load: [before, os.loadavg()[0] ?? 0],
    capped,
    warmups,
    cpu: clock ? summarize(cpuSamples) : undefined,
    notes,
  };
}

export const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(1);

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
