import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  RESET_TOKEN_MINUTES,
  SESSION_DAYS_DEFAULT,
  SESSION_DAYS_REMEMBER,
  translate,
  type Language,
  type LoginResult,
  type SignUpResult,
  type forgotPasswordSchema,
  type loginSchema,
  type resetPasswordSchema,
  type signUpSchema,
} from '@noite/shared';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { accountLocked, badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { queueMail, queueMailJob, type MailJob } from '../../lib/mail-queue.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { Db } from '../../db/schema.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as queries from '../users/queries.ts';
import { endAccessAfterPasswordChange, passwordColumns } from '../users/service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function signUp(ctx: AppContext, input: z.output<typeof signUpSchema>): Promise<SignUpResult> {
  const existing = await queries.findUserByEmail(ctx.db, input.email);
  if (existing) throw conflict('api.emailTaken');
  try {
    const user = await queries.insertUser(ctx.db, {
      type: 'user',
      name: input.name,
      email: input.email,
      country_code: input.countryCode,
      phone: input.phone,
      ...(await passwordColumns(input.password)),
      device_type: input.deviceType,
      device_token: input.deviceToken ?? null,
    });
    return { _id: user.id, name: user.name, email: user.email, type: 'user' };
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw conflict('api.emailTaken');
    throw error;
  }
}

/** Opens a session; `lastAccess` in the answer is the previous sign-in (null on the first). */
export async function startSession(ctx: AppContext, user: queries.UserRecord, remember: boolean): Promise<LoginResult> {
  const now = new Date();
  const { token, hash } = newToken();
  const days = remember ? SESSION_DAYS_REMEMBER : SESSION_DAYS_DEFAULT;
  await queries.insertSession(ctx.db, {
    userId: user.id,
    tokenHash: hash,
    remember,
    expiresAt: new Date(now.getTime() + days * DAY_MS),
  });
  await queries.touchLastAccess(ctx.db, user.id, now);
  return {
    token,
    type: user.type,
    name: user.name,
    profileImage: user.profile_image,
    lastAccess: user.last_access ? new Date(user.last_access).toISOString() : null,
  };
}

/**
 * Signs in. Failures count per account whatever the address (decision 053): enough of them lock the account for a
 * while (429), and the failure that locks it queues an e-mail to the account's owner, once per lock. A success
 * forgets the count.
 */
export async function login(
  ctx: AppContext,
  input: z.output<typeof loginSchema>,
  language: Language = DEFAULT_LANGUAGE,
): Promise<LoginResult> {
  const lockedUntil = await ctx.loginThrottle.lockedUntil(input.email);
  if (lockedUntil) throw accountLocked(lockedUntil);
  const user = await queries.findUserByEmail(ctx.db, input.email);
  if (!user) {
    await burnPasswordCheck(input.password);
    await ctx.loginThrottle.recordFailure(input.email);
    throw badRequest('api.invalidCredentials');
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    await recordFailedSignIn(ctx, user, input.email, language);
    throw badRequest('api.invalidCredentials');
  }
  if (user.is_blocked) throw forbidden('api.accountBlocked');
  await ctx.loginThrottle.reset(input.email);
  return startSession(ctx, user, input.remember);
}

async function recordFailedSignIn(ctx: AppContext, user: queries.UserRecord, email: string, lang: Language) {
  await ctx.db.transaction().execute(async (trx) => {
    // On the database path the count and the e-mail share the transaction; with Redis, the count is Redis's.
    const { locked } = await ctx.loginThrottle.recordFailure(email, trx);
    if (!locked || !user.email) return;
    await queueMail(trx, {
      to: user.email,
      subject: translate(lang, 'api.accountLockedEmailSubject'),
      text: translate(lang, 'api.accountLockedEmailBody', {
        name: user.name ?? '',
        failures: String(ctx.config.LOGIN_LOCK_FAILURES),
        minutes: String(ctx.config.LOGIN_LOCK_MINUTES),
      }),
    });
  });
}

export async function logout(ctx: AppContext, sessionId: string) {
  await queries.deleteSession(ctx.db, sessionId);
}

/** The kind of queued job a forgot-password request is (decision 054). */
export const PASSWORD_RESET_JOB = 'password-reset';

/**
 * Always does the same work, whether or not the e-mail has an account (no enumeration, not even by timing): it
 * queues the request, and the mail worker decides later, with `passwordResetMail`, whether anyone gets a link.
 */
export async function forgotPassword(
  ctx: AppContext,
  input: z.output<typeof forgotPasswordSchema>,
  language: Language,
): Promise<void> {
  await queueMailJob(ctx.db, { kind: PASSWORD_RESET_JOB, recipient: input.email, language });
}

/** The worker's half of forgot-password: a reset token and its e-mail, in the worker's transaction; or nothing. */
export async function passwordResetMail(ctx: AppContext, trx: Db, job: MailJob): Promise<Mail | null> {
  const user = await queries.findUserByEmail(trx, job.recipient);
  if (!user || !user.email || user.is_blocked) return null;
  const language: Language = (LANGUAGES as readonly string[]).includes(job.language ?? '')
    ? (job.language as Language)
    : DEFAULT_LANGUAGE;
  const { token, hash } = newToken();
  await queries.insertResetToken(trx, {
    userId: user.id,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60 * 1000),
  });
  const link = `${ctx.config.publicUrl}/reset-password/${token}`;
  return {
    to: user.email,
    subject: translate(language, 'api.resetEmailSubject'),
    text: translate(language, 'api.resetEmailBody', { name: user.name ?? '', link }),
  };
}

export async function checkResetToken(ctx: AppContext, token: string): Promise<void> {
  const row = await queries.findUsableResetToken(ctx.db, hashToken(token), new Date());
  if (!row) throw badRequest('api.linkExpired');
}

/** Single use; the new password ends every session of the account. */
export async function resetPassword(ctx: AppContext, input: z.output<typeof resetPasswordSchema>): Promise<void> {
  const password = await passwordColumns(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    const userId = await queries.consumeResetToken(trx, hashToken(input.token), new Date());
    if (!userId) throw badRequest('api.linkExpired');
    await queries.updateUser(trx, userId, password);
    await endAccessAfterPasswordChange(trx, userId);
    // A new password chosen through the e-mailed link unlocks a locked account (decision 053).
    const user = await queries.findUserById(trx, userId);
    if (user?.email) await ctx.loginThrottle.reset(user.email, trx);
  });
}
