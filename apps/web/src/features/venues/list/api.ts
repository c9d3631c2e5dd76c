import type { HomeQueryInput, Role, VenueCard } from '@noite/shared';
import { api } from '../../../lib/api-client.ts';

export interface VenueList {
  items: VenueCard[];
  total: number;
}

/** Every cached venue list (home, favourites, any filters) starts with this key. */
export const VENUE_LISTS_KEY = ['venues', 'list'] as const;

/** A list's key: the role (an owner gets their own venues), then the exact body (filters and position). */
export const venueListKey = (role: Role, body: HomeQueryInput) => [...VENUE_LISTS_KEY, role, body] as const;

export type VenueListKey = ReturnType<typeof venueListKey>;

/** The body a cached list was fetched with. */
export function bodyOfKey(key: readonly unknown[]): HomeQueryInput | undefined {
  const body = key[3];
  return body && typeof body === 'object' ? (body as HomeQueryInput) : undefined;
}

function asList(data: unknown): VenueList {
  if (!data || typeof data !== 'object') return { items: [], total: 0 };
  const { items, total } = data as Partial<VenueList>;
  const list = Array.isArray(items) ? items : [];
  return { items: list, total: typeof total === 'number' ? total : list.length };
}

export const venueListApi = {
  /** `POST /user/home`: nearest first; failures are announced by the list (one toast after the retry). */
  home: (body: HomeQueryInput, signal?: AbortSignal) =>
    api.post<VenueList>('/user/home', body, { notifyFailure: false, signal }).then((result) => asList(result.data)),
};
