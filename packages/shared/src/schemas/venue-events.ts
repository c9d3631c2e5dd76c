import { z } from 'zod';
import { LIMITS, MUSIC_STYLES } from '../constants.ts';
import { noLeadingSpace } from './fields.ts';
import { idField, venueEventSchema } from './venues.ts';

/*
 * The owner's event edits (spec §5 "Event", contract "Owner edits"; decision 028). Times travel as the clock times
 * the owner chose, HH:mm in the venue's time zone, with the venue's day: the server turns them into UTC instants.
 * An end at or before the start on the clock is the next day (nights end after midnight), so the end is always
 * after the start and at most 24 hours later.
 */

export const EVENT_NAME_MIN = 3;

/** HH:mm, 00:00 to 23:59. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A calendar day, YYYY-MM-DD. */
export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** Pictographs (emoji), their modifiers and flags: "Please enter valid event name." (§5). */
export const EMOJI_PATTERN = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\u{FE0F}\u{20E3}]/u;
/** Letters (accents included), digits and spaces (§5 "entry"). */
export const ENTRY_PATTERN = /^[\p{L}\p{M}\d ]*$/u;

const isRealDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
};

export const eventDateField = z
  .string({ error: 'validation.eventDateInvalid' })
  .regex(DAY_PATTERN, 'validation.eventDateInvalid')
  .refine(isRealDay, 'validation.eventDateInvalid');

export const clockTimeField = z
  .string({ error: 'validation.timeRequired' })
  .min(1, 'validation.timeRequired')
  .regex(CLOCK_TIME_PATTERN, 'validation.timeInvalid');

/** Required, 3 to 15, no emoji, no leading space; trailing spaces dropped. */
export const eventNameField = z
  .string({ error: 'validation.required' })
  .refine(noLeadingSpace, 'validation.leadingSpace')
  .refine((name) => !EMOJI_PATTERN.test(name), 'validation.eventName')
  .transform((name) => name.trimEnd())
  .pipe(
    z
      .string()
      .min(1, 'validation.required')
      .min(EVENT_NAME_MIN, 'validation.eventNameMin')
      .max(LIMITS.eventNameMax, 'validation.eventNameMax'),
  );

/** The entry fee as text: at most 20 letters, digits and spaces, no leading space. Required unless the event is free. */
export const entryField = z
  .string({ error: 'validation.entryInvalid' })
  .refine(noLeadingSpace, 'validation.leadingSpace')
  .transform((entry) => entry.trimEnd())
  .pipe(z.string().max(LIMITS.entryMax, 'validation.entryMax').regex(ENTRY_PATTERN, 'validation.entryChars'));

/** At most 500 characters, no leading space; empty is fine. */
export const eventDescriptionField = z
  .string({ error: 'validation.invalid' })
  .refine(noLeadingSpace, 'validation.leadingSpace')
  .transform((description) => description.trimEnd())
  .pipe(z.string().max(LIMITS.eventDescriptionMax, 'validation.eventDescriptionMax'));

export const musicStyleField = z.enum(MUSIC_STYLES, 'validation.musicStyleRequired');

/** The form's fields: what the owner types and switches. */
export const eventFormFields = z.object({
  eventName: eventNameField,
  startTime: clockTimeField,
  endTime: clockTimeField,
  description: eventDescriptionField.default(''),
  isFree: z.boolean().default(false),
  isLive: z.boolean().default(false),
  musicStyle: musicStyleField,
  entry: entryField.default(''),
  keepDescription: z.boolean().default(false),
  eventWithList: z.boolean().default(false),
});

/**
 * A paid event needs its entry (§5 "entry required"); a free one does not, since its card shows no price
 * (decision 028). Checked even when other fields fail, so the 400 lists every invalid field at once.
 */
function withEntryUnlessFree<T extends z.ZodType<{ isFree: boolean; entry: string }>>(schema: T): T {
  return schema.refine(
    (input) => {
      // It runs even when the body is not an object at all (`null`: a 500 found by fuzzing, decision 057).
      if (typeof input !== 'object' || input === null) return true;
      const { isFree, entry } = input as { isFree?: unknown; entry?: unknown };
      return isFree === true || typeof entry !== 'string' || entry.trim() !== '';
    },
    { path: ['entry'], message: 'validation.entryRequired', when: () => true },
  );
}

/** The event edit form (the web client parses with it; times as HH:mm). */
export const eventFormSchema = withEntryUnlessFree(eventFormFields);
export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventFormValues = z.output<typeof eventFormSchema>;

/** `dropRequests: true` confirms that the requests of the event's name list may go (decision 029). */
const dropRequestsField = z.boolean().default(false);

/**
 * `POST /establishment/edit-event`: without `eventId` creates the event of `eventDate` (409 when the day has one),
 * with it updates that event. `keepDescription: true` copies the description to the venue's events on the same
 * weekday after `eventDate`, and a later create on that weekday without a description starts with it.
 */
export const editEventSchema = withEntryUnlessFree(
  eventFormFields.extend({
    establishmentId: idField,
    eventId: idField.optional(),
    eventDate: eventDateField,
    /** Left out on a create: the weekday's kept description, if any (decision 039); on an update: none. */
    description: eventDescriptionField.optional(),
    dropRequests: dropRequestsField,
  }),
);
export type EditEventInput = z.input<typeof editEventSchema>;

/** `POST /establishment/delete-event` (extra to the spec): the event and its name list. */
export const deleteEventSchema = z.object({
  establishmentId: idField,
  eventId: idField,
  dropRequests: dropRequestsField,
});
export type DeleteEventInput = z.input<typeof deleteEventSchema>;

/** `edit-event` answers the event as the venue page shows it to its owner (with requestCount). */
export const editEventResultSchema = venueEventSchema;

/** `delete-event` answers the day, now without event. */
export const deleteEventResultSchema = z.object({ eventId: z.string(), eventDate: z.string() });
export type DeleteEventResult = z.infer<typeof deleteEventResultSchema>;

/** The 409 of a change that would drop name-list requests without `dropRequests: true`. */
export const requestsToDropSchema = z.object({ requestCount: z.number().int() });
export type RequestsToDrop = z.infer<typeof requestsToDropSchema>;

/** Whether an end clock time at or before the start falls on the next day (the form says "ends next day"). */
export function endsNextDay(startTime: string, endTime: string): boolean {
  return endTime <= startTime;
}
