import type { VenueDetails } from '@noite/shared';

/** DD/MM of a YYYY-MM-DD day (spec §9). */
export function formatDayMonth(day: string): string {
  const [, month = '', date = ''] = day.split('-');
  return `${date}/${month}`;
}

/** The days the list can show: today (the venue's) and the week's other days with an event that has a list. */
export function listDays(venue: Pick<VenueDetails, 'events'>): string[] {
  return venue.events.filter((day, index) => index === 0 || day.event?.eventWithList).map((day) => day.date);
}

/** The day asked for when the week offers it, otherwise today. */
export function pickDay(days: string[], wanted: string | null): string | undefined {
  return wanted && days.includes(wanted) ? wanted : days[0];
}
