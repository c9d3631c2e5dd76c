/** The bench's findings as Markdown: per database and size, then the targets of issue 3. */
import os from 'node:os';
import { renderAdminReport, type AdminRunResult } from './admin.ts';
import { renderDoorListReport, type DoorListRunResult } from './door-list.ts';
import type { ExplainResult } from './explain.ts';
import type { LoadResult } from './load.ts';
import { kb, ms, type SeriesResult } from './measure.ts';
import { total, type WebResult } from './web.ts';

export interface SizeSample {
  answers: number;
  cards: number;
  raw: number;
  gzip: number;
  brotli: number;
  zstd: number;
  /** Encoding the server chose for Chromium's `accept-encoding`. */
  preferred: string | undefined;
  /** The same cards in other shapes, compressed here (see sizes.ts). */
  whatIfs: { name: string; raw: number; gzip: number; brotli: number; zstd: number }[];
}

export interface RunResult {
  database: 'pglite' | 'postgres';
  description: string;
  size: number;
  load: LoadResult;
  series: SeriesResult[];
  sizes: SizeSample | undefined;
  explains: { label: string; result: ExplainResult }[];
}

export interface BenchReport {
  command: string;
  startedAt: string;
  durationMs: number;
  uptimeBefore: string;
  uptimeAfter: string;
  options: Record<string, string | number | boolean>;
  runs: RunResult[];
  /** The admin console's workload (bench/admin.ts), when run. */
  admin?: AdminRunResult[];
  /** The door list's workload (bench/door-list.ts), when run. */
  doorList?: DoorListRunResult[];
  web: WebResult | undefined;
  webError: string | undefined;
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

function seriesTable(series: readonly SeriesResult[]): string[] {
  const lines = [
    row([
      'Measure',
      'n',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'mean ms',
      'CPU p50',
      'CPU p95',
      'CPU p99',
      'cards/answer',
      'load 1 min',
    ]),
    row(['---', '--:', '--:', '--:', '--:', '--:', '--:', '--:', '--:', '--:', '--:']),
  ];
  for (const item of series) {
    const { summary } = item;
    lines.push(
      row([
        item.label + (item.notes.length ? ` (${item.notes.join('; ')})` : ''),
        `${summary.count}${item.capped ? ' (time cap)' : ''}`,
        ms(summary.p50),
        ms(summary.p95),
        ms(summary.p99),
        ms(summary.mean),
        ms(item.cpu?.p50),
        ms(item.cpu?.p95),
        ms(item.cpu?.p99),
        Number.isFinite(item.meanRows) ? Math.round(item.meanRows) : '–',
        `${item.load[0].toFixed(1)} → ${item.load[1].toFixed(1)}`,
      ]),
    );
  }
  return lines;
}

const find = (run: RunResult | undefined, label: string) => run?.series.find((item) => item.label.startsWith(label));

type Verdict = 'met' | 'NOT met' | 'not measured';
const verdict = (ok: boolean | undefined): Verdict => (ok === undefined ? 'not measured' : ok ? 'met' : 'NOT met');

export function targets(report: BenchReport): string[] {
  const sizes = [...new Set(report.runs.map((run) => run.size))].sort((a, b) => b - a);
  const largest = sizes[0];
  const pg = report.runs.find((run) => run.database === 'postgres' && run.size === largest);
  const pglite = report.runs.find((run) => run.database === 'pglite' && run.size === largest);
  const p95 = (run: RunResult | undefined, label: string, cpu: boolean) => {
    const item = find(run, label);
    return cpu ? item?.cpu?.p95 : item?.summary.p95;
  };
  const lines = [
    `Targets of issue 3, checked at the largest size run (${largest?.toLocaleString('en') ?? '–'} venues). ` +
      '"Wall clock" is what the bench measured on this shared machine; "CPU time" counts only the time the bench ' +
      "process and the PostgreSQL backends were on a core: an estimate of a busy machine's cost without the " +
      'waiting, but a sum over processes, so above the latency when queries run side by side.',
    '',
    row(['Target', 'Wall clock', 'Verdict', 'CPU time', 'Verdict']),
    row(['---', '---', '---', '---', '---']),
  ];
  const timed = (label: string, check: (cpu: boolean) => { text: string; ok: boolean } | undefined) => {
    const cells: string[] = [label];
    for (const cpu of [false, true]) {
      const result = check(cpu);
      cells.push(result?.text ?? '–', verdict(result?.ok));
    }
    lines.push(row(cells));
  };
  timed('PostgreSQL: SQL p95 ≤ 10 ms', (cpu) => {
    const sql = p95(pg, 'SQL default', cpu);
    return sql === undefined ? undefined : { text: `${ms(sql)} ms`, ok: sql <= 10 };
  });
  timed('PostgreSQL: endpoint p95 ≤ 1.3 × SQL p95 + 3 ms', (cpu) => {
    const sql = p95(pg, 'SQL default', cpu);
    const http = p95(pg, 'HTTP default', cpu);
    if (sql === undefined || http === undefined) return undefined;
    return { text: `${ms(http)} ms (allowed ${ms(1.3 * sql + 3)} ms)`, ok: http <= 1.3 * sql + 3 };
  });
  for (const label of ['SQL default', 'HTTP default']) {
    timed(`PGlite ≤ 3 × PostgreSQL (${label.replace(' default', '')} p95)`, (cpu) => {
      const lite = p95(pglite, label, cpu);
      const postgres = p95(pg, label, cpu);
      if (lite === undefined || postgres === undefined) return undefined;
      return { text: `${ms(lite)} ms = ${(lite / postgres).toFixed(2)} ×`, ok: lite <= 3 * postgres };
    });
  }
  lines.push('', row(['Target', 'Measured', 'Verdict']), row(['---', '---', '---']));
  const sized = report.runs.filter((run) => run.sizes && run.sizes.cards >= 1000);
  const worst = sized.reduce<SizeSample | undefined>(
    (max, run) => (run.sizes && (!max || run.sizes.gzip > max.gzip) ? run.sizes : max),
    undefined,
  );
  lines.push(
    row([
      '1000 cards ≤ 50 KB compressed',
      worst ? `gzip ${kb(worst.gzip)}, br ${kb(worst.brotli)}, zstd ${kb(worst.zstd)} (raw ${kb(worst.raw)})` : '–',
      worst
        ? [worst.gzip, worst.brotli, worst.zstd].every((bytes) => bytes <= 50 * 1024)
          ? 'met'
          : `NOT met with ${[
              ['gzip', worst.gzip],
              ['br', worst.brotli],
              ['zstd', worst.zstd],
            ]
              .filter(([, bytes]) => Number(bytes) > 50 * 1024)
              .map(([name]) => name)
              .join(', ')}`
        : 'not measured',
    ]),
  );
  if (report.web) {
    const initial = total(report.web.initial, 'gzip');
    const route = total(report.web.mainRoute, 'gzip');
    const counted = report.web.mainRoute ? initial + route : initial;
    lines.push(
      row([
        'Home route initial JS ≤ 120 KB gzip',
        report.web.mainRoute
          ? `${kb(counted)} (entry + preloads ${kb(initial)}, /main chunks ${kb(route)})`
          : `${kb(initial)} (entry + preloads only)`,
        verdict(counted <= 120 * 1024),
      ]),
    );
  } else {
    lines.push(row(['Home route initial JS ≤ 120 KB gzip', report.webError ?? 'skipped', 'not measured']));
  }
  return lines;
}

function webSection(web: WebResult): string[] {
  const lines = [
    `Measured on ${web.source}; sizes compressed as the server sends them: the build's own .gz (zopfli) and .br (quality 11) where it wrote them, else on the fly (gzip level 6, brotli quality 4).`,
    '',
    row(['File', 'raw', 'gzip', 'br']),
    row(['---', '--:', '--:', '--:']),
  ];
  for (const file of web.initial)
    lines.push(row([`${file.file} (initial)`, kb(file.raw), kb(file.gzip), kb(file.brotli)]));
  for (const file of web.mainRoute ?? [])
    lines.push(row([`${file.file} (/main, lazy)`, kb(file.raw), kb(file.gzip), kb(file.brotli)]));
  lines.push(
    row([
      '**entry + modulepreloads**',
      kb(total(web.initial, 'raw')),
      kb(total(web.initial, 'gzip')),
      kb(total(web.initial, 'brotli')),
    ]),
  );
  if (web.mainRoute) {
    const all = [...web.initial, ...web.mainRoute];
    lines.push(
      row(['**with the /main route chunks**', kb(total(all, 'raw')), kb(total(all, 'gzip')), kb(total(all, 'brotli'))]),
    );
  }
  if (web.byPackage) {
    const all = web.byPackage.reduce((sum, item) => sum + item.bytes, 0);
    lines.push(
      '',
      'What the counted JavaScript holds (entry, preloads and /main chunks; raw bytes by package, from the source maps of the same build):',
      '',
      row(['Package', 'raw', 'share']),
      row(['---', '--:', '--:']),
      ...web.byPackage
        .slice(0, 15)
        .map((item) => row([`\`${item.name}\``, kb(item.bytes), `${((100 * item.bytes) / all).toFixed(1)} %`])),
    );
  }
  lines.push(
    '',
    `/main route modules (from routes.tsx, and the default language catalogues from lib/i18n.ts): ${web.mainModules.map((module) => `\`${module}\``).join(', ') || '–'}.`,
  );
  for (const note of web.notes) lines.push('', `Note: ${note}`);
  return lines;
}

export function renderReport(report: BenchReport): string {
  const lines: string[] = [];
  lines.push(`Command: \`${report.command}\``, '');
  lines.push(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
      `Node ${process.version}, ${os.type()} ${os.release()}.`,
  );
  lines.push(`Started ${report.startedAt}, took ${(report.durationMs / 1000).toFixed(0)} s.`);
  lines.push(`uptime before: \`${report.uptimeBefore}\``, `uptime after: \`${report.uptimeAfter}\``, '');
  lines.push(
    `Options: ${Object.entries(report.options)
      .map(([key, value]) => `${key}=${value}`)
      .join(', ')}`,
    '',
  );
  if (report.runs.length) lines.push('### Targets', '', ...targets(report), '');

  for (const run of report.runs) {
    lines.push(
      `### ${run.database === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${run.size.toLocaleString('en')} venues`,
      '',
    );
    lines.push(`${run.description}.`, '');
    const rows = Object.entries(run.load.rows)
      .map(([table, count]) => `${count.toLocaleString('en')} ${table}`)
      .join(', ');
    const steps = Object.entries(run.load.timings)
      .map(([step, time]) => `${step} ${(time / 1000).toFixed(1)} s`)
      .join(', ');
    lines.push(`Load: ${rows} in ${(run.load.totalMs / 1000).toFixed(1)} s (${steps}).`, '');
    lines.push(...seriesTable(run.series), '');
    if (run.sizes) {
      const s = run.sizes;
      lines.push(
        `Response size (mean of ${s.answers} answers of ${Math.round(s.cards)} cards, whole JSON envelope): raw ${kb(s.raw)}, ` +
          `gzip ${kb(s.gzip)}, br ${kb(s.brotli)}, zstd ${kb(s.zstd)}; to Chromium's \`accept-encoding: gzip, deflate, br, zstd\` the server sends ${s.preferred ?? 'identity'}.`,
        '',
        'The same answers re-encoded in other shapes (what-ifs, compressed here with the server’s settings):',
        '',
        row(['Shape', 'raw', 'gzip', 'br', 'zstd']),
        row(['---', '--:', '--:', '--:', '--:']),
        ...s.whatIfs.map((shape) => row([shape.name, kb(shape.raw), kb(shape.gzip), kb(shape.brotli), kb(shape.zstd)])),
        '',
      );
    }
    for (const { label, result } of run.explains) {
      lines.push(
        `EXPLAIN (ANALYZE, BUFFERS), ${label}: indexes used ${result.indexes.map((name) => `\`${name}\``).join(', ') || 'none'}` +
          `${result.seqScans.length ? `; sequential scans on ${result.seqScans.join(', ')}` : ''}; ` +
          `execution ${ms(result.executionMs)} ms.`,
        '',
        '```',
        ...result.keyLines,
        '```',
        '',
      );
    }
  }
  if (report.web) lines.push('### Home route JavaScript', '', ...webSection(report.web), '');
  else if (report.webError) lines.push('### Home route JavaScript', '', `Not measured: ${report.webError}`, '');
  if (report.admin?.length) lines.push(...renderAdminReport(report.admin));
  if (report.doorList?.length) lines.push(...renderDoorListReport(report.doorList));
  return lines.join('\n');
}
