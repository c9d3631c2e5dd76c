import type { HomeQueryInput } from '@noite/shared';
import { api } from '../../lib/api-client.ts';
import type { VenueList } from '../../lib/venue-cache.ts';

export function asVenueList(data: unknown): VenueList {
  if (!data || typeof data !== 'object') return { items: [], total: 0 };
  const { items, total } = data as Partial<VenueList>;
  const list = Array.isArray(items) ? items : [];
  return { items: list, total: typeof total === 'number' ? total : list.length };
}

export const venueListApi = {
  /** `POST /user/home`: nearest first; failures are announced by the query cache (one toast after the retry). */
  home: (body: HomeQueryInput, signal?: AbortSignal) =>
    api.post<VenueList>('/user/home', body, { signal }).then((result) => asVenueList(result.data)),
};
