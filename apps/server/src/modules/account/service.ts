import type { Profile, SavedLocation, SocialType, editProfileSchema, setLocationSchema } from '@noite/shared';
import type { z } from 'zod';
import type { UserRow, UserUpdate } from '../../db/schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { reencodeImage } from '../../lib/images.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { deleteUser, findUserById, socialTypesOf, updateUser } from '../users/queries.ts';
import { endAccessAfterPasswordChange, passwordColumns } from '../users/service.ts';
import { isoInstant } from '../../lib/time.ts';
import * as accountQueries from './queries.ts';

export function presentProfile(user: UserRow, socialTypes: SocialType[]): Profile {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    countryCode: user.country_code,
    phone: user.phone,
    profileImage: user.profile_image,
    type: user.type,
    createdAt: isoInstant(user.created_at),
    lastAccess: isoInstant(user.last_access),
    socialTypes,
    hasPassword: user.password_hash !== null,
  };
}

export async function getProfile(ctx: AppContext, userId: string): Promise<Profile> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound();
  return presentProfile(user, await socialTypesOf(ctx.db, user.id));
}

export async function editProfile(
  ctx: AppContext,
  caller: AuthUser,
  input: z.output<typeof editProfileSchema>,
  image: Buffer | undefined,
): Promise<Profile> {
  const current = await findUserById(ctx.db, caller.id);
  if (!current) throw notFound();
  const changes: UserUpdate = {
    name: input.name,
    country_code: input.countryCode,
    phone: input.phone,
    ...(input.password ? await passwordColumns(input.password) : {}),
  };
  let newImage: string | undefined;
  if (image) {
    const webp = await reencodeImage(image, { maxWidth: 512, maxHeight: 512 });
    newImage = await ctx.storage.save('profiles', webp, 'webp');
    changes.profile_image = newImage;
  }
  try {
    const updated = await ctx.db.transaction().execute(async (trx) => {
      const user = await updateUser(trx, caller.id, changes);
      // A new password ends the account's other sessions; this one stays signed in.
      if (input.password) await endAccessAfterPasswordChange(trx, caller.id, caller.sessionId);
      return user;
    });
    if (newImage) await ctx.storage.remove(current.profile_image);
    return presentProfile(updated, await socialTypesOf(ctx.db, updated.id));
  } catch (error) {
    await ctx.storage.remove(newImage);
    throw error;
  }
}

/** Deletes the visitor and everything of theirs: rows through the foreign keys, then their files. */
export async function deleteAccount(ctx: AppContext, userId: string): Promise<void> {
  const deleted = await deleteUser(ctx.db, userId);
  await ctx.storage.remove(deleted?.profile_image);
}

export async function setLocation(
  ctx: AppContext,
  userId: string,
  input: z.output<typeof setLocationSchema>,
): Promise<SavedLocation> {
  await updateUser(ctx.db, userId, { latitude: input.latitude, longitude: input.longitude });
  return { latitude: input.latitude, longitude: input.longitude };
}

/**
 * `GET /user/export` (LGPD, issue 12 part 8, decision 056): everything Noite keeps about the caller, and only the
 * caller: the profile (no password hash, no session tokens), favourites, name-list requests and, for an owner, a
 * summary of their venues.
 */
export async function exportData(ctx: AppContext, caller: AuthUser) {
  const user = await findUserById(ctx.db, caller.id);
  if (!user) throw notFound();
  const [socialTypes, favourites, requests, venues] = await Promise.all([
    socialTypesOf(ctx.db, user.id),
    accountQueries.favouritesOf(ctx.db, user.id),
    accountQueries.nameListRequestsOf(ctx.db, user.id),
    user.type === 'owner' ? accountQueries.venuesOwnedBy(ctx.db, user.id) : Promise.resolve([]),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      ...presentProfile(user, socialTypes),
      cpf: user.cpf,
      gender: user.gender,
      age: user.age,
      plan: user.plan,
      deviceType: user.device_type,
      savedLocation: user.latitude === null ? null : { latitude: user.latitude, longitude: user.longitude },
      isBlocked: user.is_blocked,
    },
    favourites: favourites.map((row) => ({
      establishmentId: row.establishment_id,
      name: row.name,
      createdAt: isoInstant(row.created_at),
    })),
    nameListRequests: requests.map((row) => ({
      eventId: row.event_id,
      eventName: row.event_name,
      eventDate: row.event_date,
      establishmentId: row.establishment_id,
      establishmentName: row.establishment_name,
      accepted: row.accepted,
      createdAt: isoInstant(row.created_at),
    })),
    ...(user.type === 'owner'
      ? {
          establishments: venues.map((row) => ({
            _id: row.id,
            name: row.name,
            fantasyName: row.fantasy_name,
            corporateName: row.corporate_name,
            email: row.email,
            cnpj: row.cnpj,
            address: row.address,
            zipCode: row.zip_code,
            plan: row.plan,
            isActive: row.is_active,
            createdAt: isoInstant(row.created_at),
          })),
        }
      : {}),
  };
}
