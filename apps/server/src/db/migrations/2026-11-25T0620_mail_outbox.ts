import { sql, type Kysely } from 'kysely';

/**
 * The mail queue (issue 12 part 2, decision 054): a message is written here in the transaction of the change that
 * causes it and the request answers at once; the app's worker delivers it later with retries. A row is claimed by
 * moving `next_attempt_at` into the future (a lease), so two processes never take the same message; a delivered
 * message is deleted (its text may hold a reset link). A row of another `kind` is a job that the worker first turns
 * into a message (or drops): a forgot-password request is queued as such, so the request does the same work whether
 * or not the e-mail has an account.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table mail_outbox (
      id uuid primary key default gen_random_uuid(),
      kind text not null default 'mail',
      language text,
      recipient text not null,
      subject text not null,
      body text not null,
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_error text,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index mail_outbox_due on mail_outbox (next_attempt_at)`.execute(db);
}
