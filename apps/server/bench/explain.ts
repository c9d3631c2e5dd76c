/**
 * The SQL the home list sends (the page, and the count when a page is full), captured without running it, and
 * its `EXPLAIN (ANALYZE, BUFFERS)` on the bench database with the key lines picked out (plan nodes, index
 * conditions, sorts, timing).
 */
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import pg from 'pg';
import type { HomeQuery } from '@noite/shared';
import { PREPARED } from '../src/db/prepared.ts';
import type { Database } from '../src/db/schema.ts';
import {
  countHomeVenues,
  findHomeVenues,
  homeSource,
  searchSource,
  countsInPage,
  type HomeScope,
} from '../src/modules/venues/queries.ts';

/** A Kysely whose driver records each compiled query and answers no rows. */
function capturingDb(captured: CompiledQuery[]): Kysely<Database> {
  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      captured.push(query);
      return { rows: [] };
    },
    // eslint-disable-next-line require-yield -- never streamed
    async *streamQuery() {
      throw new Error('not supported');
    },
  };
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => connection,
    beginTransaction: async () => undefined,
    commitTransaction: async () => undefined,
    rollbackTransaction: async () => undefined,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

/** A statement as the app sends it: what runs before it in its transaction (planner settings), then itself. */
export interface CapturedStatement {
  setup: CompiledQuery[];
  statement: CompiledQuery;
}

export async function capture(send: (db: Kysely<Database>) => Promise<unknown>): Promise<CapturedStatement> {
  const captured: CompiledQuery[] = [];
  await send(capturingDb(captured));
  const statement = captured.at(-1);
  if (!statement) throw new Error('no query was sent');
  return { setup: captured.slice(0, -1), statement };
}

/**
 * The exact statements and parameters of the home page query and of its count for this input (none when the page's
 * statement counts: a search or favourites only, decision 092; a filter counted by the cells' bits, decision 096). A
 * search's words are looked up in `db` (decision 117).
 */
export async function homeSql(db: Kysely<Database>, query: HomeQuery, scope: HomeScope) {
  const chosen = homeSource(query, scope);
  const source = chosen?.from === 'words' ? await searchSource(db, query, scope) : chosen;
  return {
    page: await capture((capturing) => findHomeVenues(capturing, query, scope, source)),
    count:
      source || countsInPage(query)
        ? undefined
        : await capture((capturing) => countHomeVenues(capturing, query, scope)),
  };
}

/**
 * The plan PostgreSQL would choose for a captured statement (`EXPLAIN`, not run) were reading whole tables its last
 * resort: for tests, whose tables are small enough that a sequential scan always wins, to see whether an index can
 * serve the statement.
 */
export async function planWithIndexes(db: Kysely<Database>, captured: CapturedStatement): Promise<string> {
  return db.transaction().execute(async (transaction) => {
    await transaction.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
    for (const query of captured.setup) await transaction.executeQuery(query);
    const explained = await transaction.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${captured.statement.sql}`, [...captured.statement.parameters]),
    );
    return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

export interface ExplainResult {
  plan: string[];
  keyLines: string[];
  executionMs: number | undefined;
  planningMs: number | undefined;
  indexes: string[];
  seqScans: string[];
}

const KEY =
  /->|^\S|Index Cond|Order By|Recheck Cond|Sort Method|Sort Key|Filter:|Rows Removed|Heap Blocks|Execution Time|Planning Time|SubPlan|InitPlan|Buffers: shared/;

/** A parameter's value written as an SQL literal, as node-postgres sends it (an array as PostgreSQL's array text). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const element = (item: unknown) => (item === null ? 'NULL' : `"${String(item).replace(/[\\"]/g, '\\$&')}"`);
  return pg.escapeLiteral(Array.isArray(value) ? `{${value.map(element).join(',')}}` : String(value));
}

/**
 * Runs `EXPLAIN (ANALYZE, BUFFERS)` of a captured statement on `db`, after its setup, in one transaction. A statement
 * the app prepares (`PREPARED`, decisions 035, 104) is explained as it runs: prepared, then `EXECUTE`d with the plan
 * its setup's `plan_cache_mode` chooses (the generic plan of a visitor's filters, search and favourites).
 */
export async function explain(db: Kysely<Database>, captured: CapturedStatement): Promise<ExplainResult> {
  const { statement, setup } = captured;
  const result = await db.transaction().execute(async (transaction) => {
    for (const query of setup) await transaction.executeQuery(query);
    const explained = (text: string, parameters: readonly unknown[] = []) =>
      transaction.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain (analyze, buffers) ${text}`, [...parameters]),
      );
    if (!statement.sql.startsWith(PREPARED)) return explained(statement.sql, statement.parameters);
    await transaction.executeQuery(CompiledQuery.raw(`prepare bench_explained as ${statement.sql}`));
    try {
      return await explained(`execute bench_explained(${statement.parameters.map(literal).join(', ')})`);
    } finally {
      await transaction.executeQuery(CompiledQuery.raw('deallocate bench_explained'));
    }
  });
  const plan = result.rows.map((row) => row['QUERY PLAN']);
  const keyLines: string[] = [];
  for (const [index, line] of plan.entries()) {
    if (!KEY.test(line) || /^Planning:\s*$/.test(line)) continue;
    // Only the plan's own buffer total, not every node's.
    if (/Buffers: shared/.test(line) && index > 1) continue;
    keyLines.push(line.replace(/\s+$/, ''));
  }
  const time = (label: string) => {
    const line = plan.find((text) => text.startsWith(label));
    return line ? Number(/([\d.]+) ms/.exec(line)?.[1]) : undefined;
  };
  const indexes = [
    ...new Set(
      plan.flatMap((line) =>
        [...line.matchAll(/(?:Index|Index Only) Scan(?: Backward)? using (\w+)|Bitmap Index Scan on (\w+)/g)].map(
          (match) => match[1] ?? match[2] ?? '',
        ),
      ),
    ),
  ].filter(Boolean);
  const seqScans = [
    ...new Set(plan.flatMap((line) => [...line.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1] ?? ''))),
  ];
  return { plan, keyLines, executionMs: time('Execution Time'), planningMs: time('Planning Time'), indexes, seqScans };
}
