import { z } from 'zod';
import { searchTextField } from './fields.ts';
import { idField } from './venues.ts';

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30). */
export const calendarDayField = z
  .string({ error: 'validation.dayInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dayInvalid')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'validation.dayInvalid');

/** `POST /establishment/event-request-list`: the name list of the venue's event on a local day, searched. */
export const eventRequestListQuerySchema = z.object({
  establishmentId: idField,
  /** The venue's local day, YYYY-MM-DD. */
  eventDate: calendarDayField,
  search: searchTextField.optional(),
});
export type EventRequestListQueryInput = z.input<typeof eventRequestListQuerySchema>;
export type EventRequestListQuery = z.output<typeof eventRequestListQuerySchema>;

/** One person who asked to join an event's list (spec §3 "Event user"). */
export const eventUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  accepted: z.boolean(),
});
export type EventUser = z.infer<typeof eventUserSchema>;

/**
 * The list: the event of that day (`_id` null when there is none), the people matching the search by name
 * (decision 030), and — extra to the contract — how many asked in all and how many are confirmed, search or not.
 */
export const eventRequestListSchema = z.object({
  _id: z.string().nullable(),
  users: z.array(eventUserSchema),
  total: z.number().int(),
  accepted: z.number().int(),
});
export type EventRequestList = z.infer<typeof eventRequestListSchema>;

/** `POST /establishment/accept-join-request`: confirms one person on the list (idempotent). */
export const acceptJoinRequestSchema = z.object({ eventId: idField, userId: idField });
export type AcceptJoinRequestInput = z.input<typeof acceptJoinRequestSchema>;
