import type { EventJoinInput } from '@noite/shared';
import { api } from '../../../lib/api-client.ts';

export const eventsApi = {
  /** POST /user/event-join-request { eventId, join } → { isExist } (400 when the event has no list or has ended). */
  join: (body: Required<EventJoinInput>) => api.post<{ isExist: boolean }>('/user/event-join-request', body),
};
