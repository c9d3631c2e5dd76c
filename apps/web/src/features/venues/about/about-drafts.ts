import type { AboutFormInput } from '@noite/shared';

/**
 * What an owner typed in the about form and has neither saved nor cancelled, per venue: leaving the tab (or the
 * page) and coming back finds the form open with it, so a tab switch on a phone never loses typed text. Kept
 * for the page's lifetime only.
 */
const drafts = new Map<string, AboutFormInput>();

export const aboutDrafts = {
  get: (venueId: string) => drafts.get(venueId),
  has: (venueId: string) => drafts.has(venueId),
  keep: (venueId: string, values: AboutFormInput) => void drafts.set(venueId, values),
  drop: (venueId: string) => void drafts.delete(venueId),
};
