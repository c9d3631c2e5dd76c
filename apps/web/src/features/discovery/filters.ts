import { LIMITS, MUSIC_STYLES, VENUE_TYPES, type HomeQueryInput, type MusicStyle, type VenueType } from '@noite/shared';
import type { Position } from '../../lib/location-store.ts';

/** Spec §3 filter state (the position travels apart: it comes from geolocation, not from the visitor's choices). */
export interface VenueFilters {
  search: string;
  establishmentType: VenueType[];
  musicStyle: MusicStyle[];
  isFavourite: boolean;
  isFree: boolean;
  isLive: boolean;
}

export const NO_FILTERS: VenueFilters = {
  search: '',
  establishmentType: [],
  musicStyle: [],
  isFavourite: false,
  isFree: false,
  isLive: false,
};

/** The popover's part of the filters (everything but the search). */
export type PopoverFilters = Omit<VenueFilters, 'search'>;

export function popoverPart({ search: _search, ...popoverFilters }: VenueFilters): PopoverFilters {
  return popoverFilters;
}

export function countActiveFilters(filters: PopoverFilters): number {
  return (
    filters.establishmentType.length +
    filters.musicStyle.length +
    Number(filters.isFavourite) +
    Number(filters.isFree) +
    Number(filters.isLive)
  );
}

/** True when two sets of popover filters choose the same (the order of the chosen chips counts). */
export function samePopoverFilters(a: PopoverFilters, b: PopoverFilters): boolean {
  const sameList = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && x.every((item, index) => item === y[index]);
  return (
    sameList(a.establishmentType, b.establishmentType) &&
    sameList(a.musicStyle, b.musicStyle) &&
    a.isFavourite === b.isFavourite &&
    a.isFree === b.isFree &&
    a.isLive === b.isLive
  );
}

/** The search box refuses leading spaces (the API's rule too) and keeps at most 100 characters. */
export function cleanSearch(value: string): string {
  return value.replace(/^\s+/, '').slice(0, 100);
}

const PARAMS = { search: 'q', type: 'type', music: 'music', favourite: 'fav', free: 'free', live: 'live' } as const;

/** In the order of the constants, without repeats or unknown values. */
function known<T extends string>(values: readonly string[], allowed: readonly T[]): T[] {
  return allowed.filter((value) => values.includes(value));
}

/** The applied filters live in the URL (`/main?q=…&type=bar&music=Samba&fav=1`), so going back restores them. */
export function filtersFromParams(params: URLSearchParams): VenueFilters {
  return {
    search: cleanSearch(params.get(PARAMS.search) ?? '').trim(),
    establishmentType: known(params.getAll(PARAMS.type), VENUE_TYPES),
    musicStyle: known(params.getAll(PARAMS.music), MUSIC_STYLES),
    isFavourite: params.get(PARAMS.favourite) === '1',
    isFree: params.get(PARAMS.free) === '1',
    isLive: params.get(PARAMS.live) === '1',
  };
}

export function filtersToParams(filters: VenueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set(PARAMS.search, filters.search);
  for (const type of known(filters.establishmentType, VENUE_TYPES)) params.append(PARAMS.type, type);
  for (const style of known(filters.musicStyle, MUSIC_STYLES)) params.append(PARAMS.music, style);
  if (filters.isFavourite) params.set(PARAMS.favourite, '1');
  if (filters.isFree) params.set(PARAMS.free, '1');
  if (filters.isLive) params.set(PARAMS.live, '1');
  return params;
}

/** `POST /user/home` body (spec §3 home query; §9: offset 0, limit 1000). */
export function homeBody(filters: VenueFilters, position: Position): HomeQueryInput {
  return {
    latitude: position.latitude,
    longitude: position.longitude,
    search: filters.search,
    establishmentType: known(filters.establishmentType, VENUE_TYPES),
    musicStyle: known(filters.musicStyle, MUSIC_STYLES),
    isFavourite: filters.isFavourite,
    isFree: filters.isFree,
    isLive: filters.isLive,
    offset: 0,
    limit: LIMITS.homeLimit,
  };
}

/** An owner's list is their own venues: no search, no filters (spec §2). */
export function ownerHomeBody(position: Position): HomeQueryInput {
  return { latitude: position.latitude, longitude: position.longitude, offset: 0, limit: LIMITS.homeLimit };
}
