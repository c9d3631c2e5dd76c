import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDayMonth, listDays, pickDay } from './days.ts';
import { acceptRetryDelay, shouldRetryAccept } from './use-accept.ts';

const event = (eventWithList: boolean) => ({ eventWithList }) as never;

describe('the door list’s days', () => {
  const venue = {
    events: [
      { date: '2026-11-23', event: null },
      { date: '2026-11-24', event: event(false) },
      { date: '2026-11-25', event: event(true) },
      { date: '2026-11-26', event: null },
      { date: '2026-11-27', event: event(true) },
    ],
  };

  it('offers today and the days whose event has a list, as DD/MM', () => {
    expect(listDays(venue)).toEqual(['2026-11-23', '2026-11-25', '2026-11-27']);
    expect(formatDayMonth('2026-11-27')).toBe('27/11');
  });

  it('keeps the day asked for only when the week offers it', () => {
    const days = listDays(venue);
    expect(pickDay(days, '2026-11-27')).toBe('2026-11-27');
    expect(pickDay(days, '2026-11-24')).toBe('2026-11-23');
    expect(pickDay(days, null)).toBe('2026-11-23');
  });
});

describe('confirmations on a flaky connection', () => {
  const failure = (kind: 'offline' | 'server' | 'client' | 'session', status: number) =>
    new ApiError(kind, status, 'message', 'heading');

  it('are sent again after network and server failures only, with a growing wait', () => {
    expect(shouldRetryAccept(1, failure('offline', 500))).toBe(true);
    expect(shouldRetryAccept(1, failure('server', 500))).toBe(true);
    expect(shouldRetryAccept(1, failure('client', 404))).toBe(false);
    expect(shouldRetryAccept(1, failure('session', 401))).toBe(false);
    expect(shouldRetryAccept(6, failure('offline', 500))).toBe(false);
    expect([1, 2, 3, 4, 5].map(acceptRetryDelay)).toEqual([2000, 4000, 8000, 10_000, 10_000]);
  });
});
