/**
 * Fresh databases for the benchmark and fast bulk loading: each batch is one `insert … select from
 * json_to_recordset($1)` (a single parameter, so no limit on rows per statement, and the same on PGlite and
 * PostgreSQL). The rows arrive as the generator draws them, a few thousand venues at a time, and each slice is
 * inserted before the next is drawn: the loader's memory does not grow with the size (1,000,000 venues load).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import pg from 'pg';
import { openPostgres, type DatabaseHandle } from '../src/db/database.ts';
import { openPglite } from '../src/db/pglite.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { newToken } from '../src/lib/tokens.ts';
import type { BenchBatch, BenchData } from './generate.ts';
import { cpuClock, schedstatMs, type CpuClock } from './measure.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** CPU time of this process and of the database's server processes (see CpuClock). */
  clock: CpuClock;
  /** Where it lives, for the report. */
  description: string;
  /** The connection URL (PostgreSQL only), for app processes of their own. */
  url?: string;
  /** Closes and removes the database (only closes a kept one). */
  dispose(): Promise<void>;
  /** A kept database that already holds a loaded bench (`--reuse`): the visitor it was loaded for. */
  reused?: { visitorId: string; size: number };
  /** Whether the database stays after the run (`--reuse`): the loader then records what it loaded. */
  kept: boolean;
}

/** What a kept bench database was loaded with, so a later run can reuse it instead of loading again. */
async function loadedMarker(db: Kysely<Database>): Promise<BenchDatabase['reused']> {
  const table = await sql<{ found: boolean }>`select to_regclass('public.bench_loaded') is not null as found`.execute(
    db,
  );
  if (!table.rows[0]?.found) return undefined;
  const row = await sql<{ visitor_id: string; size: number }>`select visitor_id, size from bench_loaded`.execute(db);
  const marker = row.rows[0];
  return marker ? { visitorId: marker.visitor_id, size: Number(marker.size) } : undefined;
}

/** Records, after a complete load into a kept database, what it holds (see `loadedMarker`). */
export async function markLoaded(db: Kysely<Database>, visitorId: string, size: number): Promise<void> {
  await sql`create table bench_loaded (visitor_id uuid not null, size integer not null)`.execute(db);
  await sql`insert into bench_loaded (visitor_id, size) values (${visitorId}, ${size})`.execute(db);
}

/** A new session of the bench visitor in a reused database (the loader's token is not kept). */
export async function visitorToken(db: Kysely<Database>, visitorId: string): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insertInto('sessions')
    .values({ user_id: visitorId, token_hash: hash, remember: true, expires_at: new Date(Date.now() + 24 * 3_600_000) })
    .execute();
  return token;
}

/** Runs `dispose` once, however often it is called. */
function once(dispose: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= dispose());
}

export interface OpenOptions {
  adminUrl: string;
  pgliteDir?: string;
  /**
   * Keep the database under this name after the run and reuse it when it already holds a complete load
   * (`--reuse`): a 1,000,000-venue load takes longer than the measurements. Pending migrations still run on it.
   */
  keep?: string;
}

