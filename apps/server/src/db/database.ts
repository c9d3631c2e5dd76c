import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { prepareMarkedStatements } from './prepared.ts';
import type { Database, Db } from './schema.ts';

// Dates stay YYYY-MM-DD strings (a calendar day, not an instant), as in PGlite's default parsing.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other process runs its own (decision 072): on PostgreSQL under a session advisory lock
   * held on one connection of the pool, so app processes starting at once migrate and seed one after the other; on
   * PGlite at once, as one process holds the directory.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Hears a pooled connection lost while idle (the server restarted, an admin ended it). The pool drops that
   * connection and opens another on the next query; without a listener the loss would end the process.
   */
  onIdleConnectionLost(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

/** The advisory lock key of start-up work (migrations, the demo seed): "Noite" in ASCII. */
export const STARTUP_LOCK_KEY = 0x4e6f697465;

export class DatabaseLockedError extends Error {}

const embedded = new WeakSet<Db>();

/** Kysely over a PGlite instance, remembered as embedded (see `isEmbedded`). */
export function pgliteKysely(client: PGlite): Db {
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: client }) });
  embedded.add(db);
  return db;
}

/**
 * Whether `db` is PGlite, for the few queries whose best shape differs: PGlite turns result rows into objects
 * in JavaScript, ~10 µs a row, so a big list is cheaper there as one JSON value.
 */
export const isEmbedded = (db: Db) => embedded.has(db);

/** Session settings (name → value) that a pool's connections take as they open (`withSessionSettings`). */
export type SessionSettings = Readonly<Record<string, string>>;

const settingsPools = new WeakMap<Db, (settings: SessionSettings) => Db>();

/**
 * The most connections a pool of `withSessionSettings` opens: a visitor's choices (filters, favourites, a search),
 * beside the app's pool of 10. PostgreSQL's CPU, not the connections, bounds how many pages run at once.
 */
const SETTINGS_POOL_MAX = 5;

/**
 * A Kysely over connections that hold `settings` for their whole session (decision 120), beside the pool of `db`: a
 * statement that needs them runs on its own, with no transaction to set them in and end (a round trip and two
 * statements less per page), and they never reach the app's other statements. Undefined when `db` is not a
 * PostgreSQL pool (PGlite, a connection, a transaction): set them for a transaction there.
 */
export const withSessionSettings = (db: Db, settings: SessionSettings): Db | undefined =>
  settingsPools.get(db)?.(settings);

export function openPostgres(connectionString: string): DatabaseHandle {
  let idleConnectionLost = (_error: Error) => {};
  // Idle connections stay 10 minutes, not node-pg's 10 seconds (decision 103): a new PostgreSQL backend's first home
  // statements run 50–170 ms slower than a warm one's (its catalog and plan caches filling), and a visitor pausing
  // between taps would meet one every time. They do not hold a script's process open once it is done.
  const openPool = (max: number, settings: SessionSettings) => {
    const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 10 * 60_000, allowExitOnIdle: true });
    // No statement of the app runs long enough to gain from compiling it (decision 108); PostgreSQL compiles any
    // plan it costs past `jit_above_cost`, at each run: a million venues' plain count (0.3 ms of work) took 5–7 ms
    // of compiling in each of a connection's first 5 runs. Queued ahead of the first query; a lost connection fails
    // that query instead.
    const setup = Object.entries({ jit: 'off', ...settings })
      .map(([name, value]) => `set ${name} = ${pg.escapeLiteral(value)}`)
      .join('; ');
    pool.on('connect', (client) => {
      client.query(setup).catch(() => undefined);
      prepareMarkedStatements(client);
    });
    pool.on('error', (error) => idleConnectionLost(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { pool, db };
  };
  const { pool, db } = openPool(10, {});
  const sessions = new Map<string, Db>();
  // Callers pass the same few objects page after page: each is looked up by its names and values once.
  const known = new WeakMap<SessionSettings, Db>();
  settingsPools.set(db, (settings) => {
    const seen = known.get(settings);
    if (seen) return seen;
    const key = JSON.stringify(Object.entries(settings).sort());
    let found = sessions.get(key);
    if (!found) {
      found = openPool(SETTINGS_POOL_MAX, settings).db;
      sessions.set(key, found);
    }
    known.set(settings, found);
    return found;
  });
  return {
    db,
    kind: 'postgres',
    onIdleConnectionLost(listener) {
      idleConnectionLost = listener;
    },
    async exclusive(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        // Unlocked by hand; were the connection lost, PostgreSQL has dropped the lock with the session.
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch((error: Error) => {
          broken = error;
        });
        client.release(broken);
      }
    },
    async close() {
      await Promise.all([db, ...sessions.values()].map((each) => each.destroy()));
    },
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir);
}
