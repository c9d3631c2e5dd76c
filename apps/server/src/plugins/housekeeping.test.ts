import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/schema.ts';
import { insertSession, insertUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { hashToken } from '../lib/tokens.ts';
import { claimPeriodicRun } from '../lib/periodic.ts';
import { purgeExpired } from '../modules/users/service.ts';
import { rollSearchWeeks } from '../modules/venues/service.ts';

const HOUR_MS = 60 * 60 * 1000;
let t: TestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** One session and one reset link of each kind: live, expired, and (links) spent long ago. */
async function insertAccessRows(db: Db) {
  const user = await insertUser(db);
  const liveToken = await insertSession(db, user.id);
  const expiredToken = await insertSession(db, user.id);
  await db
    .updateTable('sessions')
    .set({ expires_at: new Date(Date.now() - HOUR_MS) })
    .where('token_hash', '=', hashToken(expiredToken))
    .execute();
  const past = new Date(Date.now() - HOUR_MS);
  await db
    .insertInto('password_reset_tokens')
    .values([
      { user_id: user.id, token_hash: 'live', expires_at: new Date(Date.now() + HOUR_MS) },
      { user_id: user.id, token_hash: 'expired', expires_at: past },
      { user_id: user.id, token_hash: 'spent', expires_at: past, used_at: past },
    ])
    .execute();
  return { userId: user.id, liveHash: hashToken(liveToken) };
}

async function remaining(db: Db, userId: string) {
  const sessions = await db.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).execute();
  const links = await db
    .selectFrom('password_reset_tokens')
    .select('token_hash')
    .where('user_id', '=', userId)
    .orderBy('token_hash')
    .execute();
  return { sessions: sessions.map((row) => row.token_hash), links: links.map((row) => row.token_hash) };
}

describe('housekeeping', () => {
  it('purges expired sessions and unused expired reset links when the app starts', async () => {
    let rows: Awaited<ReturnType<typeof insertAccessRows>> | undefined;
    t = await createTestApp({
      configure: async (app) => {
        rows = await insertAccessRows(app.ctx.db);
      },
    });
    await t.app.ready();
    expect(await remaining(t.db, rows!.userId)).toEqual({ sessions: [rows!.liveHash], links: ['live', 'spent'] });
  });

  it('purgeExpired answers how many rows went', async () => {
    t = await createTestApp();
    await t.app.ready();
    const rows = await insertAccessRows(t.db);
    expect(await purgeExpired(t.db)).toEqual({ sessions: 1, resetTokens: 1 });
    expect(await purgeExpired(t.db)).toEqual({ sessions: 0, resetTokens: 0 });
    expect(await remaining(t.db, rows.userId)).toEqual({ sessions: [rows.liveHash], links: ['live', 'spent'] });
  });

  it('runs once a day across processes: one claim per period wins, whoever asks', async () => {
    t = await createTestApp();
    await t.app.ready();
    // The app's own start claimed today's purge.
    expect(await claimPeriodicRun(t.db, 'purge-expired', 24 * HOUR_MS)).toBe(false);
    // Ten processes asking at once for a new job: one wins.
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimPeriodicRun(t!.db, 'test-job', HOUR_MS)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimPeriodicRun(t.db, 'test-job', HOUR_MS)).toBe(false);
    // A period later, the next run is claimed once again.
    await t.db
      .updateTable('periodic_runs')
      .set({ last_run_at: new Date(Date.now() - HOUR_MS - 1000) })
      .where('job', '=', 'test-job')
      .execute();
    const later = await Promise.all(Array.from({ length: 10 }, () => claimPeriodicRun(t!.db, 'test-job', HOUR_MS)));
    expect(later.filter(Boolean)).toHaveLength(1);
  });

  it('rolls a time zone’s search week strings once its today has passed them, when ready and at each check', async () => {
    const today = sql<number>`(now() at time zone 'America/Sao_Paulo')::date - date '2000-01-01'`;
    const lag = (db: Db) =>
      sql`insert into search_word_weeks (timezone, first_day) values ('America/Sao_Paulo', ${today} - 1)
        on conflict (timezone) do update set first_day = excluded.first_day`.execute(db);
    const firstDay = async (db: Db) =>
      (
        await sql<{ lag: number }>`select ${today} - first_day as lag from search_word_weeks
          where timezone = 'America/Sao_Paulo'`.execute(db)
      ).rows[0]?.lag;
    t = await createTestApp({ configure: (app) => lag(app.ctx.db).then(() => undefined) });
    await t.app.ready();
    await expect.poll(() => firstDay(t!.db)).toBe(0);
    // A second process asking finds nothing left to roll.
    expect(await rollSearchWeeks(t.db)).toEqual([]);
    // As the next check finds it once the time zone's midnight has passed.
    await lag(t.db);
    expect(await rollSearchWeeks(t.db)).toEqual(['America/Sao_Paulo']);
    expect(await firstDay(t.db)).toBe(0);
  });

  it('a second process on the same database does not purge again the same day', async () => {
    t = await createTestApp();
    await t.app.ready();
    const rows = await insertAccessRows(t.db);
    // What a second process does at start: its claim fails, so the expired rows wait for tomorrow's run.
    expect(await claimPeriodicRun(t.db, 'purge-expired', 24 * HOUR_MS)).toBe(false);
    expect((await remaining(t.db, rows.userId)).sessions).toHaveLength(2);
  });
});
