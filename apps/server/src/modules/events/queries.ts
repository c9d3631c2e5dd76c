import type { Db } from '../../db/schema.ts';

export function findEventWithVenue(db: Db, eventId: string) {
  return db
    .selectFrom('events as ev')
    .innerJoin('establishments as e', 'e.id', 'ev.establishment_id')
    .select(['ev.id', 'ev.event_with_list', 'ev.end_time', 'e.is_active'])
    .where('ev.id', '=', eventId)
    .executeTakeFirst();
}

export function addListEntry(db: Db, eventId: string, userId: string) {
  return db
    .insertInto('event_list_entries')
    .values({ event_id: eventId, user_id: userId })
    .onConflict((conflict) => conflict.columns(['event_id', 'user_id']).doNothing())
    .execute();
}

export function removeListEntry(db: Db, eventId: string, userId: string) {
  return db.deleteFrom('event_list_entries').where('event_id', '=', eventId).where('user_id', '=', userId).execute();
}
