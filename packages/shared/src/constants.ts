/** Business constants from the specification (§3, §9). Spelled exactly as the spec and the API contract spell them. */

export const LANGUAGES = ['pt', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt';

export const ROLES = ['user', 'owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The social sign-in providers (§3 socialType). */
export const SOCIAL_TYPES = ['google', 'facebook'] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];

export const VENUE_TYPES = ['bar', 'pub', 'club', 'lounge', 'others', 'gastronomy'] as const;
export type VenueType = (typeof VENUE_TYPES)[number];

export const MUSIC_STYLES = [
  'Eletrônica',
  'Axé',
  'Country',
  'Forró',
  'Reggae',
  'Sertanejo',
  'Samba',
  'Pagode',
  'Gospel',
  'Funk',
  'Blues',
  'Jazz',
  'Pop',
  'Rock',
  'Hip-hop',
  'Rap',
  'Heavy metal',
  'Punk',
  'Mpb',
] as const;
export type MusicStyle = (typeof MUSIC_STYLES)[number];

export const PLANS = ['basico', 'premium', 'platina'] as const;
export type Plan = (typeof PLANS)[number];
/** The plan of a venue an owner adds themselves; an admin changes it on /estabelishment (decision 032). */
export const DEFAULT_PLAN: Plan = 'basico';

export const CARD_BRANDS = [
  'american',
  'banes',
  'credit',
  'diners',
  'hiper',
  'maestro',
  'master',
  'ticket',
  'elo',
  'visa',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const MEAL_BRANDS = ['ticketAlimentação', 'alelo', 'sodexo', 'vrAlimentações', 'greenCard'] as const;
export type MealBrand = (typeof MEAL_BRANDS)[number];

export const DEFAULT_COUNTRY_CODE = '+55';

/** Default position (São Paulo, Praça da Sé) until the browser grants geolocation. */
export const DEFAULT_POSITION = { latitude: -23.5503, longitude: -46.6339 } as const;

export const LIMITS = {
  nameMin: 3,
  nameMax: 30,
  /** Fantasy, corporate and venue names (§5: at least 2). */
  companyNameMin: 2,
  /** (xx) xxxx-xxxx: a venue's phone has at least 10 digits (§5: 14 characters formatted). */
  venuePhoneMin: 10,
  /** The spec says 30; a geocoded street address needs more (docs/decisions/016). */
  addressMax: 150,
  passwordMin: 8,
  /** Registration and reset have no maximum in the spec; this bound keeps hashing cheap. */
  passwordMax: 64,
  accountPasswordMax: 15,
  phoneMin: 8,
  phoneMax: 15,
  emailMax: 254,
  menuItemMax: 40,
  wifiNameMin: 3,
  wifiNameMax: 30,
  wifiDescriptionMin: 3,
  wifiDescriptionMax: 150,
  wifiPasswordMax: 20,
  zipMax: 9,
  cnpjMax: 18,
  eventNameMax: 15,
  entryMax: 20,
  eventDescriptionMax: 500,
  aboutTextMin: 3,
  aboutTextMax: 1000,
  socialLinkMin: 3,
  socialLinkMax: 30,
  imageMaxBytes: 5_000_000,
  bannersMax: 5,
  venueTypesMax: 2,
  homeLimit: 1000,
  adminPageSize: 5,
} as const;

export const SESSION_DAYS_REMEMBER = 30;
export const SESSION_DAYS_DEFAULT = 1;
export const RESET_TOKEN_MINUTES = 60;
