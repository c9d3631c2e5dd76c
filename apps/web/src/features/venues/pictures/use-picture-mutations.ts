import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VenueBanners, VenueDetails } from '@noite/shared';
import { notifyWarning } from '../../../lib/notify.ts';
import { checkImage } from '../../../lib/check-image.ts';
import {
  restoreVenue,
  snapshotVenue,
  updateVenueDetails,
  VENUE_LISTS_KEY,
  type VenueSnapshot,
} from '../../../lib/venue-cache.ts';
import { useVenueMutation } from '../use-venue-mutation.ts';
import { picturesApi } from './api.ts';
import { PICTURES_NS } from './i18n.ts';

/** A venue whose pictures the caller may change: `details` names the owner only to its owner and admins. */
export type ManagedVenue = Pick<VenueDetails, '_id' | 'name' | 'logo' | 'banners' | 'owner'>;

export const canManagePictures = (venue: Pick<VenueDetails, 'owner'>) => venue.owner !== undefined;

/**
 * The owner's picture writes. Each applies the answer to the cached venue at once, and sends the lists (/main,
 * whose cards show the logo and the first banner) to be asked again.
 */
export function usePictureMutations(establishmentId: string) {
  const { t } = useTranslation(PICTURES_NS);
  const queryClient = useQueryClient();
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: VENUE_LISTS_KEY });
  const common = { establishmentId, onSettled: refreshLists };

  const addLogo = useVenueMutation({
    ...common,
    title: t('logo.title'),
    mutationFn: (file: File) => picturesApi.addLogo({ establishmentId, file }),
    update: (venue, result) => ({ ...venue, logo: result.data.logo }),
  });
  const addBanner = useVenueMutation({
    ...common,
    title: t('banners.addTitle'),
    mutationFn: (file: File) => picturesApi.addBanner({ establishmentId, file }),
    update: (venue, result) => ({ ...venue, banners: result.data.banners }),
  });
  const deleteBanner = useVenueMutation({
    ...common,
    title: t('banners.deleteTitle'),
    mutationFn: (filePath: string) => picturesApi.deleteBanner({ establishmentId, filePath }),
    update: (venue, result) => ({ ...venue, banners: result.data.banners }),
  });
  // The new order shows at once (a tap moves the photo); a refused write puts the old order back.
  const reorderBanners = useVenueMutation<VenueBanners, string[]>({
    ...common,
    title: t('banners.reorderTitle'),
    mutationFn: (banners: string[]) => picturesApi.reorderBanners({ establishmentId, banners }),
    onMutate: async (banners) => {
      const snapshot = snapshotVenue(queryClient, establishmentId);
      updateVenueDetails(queryClient, establishmentId, (venue) => ({ ...venue, banners }));
      return snapshot;
    },
    onError: (_error, _banners, snapshot) => restoreVenue(queryClient, snapshot as VenueSnapshot | undefined),
    update: (venue, result) => ({ ...venue, banners: result.data.banners }),
  });

  /** Checks the file as the spec asks (image, ≤ 5,000,000 bytes) before sending it. */
  const sendChecked = (title: string, send: (file: File) => void) => (file: File | null) => {
    if (!file) return;
    const problem = checkImage(file);
    if (problem) notifyWarning(title, t(problem, { ns: 'shared' }));
    else send(file);
  };

  return {
    addLogo,
    addBanner,
    deleteBanner,
    reorderBanners,
    pickLogo: sendChecked(t('logo.title'), (file) => addLogo.mutate(file)),
    pickBanner: sendChecked(t('banners.addTitle'), (file) => addBanner.mutate(file)),
  };
}
