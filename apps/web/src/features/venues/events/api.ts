import type {
  DeleteEventInput,
  DeleteEventResult,
  EditEventInput,
  EventJoinInput,
  ListEntryResult,
  VenueEvent,
} from '@noite/shared';
import { api } from '../../../lib/api-client.ts';

export const eventsApi = {
  /** POST /user/event-join-request { eventId, join } → { isExist } (400 when the event has no list or has ended). */
  join: (body: Required<EventJoinInput>) => api.post<ListEntryResult>('/user/event-join-request', body),
  /** POST /establishment/edit-event: creates the day's event (201) or updates `eventId`; 409 for a taken day or requests to drop. */
  edit: (body: EditEventInput) => api.post<VenueEvent>('/establishment/edit-event', body),
  /** POST /establishment/delete-event: the event and its name list; 409 when requests would go unconfirmed. */
  remove: (body: DeleteEventInput) => api.post<DeleteEventResult>('/establishment/delete-event', body),
};
