import { sql } from 'kysely';
import type { Db, EventsTable, NewEvent } from '../../db/schema.ts';
import type { Updateable } from 'kysely';
import { selectEventsWithCounts } from '../venues/queries.ts';

/*
 * SQL of the owner's event edits (edit-event, delete-event). The door list's queries live in queries.ts.
 */

/** The event `eventId` if it belongs to venue `establishmentId`, locked for the rest of the transaction. */
export function findVenueEventForUpdate(db: Db, establishmentId: string, eventId: string) {
  return db
    .selectFrom('events')
    .selectAll()
    .where('id', '=', eventId)
    .where('establishment_id', '=', establishmentId)
    .forUpdate()
    .executeTakeFirst();
}

export async function countRequests(db: Db, eventId: string): Promise<number> {
  const row = await db
    .selectFrom('event_list_entries')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function deleteRequests(db: Db, eventId: string) {
  return db.deleteFrom('event_list_entries').where('event_id', '=', eventId).execute();
}

export async function insertEvent(db: Db, values: NewEvent): Promise<string> {
  const row = await db.insertInto('events').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function updateEvent(db: Db, eventId: string, changes: Updateable<EventsTable>) {
  return db.updateTable('events').set(changes).where('id', '=', eventId).execute();
}

/** The description of the venue's events on the weekday of `eventDate`, after that day (keepDescription). */
export function copyDescriptionToSameWeekday(
  db: Db,
  establishmentId: string,
  eventDate: string,
  description: string | null,
) {
  return db
    .updateTable('events')
    .set({ description })
    .where('establishment_id', '=', establishmentId)
    .where('event_date', '>', eventDate)
    .where(sql<boolean>`extract(isodow from event_date) = extract(isodow from ${eventDate}::date)`)
    .execute();
}

export function deleteEvent(db: Db, eventId: string) {
  return db.deleteFrom('events').where('id', '=', eventId).execute();
}

/** An event as its venue's owner sees it: with the number of requests and whether `userId` is on its list. */
export function findEventWithCounts(db: Db, eventId: string, userId: string) {
  return selectEventsWithCounts(db, userId).where('ev.id', '=', eventId).executeTakeFirstOrThrow();
}
