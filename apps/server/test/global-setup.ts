import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../src/db/migrate.ts';
import { openMemoryPglite } from './pglite.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, empty PGlite data directory; each test app restores it instead of running initdb. */
    pgliteTemplate: string | undefined;
  }
}

/** Builds the migrated PGlite template once per run (skipped when the tests use PostgreSQL). */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return;
  }
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-pglite-template-'));
  const file = path.join(directory, 'migrated.tar');
  const database = await openMemoryPglite();
  try {
    await migrateToLatest(database.db);
    const dump = await database.client.dumpDataDir('none');
    fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(directory, { recursive: true, force: true });
}
