import type { Profile, editProfileSchema, setLocationSchema } from '@noite/shared';
import type { z } from 'zod';
import type { UserRow, UserUpdate } from '../../db/schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { reencodeImage } from '../../lib/images.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { deleteResetTokensOfUser, findUserById } from '../auth/queries.ts';
import * as queries from './queries.ts';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export function presentProfile(user: UserRow): Profile {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    countryCode: user.country_code,
    phone: user.phone,
    profileImage: user.profile_image,
    type: user.type,
    createdAt: new Date(user.created_at).toISOString(),
    lastAccess: iso(user.last_access),
  };
}

export async function getProfile(ctx: AppContext, userId: string): Promise<Profile> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound();
  return presentProfile(user);
}

export async function editProfile(
  ctx: AppContext,
  caller: AuthUser,
  input: z.output<typeof editProfileSchema>,
  image: Buffer | undefined,
): Promise<Profile> {
  const current = await findUserById(ctx.db, caller.id);
  if (!current) throw notFound();
  const changes: UserUpdate = { name: input.name, country_code: input.countryCode, phone: input.phone };
  if (input.password) {
    changes.password_hash = await hashPassword(input.password);
    changes.pass_len = input.password.length;
  }
  let newImage: string | undefined;
  if (image) {
    const webp = await reencodeImage(image, { maxWidth: 512, maxHeight: 512 });
    newImage = await ctx.storage.save('profiles', webp, 'webp');
    changes.profile_image = newImage;
  }
  try {
    const updated = await ctx.db.transaction().execute(async (trx) => {
      const user = await queries.updateUser(trx, caller.id, changes);
      // A new password ends the account's other sessions; this one stays signed in.
      if (input.password) {
        await queries.deleteOtherSessions(trx, caller.id, caller.sessionId);
        await deleteResetTokensOfUser(trx, caller.id);
      }
      return user;
    });
    if (newImage) await ctx.storage.remove(current.profile_image);
    return presentProfile(updated);
  } catch (error) {
    await ctx.storage.remove(newImage);
    throw error;
  }
}

/** Deletes the visitor and everything of theirs: rows through the foreign keys, then their files. */
export async function deleteAccount(ctx: AppContext, userId: string): Promise<void> {
  const deleted = await queries.deleteUser(ctx.db, userId);
  await ctx.storage.remove(deleted?.profile_image);
}

export async function setLocation(ctx: AppContext, userId: string, input: z.output<typeof setLocationSchema>) {
  await queries.updateUser(ctx.db, userId, { latitude: input.latitude, longitude: input.longitude });
  return { latitude: input.latitude, longitude: input.longitude };
}
