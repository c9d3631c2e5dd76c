import type { GeoPlaceDto, Language, ReverseGeocodeResultDto } from '@noite/shared';

export interface GeoPoint {
  lat: number;
  lng: number;
}

export type ReverseGeocodeResult = ReverseGeocodeResultDto;

/** One answer of `GET /geo/search`. */
export type GeoPlace = GeoPlaceDto;

/** What every geocoder (offline, nominatim, google) offers. Online ones throw GeocodeError when a lookup fails. */
export interface Geocoder {
  readonly name: string;
  reverse(point: GeoPoint, language: Language): Promise<ReverseGeocodeResult>;
  search(query: string, language: Language): Promise<GeoPlace[]>;
}

/** The lookup could not be made (provider down, timed out, refused, or it found nothing for a reverse lookup). */
export class GeocodeError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocodeError';
  }
}
