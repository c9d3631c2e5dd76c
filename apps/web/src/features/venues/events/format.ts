import { intlLocale } from '../../../lib/locale.ts';
import type { VenueEvent } from '@noite/shared';

function partsOf(day: string): [number, number, number] {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return [year, month, date];
}

/** DD/MM/YYYY of a local day given as YYYY-MM-DD (already the venue's day: no time zone arithmetic). */
export function formatDay(day: string): string {
  const [year, month, date] = partsOf(day);
  return `${String(date).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/** The weekday of a YYYY-MM-DD day in the interface language, capitalised ("Sexta-feira", "Friday"). */
export function formatWeekday(day: string, language: string): string {
  const [year, month, date] = partsOf(day);
  const name = new Intl.DateTimeFormat(intlLocale(language), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
  return name.charAt(0).toUpperCase() + name.slice(1);
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** HH:mm of an instant in the venue's time zone (spec §9), whatever the device's zone. */
export function formatTime(iso: string, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
    timeFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(iso));
  const hour = parts.find((part) => part.type === 'hour')?.value ?? '00';
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00';
  return `${hour.padStart(2, '0')}:${minute.padStart(2, '0')}`;
}

const NBSP = '\u00a0';
const AMOUNT = /^\d+(?:[.,]\d{1,2})?$/;
const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** "R$" and an amount, never apart (a no-break space between them). */
const withCurrency = (amount: string) => `R$${NBSP}${amount}`;

/**
 * The entry price as prices are written in Brazil, in both languages (decision 042): an amount alone is money
 * ("45" → "R$ 45,00"); in the owner's own words every amount gets "R$" ("Lista 30 Porta 50" →
 * "Lista R$ 30 · Porta R$ 50", "Couvert 20" → "Couvert R$ 20"), and a price that follows one is set apart
 * with " · ". Empty is spec §2's default, "00,00". Only shown when the event is not free.
 */
export function formatEntry(entry: string | null | undefined): string {
  const words = (entry ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return withCurrency('00,00');
  if (words.length === 1 && AMOUNT.test(words[0] ?? '')) {
    return reais.format(Number((words[0] ?? '').replace(',', '.'))).replace(/\s/u, NBSP);
  }
  const labelsFirst = !AMOUNT.test(words[0] ?? '');
  let text = '';
  words.forEach((word, index) => {
    const amount = AMOUNT.test(word);
    const afterAmount = index > 0 && AMOUNT.test(words[index - 1] ?? '');
    const separator = index === 0 ? '' : labelsFirst && afterAmount && !amount ? ' · ' : ' ';
    text += separator + (amount ? withCurrency(word) : word);
  });
  return text;
}

export function hasEnded(event: Pick<VenueEvent, 'endTime'>, now: number = Date.now()): boolean {
  return new Date(event.endTime).getTime() <= now;
}
