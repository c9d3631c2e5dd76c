import { sql } from 'kysely';
import type { AuditAction, AuditTarget } from '@noite/shared';
import type { Db } from '../db/schema.ts';

/**
 * Writes one audit row (issue 12 part 7, decision 055). Call it with the transaction of the action, so the row
 * exists exactly when the action happened. The actor's e-mail is copied as it is now, in the same statement.
 */
export async function audit(
  db: Db,
  entry: { actorId: string; action: AuditAction; targetType: AuditTarget; targetId: string; changes?: object },
): Promise<void> {
  await sql`
    insert into audit_log (actor_id, actor_email, action, target_type, target_id, changes)
    select ${entry.actorId}::uuid, (select email from users where id = ${entry.actorId}::uuid),
      ${entry.action}, ${entry.targetType}, ${entry.targetId}::uuid, ${JSON.stringify(entry.changes ?? {})}::jsonb
  `.execute(db);
}

/** `{ field: [before, after] }` for each field whose value differs. */
export function differences(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, [unknown, unknown]> {
  const changed: Record<string, [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value !== undefined && JSON.stringify(before[field] ?? null) !== JSON.stringify(value)) {
      changed[field] = [before[field] ?? null, value];
    }
  }
  return changed;
}

/** What part of a venue an admin edited (decisions 055, 067). */
export type VenueSection = 'about' | 'wifi' | 'payment' | 'menu' | 'logo' | 'banners' | 'event' | 'doorList';

/**
 * An admin's edit of a venue they do not own leaves a `venue.edit` row (decisions 055, 067): the section and what
 * changed in it. An owner editing their own venue leaves none. Call it inside the edit's transaction.
 */
export async function auditAdminEdit(
  db: Db,
  caller: { id: string; type: string },
  venueId: string,
  section: VenueSection,
  changes: object = {},
): Promise<void> {
  if (caller.type !== 'admin') return;
  await audit(db, {
    actorId: caller.id,
    action: 'venue.edit',
    targetType: 'venue',
    targetId: venueId,
    changes: { section, ...changes },
  });
}
