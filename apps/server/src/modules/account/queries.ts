import type { Db } from '../../db/schema.ts';
import type { UserUpdate } from '../../db/schema.ts';

export function updateUser(db: Db, userId: string, changes: UserUpdate) {
  return db.updateTable('users').set(changes).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
}

export function deleteOtherSessions(db: Db, userId: string, keepSessionId: string) {
  return db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keepSessionId).execute();
}

/** Foreign keys cascade: sessions, reset tokens, favourites and name-list entries go with the user. */
export function deleteUser(db: Db, userId: string) {
  return db.deleteFrom('users').where('id', '=', userId).returning('profile_image').executeTakeFirst();
}
