import { sql, type Selectable } from 'kysely';
import type { SocialType } from '@noite/shared';
import { PREPARED } from '../../db/prepared.ts';
import type { Db, NewUser, UserUpdate, UsersTable } from '../../db/schema.ts';

/*
 * Users and what hangs on an account: its sessions and its password reset tokens. The auth, account and admin
 * modules run their flows over these.
 */

export type UserRecord = Awaited<ReturnType<typeof findUserById>> & object;

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertUser(db: Db, user: NewUser) {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export function updateUser(db: Db, userId: string, changes: UserUpdate) {
  return db.updateTable('users').set(changes).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
}

/** Foreign keys cascade: sessions, reset tokens, favourites and name-list entries go with the user. */
export function deleteUser(db: Db, userId: string) {
  return db.deleteFrom('users').where('id', '=', userId).returning('profile_image').executeTakeFirst();
}

export function touchLastAccess(db: Db, userId: string, at: Date) {
  return db.updateTable('users').set({ last_access: at }).where('id', '=', userId).execute();
}

export function insertSession(
  db: Db,
  session: { userId: string; tokenHash: string; remember: boolean; expiresAt: Date },
) {
  return db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      remember: session.remember,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** The live session for a token hash, with its user; nothing for expired sessions or blocked users. */
interface SessionUser {
  sessionId: string;
  userId: string;
  type: Selectable<UsersTable>['type'];
  is_blocked: boolean;
  /** The version of the user's favourites (decision 137), '0' before their first change. */
  favouritesVersion: string;
}

/**
 * A live session's user, by the token's hash. Every signed-in request asks it first: a named prepared statement
 * (decision 035), parsed and planned once a connection, not once a request (~0.1–0.15 ms of PostgreSQL's work each,
 * decision 129).
 */
export async function findSessionUser(db: Db, tokenHash: string, now: Date): Promise<SessionUser | undefined> {
  const result = await sql<SessionUser>`${sql.raw(PREPARED)}
    select s.id as "sessionId", u.id as "userId", u.type, u.is_blocked,
      coalesce(v.version, 0)::text as "favouritesVersion"
    from sessions s
    join users u on u.id = s.user_id
    left join favourite_versions v on v.user_id = u.id
    where s.token_hash = ${tokenHash} and s.expires_at > ${now}
  `.execute(db);
  return result.rows[0];
}

export function deleteSession(db: Db, sessionId: string) {
  return db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of the user, or every one but `keepSessionId`. */
export function deleteSessionsOfUser(db: Db, userId: string, keepSessionId?: string) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  return query.execute();
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function insertResetToken(db: Db, token: { userId: string; tokenHash: string; expiresAt: Date }) {
  return db
    .insertInto('password_reset_tokens')
    .values({ user_id: token.userId, token_hash: token.tokenHash, expires_at: token.expiresAt })
    .execute();
}

export function findUsableResetToken(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('password_reset_tokens')
    .select(['token_hash', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks the token used only if it still is usable, so two concurrent resets cannot both succeed. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** After a password change no older reset link may be used; spent ones stay as a record. */
export function deleteResetTokensOfUser(db: Db, userId: string) {
  return db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** Reset links that expired unused; spent ones stay as a record. */
export async function deleteExpiredResetTokens(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('password_reset_tokens')
    .where('used_at', 'is', null)
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The account a provider account signs into (decision 036). */
export function findUserBySocialAccount(db: Db, socialType: SocialType, socialId: string) {
  return db
    .selectFrom('social_accounts')
    .innerJoin('users', 'users.id', 'social_accounts.user_id')
    .selectAll('users')
    .where('social_accounts.social_type', '=', socialType)
    .where('social_accounts.social_id', '=', socialId)
    .executeTakeFirst();
}

export function insertSocialAccount(db: Db, link: { userId: string; socialType: SocialType; socialId: string }) {
  return db
    .insertInto('social_accounts')
    .values({ user_id: link.userId, social_type: link.socialType, social_id: link.socialId })
    .execute();
}

/** The providers an account signs in with, oldest link first. */
export async function socialTypesOf(db: Db, userId: string): Promise<SocialType[]> {
  const rows = await db
    .selectFrom('social_accounts')
    .select('social_type')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('social_type')
    .execute();
  return rows.map((row) => row.social_type);
}
