import type { Db, EstablishmentRow } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findEstablishment } from './queries.ts';

/** `view`: read the venue's page. `manage`: change anything of it (the owner's edit screens, admin actions). */
export type VenuePurpose = 'view' | 'manage';

export interface VenueAccess {
  venue: EstablishmentRow;
  /** The caller is the venue's owner or an admin: sees owner-only fields and inactive venues, may manage. */
  privileged: boolean;
}

/**
 * The one place that decides whether `caller` may use a venue for `purpose`, answering the venue or throwing the
 * error to answer: an unknown venue is 404; an inactive venue is 404 to everyone but its owner and admins (it does
 * not exist for them, and another owner must not learn that it does); another owner's venue is 403; only the venue's owner and admins may manage it (403 for anyone else).
 */
export async function loadVenueFor(
  db: Db,
  caller: AuthUser,
  venueId: string,
  purpose: VenuePurpose,
): Promise<VenueAccess> {
  const venue = await findEstablishment(db, venueId);
  if (!venue) throw notFound();
  if (caller.type === 'admin' || venue.owner_id === caller.id) return { venue, privileged: true };
  if (!venue.is_active) throw notFound();
  if (caller.type === 'owner') throw forbidden();
  if (purpose === 'manage') throw forbidden();
  return { venue, privileged: false };
}
