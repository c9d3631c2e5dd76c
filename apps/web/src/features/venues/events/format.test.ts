import { describe, expect, it } from 'vitest';
import { formatEntry, formatDay, formatTime, formatWeekday, hasEnded } from './format.ts';

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

  it("writes entry prices as they are written in Brazil, keeping the owner's words", () => {
    const nbsp = (text: string) => text.replace(/ R\$ /g, ' R$\u00a0').replace(/^R\$ /, 'R$\u00a0');
    expect(formatEntry(null)).toBe(nbsp('R$ 00,00'));
    expect(formatEntry('  ')).toBe(nbsp('R$ 00,00'));
    expect(formatEntry('45')).toBe(nbsp('R$ 45,00'));
    expect(formatEntry('45,5')).toBe(nbsp('R$ 45,50'));
    expect(formatEntry('1500')).toBe(nbsp('R$ 1.500,00'));
    expect(formatEntry('Antecipado 45')).toBe(nbsp('Antecipado R$ 45'));
    expect(formatEntry('Couvert 20')).toBe(nbsp('Couvert R$ 20'));
    expect(formatEntry('Lista 30 Porta 50')).toBe(nbsp('Lista R$ 30 · Porta R$ 50'));
    expect(formatEntry('Masc 50  Fem 30')).toBe(nbsp('Masc R$ 50 · Fem R$ 30'));
    expect(formatEntry('30 ou 20 com nome')).toBe(nbsp('R$ 30 ou R$ 20 com nome'));
    expect(formatEntry('Consumacao')).toBe('Consumacao');
  });

  it('never lets "R$" wrap away from its amount', () => {
    for (const entry of ['45', 'Lista 30 Porta 50', '30 ou 20 com nome', '']) {
      expect(formatEntry(entry)).not.toMatch(/R\$ /);
      expect(formatEntry(entry)).toMatch(/R\$\u00a0\d/);
    }
  });

  it('knows when an event has ended', () => {
    const now = Date.parse('2099-03-07T07:00:00.000Z');
    expect(hasEnded({ endTime: '2099-03-07T06:59:00.000Z' }, now)).toBe(true);
    expect(hasEnded({ endTime: '2099-03-07T07:01:00.000Z' }, now)).toBe(false);
  });
});
