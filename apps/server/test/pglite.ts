import { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../src/db/database.ts';
import { PGLITE_OPTIONS, pgliteHandle } from '../src/db/pglite.ts';

/**
 * A fresh in-memory PGlite with the app's options (extensions, type parsers), either empty (initdb runs: ~6 s on a
 * busy 2-core machine) or restored from a data directory dump (~2 s). Same dialect and close() as
 * openPglite('memory://').
 */
export async function openMemoryPglite(loadDataDir?: Blob): Promise<DatabaseHandle & { client: PGlite }> {
  const client = await PGlite.create('memory://', { ...PGLITE_OPTIONS, ...(loadDataDir ? { loadDataDir } : {}) });
  return { ...pgliteHandle(client), client };
}
