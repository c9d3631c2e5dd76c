import type { AdminOwner } from '@noite/shared';

/** /registerestabeshiment's navigation state: the owner, their password's length, and whether we came to add. */
export interface RegisterVenueState {
  owner: AdminOwner;
  passLen: number;
  /** True when the admin came from /estabelishment's "add establishment": Back returns there. */
  adding?: boolean;
}

/** /estabelishment's navigation state: the owner to edit. */
export interface EditOwnerState {
  ownerId: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';

export function readRegisterVenueState(state: unknown): RegisterVenueState | null {
  if (!isRecord(state) || !isRecord(state.owner) || typeof state.owner._id !== 'string') return null;
  const passLen = typeof state.passLen === 'number' ? state.passLen : 0;
  return { owner: state.owner as unknown as AdminOwner, passLen, adding: state.adding === true };
}

export function readEditOwnerState(state: unknown): EditOwnerState | null {
  if (!isRecord(state) || typeof state.ownerId !== 'string' || !state.ownerId) return null;
  return { ownerId: state.ownerId };
}
