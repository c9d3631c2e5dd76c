import type { VenueDetails, VenueEvent } from '@noite/shared';

/**
 * The venue with the event of day `date` replaced (null: the day has no event any more). keepDescription reaches
 * only days a week or more later, which the 7-day week never shows, so nothing else changes.
 */
export function withDayEvent(venue: VenueDetails, date: string, event: VenueEvent | null): VenueDetails {
  return { ...venue, events: venue.events.map((day) => (day.date === date ? { ...day, event } : day)) };
}
