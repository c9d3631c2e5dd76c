import { describe, expect, it } from 'vitest';
import { ZoneDays } from './zone-days.ts';

const dayOf = (date: string) => (Date.parse(`${date}T00:00:00Z`) - Date.UTC(2000, 0, 1)) / 86_400_000;

describe('each time zone’s today, as days since 2000-01-01', () => {
  it('tells each zone’s own date, and the next one past its midnight', () => {
    const zones = new ZoneDays();
    const names = ['America/Sao_Paulo', 'America/Rio_Branco', 'Pacific/Kiritimati', 'UTC'];
    expect(names.map((name) => zones.number(name))).toEqual([0, 1, 2, 3]);
    expect(zones.number('America/Rio_Branco')).toBe(1);
    const days = new Int32Array(zones.count);
    // 02:30 UTC: 23:30 the day before in São Paulo (UTC−3), 21:30 in Rio Branco (UTC−5), 16:30 in Kiritimati (UTC+14).
    const base = dayOf('2026-11-29');
    expect(zones.todays(Date.parse('2026-11-30T02:30:00Z'), base, days)).toBe(true);
    expect([...days]).toEqual([0, 0, 1, 1]);
    // Half an hour later São Paulo's day has turned; Rio Branco's not yet.
    expect(zones.todays(Date.parse('2026-11-30T03:00:00Z'), base, days)).toBe(true);
    expect([...days]).toEqual([1, 0, 1, 1]);
    expect(zones.todays(Date.parse('2026-11-30T10:00:00Z'), base, days)).toBe(true);
    expect([...days]).toEqual([1, 1, 2, 1]);
  });

  it('cannot tell the today of a zone the runtime does not know', () => {
    const zones = new ZoneDays();
    zones.number('America/Sao_Paulo');
    zones.number('Mars/Olympus_Mons');
    expect(zones.todays(Date.now(), 0, new Int32Array(zones.count))).toBe(false);
  });
});
