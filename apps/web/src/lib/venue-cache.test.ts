import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_POSITION, type HomeQueryInput } from '@noite/shared';
import { listStaleTime, markListDeliveredAhead, markListsDeliveredAhead, venueListKey } from './venue-cache.ts';

const body = (search: string): HomeQueryInput => ({ ...DEFAULT_POSITION, search });
const page = { items: [], total: 0 };

function queryOf(client: QueryClient, key: readonly unknown[]) {
  const query = client.getQueryCache().find({ queryKey: key, exact: true });
  if (!query) throw new Error('no such query');
  return query;
}

describe('lists delivered ahead (decision 088)', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a list fetched ahead or rendered by the server fresh, and any other list stale at once', () => {
    const client = new QueryClient();
    const ahead = venueListKey('user', body('ahead'));
    const served = venueListKey('user', body('served'));
    const plain = venueListKey('user', body('plain'));
    for (const key of [ahead, served, plain]) client.setQueryData(key, page);

    markListDeliveredAhead(client, ahead);
    expect(listStaleTime(queryOf(client, ahead))).toBeGreaterThan(0);
    expect(listStaleTime(queryOf(client, served))).toBe(0);

    markListsDeliveredAhead(client);
    expect(listStaleTime(queryOf(client, served))).toBeGreaterThan(0);
  });

  it('forgets the mark once the list has changed since (a favourite toggled, a refresh)', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const key = venueListKey('user', body('changed'));
    client.setQueryData(key, page);
    markListDeliveredAhead(client, key);
    vi.advanceTimersByTime(5);
    client.setQueryData(key, { ...page, total: 1 });
    expect(listStaleTime(queryOf(client, key))).toBe(0);
  });
});
