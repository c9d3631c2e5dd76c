import { z } from 'zod';
import { decimalText, latitudeField, longitudeField, noLeadingSpace } from './fields.ts';

/**
 * Query strings of the geo API. An empty `lat=` is treated as missing (never as 0, a real position in the Atlantic); a
 * coordinate is a plain decimal.
 */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** `GET /geo/reverse?lat=&lng=` */
export const reverseGeocodeQuerySchema = z.object({
  lat: z.preprocess(blankAsMissing, decimalText(latitudeField)),
  lng: z.preprocess(blankAsMissing, decimalText(longitudeField)),
});
export type ReverseGeocodeQuery = z.infer<typeof reverseGeocodeQuerySchema>;

export const GEO_SEARCH_MIN = 2;
export const GEO_SEARCH_MAX = 100;

/** `GET /geo/search?q=`: 2 to 100 characters, not starting with a space (trailing spaces are dropped). */
export const geoSearchQuerySchema = z.object({
  q: z
    .string({ error: 'validation.geoSearchMin' })
    .refine(noLeadingSpace, 'validation.searchLeadingSpace')
    .transform((query) => query.trimEnd())
    .pipe(z.string().min(GEO_SEARCH_MIN, 'validation.geoSearchMin').max(GEO_SEARCH_MAX, 'validation.geoSearchMax')),
});
export type GeoSearchQuery = z.infer<typeof geoSearchQuerySchema>;

/** `GET /geo/reverse`: the address, or the nearest place, of a position. */
export const reverseGeocodeResultSchema = z.object({ formattedAddress: z.string() });
export type ReverseGeocodeResultDto = z.infer<typeof reverseGeocodeResultSchema>;

/** One entry of `GET /geo/search`. */
export const geoPlaceSchema = z.object({ formattedAddress: z.string(), latitude: z.number(), longitude: z.number() });
export type GeoPlaceDto = z.infer<typeof geoPlaceSchema>;

/** `GET /geo/search`: places best first. */
export const geoPlacesSchema = z.array(geoPlaceSchema);
