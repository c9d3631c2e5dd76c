import { sql, type Kysely } from 'kysely';
import { DEFAULT_COUNTRY_CODE } from '@noite/shared';
import type { Database } from '../schema.ts';

export interface AdminInput {
  /** Already validated and lower-cased. */
  email: string;
  passwordHash: string;
  passLen: number;
  /** Kept as is on an existing account when not given. */
  name?: string;
}

export type AdminResult = { action: 'created'; id: string } | { action: 'updated'; id: string; previousType: string };

/**
 * Creates an admin account, or turns the existing account with this e-mail into an (unblocked) admin
 * with the new password. A password change ends the account's sessions, as a reset does.
 */
export async function upsertAdmin(db: Kysely<Database>, input: AdminInput): Promise<AdminResult> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select(['id', 'type'])
      .where(sql<string>`lower(email)`, '=', input.email)
      .forUpdate()
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('users')
        .set({
          type: 'admin',
          password_hash: input.passwordHash,
          pass_len: input.passLen,
          is_blocked: false,
          ...(input.name ? { name: input.name } : {}),
        })
        .where('id', '=', existing.id)
        .execute();
      await trx.deleteFrom('sessions').where('user_id', '=', existing.id).execute();
      return { action: 'updated', id: existing.id, previousType: existing.type };
    }
    const created = await trx
      .insertInto('users')
      .values({
        type: 'admin',
        name: input.name ?? 'Administrator',
        email: input.email,
        password_hash: input.passwordHash,
        pass_len: input.passLen,
        country_code: DEFAULT_COUNTRY_CODE,
        device_type: 'web',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { action: 'created', id: created.id };
  });
}
