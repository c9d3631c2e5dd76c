import type { VenueDetails } from '@noite/shared';
import { useSession } from '../../../lib/auth-storage.ts';

/**
 * Whether the signed-in person may edit this venue's menu: its owner or an admin. The server sends the owner-only
 * fields (`owner`) to exactly them (loadVenueFor's `privileged`), so the page follows the server's judgement.
 */
export function useCanEditMenu(venue: Pick<VenueDetails, 'owner'>): boolean {
  const session = useSession();
  return !!session && session.type !== 'user' && venue.owner !== undefined;
}
