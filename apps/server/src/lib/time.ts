/**
 * Calendar days and local clock times in a venue's time zone, with Intl only (no Temporal in Node 24).
 * A day is `YYYY-MM-DD`; a clock time is `HH:mm`.
 */

/** The calendar day of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

/** Minutes to add to UTC to get the local time in `timeZone` at `instant` (São Paulo: -180). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{1,2})(?::(\d{2}))?$/.exec(name);
  if (!match) return 0; // plain "GMT"
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** The UTC instant of local `time` on local `day` in `timeZone`. */
export function zonedTime(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const asIfUtc = Date.UTC(year, month - 1, date, hours, minutes);
  // Two passes settle the offset even on a day when it changes.
  let instant = asIfUtc - offsetMinutes(new Date(asIfUtc), timeZone) * 60_000;
  instant = asIfUtc - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

/** A database instant as the contract writes it: ISO 8601 in UTC. */
export function isoInstant(value: Date | string): string;
export function isoInstant(value: Date | string | null): string | null;
export function isoInstant(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
