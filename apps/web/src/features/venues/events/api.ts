import type { EventJoinInput, ListEntryResult } from '@noite/shared';
import { api } from '../../../lib/api-client.ts';

export const eventsApi = {
  /** POST /user/event-join-request { eventId, join } → { isExist } (400 when the event has no list or has ended). */
  join: (body: Required<EventJoinInput>) => api.post<ListEntryResult>('/user/event-join-request', body),
};