export async function openBenchDatabase(kind: DatabaseKind, options: OpenOptions): Promise<BenchDatabase> {
  if (options.keep) return openKeptDatabase(kind, options, options.keep);
  if (kind === 'pglite') {
    if (options.pgliteDir === 'memory') {
      const handle = await openPglite('memory://');
      await migrateToLatest(handle.db);
      return {
        handle,
        clock: cpuClock(async () => []),
        description: 'PGlite in memory',
        dispose: once(() => handle.close()),
        kept: false,
      };
    }
    const directory = fs.mkdtempSync(path.join(options.pgliteDir ?? os.tmpdir(), 'noite-bench-'));
    const handle = await openPglite(directory);
    await migrateToLatest(handle.db);
    return {
      handle,
      clock: cpuClock(async () => []),
      description: `PGlite in ${directory} (on disk)`,
      dispose: once(async () => {
        await handle.close();
        fs.rmSync(directory, { recursive: true, force: true });
      }),
      kept: false,
    };
  }

  const name = `noite_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(options.adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  const dispose = once(async () => {
    await handle.close();
    const cleaner = new pg.Client({ connectionString: options.adminUrl });
    await cleaner.connect();
    try {
      await cleaner.query(`drop database if exists ${name} with (force)`);
    } finally {
      await cleaner.end();
    }
  });
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { ...(await describePostgres(handle, name, url)), dispose, kept: false };
}

/** The PostgreSQL bench database's description and CPU clock. */
async function describePostgres(handle: DatabaseHandle, name: string, url: URL) {
  const server = await sql<{ version: string }>`select current_setting('server_version') as version`.execute(handle.db);
  // The backends serving the bench database, read from /proc when the server runs on this machine.
  const backends = async () => {
    const result = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = ${name}`.execute(
      handle.db,
    );
    return result.rows.map((row) => row.pid).filter((pid) => schedstatMs(pid) > 0);
  };
  return {
    handle,
    clock: cpuClock(backends),
    description: `PostgreSQL ${server.rows[0]?.version ?? ''} database ${name} at ${url.host}`,
    url: url.toString(),
  };
}

/**
 * A bench database kept across runs: PostgreSQL `noite_bench_keep_<keep>` or PGlite `<pgliteDir or tmp>/
 * noite-bench-keep-<keep>`, created when missing and never removed by the bench (drop it by hand when done).
 */
async function openKeptDatabase(kind: DatabaseKind, options: OpenOptions, keep: string): Promise<BenchDatabase> {
  const suffix = keep.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
  if (kind === 'pglite') {
    const directory = path.join(
      options.pgliteDir && options.pgliteDir !== 'memory' ? options.pgliteDir : os.tmpdir(),
      `noite-bench-keep-${suffix}`,
    );
    fs.mkdirSync(directory, { recursive: true });
    const handle = await openPglite(directory);
    await migrateToLatest(handle.db);
    return {
      handle,
      clock: cpuClock(async () => []),
      description: `PGlite in ${directory} (on disk, kept)`,
      dispose: once(() => handle.close()),
      reused: await loadedMarker(handle.db),
      kept: true,
    };
  }
  const name = `noite_bench_keep_${suffix}`;
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(options.adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  const dispose = once(() => handle.close());
  try {
    await migrateToLatest(handle.db);
    const reused = await loadedMarker(handle.db);
    return { ...(await describePostgres(handle, name, url)), dispose, reused, kept: true };
  } catch (error) {
    await dispose();
    throw error;
  }
}

const BATCH_ROWS = 5000;

/**
 * Inserts `rows` in batches; `columns` maps each column to its SQL type for `json_to_recordset`, `computed` adds
 * columns computed from those (what a trigger, off while loading, would write).
 */
async function insertJson(
  db: Kysely<Database>,
  table: string,
  columns: Record<string, string>,
  rows: readonly object[],
  computed: Record<string, RawBuilder<unknown>> = {},
): Promise<void> {
  const names = Object.keys(columns);
  const list = sql.raw(names.join(', '));
  const definition = sql.raw(names.map((column) => `${column} ${columns[column]}`).join(', '));
  const extra = Object.entries(computed);
  const extraNames = sql.raw(extra.map(([column]) => `, ${column}`).join(''));
  const extraValues = sql.join(
    extra.map(([, value]) => sql`, ${value}`),
    sql``,
  );
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const json = JSON.stringify(rows.slice(start, start + BATCH_ROWS));
    await sql`insert into ${sql.table(table)} (${list}${extraNames})
      select ${list}${extraValues} from json_to_recordset(${json}::json) as r(${definition})`.execute(db);
  }
}

