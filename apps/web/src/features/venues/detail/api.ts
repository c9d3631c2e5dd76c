import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { VenueDetails, VenueEvent } from '@noite/shared';
import { api } from '../../../lib/api-client.ts';

export interface Position {
  latitude: number;
  longitude: number;
}

/** Every cached copy of one venue's details (one per position it was asked with) starts with this key. */
export const venueDetailsKey = (establishmentId: string) => ['venue-details', establishmentId] as const;

/** POST /establishment/details; the position, when known, makes the server answer the distance. */
export function venueDetailsQuery(establishmentId: string, position: Position | null) {
  return queryOptions({
    queryKey: [...venueDetailsKey(establishmentId), position?.latitude ?? null, position?.longitude ?? null],
    // A position that arrives later asks again; the page keeps showing the venue meanwhile (never another venue).
    placeholderData: (previous: VenueDetails | undefined, previousQuery) =>
      previousQuery?.queryKey[1] === establishmentId ? previous : undefined,
    queryFn: ({ signal }) =>
      api
        .post<VenueDetails>(
          '/establishment/details',
          { establishmentId, ...(position ?? {}) },
          // The page shows its own empty and error states; session expiry is still announced by the client.
          { notifyFailure: false, signal },
        )
        .then((result) => result.data),
  });
}

/** Applies a change to every cached copy of the venue's details (TanStack Query's setQueriesData). */
export function updateVenueDetails(
  queryClient: QueryClient,
  establishmentId: string,
  update: (details: VenueDetails) => VenueDetails,
): void {
  queryClient.setQueriesData<VenueDetails>({ queryKey: venueDetailsKey(establishmentId) }, (details) =>
    details ? update(details) : details,
  );
}

/** Changes one event of the venue's week in the cache. */
export function updateVenueEvent(
  queryClient: QueryClient,
  establishmentId: string,
  eventId: string,
  update: (event: VenueEvent) => VenueEvent,
): void {
  updateVenueDetails(queryClient, establishmentId, (details) => ({
    ...details,
    events: details.events.map((day) => (day.event?._id === eventId ? { ...day, event: update(day.event) } : day)),
  }));
}

export const venueApi = {
  /** POST /user/establishment-like { establishmentId, like } → { isFavourite }. */
  like: (establishmentId: string, like: boolean) =>
    api.post<{ isFavourite: boolean }>('/user/establishment-like', { establishmentId, like }, { notifyFailure: false }),
};
