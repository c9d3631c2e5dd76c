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
  close(): Promise<void>;
}

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

export function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('connect', prepareMarkedStatements);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
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
