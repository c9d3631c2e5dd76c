import { z } from 'zod';
import { CARD_BRANDS, LIMITS, MEAL_BRANDS } from '../constants.ts';
import { noLeadingSpace, phoneField, typedText } from './fields.ts';
import { idField, venueAboutSchema, venueWifiSchema } from './venues.ts';

/*
 * An owner's edits of their venue's about/contacts, wifi and payment methods (spec §3 "About", §5 "About /
 * contacts" and "Wifi", §7 edit-about, add-wifi, edit-payment). The web forms and the routes parse with these
 * schemas; docs/decisions/024 and 025 say what the spec leaves open.
 */

/** An optional text as a form holds it: only blanks mean "none" (null); anything else goes through `field`. */
function textOrNone<T extends z.ZodType<string, string>>(field: T) {
  return z
    .string({ error: 'validation.invalid' })
    .transform((value) => (value.trim() ? value : null))
    .pipe(field.nullable());
}

/** The same in a request, where "none" may also be sent as null or left out. */
const mayBeLeftOut = <T extends z.ZodType<string | null, string>>(field: T) =>
  field.nullish().transform((value) => value ?? null);

// ---------------------------------------------------------------- about / contacts

/** The about text: 3 to 1000 characters, starting with neither a space nor a line break (§5). */
export const aboutTextField = typedText({
  min: [LIMITS.aboutTextMin, 'validation.aboutTextMin'],
  max: [LIMITS.aboutTextMax, 'validation.aboutTextMax'],
  leading: 'validation.leadingBlank',
});

/** A profile link: an http(s) URL of 3 to 30 characters, no leading space (§5). */
export const socialLinkField = z
  .string({ error: 'validation.required' })
  .refine(noLeadingSpace, 'validation.leadingSpace')
  .transform((link) => link.trimEnd())
  .pipe(
    z
      .string()
      .min(LIMITS.socialLinkMin, 'validation.socialLinkMin')
      .max(LIMITS.socialLinkMax, 'validation.socialLinkMax')
      .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'validation.socialLinkUrl' })),
  );

const whatsappFlag = z.boolean({ error: 'validation.invalid' });

/** The about form's fields, as its inputs hold them (every text a string, empty for none). */
const aboutFields = z.object({
  text: aboutTextField,
  phone1: phoneField,
  phone2: textOrNone(phoneField),
  isPhone1: whatsappFlag,
  isPhone2: whatsappFlag,
  instagram: textOrNone(socialLinkField),
  facebook: textOrNone(socialLinkField),
});

/** No second phone, no WhatsApp link for it. */
const withoutEmptyWhatsapp = <T extends { phone2: string | null; isPhone2: boolean }>(about: T): T => ({
  ...about,
  isPhone2: about.phone2 !== null && about.isPhone2,
});

/** The about form's values (the form knows which venue it edits). */
export const aboutFormSchema = aboutFields.transform(withoutEmptyWhatsapp);
export type AboutFormInput = z.input<typeof aboutFormSchema>;

/** `POST /establishment/edit-about`: phone1 is required, phone2 and the links may be left empty (decision 024). */
export const editAboutSchema = aboutFields
  .extend({
    establishmentId: idField,
    phone2: mayBeLeftOut(aboutFields.shape.phone2),
    isPhone1: whatsappFlag.default(false),
    isPhone2: whatsappFlag.default(false),
    instagram: mayBeLeftOut(aboutFields.shape.instagram),
    facebook: mayBeLeftOut(aboutFields.shape.facebook),
  })
  .transform(withoutEmptyWhatsapp);
export type EditAboutInput = z.input<typeof editAboutSchema>;
export type EditAbout = z.output<typeof editAboutSchema>;

// ---------------------------------------------------------------- wifi

/** The wifi of `POST /establishment/add-wifi`: name 3–30, description 3–150, password required, at most 20 (§5). */
export const wifiFormSchema = z.object({
  name: typedText({
    min: [LIMITS.wifiNameMin, 'validation.wifiNameMin'],
    max: [LIMITS.wifiNameMax, 'validation.wifiNameMax'],
  }),
  description: typedText({
    min: [LIMITS.wifiDescriptionMin, 'validation.wifiDescriptionMin'],
    max: [LIMITS.wifiDescriptionMax, 'validation.wifiDescriptionMax'],
  }),
  // A password is typed as it is: spaces are characters of it.
  password: z
    .string({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(LIMITS.wifiPasswordMax, 'validation.wifiPasswordMax'),
});
export type WifiFormInput = z.input<typeof wifiFormSchema>;

export const addWifiSchema = z.object({ establishmentId: idField, wifi: wifiFormSchema });
export type AddWifiInput = z.input<typeof addWifiSchema>;
export type AddWifi = z.output<typeof addWifiSchema>;

// ---------------------------------------------------------------- payments

/**
 * A list of brands from `known` (§3), answered once each in the list's own order; an unknown brand is an error on
 * the whole field (decision 025).
 */
function brandListField<const T extends readonly string[]>(known: T) {
  const isKnown = (brand: string): brand is T[number] => (known as readonly string[]).includes(brand);
  return z
    .array(z.string({ error: 'validation.brandUnknown' }), { error: 'validation.invalid' })
    .max(known.length * 4, 'validation.invalid')
    .refine((brands) => brands.every(isKnown), 'validation.brandUnknown')
    .transform((brands) => known.filter((brand) => brands.includes(brand)) as T[number][])
    .default([]);
}

/** `POST /establishment/edit-payment`: the brands accepted per kind of card, and Pix and PicPay. */
export const editPaymentSchema = z.object({
  establishmentId: idField,
  creditCards: brandListField(CARD_BRANDS),
  debitCards: brandListField(CARD_BRANDS),
  meals: brandListField(MEAL_BRANDS),
  pix: z.boolean({ error: 'validation.invalid' }).default(false),
  picPay: z.boolean({ error: 'validation.invalid' }).default(false),
});
export type EditPaymentInput = z.input<typeof editPaymentSchema>;
export type EditPayment = z.output<typeof editPaymentSchema>;

// ---------------------------------------------------------------- answers

/** `edit-about` answers the venue's about as `details` shows it. */
export const editAboutResultSchema = venueAboutSchema;
/** `add-wifi` answers the wifi as `details` shows it. */
export const addWifiResultSchema = venueWifiSchema;

/** `edit-payment` answers the payment part of `details`. */
export const venuePaymentsSchema = z.object({
  creditCards: z.array(z.string()),
  debitCards: z.array(z.string()),
  meals: z.array(z.string()),
  pix: z.boolean(),
  picPay: z.boolean(),
});
export type VenuePayments = z.infer<typeof venuePaymentsSchema>;