export interface LoadResult {
  /** Milliseconds per step. */
  timings: Record<string, number>;
  totalMs: number;
  rows: Record<string, number>;
  /** A session token of the bench visitor. */
  token: string;
}

const LOADED_TABLES = ['users', 'establishments', 'banners', 'events', 'favourites'];

/**
 * The secondary indexes of the loaded tables (not those behind a primary key or unique constraint), with their
 * exact definitions: dropped before the bulk load and built again after it, which is several times faster than
 * maintaining a GIN trigram and a GiST index row by row. The schema ends up exactly as the migrations made it.
 */
export async function secondaryIndexes(db: Kysely<Database>, tables: readonly string[] = LOADED_TABLES) {
  const result = await sql<{ name: string; definition: string; table: string }>`
    select i.relname as name, pg_get_indexdef(i.oid) as definition, t.relname as table
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and t.relname = any(${tables}::text[])
      and not exists (select 1 from pg_constraint c where c.conindid = i.oid)
    order by i.relname
  `.execute(db);
  return result.rows;
}

export async function loadBenchData(database: Kysely<Database>, data: BenchData): Promise<LoadResult> {
  // One connection throughout, so the session setting below holds for every insert.
  return database.connection().execute((db) => loadOnConnection(db, data));
}

const VENUE_COLUMNS = {
  id: 'uuid',
  owner_id: 'uuid',
  name: 'text',
  fantasy_name: 'text',
  corporate_name: 'text',
  email: 'text',
  phone: 'text',
  cnpj: 'text',
  address: 'text',
  zip_code: 'text',
  latitude: 'double precision',
  longitude: 'double precision',
  establishment_type: 'text[]',
  plan: 'text',
  is_active: 'boolean',
  logo: 'text',
  timezone: 'text',
};

const EVENT_COLUMNS = {
  id: 'uuid',
  establishment_id: 'uuid',
  event_name: 'text',
  event_date: 'date',
  start_time: 'timestamptz',
  end_time: 'timestamptz',
  description: 'text',
  is_free: 'boolean',
  is_live: 'boolean',
  music_style: 'text',
  entry: 'text',
  event_with_list: 'boolean',
};

/** Inserts one generated batch, table by table, adding each table's time to `timings` and its rows to `rows`. */
async function insertBatch(
  db: Kysely<Database>,
  batch: BenchBatch,
  timings: Record<string, number>,
  rows: Record<string, number>,
): Promise<void> {
  const table = async (label: string, count: number, work: () => Promise<void>) => {
    rows[label] = (rows[label] ?? 0) + count;
    if (!count) return;
    const at = performance.now();
    await work();
    timings[label] = (timings[label] ?? 0) + performance.now() - at;
  };
  await table('users', batch.users.length, () =>
    insertJson(
      db,
      'users',
      { id: 'uuid', type: 'text', name: 'text', email: 'text', device_type: 'text' },
      batch.users,
    ),
  );
  await table('establishments', batch.venues.length, () =>
    insertJson(db, 'establishments', VENUE_COLUMNS, batch.venues, {
      // The card text (decision 080); the covers step below writes it again with the cover.
      card_json: sql`establishment_card_json(id, name, address, null, logo, establishment_type)`,
    }),
  );
  await table('banners', batch.banners.length, () =>
    insertJson(
      db,
      'banners',
      { id: 'uuid', establishment_id: 'uuid', path: 'text', position: 'integer' },
      batch.banners,
    ),
  );
  await table('events', batch.events.length, () => insertJson(db, 'events', EVENT_COLUMNS, batch.events));
  await table('favourites', batch.favourites.length, () =>
    insertJson(db, 'favourites', { user_id: 'uuid', establishment_id: 'uuid' }, batch.favourites, venueOf),
  );
}

/** What a favourite keeps of its venue (decision 101), written by a trigger in the app. */
const venueOf = Object.fromEntries(
  ['cell', 'location', 'is_active'].map((column) => [
    column,
    sql`(select e.${sql.ref(column)} from establishments e where e.id = r.establishment_id)`,
  ]),
);

