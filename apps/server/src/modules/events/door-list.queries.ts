import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';

/** The columns of one person on a list, as the door list shows them. */
const ENTRY_COLUMNS = ['u.id', 'u.name', 'u.email', 'u.country_code', 'u.phone', 'le.accepted'] as const;

export type DoorListEntryRow = Awaited<ReturnType<typeof findDoorList>>[number];

/** The venue's event on a local day (one per venue and day, decision 005). */
export function findEventOnDay(db: Db, establishmentId: string, eventDate: string) {
  return db
    .selectFrom('events')
    .select(['id', 'establishment_id'])
    .where('establishment_id', '=', establishmentId)
    .where('event_date', '=', eventDate)
    .executeTakeFirst();
}

export function findEventVenue(db: Db, eventId: string) {
  return db.selectFrom('events').select(['id', 'establishment_id']).where('id', '=', eventId).executeTakeFirst();
}

/** `word` as a LIKE pattern that finds it anywhere: its wildcards taken literally. */
const anywhere = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The event's list in door order (decision 030): by name, accent- and case-free, then by id; each search word (folded
 * by the service as the column is) must appear in the person's name, e-mail or phone digits, as the entry holds them
 * (`event_list_entries.door_search`, decision 045). The entries come in that order from their index and are filtered
 * there; each person found is then read by primary key (the `limit 1` keeps that a lookup per entry, never a scan of
 * every user). The pattern is a constant: no unaccent() call per row.
 */
export function findDoorList(db: Db, eventId: string, words: readonly string[]) {
  let query = db
    .selectFrom('event_list_entries as le')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('users')
          .select(['id', 'name', 'email', 'country_code', 'phone'])
          .whereRef('users.id', '=', 'le.user_id')
          .limit(1)
          .as('u'),
      (join) => join.onTrue(),
    )
    .select(ENTRY_COLUMNS)
    .where('le.event_id', '=', eventId);
  for (const word of words) {
    query = query.where(sql<boolean>`le.door_search like ${anywhere(word)}`);
  }
  return query.orderBy('le.door_search').orderBy('le.user_id').execute();
}

/** How many asked to join the event and how many of them are confirmed. */
export async function countDoorList(db: Db, eventId: string) {
  const row = await db
    .selectFrom('event_list_entries')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.countAll<string>().filterWhere('accepted', '=', true).as('accepted'),
    ])
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), accepted: Number(row.accepted) };
}

/**
 * Marks the person confirmed and answers their entry, in one statement; answers nothing when they are not on the
 * event's list. Confirming twice changes nothing the second time.
 */
export function acceptEntry(db: Db, eventId: string, userId: string) {
  return db
    .updateTable('event_list_entries as le')
    .from('users as u')
    .set({ accepted: true })
    .whereRef('u.id', '=', 'le.user_id')
    .where('le.event_id', '=', eventId)
    .where('le.user_id', '=', userId)
    .returning(ENTRY_COLUMNS)
    .executeTakeFirst();
}
