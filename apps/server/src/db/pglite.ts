// The embedded database (PGlite): imported by `openDatabase` only when no DATABASE_URL is set, so a server on
// PostgreSQL never loads PGlite's module (issue 16).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { DatabaseLockedError, pgliteKysely, type DatabaseHandle } from './database.ts';

/** Only one process may open an embedded database directory: two writers corrupt it. */
function lockDirectory(directory: string): () => void {
  fs.mkdirSync(directory, { recursive: true });
  const lockFile = path.join(directory, 'noite.lock');
  const tryLock = () => {
    const fd = fs.openSync(lockFile, 'wx');
    fs.writeSync(fd, String(process.pid));
    fs.closeSync(fd);
  };
  try {
    tryLock();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder && isAlive(holder)) {
      throw new DatabaseLockedError(
        `The embedded database in ${directory} is already open in process ${holder}. ` +
          'Stop that process first (two processes writing to one PGlite directory corrupt it), ' +
          'or set DATA_DIR to another directory, or DATABASE_URL to a PostgreSQL server.',
      );
    }
    fs.rmSync(lockFile, { force: true });
    tryLock();
  }
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Everything a PGlite instance of ours needs: the migrations' extensions, dates kept as strings, and 16 MB of shared
 * buffers instead of initdb's 128 MB. PostgreSQL's buffers live in PGlite's WebAssembly memory, which never shrinks:
 * with 128 MB they filled with the whole demo database and stayed in the process; with 16 MB the rest is read from the
 * operating system's file cache, for no measured CPU cost per request (decision 076).
 */
export const PGLITE_OPTIONS = {
  extensions: { cube, earthdistance, pg_trgm, unaccent },
  parsers: { [pgliteTypes.DATE]: (value: string) => value },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/** The handle over an open PGlite: one process, so no lock to take and no connection to lose. */
export function pgliteHandle(client: PGlite, afterClose: () => void = () => undefined): DatabaseHandle {
  const db = pgliteKysely(client);
  return {
    db,
    kind: 'pglite',
    exclusive: (work) => work(),
    onIdleConnectionLost: () => undefined,
    async close() {
      await db.destroy();
      afterClose();
    },
  };
}

/** PGlite in `directory` (or in memory with `memory://`), locked against a second opener. */
export async function openPglite(directory: string): Promise<DatabaseHandle> {
  const inMemory = directory.startsWith('memory://');
  const unlock = inMemory ? () => undefined : lockDirectory(directory);
  try {
    const client = await PGlite.create(inMemory ? directory : path.join(directory, 'pglite'), PGLITE_OPTIONS);
    return pgliteHandle(client, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}