async function loadOnConnection(db: Kysely<Database>, data: BenchData): Promise<LoadResult> {
  const timings: Record<string, number> = {};
  const rows: Record<string, number> = {};
  const started = performance.now();
  const step = async (label: string, work: () => Promise<unknown>) => {
    const at = performance.now();
    await work();
    timings[label] = performance.now() - at;
  };

  const indexes = await secondaryIndexes(db);
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
  // The generated rows are consistent by construction: skip the per-row foreign key triggers while loading.
  await sql`set session_replication_role = replica`.execute(db);

  // Each batch is generated as it is read and dropped once inserted: memory stays flat whatever the size.
  for (const batch of data.batches) await insertBatch(db, batch, timings, rows);

  await sql`set session_replication_role = default`.execute(db);
  // The venues' own indexes are built after the passes below write every venue row again: built now, each pass
  // would leave a dead entry per venue in each of them (a GiST index four times its size), where the app's writes
  // touch a few venues at a time and vacuum lets their space be used again.
  const venueIndexes = indexes.filter((index) => index.table === 'establishments');
  await step('indexes', async () => {
    for (const index of indexes) {
      if (!venueIndexes.includes(index)) await sql.raw(index.definition).execute(db);
    }
  });

  const { token, hash } = newToken();
  await db
    .insertInto('sessions')
    .values({
      user_id: data.visitorId,
      token_hash: hash,
      remember: true,
      expires_at: new Date(Date.now() + 24 * 3_600_000),
    })
    .execute();

  // The rows went in with the triggers off: give each venue its card picture and each grid cell its count, as
  // the triggers would have.
  await step('covers', () => sql`update establishments set cover = first_banner_path(id)`.execute(db));
  await step('cell counts', () => sql`select refresh_establishment_cell_counts()`.execute(db));
  // And each venue the words of its events for the search (decision 047).
  await step('event words', () =>
    sql`update establishments set event_words = establishment_event_words(id)`.execute(db),
  );
  // And the summary of their events the event filters read (decision 069).
  await step('week facts', () => sql`select refresh_establishment_week_facts()`.execute(db));
  // And each grid cell the bit strings a filtered total is counted from (decision 081).
  await step('cell bits', () => sql`select refresh_establishment_cell_bits()`.execute(db));
  // The passes above left three dead versions of each venue row beside the live one, spread evenly: a table of
  // ~28 % live rows, 3.5 times the pages a settled table has, which the app's writes (a few venues at a time, their
  // space used again after vacuum) never make. Rewritten with the live rows only, before its indexes are built.
  await step('venue rows settled', () => sql`vacuum full establishments`.execute(db));
  await step('venue indexes', async () => {
    for (const index of venueIndexes) await sql.raw(index.definition).execute(db);
  });
  // As autovacuum would leave a settled table: statistics, and the visibility map index-only scans rely on.
  await step('vacuum', () => sql`vacuum analyze`.execute(db));
  // Write the load's dirty pages out now, so the checkpoint it would trigger does not land in a measurement.
  await step('checkpoint', () => sql`checkpoint`.execute(db));
  return {
    timings,
    totalMs: performance.now() - started,
    rows,
    token,
  };
}

/**
 * Opens a bench database, runs `work` on it and removes it afterwards; Ctrl-C or a kill mid-run still drops the
 * database (PostgreSQL) or removes its directory (PGlite).
 */
export async function withBenchDatabase<T>(
  kind: DatabaseKind,
  options: OpenOptions & { log: (message: string) => void },
  work: (database: BenchDatabase) => Promise<T>,
): Promise<T> {
  const database = await openBenchDatabase(kind, options);
  const onSignal = (signal: NodeJS.Signals) => {
    options.log(`${signal}: removing the bench database`);
    void database.dispose().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await work(database);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await database.dispose();
  }
}
