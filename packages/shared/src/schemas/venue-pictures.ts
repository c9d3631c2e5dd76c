import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { idField } from './venues.ts';

/*
 * A venue's logo and banners (spec §2 header and gallery, §5 Images, contract "Owner edits"). The files travel as
 * multipart (`add-logo`: `logo`, `edit-banners`: `banner`); the text fields beside them and the JSON bodies are
 * checked here.
 */

/** The multipart fields beside the file of `add-logo` and `edit-banners`. */
export const venuePictureFieldsSchema = z.object({ establishmentId: idField });
export type VenuePictureFields = z.infer<typeof venuePictureFieldsSchema>;

/** A stored picture's public path, as `details` answers it. */
const picturePathField = z.string('validation.required').min(1, 'validation.required').max(300, 'validation.invalid');

/** `POST /establishment/delete-banners`: one of the venue's banners, by the path `details` answers. */
export const deleteBannerSchema = z.object({ establishmentId: idField, filePath: picturePathField });
export type DeleteBannerInput = z.infer<typeof deleteBannerSchema>;

/** `POST /establishment/reorder-banners` (extra to the spec): every banner of the venue once, first the card's. */
export const reorderBannersSchema = z.object({
  establishmentId: idField,
  banners: z
    .array(picturePathField, 'validation.required')
    .max(LIMITS.bannersMax, 'validation.bannerOrder')
    .refine((paths) => new Set(paths).size === paths.length, 'validation.bannerOrder'),
});
export type ReorderBannersInput = z.infer<typeof reorderBannersSchema>;

/** `add-logo` answers the venue's new logo. */
export const venueLogoSchema = z.object({ logo: z.string().nullable() });
export type VenueLogo = z.infer<typeof venueLogoSchema>;

/** `delete-banners` and `reorder-banners` answer the banners in their order. */
export const venueBannersSchema = z.object({ banners: z.array(z.string()) });
export type VenueBanners = z.infer<typeof venueBannersSchema>;

/** `edit-banners` answers the new banner's path and every banner (contract: `{ path, banners }`). */
export const bannerAddedSchema = venueBannersSchema.extend({ path: z.string() });
export type BannerAdded = z.infer<typeof bannerAddedSchema>;
