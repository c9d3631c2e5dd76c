import { queryOptions } from '@tanstack/react-query';
import type { AcceptJoinRequestInput, EventRequestList, EventUser } from '@noite/shared';
import { api } from '../../../lib/api-client.ts';

/** Every cached list of a venue's day, whatever its search: what a confirmation updates. */
export const doorListDayKey = (establishmentId: string, eventDate: string) =>
  ['doorList', establishmentId, eventDate] as const;

/** POST /establishment/event-request-list: the day's event and the people matching `search`. */
export function doorListQuery(establishmentId: string, eventDate: string, search: string) {
  return queryOptions({
    queryKey: [...doorListDayKey(establishmentId, eventDate), search],
    queryFn: ({ signal }) =>
      api
        .post<EventRequestList>('/establishment/event-request-list', { establishmentId, eventDate, search }, { signal })
        .then((result) => result.data),
    // While the next search of the same day loads, the last answer stays on screen (no flash of an empty list).
    placeholderData: (previous: EventRequestList | undefined, previousQuery) =>
      previousQuery?.queryKey[2] === eventDate ? previous : undefined,
    // Another phone at the same door may confirm people too.
    refetchInterval: 20_000,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });
}

export const doorListApi = {
  /** POST /establishment/accept-join-request: idempotent, so a retry after a lost answer confirms once. */
  accept: (body: AcceptJoinRequestInput) => api.post<EventUser>('/establishment/accept-join-request', body),
};
