import type { AboutFormInput } from '@noite/shared';

/**
 * What an owner typed in the about form and has neither saved nor cancelled, per venue: leaving the tab (or the
 * page) and coming back finds the form open with it, so a tab switch on a phone never loses typed text. Kept
 * for the page's lifetime only.
 */
const drafts = new Map<string, AboutFormInput>();
/** Venues whose form was just saved or cancelled: its unmount keeps nothing. */
const finished = new Set<string>();

export const aboutDrafts = {
  get: (venueId: string) => drafts.get(venueId),
  has: (venueId: string) => drafts.has(venueId),
  /** The form is saved or cancelled: forget its text. */
  finish(venueId: string) {
    drafts.delete(venueId);
    finished.add(venueId);
  },
  /** The form goes away: keep its text unless it was finished. */
  leave(venueId: string, values: AboutFormInput) {
    if (finished.delete(venueId)) return;
    drafts.set(venueId, values);
  },
};
