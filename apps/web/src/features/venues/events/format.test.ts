import { describe, expect, it } from 'vitest';
import { entryText, formatDay, formatTime, formatWeekday, hasEnded } from './format.ts';

describe('event formatting', () => {
  it('writes a local day as DD/MM/YYYY and its weekday in the interface language', () => {
    expect(formatDay('2099-03-06')).toBe('06/03/2099');
    expect(formatWeekday('2099-03-06', 'pt')).toBe('Sexta-feira');
    expect(formatWeekday('2099-03-06', 'en')).toBe('Friday');
    expect(formatWeekday('2099-03-08', 'pt')).toBe('Domingo');
  });

  it("shows HH:mm in the venue's time zone, whatever the device's", () => {
    const instant = '2099-03-07T02:00:00.000Z';
    expect(formatTime(instant, 'America/Sao_Paulo')).toBe('23:00');
    expect(formatTime(instant, 'America/Manaus')).toBe('22:00');
    expect(formatTime(instant, 'America/Noronha')).toBe('00:00');
    expect(formatTime(instant, 'UTC')).toBe('02:00');
    expect(formatTime('2099-03-07T15:05:00.000Z', 'America/Sao_Paulo')).toBe('12:05');
  });

  it('defaults an empty entry to 00,00 and keeps the text as given', () => {
    expect(entryText({ entry: null })).toBe('00,00');
    expect(entryText({ entry: '  ' })).toBe('00,00');
    expect(entryText({ entry: 'Masc 50 Fem 30' })).toBe('Masc 50 Fem 30');
  });

  it('knows when an event has ended', () => {
    const now = Date.parse('2099-03-07T07:00:00.000Z');
    expect(hasEnded({ endTime: '2099-03-07T06:59:00.000Z' }, now)).toBe(true);
    expect(hasEnded({ endTime: '2099-03-07T07:01:00.000Z' }, now)).toBe(false);
  });
});
