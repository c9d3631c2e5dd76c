import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * A statement whose text starts with this comment is sent as a named prepared statement, once per connection
 * (decision 035): PostgreSQL parses and rewrites it once and plans it cheaply after. For the few large statements
 * whose preparation costs as much as their run; PGlite runs them as any other statement.
 */
export const PREPARED = '/* prepared */';

/**
 * The most marked statements a connection keeps prepared (decision 104): a home page's generic plan holds ~1 MB of
 * its backend's memory, and the filters' combinations are many. Past it, the least recently used is deallocated and
 * prepared again when next sent.
 */
export const MAX_PREPARED_PER_CONNECTION = 8;

/** One name per statement text (PostgreSQL names are at most 63 bytes). */
function statementName(text: string): string {
  return `noite_${createHash('sha1').update(text).digest('hex')}`;
}

type AnyQuery = (...args: unknown[]) => unknown;

/**
 * node-postgres's record of the names it has prepared on a connection, which it then only binds: a name deallocated
 * here must leave it, or its next use would find no statement. Not part of its typed API (pg 8); the test of the
 * eviction fails if it moves.
 */
interface ParsedStatements {
  connection?: { parsedStatements?: Record<string, string> };
}

/** Makes `client` send statements marked with PREPARED as named prepared statements, at most a few at a time. */
export function prepareMarkedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as AnyQuery;
  // The names prepared on this connection, least recently used first.
  const kept = new Set<string>();
  const keep = (name: string) => {
    // Moved to the end: a name used again is the most recent, and only a new one can make the set too big.
    kept.delete(name);
    kept.add(name);
    const [oldest] = kept;
    if (kept.size <= MAX_PREPARED_PER_CONNECTION || oldest === undefined) return;
    kept.delete(oldest);
    // Forgotten before the statement is queued: one client runs one query at a time, so no use of it is pending.
    delete (client as unknown as ParsedStatements).connection?.parsedStatements?.[oldest];
    // Queued ahead of the new statement; a failure here (the connection lost) surfaces on that statement.
    void Promise.resolve(query(`deallocate ${oldest}`)).catch(() => undefined);
  };
  const prepared = (...args: unknown[]) => {
    const [text, ...rest] = args;
    if (typeof text !== 'string' || !text.startsWith(PREPARED)) return query(...args);
    // (text, values?, callback?): the values, when given, join the config; a callback stays where it was.
    const values = Array.isArray(rest[0]) ? rest.shift() : undefined;
    const name = statementName(text);
    keep(name);
    return query({ name, text, values }, ...rest);
  };
  // `query` has a dozen overloads; this one only rewrites a marked text and passes everything else as it came.
  client.query = prepared as typeof client.query;
}
