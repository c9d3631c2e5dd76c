import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';

/**
 * Claims this period's run of `job` for the calling process (decision 072): answers true for exactly one of the
 * processes asking once `everyMs` have passed since the last run, false to the others. One atomic upsert, so it
 * holds across any number of processes on one database.
 */
export async function claimPeriodicRun(db: Db, job: string, everyMs: number): Promise<boolean> {
  const claimed = await db
    .insertInto('periodic_runs')
    .values({ job, last_run_at: sql<Date>`now()` })
    .onConflict((conflict) =>
      conflict
        .column('job')
        .doUpdateSet({ last_run_at: sql<Date>`now()` })
        .where('periodic_runs.last_run_at', '<=', sql<Date>`now() - make_interval(secs => ${everyMs / 1000})`),
    )
    .returning('job')
    .executeTakeFirst();
  return claimed !== undefined;
}
