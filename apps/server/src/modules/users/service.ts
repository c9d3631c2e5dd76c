import type { Db } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import * as queries from './queries.ts';

/** The user columns a new password writes (hashed before any transaction: hashing is slow on purpose). */
export async function passwordColumns(password: string): Promise<{ password_hash: string; pass_len: number }> {
  return { password_hash: await hashPassword(password), pass_len: password.length };
}

/**
 * After a password change every session of the account ends, except `keepSessionId` (the caller's own, on the
 * account screen), and no reset link sent before stays usable.
 */
export async function endAccessAfterPasswordChange(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  await queries.deleteSessionsOfUser(db, userId, keepSessionId);
  await queries.deleteResetTokensOfUser(db, userId);
}

/** Deletes sessions and reset links that can no longer be used; answers how many of each went. */
export async function purgeExpired(db: Db, now = new Date()): Promise<{ sessions: number; resetTokens: number }> {
  const sessions = await queries.deleteExpiredSessions(db, now);
  const resetTokens = await queries.deleteExpiredResetTokens(db, now);
  return { sessions, resetTokens };
}
