import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/schema.ts';
import { insertSession, insertUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { hashToken } from '../lib/tokens.ts';
import { purgeExpired } from '../modules/users/service.ts';

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
});
