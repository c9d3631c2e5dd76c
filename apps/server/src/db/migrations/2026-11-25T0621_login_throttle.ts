import { sql, type Kysely } from 'kysely';

/**
 * Failed sign-ins per account (issue 12 part 1, decision 053) when no REDIS_URL is set, so the count holds across
 * processes. Keyed by the e-mail typed, whether or not it has an account: a lock that only known e-mails got would
 * tell who has one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table login_throttle (
      email text primary key,
      failures integer not null default 0,
      window_ends_at timestamptz not null,
      locked_until timestamptz
    )
  `.execute(db);
}
