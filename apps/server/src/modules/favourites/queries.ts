import type { Db } from '../../db/schema.ts';

export function findVisibleEstablishment(db: Db, establishmentId: string) {
  return db
    .selectFrom('establishments')
    .select(['id', 'is_active'])
    .where('id', '=', establishmentId)
    .executeTakeFirst();
}

export function addFavourite(db: Db, userId: string, establishmentId: string) {
  return db
    .insertInto('favourites')
    .values({ user_id: userId, establishment_id: establishmentId })
    .onConflict((conflict) => conflict.columns(['user_id', 'establishment_id']).doNothing())
    .execute();
}

export function removeFavourite(db: Db, userId: string, establishmentId: string) {
  return db
    .deleteFrom('favourites')
    .where('user_id', '=', userId)
    .where('establishment_id', '=', establishmentId)
    .execute();
}
