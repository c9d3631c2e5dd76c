import type { Db } from '../../db/schema.ts';

/* What the data export (issue 12 part 8, decision 056) reads: only rows of the one account. */

export function favouritesOf(db: Db, userId: string) {
  return db
    .selectFrom('favourites')
    .innerJoin('establishments', 'establishments.id', 'favourites.establishment_id')
    .select(['favourites.establishment_id', 'establishments.name', 'favourites.created_at'])
    .where('favourites.user_id', '=', userId)
    .orderBy('favourites.created_at')
    .execute();
}

export function nameListRequestsOf(db: Db, userId: string) {
  return db
    .selectFrom('event_list_entries')
    .innerJoin('events', 'events.id', 'event_list_entries.event_id')
    .innerJoin('establishments', 'establishments.id', 'events.establishment_id')
    .select([
      'event_list_entries.event_id',
      'events.event_name',
      'events.event_date',
      'establishments.id as establishment_id',
      'establishments.name as establishment_name',
      'event_list_entries.accepted',
      'event_list_entries.created_at',
    ])
    .where('event_list_entries.user_id', '=', userId)
    .orderBy('event_list_entries.created_at')
    .execute();
}

export function venuesOwnedBy(db: Db, ownerId: string) {
  return db
    .selectFrom('establishments')
    .select([
      'id',
      'name',
      'fantasy_name',
      'corporate_name',
      'email',
      'cnpj',
      'address',
      'zip_code',
      'plan',
      'is_active',
      'created_at',
    ])
    .where('owner_id', '=', ownerId)
    .orderBy('created_at')
    .execute();
}
