import {
  LIMITS,
  type BannerAdded,
  type DeleteBannerInput,
  type ReorderBannersInput,
  type VenueBanners,
  type VenueLogo,
  type VenuePictureFields,
} from '@noite/shared';
import type { Db } from '../../db/schema.ts';
import { auditAdminEdit, differences } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { reencodeImage, type ImageOptions } from '../../lib/images.ts';
import { InputValidationError } from '../../lib/validation.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { loadVenueFor } from '../venues/access.ts';
import * as queries from './queries.ts';

/** A logo is shown at most 84 px wide (twice that on dense screens, and room to spare). */
const LOGO_SIZE: ImageOptions = { maxWidth: 512, maxHeight: 512 };
/** A banner fills the page's width on a desktop. */
const BANNER_SIZE: ImageOptions = { maxWidth: 1920, maxHeight: 1920 };

function fieldError(field: string, message: string): InputValidationError {
  return new InputValidationError([{ code: 'custom', path: [field], message, input: undefined }]);
}

const bannersFull = () => fieldError('banner', 'validation.bannersFull');

/**
 * Runs `work` in one transaction with a way to store the re-encoded picture as `<folder>/<name>.webp`: if anything
 * fails after the file was written, the file is removed again, so a failed upload leaves nothing on disk and
 * nothing in the database.
 */
async function withStoredPicture<T>(
  ctx: AppContext,
  webp: Buffer,
  work: (trx: Db, store: (folder: string, name: string) => Promise<string>) => Promise<T>,
): Promise<T> {
  let stored: string | undefined;
  try {
    return await ctx.db.transaction().execute((trx) =>
      work(trx, async (folder, name) => {
        stored = await ctx.storage.save(folder, webp, 'webp', name);
        return stored;
      }),
    );
  } catch (error) {
    await ctx.storage.remove(stored);
    throw error;
  }
}

/** `add-logo`: the new logo replaces the old one, whose file is removed. */
export async function addLogo(
  ctx: AppContext,
  caller: AuthUser,
  input: VenuePictureFields,
  image: Buffer,
): Promise<VenueLogo> {
  const { venue } = await loadVenueFor(ctx.db, caller, input.establishmentId, 'manage');
  const webp = await reencodeImage(image, LOGO_SIZE);
  const { logo, replaced } = await withStoredPicture(ctx, webp, async (trx, store) => {
    const taken = await queries.takePictureNumber(trx, venue.id);
    const path = await store('logos', `${venue.id}-${taken.picture_count}`);
    await queries.setLogo(trx, venue.id, path);
    await auditAdminEdit(trx, caller, venue.id, 'logo', { logo: [taken.logo, path] });
    return { logo: path, replaced: taken.logo };
  });
  await ctx.storage.remove(replaced);
  return { logo };
}

/** `edit-banners`: one more banner, after the others; at most 5 (spec §5 Images). */
export async function addBanner(
  ctx: AppContext,
  caller: AuthUser,
  input: VenuePictureFields,
  image: Buffer,
): Promise<BannerAdded> {
  const { venue } = await loadVenueFor(ctx.db, caller, input.establishmentId, 'manage');
  // Refused before the image is decoded; checked again under the venue's lock below.
  if ((await queries.bannerPaths(ctx.db, venue.id)).length >= LIMITS.bannersMax) throw bannersFull();
  const webp = await reencodeImage(image, BANNER_SIZE);
  return withStoredPicture(ctx, webp, async (trx, store) => {
    const taken = await queries.takePictureNumber(trx, venue.id);
    const before = await queries.bannerPaths(trx, venue.id);
    if (before.length >= LIMITS.bannersMax) throw bannersFull();
    const path = await store('banners', `${venue.id}-${taken.picture_count}`);
    await queries.appendBanner(trx, venue.id, path);
    const banners = await queries.bannerPaths(trx, venue.id);
    await auditAdminEdit(trx, caller, venue.id, 'banners', { banners: [before, banners] });
    return { path, banners };
  });
}

/** `delete-banners`: the banner's row, then its file. */
export async function deleteBanner(ctx: AppContext, caller: AuthUser, input: DeleteBannerInput): Promise<VenueBanners> {
  const { venue } = await loadVenueFor(ctx.db, caller, input.establishmentId, 'manage');
  const banners = await ctx.db.transaction().execute(async (trx) => {
    await queries.lockVenue(trx, venue.id);
    const before = await queries.bannerPaths(trx, venue.id);
    if (!(await queries.deleteBanner(trx, venue.id, input.filePath))) throw notFound();
    const after = await queries.bannerPaths(trx, venue.id);
    await auditAdminEdit(trx, caller, venue.id, 'banners', { banners: [before, after] });
    return after;
  });
  await ctx.storage.remove(input.filePath);
  return { banners };
}

/** `reorder-banners`: the same banners in a new order; the first becomes the card's picture. */
export async function reorderBanners(
  ctx: AppContext,
  caller: AuthUser,
  input: ReorderBannersInput,
): Promise<VenueBanners> {
  const { venue } = await loadVenueFor(ctx.db, caller, input.establishmentId, 'manage');
  const banners = await ctx.db.transaction().execute(async (trx) => {
    await queries.lockVenue(trx, venue.id);
    const current = await queries.bannerPaths(trx, venue.id);
    const wanted = new Set(input.banners);
    const samePictures = current.length === wanted.size && current.every((path) => wanted.has(path));
    if (!samePictures) throw fieldError('banners', 'validation.bannerOrder');
    await queries.setBannerOrder(trx, venue.id, input.banners);
    const after = await queries.bannerPaths(trx, venue.id);
    await auditAdminEdit(trx, caller, venue.id, 'banners', differences({ banners: current }, { banners: after }));
    return after;
  });
  return { banners };
}
