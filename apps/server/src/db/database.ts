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

const pooled = new WeakSet<Db>();

/**
 * Whether `db` is the Kysely over a PostgreSQL pool (not one connection of it, not a transaction, not PGlite): each of
 * its statements is a round trip over the network, and a message without parameters may hold several statements.
 */
export const isPooled = (db: Db) => pooled.has(db);

export function openPostgres(connectionString: string): DatabaseHandle {
  // Idle connections stay 10 minutes, not node-pg's 10 seconds (decision 103): a new PostgreSQL backend's first home
  // statements run 50–170 ms slower than a warm one's (its catalog and plan caches filling), and a visitor pausing
  // between taps would meet one every time. They do not hold a script's process open once it is done.
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 10 * 60_000, allowExitOnIdle: true });
  pool.on('connect', (client) => {
    // No statement of the app runs long enough to gain from compiling it (decision 108); PostgreSQL compiles any
    // plan it costs past `jit_above_cost`, at each run: a million venues' plain count (0.3 ms of work) took 5–7 ms
    // of compiling in each of a connection's first 5 runs. Queued ahead of the first query; a lost connection fails
    // that query instead.
    client.query('set jit = off').catch(() => undefined);
    prepareMarkedStatements(client);
  });
  let idleConnectionLost = (_error: Error) => {};
  pool.on('error', (error) => idleConnectionLost(error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pooled.add(db);
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
      await db.destroy();
    },
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir);
}
