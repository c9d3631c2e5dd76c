import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * A statement whose text starts with this comment is sent as a named prepared statement, once per connection
 * (decision 035): PostgreSQL parses and rewrites it once and plans it cheaply after. For the few large statements
 * whose preparation costs as much as their run; PGlite runs them as any other statement.
 */
export const PREPARED = '/* prepared */';

/** One name per statement text (PostgreSQL names are at most 63 bytes). */
function statementName(text: string): string {
  return `noite_${createHash('sha1').update(text).digest('hex')}`;
}

type AnyQuery = (...args: unknown[]) => unknown;

/** Makes `client` send statements marked with PREPARED as named prepared statements. */
export function prepareMarkedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as AnyQuery;
  const prepared = (...args: unknown[]) => {
    const [text, ...rest] = args;
    if (typeof text !== 'string' || !text.startsWith(PREPARED)) return query(...args);
    // (text, values?, callback?): the values, when given, join the config; a callback stays where it was.
    const values = Array.isArray(rest[0]) ? rest.shift() : undefined;
    return query({ name: statementName(text), text, values }, ...rest);
  };
  // `query` has a dozen overloads; this one only rewrites a marked text and passes everything else as it came.
  client.query = prepared as typeof client.query;
}
