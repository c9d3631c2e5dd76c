import { endsNextDay, type VenueEvent, type deleteEventSchema, type editEventSchema } from '@noite/shared';
import type { z } from 'zod';
import type { Db, EstablishmentRow } from '../../db/schema.ts';
import { auditAdminEdit, differences } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { addDays, localDate, weekday, zonedTime } from '../../lib/time.ts';
import { InputValidationError } from '../../lib/validation.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { loadVenueFor } from '../venues/access.ts';
import { presentEvent } from '../venues/presenters.ts';
import { findKeptDescriptions } from '../venues/queries.ts';
import * as queries from './edit.queries.ts';

/*
 * The owner's event edits (spec §5 "Event", contract "Owner edits"; decisions 005, 028, 029): one event per venue
 * and local day, clock times in the venue's time zone, and requests on a name list dropped only when confirmed.
 */

type EditEventInput = z.output<typeof editEventSchema>;
type DeleteEventInput = z.output<typeof deleteEventSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface EditEventResult {
  created: boolean;
  event: VenueEvent;
}

function fieldError(field: keyof EditEventInput, message: string, input: unknown): InputValidationError {
  return new InputValidationError([{ code: 'custom', path: [field], message, input }]);
}

/**
 * The UTC instants of the chosen clock times on the venue's day: an end at or before the start on the clock is
 * the next day. Only a daylight-saving change can stretch that past 24 hours (400 on endTime).
 */
export function eventInstants(input: Pick<EditEventInput, 'eventDate' | 'startTime' | 'endTime'>, timeZone: string) {
  const start = zonedTime(input.eventDate, input.startTime, timeZone);
  const endDay = endsNextDay(input.startTime, input.endTime) ? addDays(input.eventDate, 1) : input.eventDate;
  const end = zonedTime(endDay, input.endTime, timeZone);
  if (end.getTime() <= start.getTime() || end.getTime() - start.getTime() > DAY_MS) {
    throw fieldError('endTime', 'validation.endTimeTooLate', input.endTime);
  }
  return { start, end };
}

/** 409 with how many asked, unless the caller confirmed that their requests may go (decision 029). */
async function assertRequestsMayGo(db: Db, eventId: string, confirmed: boolean): Promise<void> {
  if (confirmed) return;
  const requestCount = await queries.countRequests(db, eventId);
  if (requestCount > 0) {
    throw new AppError(409, 'api.eventListHasRequests', { requestCount }, { count: String(requestCount) });
  }
}

/** A second event on a venue's day runs into the unique index (decision 005): a 409 the page can act on. */
async function oneEventPerDay<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint ?? message ?? '').includes('events_establishment_day_key')) {
      throw conflict('api.eventDayTaken');
    }
    throw error;
  }
}

function eventColumns(venue: EstablishmentRow, input: EditEventInput) {
  const { start, end } = eventInstants(input, venue.timezone);
  return {
    event_name: input.eventName,
    event_date: input.eventDate,
    start_time: start,
    end_time: end,
    description: input.description || null,
    is_free: input.isFree,
    is_live: input.isLive,
    music_style: input.musicStyle,
    entry: input.entry || null,
    keep_description: input.keepDescription,
    event_with_list: input.eventWithList,
  };
}

/**
 * The description a new event on `eventDate` starts with when the create leaves it out: the one kept
 * (keepDescription) on the venue's latest earlier event of that weekday, or none (decision 039).
 */
async function keptDescription(db: Db, venueId: string, eventDate: string): Promise<string | null> {
  const kept = await findKeptDescriptions(db, venueId, eventDate);
  return kept.find((row) => weekday(row.event_date) === weekday(eventDate))?.description ?? null;
}

/** Creates the event of `eventDate` (no `eventId`) or updates `eventId`, in one transaction. */
export async function editEvent(ctx: AppContext, caller: AuthUser, input: EditEventInput): Promise<EditEventResult> {
  const { venue } = await loadVenueFor(ctx.db, caller, input.establishmentId, 'manage');
  if (input.eventDate < localDate(new Date(), venue.timezone)) {
    throw fieldError('eventDate', 'validation.eventDatePast', input.eventDate);
  }
  const columns = eventColumns(venue, input);
  const eventId = await oneEventPerDay(() =>
    ctx.db.transaction().execute(async (trx) => {
      let id: string;
      let changed: Record<string, unknown>;
      if (input.eventId) {
        const current = await queries.findVenueEventForUpdate(trx, venue.id, input.eventId);
        if (!current) throw notFound();
        if (current.event_with_list && !input.eventWithList) {
          await assertRequestsMayGo(trx, current.id, input.dropRequests);
          await queries.deleteRequests(trx, current.id);
        }
        await queries.updateEvent(trx, current.id, columns);
        id = current.id;
        changed = differences(current, columns);
      } else {
        const description =
          input.description === undefined ? await keptDescription(trx, venue.id, input.eventDate) : columns.description;
        id = await queries.insertEvent(trx, { establishment_id: venue.id, ...columns, description });
        changed = { created: true, ...differences({}, { ...columns, description }) };
      }
      await auditAdminEdit(trx, caller, venue.id, 'event', { eventId: id, ...changed });
      if (input.keepDescription) {
        await queries.copyDescriptionToSameWeekday(trx, venue.id, input.eventDate, columns.description);
      }
      return id;
    }),
  );
  const row = await queries.findEventWithCounts(ctx.db, eventId, caller.id);
  return { created: !input.eventId, event: presentEvent(row, true) };
}

/** Deletes the event and its name list; a list with requests needs `dropRequests: true`. */
export async function deleteEvent(ctx: AppContext, caller: AuthUser, input: DeleteEventInput) {
  const { venue } = await loadVenueFor(ctx.db, caller, input.establishmentId, 'manage');
  return ctx.db.transaction().execute(async (trx) => {
    const event = await queries.findVenueEventForUpdate(trx, venue.id, input.eventId);
    if (!event) throw notFound();
    await assertRequestsMayGo(trx, event.id, input.dropRequests);
    await queries.deleteEvent(trx, event.id);
    await auditAdminEdit(trx, caller, venue.id, 'event', {
      eventId: event.id,
      deleted: true,
      event_name: [event.event_name, null],
      event_date: [event.event_date, null],
    });
    return { eventId: event.id, eventDate: event.event_date };
  });
}
