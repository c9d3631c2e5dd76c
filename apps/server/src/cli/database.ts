import type { Config } from '../config.ts';
import { DatabaseLockedError, openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

/**
 * Opens and migrates the configured database for a command-line tool, runs `work`, and always closes
 * the database (an embedded one stays locked otherwise). Answers the process exit code.
 */
export async function withDatabase(
  config: Config,
  work: (database: DatabaseHandle) => Promise<number>,
): Promise<number> {
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(`\n${error.message}\n`);
      return 1;
    }
    throw error;
  }
  try {
    // Not while an app process is migrating or seeding the same database (decision 072).
    await database.exclusive(() => migrateToLatest(database.db));
    return await work(database);
  } finally {
    await database.close();
  }
}

export function describeDatabase(config: Config, database: DatabaseHandle): string {
  return database.kind === 'pglite'
    ? `the embedded database in ${config.dataDir}`
    : 'the PostgreSQL database at DATABASE_URL';
}

/** Runs a CLI's main function and exits with its code; an unexpected error prints and exits 1. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
