import type { Language } from '@noite/shared';
import { fetchWithTimeout, UpstreamUnreachable } from '../../lib/upstream.ts';
import { ufFromIso } from './brazil.ts';
import { cepOf } from './cep.ts';
import { GeocodeError, type GeoPlace, type Geocoder } from './types.ts';

/**
 * The online geocoders (GEOCODER=nominatim or google), behind the same interface as the offline one. Every request
 * has a timeout; any failure (network, timeout, HTTP error, refused key, nothing found for a reverse lookup) throws a
 * GeocodeError, which the routes answer with 400 "Please check you location permissions.".
 */

export const NOMINATIM_URL = 'https://nominatim.openstreetmap.org';
export const GOOGLE_GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json';
const TIMEOUT_MS = 5000;
const SEARCH_LIMIT = 10;

export interface OnlineGeocoderOptions {
  /** GEOCODER_URL; the provider's public endpoint when unset. */
  baseUrl?: string;
  /** GEOCODER_KEY (google). */
  key?: string;
  /** Nominatim's usage policy asks every application to identify itself. */
  userAgent: string;
  timeoutMs?: number;
}

function locale(language: Language): string {
  return language === 'pt' ? 'pt-BR' : 'en';
}

/** GETs JSON; the URL never goes into the error (it may carry the API key). */
async function getJson(url: URL, headers: Record<string, string>, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchWithTimeout(url, headers, timeoutMs);
  } catch (error) {
    const reason = error instanceof UpstreamUnreachable ? error.reason : 'could not be reached';
    throw new GeocodeError(`the geocoding provider ${reason}`, { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new GeocodeError(`the geocoding provider answered HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new GeocodeError('the geocoding provider answered something other than JSON', { cause: error });
  }
}

function finiteNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** Drops answers without usable coordinates, and repeated addresses; keeps the provider's order. */
function cleanPlaces(places: { formattedAddress: string; latitude: unknown; longitude: unknown }[]): GeoPlace[] {
  const seen = new Set<string>();
  const results: GeoPlace[] = [];
  for (const place of places) {
    const latitude = finiteNumber(place.latitude);
    const longitude = finiteNumber(place.longitude);
    if (!place.formattedAddress || latitude === undefined || longitude === undefined) continue;
    if (seen.has(place.formattedAddress)) continue;
    seen.add(place.formattedAddress);
    results.push({ formattedAddress: place.formattedAddress, latitude, longitude });
    if (results.length >= SEARCH_LIMIT) break;
  }
  return results;
}

// ---------------------------------------------------------------- Nominatim (OpenStreetMap)

interface NominatimAddress {
  road?: string;
  pedestrian?: string;
  house_number?: string;
  suburb?: string;
  neighbourhood?: string;
  quarter?: string;
  city_district?: string;
  city?: string;
  town?: string;
  village?: string;
  municipality?: string;
  state?: string;
  country?: string;
  country_code?: string;
  'ISO3166-2-lvl4'?: string;
}

interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: NominatimAddress;
  error?: string;
}

/**
 * The Brazilian way of writing an address, as the offline geocoder does: "Avenida Paulista, 1578 - Bela Vista,
 * São Paulo - SP"; falls back to Nominatim's long display_name when the parts are missing.
 */
export function formatNominatimAddress(address: NominatimAddress | undefined, displayName = ''): string {
  if (!address) return displayName;
  const road = address.road ?? address.pedestrian;
  const street = road && address.house_number ? `${road}, ${address.house_number}` : road;
  const district = address.suburb ?? address.neighbourhood ?? address.quarter ?? address.city_district;
  const city = address.city ?? address.town ?? address.village ?? address.municipality;
  const uf = ufFromIso(address['ISO3166-2-lvl4']);
  if (!city) return displayName;
  const locality = [street, district !== city ? district : undefined].filter(Boolean).join(' - ');
  if (uf)
    return locality
      ? `${locality}, ${city} - ${uf}`
      : `${city} - ${uf}${address.country ? `, ${address.country}` : ''}`;
  return [locality, city, address.state, address.country].filter(Boolean).join(', ');
}

export function createNominatimGeocoder(options: OnlineGeocoderOptions): Geocoder {
  const base = (options.baseUrl || NOMINATIM_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const headers = { 'user-agent': options.userAgent };
  const endpoint = (path: string, params: Record<string, string>) => {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url;
  };

  return {
    name: 'nominatim',
    async reverse({ lat, lng }, language) {
      const url = endpoint('/reverse', {
        format: 'jsonv2',
        lat: String(lat),
        lon: String(lng),
        'accept-language': locale(language),
        addressdetails: '1',
      });
      const place = (await getJson(url, headers, timeoutMs)) as NominatimPlace | null;
      if (!place || typeof place !== 'object' || place.error) throw new GeocodeError('nominatim found no address here');
      const formattedAddress = formatNominatimAddress(place.address, place.display_name);
      if (!formattedAddress) throw new GeocodeError('nominatim answered no address');
      return { formattedAddress };
    },
    async search(query, language) {
      const cep = cepOf(query);
      // Nominatim takes either free text (q) or structured fields: a CEP goes as the postal code.
      const url = endpoint('/search', {
        format: 'jsonv2',
        ...(cep ? { postalcode: cep } : { q: query }),
        countrycodes: 'br',
        addressdetails: '1',
        limit: String(SEARCH_LIMIT),
        'accept-language': locale(language),
      });
      const places = await getJson(url, headers, timeoutMs);
      if (!Array.isArray(places)) throw new GeocodeError('nominatim answered an unexpected search result');
      return cleanPlaces(
        (places as NominatimPlace[]).map((place) => ({
          formattedAddress: formatNominatimAddress(place.address, place.display_name),
          latitude: place.lat,
          longitude: place.lon,
        })),
      );
    },
  };
}

// ---------------------------------------------------------------- Google Geocoding API

interface GoogleAnswer {
  status?: string;
  error_message?: string;
  results?: { formatted_address?: string; geometry?: { location?: { lat?: number; lng?: number } } }[];
}

export function createGoogleGeocoder(options: OnlineGeocoderOptions): Geocoder {
  const base = options.baseUrl || GOOGLE_GEOCODE_URL;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;

  async function call(params: Record<string, string>, language: Language): Promise<GoogleAnswer> {
    if (!options.key) throw new GeocodeError('GEOCODER_KEY is not set for the google geocoder');
    const url = new URL(base);
    for (const [name, value] of Object.entries({ ...params, language: locale(language), key: options.key })) {
      url.searchParams.set(name, value);
    }
    const answer = (await getJson(url, {}, timeoutMs)) as GoogleAnswer | null;
    if (!answer || typeof answer !== 'object') throw new GeocodeError('google answered an unexpected result');
    if (answer.status !== 'OK' && answer.status !== 'ZERO_RESULTS') {
      // REQUEST_DENIED, OVER_QUERY_LIMIT, INVALID_REQUEST...: error_message explains (it never repeats the key).
      throw new GeocodeError(`google answered ${answer.status ?? 'no status'}: ${answer.error_message ?? ''}`.trim());
    }
    return answer;
  }

  return {
    name: 'google',
    async reverse({ lat, lng }, language) {
      const answer = await call({ latlng: `${lat},${lng}` }, language);
      const formattedAddress = answer.results?.[0]?.formatted_address;
      if (!formattedAddress) throw new GeocodeError('google found no address here');
      return { formattedAddress };
    },
    async search(query, language) {
      const cep = cepOf(query);
      const answer = await call(
        cep ? { components: `postal_code:${cep}|country:BR` } : { address: query, components: 'country:BR' },
        language,
      );
      return cleanPlaces(
        (answer.results ?? []).map((result) => ({
          formattedAddress: result.formatted_address ?? '',
          latitude: result.geometry?.location?.lat,
          longitude: result.geometry?.location?.lng,
        })),
      );
    },
  };
}
