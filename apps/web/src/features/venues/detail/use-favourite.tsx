import { Text } from '@mantine/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { FAVOURITES_NS } from '../../favourites/i18n.ts';
import { announceFailure } from '../../../lib/announce.ts';
import { bodyOfKey, VENUE_LISTS_KEY, type VenueList } from '../list/api.ts';
import { updateVenueDetails, venueApi, venueDetailsKey } from './api.ts';
import { openConfirmModal } from '../../../lib/confirm.ts';

/** The venue's heart in the cached lists too, so going back shows it at once (a favourites-only list drops it). */
function applyToLists(queryClient: QueryClient, establishmentId: string, like: boolean): void {
  for (const [key, list] of queryClient.getQueriesData<VenueList>({ queryKey: VENUE_LISTS_KEY })) {
    if (!list?.items.some((venue) => venue._id === establishmentId)) continue;
    const next: VenueList =
      bodyOfKey(key)?.isFavourite === true && !like
        ? {
            items: list.items.filter((venue) => venue._id !== establishmentId),
            total: Math.max(0, list.total - 1),
          }
        : {
            ...list,
            items: list.items.map((venue) => (venue._id === establishmentId ? { ...venue, isFavourite: like } : venue)),
          };
    queryClient.setQueryData(key, next);
  }
}

/**
 * The heart of spec §4 on the venue page, with the list's wording: not a favourite → like at once; a
 * favourite → the confirm dialog naming the venue (back / confirm), then remove. The heart flips at once
 * and flips back if the call fails; the lists are updated and marked stale.
 */
export function useFavourite(establishmentId: string, name: string, isFavourite: boolean) {
  const { t } = useTranslation(FAVOURITES_NS);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (like: boolean) => venueApi.like(establishmentId, like),
    onMutate: (like) => {
      updateVenueDetails(queryClient, establishmentId, (details) => ({ ...details, isFavourite: like }));
    },
    onSuccess: (result, like) => {
      const favourite = result.data?.isFavourite ?? like;
      updateVenueDetails(queryClient, establishmentId, (details) => ({ ...details, isFavourite: favourite }));
      applyToLists(queryClient, establishmentId, favourite);
      if (result.message) notifySuccess(t('actionTitle'), result.message);
    },
    onError: (error, like) => {
      updateVenueDetails(queryClient, establishmentId, (details) => ({ ...details, isFavourite: !like }));
      announceFailure(error, t('actionTitle'));
      void queryClient.invalidateQueries({ queryKey: venueDetailsKey(establishmentId) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: VENUE_LISTS_KEY, refetchType: 'none' }),
  });

  const { mutate, isPending } = mutation;
  const toggle = useCallback(() => {
    if (isPending) return;
    if (!isFavourite) {
      mutate(true);
      return;
    }
    openConfirmModal({
      modalId: 'remove-favourite',
      title: t('remove.title'),
      children: (
        <Text>
          <Trans t={t} i18nKey="remove.message" values={{ name }} components={{ bold: <strong /> }} />
        </Text>
      ),
      labels: { confirm: t('remove.confirm'), cancel: t('remove.back') },
      confirmProps: { color: 'red.9' },
      cancelProps: { variant: 'default' },
      onConfirm: () => mutate(false),
    });
  }, [isFavourite, isPending, mutate, name, t]);

  return { toggle, pending: isPending };
}
