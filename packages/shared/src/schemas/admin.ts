import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, LIMITS, PLANS, VENUE_TYPES } from '../constants.ts';
import {
  countryCodeField,
  emailField,
  latitudeField,
  longitudeField,
  NAME_PATTERN,
  noLeadingSpace,
  personNameField,
  phoneDigitsField,
  phoneField,
  searchTextField,
  strongPasswordField,
  typedText,
} from './fields.ts';
import { idField } from './venues.ts';

/*
 * The admin console's requests and answers (spec §2 "Admin screens", §5 "Admin owner form" and "Establishment
 * form", contract "Calls whose shape the specification leaves open"). CPF and CNPJ check digits are checked by
 * @brazilian-utils, as the contract asks; the form and the route both parse with these schemas.
 */

const digitsOf = (value: string) => value.replace(/\D+/g, '');

/** A CPF with or without its mask (529.982.247-25 or 52998224725), answered as its 11 digits. */
export const cpfField = z
  .string({ error: 'validation.cpfRequired' })
  .trim()
  .min(1, 'validation.cpfRequired')
  .refine((cpf) => /^[\d.\-\s]+$/.test(cpf), 'validation.cpfInvalid')
  .transform(digitsOf)
  .refine((cpf) => cpf.length === 11 && isValidCpf(cpf), 'validation.cpfInvalid');

/** 52998224725 → 529.982.247-25 (anything that is not 11 digits is answered as it is). */
export function formatCpf(cpf: string): string {
  const digits = digitsOf(cpf);
  if (digits.length !== 11) return cpf;
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

/** A CNPJ as 00.000.000/0000-00 with valid check digits; 14 bare digits are accepted and masked. */
export const cnpjField = z
  .string({ error: 'validation.cnpjRequired' })
  .trim()
  .min(1, 'validation.cnpjRequired')
  .max(LIMITS.cnpjMax, 'validation.cnpjInvalid')
  .transform((cnpj) =>
    /^\d{14}$/.test(cnpj)
      ? `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`
      : cnpj,
  )
  .refine((cnpj) => /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/.test(cnpj) && isValidCnpj(cnpj), 'validation.cnpjInvalid');

/** A CEP as 00000-000; 8 bare digits are accepted and masked. */
export const zipCodeField = z
  .string({ error: 'validation.zipRequired' })
  .trim()
  .min(1, 'validation.zipRequired')
  .max(LIMITS.zipMax, 'validation.zipInvalid')
  .transform((zip) => (/^\d{8}$/.test(zip) ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip))
  .refine((zip) => /^\d{5}-\d{3}$/.test(zip), 'validation.zipInvalid');

/** Letters (accents included), digits, spaces and underscore, starting and ending with a letter or digit. */
const COMPANY_NAME_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}_ ]*[\p{L}\p{M}\p{N}])?$/u;

/** Fantasy and corporate names (§5): required, 2 to 30, letters, digits, spaces, underscore, alphanumeric ends. */
const companyNameField = typedText({
  min: [LIMITS.companyNameMin, 'validation.companyNameMin'],
  max: [LIMITS.nameMax, 'validation.companyNameMax'],
  pattern: [COMPANY_NAME_PATTERN, 'validation.companyNameChars'],
});

/** The venue's own name: required, 2 to 30, no leading space (the spec sets no character rule: "Bar & Cia" is fine). */
const venueNameField = typedText({
  min: [LIMITS.companyNameMin, 'validation.companyNameMin'],
  max: [LIMITS.nameMax, 'validation.companyNameMax'],
});

/** I.E. (state registration), optional: 2 to 30 letters, digits, spaces or underscore, with a letter or digit. */
const ieField = z
  .string()
  .refine(noLeadingSpace, 'validation.leadingSpace')
  .transform((ie) => ie.trimEnd())
  .pipe(
    z.union([
      z.literal(''),
      z
        .string()
        .min(2, 'validation.ieInvalid')
        .max(LIMITS.nameMax, 'validation.ieInvalid')
        .regex(/^[\p{L}\p{N}_ ]*[\p{L}\p{N}][\p{L}\p{N}_ ]*$/u, 'validation.ieInvalid'),
    ]),
  )
  .transform((ie) => ie || null)
  .nullish();

