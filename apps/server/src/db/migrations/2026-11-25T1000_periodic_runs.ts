import { sql, type Kysely } from 'kysely';

/**
 * When each periodic job (the session purge, …) last ran, so that with several app processes on one database each
 * run happens once across them (issue 13 part 2, decision 072): a process runs a job only if its update of the row
 * claimed the run.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table periodic_runs (
      job text primary key,
      last_run_at timestamptz not null
    )
  `.execute(db);
}
