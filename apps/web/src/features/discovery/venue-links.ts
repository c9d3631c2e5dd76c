import type { VenueCard } from '@noite/shared';
import type { VenueLink } from './venue-card.tsx';
import { paths } from '../../config/paths.ts';

/**
 * A visitor's card opens the favourite establishment detail (spec §2: "with the establishment id and page
 * fav"); the id also goes in the URL so a reload or a shared link works.
 */
export const visitorVenueLink = (venue: VenueCard): VenueLink => ({
  to: { pathname: paths.favoriteEstablishmentDetail, search: `?id=${encodeURIComponent(venue._id)}` },
  state: { establishmentId: venue._id, page: 'fav' },
});

/** An owner manages their own venue on /establishment-detail (the owner's menu has no favourites). */
export const ownerVenueLink = (venue: VenueCard): VenueLink => ({
  to: { pathname: paths.establishmentDetail, search: `?id=${encodeURIComponent(venue._id)}` },
  state: { establishmentId: venue._id },
});