/** The venue's phones: (xx) xxxx-xxxx at least, so 10 to 15 digits. */
const venuePhoneField = phoneDigitsField([LIMITS.venuePhoneMin, 'validation.venuePhoneMin']);

const addressField = z
  .string({ error: 'validation.addressRequired' })
  .refine(noLeadingSpace, 'validation.leadingSpace')
  .transform((address) => address.trim())
  .pipe(z.string().min(1, 'validation.addressRequired').max(LIMITS.addressMax, 'validation.addressMax'));

/** Brazil's bounding box, with a little margin for the islands (Fernando de Noronha, Trindade). */
export const BRAZIL_BOUNDS = { south: -34, north: 5.5, west: -74.1, east: -28.6 } as const;

export function isInBrazil(latitude: number, longitude: number): boolean {
  return (
    latitude >= BRAZIL_BOUNDS.south &&
    latitude <= BRAZIL_BOUNDS.north &&
    longitude >= BRAZIL_BOUNDS.west &&
    longitude <= BRAZIL_BOUNDS.east
  );
}

// ---------------------------------------------------------------- owners

/** The owner's name on creation is the registration's (3 to 30); on edit 2 is enough (§5). */
const ownerEditNameField = typedText({
  min: [2, 'validation.ownerNameMin'],
  max: [LIMITS.nameMax, 'validation.nameMax'],
  pattern: [NAME_PATTERN, 'validation.nameChars'],
});

/** `POST /admin/owner-sign-up`: an owner account, created by an admin (201; 409 for a known e-mail or CPF). */
export const ownerSignUpSchema = z.object({
  name: personNameField,
  cpf: cpfField,
  countryCode: countryCodeField,
  phone: phoneField,
  email: emailField,
  password: strongPasswordField,
  deviceType: z.literal('web').default('web'),
});
export type OwnerSignUpInput = z.input<typeof ownerSignUpSchema>;

export const OWNER_SORTS = ['name', 'cpf', 'createdAt', 'lastAccess', 'establishmentCount'] as const;
export type OwnerSort = (typeof OWNER_SORTS)[number];

/** `POST /admin/owner-list` (spec §3 "Admin list query"): a page of 5 by default, newest first. */
export const ownerListQuerySchema = z.object({
  offset: z.number({ error: 'validation.invalid' }).int('validation.invalid').min(0, 'validation.invalid').default(0),
  limit: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(100, 'validation.invalid')
    .default(LIMITS.adminPageSize),
  search: searchTextField.optional(),
  sort: z.enum(OWNER_SORTS, 'validation.sortInvalid').default('createdAt'),
  order: z.union([z.literal(1), z.literal(-1)], 'validation.orderInvalid').default(-1),
});
export type OwnerListQueryInput = z.input<typeof ownerListQuerySchema>;
export type OwnerListQuery = z.output<typeof ownerListQuerySchema>;

export const userIdSchema = z.object({ userId: idField });
export type UserIdInput = z.input<typeof userIdSchema>;

/** `POST /admin/delete-owner`: the owner and the list page to answer with afterwards. */
export const deleteOwnerSchema = ownerListQuerySchema.extend(userIdSchema.shape);
export type DeleteOwnerInput = z.input<typeof deleteOwnerSchema>;

/** `POST /admin/block-owner`: a blocked owner cannot sign in and their sessions end at once. */
export const blockOwnerSchema = userIdSchema.extend({ isBlocked: z.boolean({ error: 'validation.invalid' }) });
export type BlockOwnerInput = z.input<typeof blockOwnerSchema>;

/** What an admin may change of each venue from the owner's edit screen. */
export const ownerVenueSettingsSchema = z.object({
  _id: idField,
  isActive: z.boolean({ error: 'validation.invalid' }),
  plan: z.enum(PLANS, 'validation.planRequired'),
});
export type OwnerVenueSettings = z.infer<typeof ownerVenueSettingsSchema>;

/** The optional new password of the owner's edit screen: empty keeps the current one. */
const optionalStrongPassword = z.union([z.literal(''), strongPasswordField]).optional();

/** `POST /admin/edit-owner`: the owner's fields and each venue's `isActive` and `plan`. */
export const editOwnerSchema = userIdSchema.extend({
  name: ownerEditNameField,
  cpf: cpfField,
  countryCode: countryCodeField,
  phone: phoneField,
  email: emailField,
  password: optionalStrongPassword,
  establishments: z.array(ownerVenueSettingsSchema).max(1000).default([]),
});
export type EditOwnerInput = z.input<typeof editOwnerSchema>;

