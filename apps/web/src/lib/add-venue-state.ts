import { paths } from '../config/paths.ts';

/*
 * The flag an owner's screens (/main, /account) put in the navigation state when they open
 * /registerestabeshiment to add a venue (spec §2 "/registerestabeshiment ... with a flag saying a venue is being
 * added"), and the screen to go back to. Kept here so the linking features and the form's feature share it
 * without importing each other.
 */

/** Where an owner may come from to add a venue; Back returns there. */
export type AddVenueOrigin = typeof paths.main | typeof paths.account;

export interface AddVenueState {
  addingVenue: true;
  from: AddVenueOrigin;
}

export const addVenueState = (from: AddVenueOrigin): AddVenueState => ({ addingVenue: true, from });

/** The state when it carries the flag, else null. An unknown origin goes back to /main. */
export function readAddVenueState(state: unknown): AddVenueState | null {
  if (!state || typeof state !== 'object') return null;
  const { addingVenue, from } = state as Record<string, unknown>;
  if (addingVenue !== true) return null;
  return addVenueState(from === paths.account ? paths.account : paths.main);
}
