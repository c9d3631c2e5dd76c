import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeQueryInput, Role } from '@noite/shared';
import {
  LIST_FETCHED_AHEAD_FRESH_MS,
  listStaleTime,
  markListDeliveredAhead,
  venueListKey,
} from '../../lib/venue-cache.ts';
import { venueListApi } from './api.ts';
import { VENUE_LIST_NS } from './i18n.ts';

/**
 * A venue list from `POST /user/home`, cached by role and body (filters and position). While a new
 * answer loads, the previous list stays on view. A failure is announced once, after the retry (the query
 * cache announces queries with a `meta.title`, app/query-client.ts).
 */
export function useVenueList(role: Role, body: HomeQueryInput) {
  const { t } = useTranslation(VENUE_LIST_NS);
  return useQuery({
    queryKey: venueListKey(role, body),
    queryFn: ({ signal }) => venueListApi.home(body, signal),
    meta: { title: t('actionTitle') },
    placeholderData: keepPreviousData,
    // A list shown again (cleared search, back from a venue) appears at once from the cache and is refreshed
    // behind it, unless it was delivered ahead seconds ago (decision 088); unchanged cards keep their objects
    // (structural sharing), so they do not re-render.
    staleTime: listStaleTime,
  });
}

export type VenueListQuery = ReturnType<typeof useVenueList>;

/**
 * Fetches a list ahead of its showing (the filters being chosen in the popover, before "Apply"), into the
 * cache `useVenueList` reads: applying then shows the cards at once instead of waiting for the network.
 */
export function usePrefetchVenueList(role: Role): (body: HomeQueryInput) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (body: HomeQueryInput) => {
      const queryKey = venueListKey(role, body);
      void queryClient
        .prefetchQuery({
          queryKey,
          queryFn: ({ signal }) => venueListApi.home(body, signal),
          // A list fetched in the last few seconds is not fetched again for a change of mind.
          staleTime: LIST_FETCHED_AHEAD_FRESH_MS,
        })
        .then(() => markListDeliveredAhead(queryClient, queryKey));
    },
    [queryClient, role],
  );
}
