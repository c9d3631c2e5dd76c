import { z } from 'zod';
import { LIMITS, MUSIC_STYLES, PLANS, VENUE_TYPES } from '../constants.ts';
import { latitudeField, longitudeField, searchTextField } from './fields.ts';

export const idField = z.uuid('validation.invalid');

/** Home list query (spec §3 "Home query", contract `POST /user/home`). */
export const homeQuerySchema = z.object({
  latitude: latitudeField,
  longitude: longitudeField,
  search: searchTextField.optional(),
  establishmentType: z.array(z.enum(VENUE_TYPES, 'validation.invalid')).max(VENUE_TYPES.length).optional(),
  musicStyle: z.array(z.enum(MUSIC_STYLES, 'validation.invalid')).max(MUSIC_STYLES.length).optional(),
  isFree: z.boolean().optional(),
  isLive: z.boolean().optional(),
  isFavourite: z.boolean().optional(),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(LIMITS.homeLimit).default(LIMITS.homeLimit),
  /**
   * Extra to the spec: how far to look, in km (default 100, the size of a metropolitan area). At least 10 m: a
   * radius as small as 5e-324 made PostgreSQL's earth_box underflow (a 500 found by fuzzing, decision 057).
   */
  radiusKm: z.number().min(0.01, 'validation.invalid').max(20_000).default(100),
});
export type HomeQueryInput = z.input<typeof homeQuerySchema>;
export type HomeQuery = z.output<typeof homeQuerySchema>;

export const venueCardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string(),
  image: z.string().nullable(),
  logo: z.string().nullable(),
  establishmentType: z.array(z.string()),
  distance: z.number(),
  isFavourite: z.boolean(),
});
export type VenueCard = z.infer<typeof venueCardSchema>;

export const establishmentDetailsQuerySchema = z.object({
  establishmentId: idField,
  latitude: latitudeField.optional(),
  longitude: longitudeField.optional(),
});
export type EstablishmentDetailsQuery = z.input<typeof establishmentDetailsQuerySchema>;

export const establishmentLikeSchema = z.object({
  establishmentId: idField,
  like: z.boolean().default(true),
});
export type EstablishmentLikeInput = z.input<typeof establishmentLikeSchema>;

export const eventJoinSchema = z.object({
  eventId: idField,
  join: z.boolean().default(true),
});
export type EventJoinInput = z.input<typeof eventJoinSchema>;

/** `POST /establishment-like` answers whether the venue is now a favourite. */
export const favouriteResultSchema = z.object({ isFavourite: z.boolean() });
export type FavouriteResult = z.infer<typeof favouriteResultSchema>;

/** `POST /event-join-request` answers whether the caller's name is now on the list. */
export const listEntryResultSchema = z.object({ isExist: z.boolean() });
export type ListEntryResult = z.infer<typeof listEntryResultSchema>;

/** `POST /user/home`: one page of cards, nearest first, and the list's total. */
export const homePageSchema = z.object({ items: z.array(venueCardSchema), total: z.number().int() });
export type HomePage = z.infer<typeof homePageSchema>;

export const venueEventSchema = z.object({
  _id: z.string(),
  eventName: z.string(),
  /** The venue's local day, YYYY-MM-DD. */
  eventDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  description: z.string().nullable(),
  isFree: z.boolean(),
  isLive: z.boolean(),
  musicStyle: z.string(),
  entry: z.string().nullable(),
  keepDescription: z.boolean(),
  eventWithList: z.boolean(),
  /** The caller's name is on the list. */
  isExist: z.boolean(),
  /** Extra to the contract: the caller's name is on the list and the owner confirmed it at the door (`accepted`). */
  isAccepted: z.boolean(),
  /** For the owner and admins: how many asked to join. */
  requestCount: z.number().int().optional(),
});
export type VenueEvent = z.infer<typeof venueEventSchema>;

export const venueMenuCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  namePt: z.string(),
  logo: z.string().nullable(),
  isActive: z.boolean(),
  items: z.array(z.string()),
});
export type VenueMenuCategory = z.infer<typeof venueMenuCategorySchema>;

export const venueAboutSchema = z.object({
  text: z.string().nullable(),
  phone1: z.string().nullable(),
  phone2: z.string().nullable(),
  isPhone1: z.boolean(),
  isPhone2: z.boolean(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
});
export type VenueAbout = z.infer<typeof venueAboutSchema>;

export const venueWifiSchema = z.object({ name: z.string(), description: z.string(), password: z.string() });
export type VenueWifi = z.infer<typeof venueWifiSchema>;

/** One day of a venue's week: the event of that local day, or null. */
export const venueDaySchema = z.object({
  date: z.string(),
  event: venueEventSchema.nullable(),
  /**
   * Extra to the contract, owner and admin only, on a day without event: the description a new event of that day
   * starts with, kept (keepDescription) on the latest earlier event of the weekday; null when none (decision 039).
   */
  keptDescription: z.string().nullable().optional(),
});
export type VenueDay = z.infer<typeof venueDaySchema>;

/** `POST /establishment/details`. */
export const venueDetailsSchema = z.object({
  _id: z.string(),
  name: z.string(),
  fantasyName: z.string(),
  address: z.string(),
  zipCode: z.string(),
  email: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  phone2: z.string().nullable(),
  establishmentType: z.array(z.string()),
  isActive: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
  location: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  timezone: z.string(),
  logo: z.string().nullable(),
  banners: z.array(z.string()),
  wifi: venueWifiSchema.nullable(),
  creditCards: z.array(z.string()),
  debitCards: z.array(z.string()),
  meals: z.array(z.string()),
  pix: z.boolean(),
  picPay: z.boolean(),
  menu: z.array(venueMenuCategorySchema),
  about: venueAboutSchema,
  isFavourite: z.boolean(),
  distance: z.number().nullable(),
  events: z.array(venueDaySchema),
  /** Owner and admin only. */
  plan: z.enum(PLANS).optional(),
  cnpj: z.string().optional(),
  ie: z.string().nullable().optional(),
  corporateName: z.string().optional(),
  owner: z.string().optional(),
});
export type VenueDetails = z.infer<typeof venueDetailsSchema>;
