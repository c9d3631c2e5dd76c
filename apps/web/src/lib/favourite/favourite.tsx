import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { EstablishmentLikeInput, FavouriteResult, VenueCard } from '@noite/shared';
import { api } from '../api-client.ts';
import { openConfirmModal } from '../confirm.ts';
import en from './locales/en.json';
import pt from './locales/pt.json';
import { registerNamespace } from '../i18n.ts';
import { useApiMutation } from '../use-api-mutation.ts';
import {
  restoreVenue,
  setFavouriteEverywhere,
  snapshotVenue,
  VENUE_LISTS_KEY,
  venueDetailsKey,
  type VenueSnapshot,
} from '../venue-cache.ts';

/**
 * The heart's strings and the /favorite page's: the `favourites` namespace, registered with the first screen
 * that shows a heart. (e2e specs read it from here.)
 */
export const FAVOURITES_NS = registerNamespace('favourites', { en, pt });

/** The body the heart sends: always says which way (the schema's default is a like). */
type LikeBody = Required<EstablishmentLikeInput>;

/** `POST /user/establishment-like { establishmentId, like }` → `{ isFavourite }` (idempotent). */
const setLike = (body: LikeBody) => api.post<FavouriteResult>('/user/establishment-like', body);

const FAVOURITE_KEY = ['favourite'] as const;

/** Stands for the venue's name in the translated message, which then shows the name in bold. */
const MARK = '\u0000';

function RemoveMessage({ text, name }: { text: string; name: string }) {
  const [before = '', after = ''] = text.split(MARK);
  return (
    <Text>
      {before}
      <strong>{name}</strong>
      {after}
    </Text>
  );
}

/** The venue a heart belongs to: a list's card or the venue page's details. */
export type FavouriteVenue = Pick<VenueCard, '_id' | 'name' | 'isFavourite'>;

/**
 * The heart of spec §4, on the lists and on the venue page: an empty heart likes at once; a filled heart
 * opens a confirmation naming the venue (back / confirm) and confirming removes it. The venue's details and
 * every cached list change at once (a favourites-only list drops a removed venue) and are put back if the
 * call fails; the lists are then marked stale, so a list opened later (e.g. /favorite after a like) reloads.
 */
export function useFavourite() {
  const { t } = useTranslation(FAVOURITES_NS);
  const queryClient = useQueryClient();

  const { mutate, isPending, variables } = useApiMutation<FavouriteResult, LikeBody, VenueSnapshot>({
    mutationKey: FAVOURITE_KEY,
    title: t('actionTitle'),
    mutationFn: setLike,
    onMutate: ({ establishmentId, like }) => {
      const snapshot = snapshotVenue(queryClient, establishmentId);
      setFavouriteEverywhere(queryClient, establishmentId, like);
      return snapshot;
    },
    onSuccess: (result, { establishmentId, like }) => {
      setFavouriteEverywhere(queryClient, establishmentId, result.data?.isFavourite ?? like);
    },
    onError: (_error, { establishmentId }, snapshot) => {
      restoreVenue(queryClient, snapshot);
      void queryClient.invalidateQueries({ queryKey: venueDetailsKey(establishmentId) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: VENUE_LISTS_KEY, refetchType: 'none' }),
  });

  const toggle = useCallback(
    (venue: FavouriteVenue) => {
      // One call per venue at a time (a second tap while the first is on its way does nothing).
      const pending = queryClient.isMutating({
        mutationKey: FAVOURITE_KEY,
        predicate: (mutation) => (mutation.state.variables as LikeBody | undefined)?.establishmentId === venue._id,
      });
      if (pending > 0) return;
      if (!venue.isFavourite) {
        mutate({ establishmentId: venue._id, like: true });
        return;
      }
      openConfirmModal({
        modalId: 'remove-favourite',
        title: t('remove.title'),
        children: <RemoveMessage text={t('remove.message', { name: MARK })} name={venue.name} />,
        labels: { confirm: t('remove.confirm'), cancel: t('remove.back') },
        confirmProps: { color: 'red.9' },
        cancelProps: { variant: 'default' },
        onConfirm: () => mutate({ establishmentId: venue._id, like: false }),
      });
    },
    [mutate, queryClient, t],
  );

  return { toggle, pendingId: isPending ? (variables?.establishmentId ?? null) : null };
}