/** The edit screen's form: the same fields without the ids the screen fills in. */
export const editOwnerFormSchema = editOwnerSchema.omit({ userId: true });
export type EditOwnerFormInput = z.input<typeof editOwnerFormSchema>;

/** One row of the owners table. `cpf` is its 11 digits (the screen masks it). */
export const ownerListItemSchema = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  cpf: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
  lastAccess: z.string().nullable(),
  establishmentCount: z.number().int(),
  isBlocked: z.boolean(),
});
export type OwnerListItem = z.infer<typeof ownerListItemSchema>;

export const ownerListPageSchema = z.object({ items: z.array(ownerListItemSchema), total: z.number().int() });
export type OwnerListPage = z.infer<typeof ownerListPageSchema>;

/** An owner as the console shows them: the table's row, the phone, and the password's length (for the placeholder). */
export const adminOwnerSchema = ownerListItemSchema.extend({
  countryCode: z.string().nullable(),
  phone: z.string().nullable(),
  passLen: z.number().int().nullable(),
});
export type AdminOwner = z.infer<typeof adminOwnerSchema>;

// ---------------------------------------------------------------- establishments

/** The establishment form's fields (§5), without the owner: the web form and the API payload start here. */
const establishmentFields = z.object({
  plan: z.enum(PLANS, 'validation.planRequired'),
  establishmentType: z
    .array(z.enum(VENUE_TYPES, 'validation.invalid'), 'validation.venueTypesRequired')
    .min(1, 'validation.venueTypesRequired')
    .max(LIMITS.venueTypesMax, 'validation.venueTypesMax'),
  countryCode: countryCodeField,
  phone: venuePhoneField,
  phone2: z.union([z.literal(''), venuePhoneField]).optional(),
  cnpj: cnpjField,
  ie: ieField,
  zipCode: zipCodeField,
  address: addressField,
  fantasyName: companyNameField,
  corporateName: companyNameField,
  name: venueNameField,
  email: emailField,
  latitude: latitudeField,
  longitude: longitudeField,
});

/** A venue's position must lie in Brazil while its country code is +55; elsewhere anywhere on Earth. */
function withPositionInCountry<T extends z.ZodType<{ countryCode: string; latitude: number; longitude: number }>>(
  schema: T,
): T {
  return schema.refine(
    (venue) => venue.countryCode !== DEFAULT_COUNTRY_CODE || isInBrazil(venue.latitude, venue.longitude),
    { path: ['latitude'], message: 'validation.positionOutsideBrazil' },
  );
}

/** `POST /admin/create-establishment` (201): the venue, owned by `owner`. */
export const createEstablishmentSchema = withPositionInCountry(establishmentFields.extend({ owner: idField }));
export type CreateEstablishmentInput = z.input<typeof createEstablishmentSchema>;

/** The establishment form (the owner comes from the screen's state). */
export const establishmentFormSchema = withPositionInCountry(establishmentFields);
export type EstablishmentFormInput = z.input<typeof establishmentFormSchema>;

export const establishmentIdSchema = z.object({ establishmentId: idField });
export type EstablishmentIdInput = z.input<typeof establishmentIdSchema>;

/** A venue as the console shows it: every field of the establishment form, and its state. */
export const adminVenueSchema = z.object({
  _id: z.string(),
  owner: z.string(),
  plan: z.enum(PLANS),
  establishmentType: z.array(z.string()),
  countryCode: z.string(),
  phone: z.string(),
  phone2: z.string().nullable(),
  cnpj: z.string(),
  ie: z.string().nullable(),
  zipCode: z.string(),
  address: z.string(),
  fantasyName: z.string(),
  corporateName: z.string(),
  name: z.string(),
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  isActive: z.boolean(),
  logo: z.string().nullable(),
  /** The first banner, or null. */
  image: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminVenue = z.infer<typeof adminVenueSchema>;

/** `POST /admin/owner-detail` and `POST /admin/edit-owner`. */
export const ownerDetailSchema = z.object({ owner: adminOwnerSchema, establishments: z.array(adminVenueSchema) });
export type OwnerDetail = z.infer<typeof ownerDetailSchema>;
