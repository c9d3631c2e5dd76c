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

/** The entry price text: "00,00" when the owner left it empty (spec §2). Only shown when the event is not free. */
export function entryText(event: Pick<VenueEvent, 'entry'>): string {
  return event.entry?.trim() || '00,00';
}

export function hasEnded(event: Pick<VenueEvent, 'endTime'>, now: number = Date.now()): boolean {
  return new Date(event.endTime).getTime() <= now;
}
