import { sql, type Kysely } from 'kysely';

/**
 * What admins did (issue 12 part 7, decision 055): one row per action, written in the action's transaction. The
 * actor's e-mail is copied as it was then; the actor id survives the actor's deletion as plain text.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table audit_log (
      id bigint generated always as identity primary key,
      actor_id uuid,
      actor_email text,
      action text not null,
      target_type text not null,
      target_id uuid not null,
      changes jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index audit_log_newest on audit_log (id desc)`.execute(db);
}
