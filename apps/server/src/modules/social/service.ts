import type { FastifyBaseLogger } from 'fastify';
import {
  LIMITS,
  SOCIAL_TYPES,
  type LoginResult,
  type MessageKey,
  type SocialProviders,
  type SocialType,
  type socialSignUpSchema,
} from '@noite/shared';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import * as queries from '../users/queries.ts';
import { startSession } from '../auth/service.ts';
import {
  PROVIDER_NAMES,
  SocialProviderError,
  SocialTokenError,
  fetchSocialProfile,
  providerSettings,
  type SocialProfile,
} from './providers.ts';

/** The switched-on providers, for the login page's buttons. */
export function socialProviders(ctx: AppContext): SocialProviders {
  const [google, facebook] = SOCIAL_TYPES.map((socialType) => providerSettings(ctx.config, socialType));
  return { google: google ?? null, facebook: facebook ?? null };
}

function providerError(status: number, key: MessageKey, socialType: SocialType) {
  return new AppError(status, key, null, { provider: PROVIDER_NAMES[socialType] });
}

/** Asks the provider; a refusal is a 400, a provider that cannot be asked a 503 or 502, logged without the token. */
async function verifiedProfile(
  ctx: AppContext,
  log: FastifyBaseLogger,
  socialType: SocialType,
  accessToken: string,
): Promise<SocialProfile> {
  try {
    return await fetchSocialProfile(ctx.config, socialType, accessToken);
  } catch (error) {
    if (error instanceof SocialTokenError) {
      log.info({ socialType, reason: error.message }, 'social sign-in refused');
      throw providerError(400, 'api.socialTokenInvalid', socialType);
    }
    if (error instanceof SocialProviderError) {
      // The message names the call and what went wrong, never the token or the URL that carries it.
      log.warn({ socialType, reason: error.message }, 'social profile fetch failed');
      const unavailable = error.kind === 'unavailable';
      throw providerError(
        unavailable ? 503 : 502,
        unavailable ? 'api.socialProviderUnavailable' : 'api.socialProviderError',
        socialType,
      );
    }
    throw error;
  }
}

/** The account the provider account signs into: its own, a visitor's with the same verified e-mail, or a new one. */
async function accountFor(
  ctx: AppContext,
  socialType: SocialType,
  profile: SocialProfile,
  input: z.output<typeof socialSignUpSchema>,
): Promise<queries.UserRecord> {
  return ctx.db.transaction().execute(async (trx) => {
    const linked = await queries.findUserBySocialAccount(trx, socialType, profile.socialId);
    if (linked) return linked;
    const link = (userId: string) =>
      queries.insertSocialAccount(trx, { userId, socialType, socialId: profile.socialId });

    const sameEmail = profile.email ? await queries.findUserByEmail(trx, profile.email) : undefined;
    if (sameEmail) {
      // Owners and admins sign in with their password only: a social account must never open them.
      if (sameEmail.type !== 'user') throw new AppError(409, 'api.socialStaffEmail');
      if (!profile.emailVerified) throw providerError(409, 'api.socialEmailUnverified', socialType);
      if (sameEmail.is_blocked) throw forbidden('api.accountBlocked');
      await link(sameEmail.id);
      return sameEmail;
    }

    const user = await queries.insertUser(trx, {
      type: 'user',
      name: profile.name?.slice(0, LIMITS.nameMax) ?? null,
      // An e-mail the provider has not confirmed is not kept: it could be someone else's (decision 036).
      email: profile.emailVerified ? profile.email : null,
      device_type: input.deviceType,
      device_token: input.deviceToken ?? null,
    });
    await link(user.id);
    return user;
  });
}

const UNIQUE_VIOLATION = '23505';

/** POST /user/social-sign-up: verifies the token with the provider, then signs in as login does. */
export async function socialSignUp(
  ctx: AppContext,
  log: FastifyBaseLogger,
  input: z.output<typeof socialSignUpSchema>,
): Promise<LoginResult> {
  const { socialType } = input;
  if (!providerSettings(ctx.config, socialType)) throw providerError(400, 'api.socialNotConfigured', socialType);
  const profile = await verifiedProfile(ctx, log, socialType, input.accessToken);
  let user: queries.UserRecord;
  try {
    user = await accountFor(ctx, socialType, profile, input);
  } catch (error) {
    // Two first sign-ins racing: the loser finds what the winner made.
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    user = await accountFor(ctx, socialType, profile, input);
  }
  if (user.is_blocked) throw forbidden('api.accountBlocked');
  return startSession(ctx, user, input.remember);
}
