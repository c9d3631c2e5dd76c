import {
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
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
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

export async function login(ctx: AppContext, input: z.output<typeof loginSchema>): Promise<LoginResult> {
  const user = await queries.findUserByEmail(ctx.db, input.email);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw badRequest('api.invalidCredentials');
  }
  if (!(await verifyPassword(user.password_hash, input.password))) throw badRequest('api.invalidCredentials');
  if (user.is_blocked) throw forbidden('api.accountBlocked');
  return startSession(ctx, user, input.remember);
}

export async function logout(ctx: AppContext, sessionId: string) {
  await queries.deleteSession(ctx.db, sessionId);
}

/** Always resolves the same way, whether or not the e-mail has an account (no enumeration). */
export async function forgotPassword(
  ctx: AppContext,
  input: z.output<typeof forgotPasswordSchema>,
  language: Language,
): Promise<void> {
  const user = await queries.findUserByEmail(ctx.db, input.email);
  if (!user || !user.email || user.is_blocked) return;
  const { token, hash } = newToken();
  await queries.insertResetToken(ctx.db, {
    userId: user.id,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60 * 1000),
  });
  const link = `${ctx.config.publicUrl}/reset-password/${token}`;
  await ctx.mailer.send({
    to: user.email,
    subject: translate(language, 'api.resetEmailSubject'),
    text: translate(language, 'api.resetEmailBody', { name: user.name ?? '', link }),
  });
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
  });
}
