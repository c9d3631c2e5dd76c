import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PREPARED, prepareMarkedStatements } from './prepared.ts';

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
