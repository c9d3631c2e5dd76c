import { queryOptions } from '@tanstack/react-query';
import type { EstablishmentDetailsQuery, VenueDetails, VenueEvent } from '@noite/shared';
import { api } from '../../lib/api-client.ts';
import type { Position } from '../../lib/location-store.ts';
import { venueDetailsKey } from '../../lib/venue-cache.ts';

/** POST /establishment/details; the position, when known, makes the server answer the distance. */
export function venueDetailsQuery(establishmentId: string, position: Position | null) {
  const body: EstablishmentDetailsQuery = { establishmentId, ...(position ?? {}) };
  return queryOptions({
    queryKey: [...venueDetailsKey(establishmentId), position?.latitude ?? null, position?.longitude ?? null],
    // A position that arrives later asks again; the page keeps showing the venue meanwhile (never another venue).
    placeholderData: (previous: VenueDetails | undefined, previousQuery) =>
      previousQuery?.queryKey[1] === establishmentId ? previous : undefined,
    // The page shows its own empty and error states; session expiry is still announced by the client.
    queryFn: ({ signal }) =>
      api.post<VenueDetails>('/establishment/details', body, { signal }).then((result) => result.data),
  });
}

/** The venue with one event of its week changed. */
export function withEvent(venue: VenueDetails, eventId: string, change: Partial<VenueEvent>): VenueDetails {
  return {
    ...venue,
    events: venue.events.map((day) =>
      day.event?._id === eventId ? { ...day, event: { ...day.event, ...change } } : day,
    ),
  };
}
