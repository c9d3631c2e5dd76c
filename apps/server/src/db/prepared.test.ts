import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MAX_PREPARED_PER_CONNECTION, PREPARED, prepareMarkedStatements } from './prepared.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('statements marked as prepared (PostgreSQL)', () => {
  it('are prepared once per connection, by name, and the others are not', async () => {
    const pool = new pg.Pool({ connectionString: serverUrl, max: 1 });
    pool.on('connect', prepareMarkedStatements);
    try {
      const marked = `${PREPARED} select $1::integer + 1 as next`;
      for (const value of [1, 2, 3]) {
        const result = await pool.query<{ next: number }>(marked, [value]);
        expect(result.rows).toEqual([{ next: value + 1 }]);
      }
      await pool.query('select $1::integer as plain', [7]);
      const statements = await pool.query<{ statement: string }>(
        `select statement from pg_prepared_statements where name like 'noite\\_%'`,
      );
      expect(statements.rows.map((row) => row.statement)).toEqual([marked]);
    } finally {
      await pool.end();
    }
  });
});

describe.runIf(serverUrl)('a connection’s prepared statements (PostgreSQL)', () => {
  it('are at most a few: the least recently used is deallocated, and prepared again when sent again', async () => {
    const pool = new pg.Pool({ connectionString: serverUrl, max: 1 });
    pool.on('connect', prepareMarkedStatements);
    try {
      const statement = (index: number) => `${PREPARED} select $1::integer + ${index} as next`;
      const send = async (index: number) => {
        const result = await pool.query<{ next: number }>(statement(index), [1]);
        expect(result.rows).toEqual([{ next: 1 + index }]);
      };
      const kept = async () =>
        (
          await pool.query<{ statement: string }>(
            `select statement from pg_prepared_statements where name like 'noite\\_%' order by prepare_time`,
          )
        ).rows.map((row) => row.statement);
      for (let index = 0; index < MAX_PREPARED_PER_CONNECTION; index++) await send(index);
      // The first, used again, is now the most recent: the second goes when one more comes.
      await send(0);
      await send(MAX_PREPARED_PER_CONNECTION);
      const afterOneMore = await kept();
      expect(afterOneMore).toHaveLength(MAX_PREPARED_PER_CONNECTION);
      expect(afterOneMore).toContain(statement(0));
      expect(afterOneMore).not.toContain(statement(1));
      // The deallocated one is prepared again, in place of the least recently used (the third).
      await send(1);
      const afterItsReturn = await kept();
      expect(afterItsReturn).toHaveLength(MAX_PREPARED_PER_CONNECTION);
      expect(afterItsReturn).toContain(statement(1));
      expect(afterItsReturn).not.toContain(statement(2));
      for (let index = 0; index <= MAX_PREPARED_PER_CONNECTION; index++) await send(index);
      expect(await kept()).toHaveLength(MAX_PREPARED_PER_CONNECTION);
    } finally {
      await pool.end();
    }
  });
});
