import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseLockedError, openPostgres, withSessionSettings } from './database.ts';
import type { Db } from './schema.ts';
import { openPglite } from './pglite.ts';

// Each test runs initdb on disk, several times: allow for a busy 2-core machine.
describe('embedded database lock', { timeout: 120_000 }, () => {
  const directories: string[] = [];
  afterEach(() => {
    for (const directory of directories.splice(0)) fs.rmSync(directory, { recursive: true, force: true });
  });

  const tempDir = () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-lock-'));
    directories.push(directory);
    return directory;
  };

  it('refuses a second opener of the same directory with a clear message', async () => {
    const directory = tempDir();
    const first = await openPglite(directory);
    try {
      await expect(openPglite(directory)).rejects.toThrow(DatabaseLockedError);
      await expect(openPglite(directory)).rejects.toThrow(/already open in process/);
    } finally {
      await first.close();
    }
    const again = await openPglite(directory);
    await again.close();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const directory = tempDir();
    fs.writeFileSync(path.join(directory, 'noite.lock'), '999999999');
    const database = await openPglite(directory);
    await database.close();
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('PostgreSQL pool', () => {
  it('keeps an idle connection, warmed by its statements, for 10 minutes (decision 103)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const database = openPostgres(serverUrl!);
    const backend = async () =>
      (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)).rows[0]!.pid;
    try {
      const first = await backend();
      // node-pg's own default would have closed it after 10 seconds.
      vi.advanceTimersByTime(5 * 60_000);
      expect(await backend()).toBe(first);
      vi.advanceTimersByTime(11 * 60_000);
      expect(await backend()).not.toBe(first);
    } finally {
      vi.useRealTimers();
      await database.close();
    }
  });

  it('never compiles a statement (JIT), on every connection of the pool (decision 108)', async () => {
    const database = openPostgres(serverUrl!);
    try {
      // Two at once: the pool opens a second connection for the second.
      const settings = await Promise.all(
        [0, 1].map(() =>
          database.db.connection().execute(async (connection) => {
            const jit = await sql<{ jit: string }>`select current_setting('jit') as jit`.execute(connection);
            await sql`select pg_sleep(0.05)`.execute(connection);
            return jit.rows[0]!.jit;
          }),
        ),
      );
      expect(settings).toEqual(['off', 'off']);
    } finally {
      await database.close();
    }
  });

  it('opens, for settings a statement needs, connections that hold them, and closes them with the app’s (decision 120)', async () => {
    const database = openPostgres(serverUrl!);
    const backends = async (db: Db) =>
      (
        await sql<{ pid: number; memory: string; jit: string }>`
          select pg_backend_pid() as pid, current_setting('work_mem') as memory, current_setting('jit') as jit
        `.execute(db)
      ).rows[0]!;
    let pids: number[] = [];
    try {
      const settings = { work_mem: '7MB', lock_timeout: '5s' };
      const planned = withSessionSettings(database.db, settings)!;
      // The same pool for the same settings, whatever their order; none for a connection or a transaction.
      expect(withSessionSettings(database.db, { lock_timeout: '5s', work_mem: '7MB' })).toBe(planned);
      await database.db.connection().execute(async (connection) => {
        expect(withSessionSettings(connection, settings)).toBeUndefined();
      });
      const [app, held] = [await backends(database.db), await backends(planned)];
      expect(held).toMatchObject({ memory: '7MB', jit: 'off' });
      expect(app.memory).not.toBe('7MB');
      expect(held.pid).not.toBe(app.pid);
      pids = [app.pid, held.pid];
    } finally {
      await database.close();
    }
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const open = async () =>
        (await admin.query<{ pid: number }>('select pid from pg_stat_activity where pid = any($1)', [pids])).rows;
      await expect.poll(open).toEqual([]);
    } finally {
      await admin.end();
    }
  });

  it('survives an idle connection ended by the server and opens another for the next query', async () => {
    const database = openPostgres(serverUrl!);
    const lost: Error[] = [];
    database.onIdleConnectionLost((error) => lost.push(error));
    try {
      const first = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [first.rows[0]!.pid]);
      await admin.end();
      await expect.poll(() => lost.length).toBe(1);
      expect((lost[0] as Error & { code?: string }).code).toBe('57P01');
      const next = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      expect(next.rows[0]!.pid).not.toBe(first.rows[0]!.pid);
    } finally {
      await database.close();
    }
  });
});
