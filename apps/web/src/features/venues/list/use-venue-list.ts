import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeQueryInput, Role } from '@noite/shared';
import { announceFailure } from '../../../lib/announce.ts';
import { venueListApi, venueListKey } from './api.ts';
import { VENUE_LIST_NS } from './i18n.ts';

/**
 * A venue list from `POST /user/home`, cached by role and body (filters and position). While a new
 * answer loads, the previous list stays on view. A failure is announced once (after the retry).
 */
export function useVenueList(role: Role, body: HomeQueryInput) {
  const { t } = useTranslation(VENUE_LIST_NS);
  const query = useQuery({
    queryKey: venueListKey(role, body),
    queryFn: ({ signal }) => venueListApi.home(body, signal),
    placeholderData: keepPreviousData,
    // A list shown again (cleared search, back from a venue) appears at once from the cache and is
    // refreshed behind it; unchanged cards keep their objects (structural sharing), so they do not re-render.
    staleTime: 0,
  });

  const announced = useRef(0);
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!error || announced.current === errorUpdatedAt) return;
    announced.current = errorUpdatedAt;
    announceFailure(error, t('actionTitle'));
  }, [error, errorUpdatedAt, t]);

  return query;
}

export type VenueListQuery = ReturnType<typeof useVenueList>;
