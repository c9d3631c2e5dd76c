import { z } from 'zod';
import { LIMITS, MUSIC_STYLES, VENUE_TYPES } from '../constants.ts';
import { latitudeField, longitudeField, noLeadingSpace } from './fields.ts';

export const idField = z.uuid('validation.invalid');

/** Home list query (spec §3 "Home query", contract `POST /user/home`). */
export const homeQuerySchema = z.object({
  latitude: latitudeField,
  longitude: longitudeField,
  search: z
    .string()
    .max(100, 'validation.invalid')
    .refine(noLeadingSpace, 'validation.searchLeadingSpace')
    .transform((search) => search.trim())
    .optional(),
  establishmentType: z.array(z.enum(VENUE_TYPES, 'validation.invalid')).max(VENUE_TYPES.length).optional(),
  musicStyle: z.array(z.enum(MUSIC_STYLES, 'validation.invalid')).max(MUSIC_STYLES.length).optional(),
  isFree: z.boolean().optional(),
  isLive: z.boolean().optional(),
  isFavourite: z.boolean().optional(),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(LIMITS.homeLimit).default(LIMITS.homeLimit),
  /** Extra to the spec: how far to look, in km (default 100, the size of a metropolitan area). */
  radiusKm: z.number().positive().max(20_000).default(100),
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

export interface VenueEvent {
  _id: string;
  eventName: string;
  /** The venue's local day, YYYY-MM-DD. */
  eventDate: string;
  startTime: string;
  endTime: string;
  description: string | null;
  isFree: boolean;
  isLive: boolean;
  musicStyle: string;
  entry: string | null;
  keepDescription: boolean;
  eventWithList: boolean;
  /** The caller's name is on the list. */
  isExist: boolean;
  /** For the owner and admins: how many asked to join. */
  requestCount?: number;
}

export interface VenueMenuCategory {
  _id: string;
  name: string;
  namePt: string;
  logo: string | null;
  isActive: boolean;
  items: string[];
}

export interface VenueDetails {
  _id: string;
  name: string;
  fantasyName: string;
  address: string;
  zipCode: string;
  email: string;
  countryCode: string;
  phone: string;
  phone2: string | null;
  establishmentType: string[];
  isActive: boolean;
  latitude: number;
  longitude: number;
  location: { type: 'Point'; coordinates: [number, number] };
  timezone: string;
  logo: string | null;
  banners: string[];
  wifi: { name: string; description: string; password: string } | null;
  creditCards: string[];
  debitCards: string[];
  meals: string[];
  pix: boolean;
  picPay: boolean;
  menu: VenueMenuCategory[];
  about: {
    text: string | null;
    phone1: string | null;
    phone2: string | null;
    isPhone1: boolean;
    isPhone2: boolean;
    instagram: string | null;
    facebook: string | null;
  };
  isFavourite: boolean;
  distance: number | null;
  events: { date: string; event: VenueEvent | null }[];
  /** Owner and admin only. */
  plan?: string;
  cnpj?: string;
  ie?: string | null;
  corporateName?: string;
  owner?: string;
}
