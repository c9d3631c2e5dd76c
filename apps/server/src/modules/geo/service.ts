import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@noite/shared';
import type { Config } from '../../config.ts';
import { badRequest } from '../../lib/errors.ts';
import { createOfflineGeocoder } from './offline-geocoder.ts';
import { createGoogleGeocoder, createNominatimGeocoder } from './providers.ts';
import { GeocodeError, type GeoPlace, type GeoPoint, type Geocoder, type ReverseGeocodeResult } from './types.ts';

/** Online answers are kept a day, by position rounded to ~11 m or by query: fewer calls against the provider's quota. */
const CACHE_SIZE = 2000;
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/** A small LRU map with expiry (a Map keeps insertion order: the first key is the least recently used). */
class LruCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly max: number;
  private readonly ttlMs: number;

  constructor(max: number, ttlMs: number) {
    this.max = max;
    this.ttlMs = ttlMs;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires < Date.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V) {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}

function withCache(geocoder: Geocoder): Geocoder {
  const reverseCache = new LruCache<ReverseGeocodeResult>(CACHE_SIZE, CACHE_TTL_MS);
  const searchCache = new LruCache<GeoPlace[]>(CACHE_SIZE, CACHE_TTL_MS);
  return {
    name: geocoder.name,
    async reverse(point, language) {
      const key = `${language}:${point.lat.toFixed(4)},${point.lng.toFixed(4)}`;
      const cached = reverseCache.get(key);
      if (cached) return cached;
      const result = await geocoder.reverse(point, language);
      reverseCache.set(key, result);
      return result;
    },
    async search(query, language) {
      const key = `${language}:${query.trim().toLowerCase()}`;
      const cached = searchCache.get(key);
      if (cached) return cached;
      const result = await geocoder.search(query, language);
      searchCache.set(key, result);
      return result;
    },
  };
}

/** The geocoder GEOCODER chooses: offline (default), nominatim or google (GEOCODER_URL, GEOCODER_KEY). */
export function createGeocoder(config: Config, log: FastifyBaseLogger): Geocoder {
  const options = {
    baseUrl: config.GEOCODER_URL,
    key: config.GEOCODER_KEY,
    userAgent: `Noite/1.0 (+${config.publicUrl})`,
  };
  switch (config.GEOCODER) {
    case 'nominatim':
      return withCache(createNominatimGeocoder(options));
    case 'google':
      if (!config.GEOCODER_KEY) log.warn('GEOCODER=google without GEOCODER_KEY: every geocoding lookup will fail');
      return withCache(createGoogleGeocoder(options));
    default:
      return createOfflineGeocoder((index) =>
        log.info({ places: index.size, ms: Math.round(index.loadMs) }, 'offline geocoder loaded'),
      );
  }
}

/** A provider failure becomes the contract's 400 with the spec's message; anything else stays a 500. */
async function lookup<T>(geocoder: Geocoder, log: FastifyBaseLogger, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof GeocodeError)) throw error;
    log.warn({ geocoder: geocoder.name, reason: error.message }, 'geocoding failed');
    throw badRequest('api.locationFailed');
  }
}

export function reverseGeocode(
  geocoder: Geocoder,
  point: GeoPoint,
  language: Language,
  log: FastifyBaseLogger,
): Promise<ReverseGeocodeResult> {
  return lookup(geocoder, log, () => geocoder.reverse(point, language));
}

export function searchPlaces(
  geocoder: Geocoder,
  query: string,
  language: Language,
  log: FastifyBaseLogger,
): Promise<GeoPlace[]> {
  return lookup(geocoder, log, () => geocoder.search(query, language));
}
