import { Text } from '@mantine/core';
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { VenueCard } from '@noite/shared';
import { notifySuccess } from '../../lib/notify.ts';
import { announceFailure } from '../../lib/announce.ts';
import { bodyOfKey, VENUE_LISTS_KEY, type VenueList } from '../venues/list/api.ts';
import { favouritesApi } from './api.ts';
import { FAVOURITES_NS } from './i18n.ts';
import { openConfirmModal } from '../../lib/confirm.ts';

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

interface Toggle {
  venue: VenueCard;
  like: boolean;
}

/** The list with the venue's heart set; a favourites-only list drops a removed venue (spec §4). */
function withFavourite(list: VenueList, id: string, like: boolean, favouritesOnly: boolean): VenueList {
  if (favouritesOnly && !like) {
    const items = list.items.filter((venue) => venue._id !== id);
    return items.length === list.items.length ? list : { items, total: Math.max(0, list.total - 1) };
  }
  let changed = false;
  const items = list.items.map((venue) => {
    if (venue._id !== id || venue.isFavourite === like) return venue;
    changed = true;
    return { ...venue, isFavourite: like };
  });
  return changed ? { ...list, items } : list;
}

/** Applies the heart to every cached venue list at once; answers what to put back on failure. */
function applyEverywhere(queryClient: QueryClient, id: string, like: boolean): [QueryKey, VenueList | undefined][] {
  const snapshots = queryClient.getQueriesData<VenueList>({ queryKey: VENUE_LISTS_KEY });
  for (const [key, list] of snapshots) {
    if (!list) continue;
    const favouritesOnly = bodyOfKey(key)?.isFavourite === true;
    const next = withFavourite(list, id, like, favouritesOnly);
    if (next !== list) queryClient.setQueryData(key, next);
  }
  return snapshots;
}

/**
 * The heart of spec §4: an empty heart likes at once; a filled heart opens a confirmation naming the venue
 * (back / confirm) and confirming removes it. Every cached list changes at once and is put back if the call
 * fails; the lists are then marked stale, so a list opened later (e.g. /favorite after a like) reloads.
 */
export function useFavouriteToggle(): (venue: VenueCard) => void {
  const { t } = useTranslation(FAVOURITES_NS);
  const queryClient = useQueryClient();

  const { mutate } = useMutation({
    mutationFn: ({ venue, like }: Toggle) => favouritesApi.setLike(venue._id, like),
    onMutate: ({ venue, like }: Toggle) => ({ snapshots: applyEverywhere(queryClient, venue._id, like) }),
    onSuccess: (result) => {
      if (result.message) notifySuccess(t('actionTitle'), result.message);
    },
    onError: (error, _toggle, context) => {
      for (const [key, list] of context?.snapshots ?? []) queryClient.setQueryData(key, list);
      announceFailure(error, t('actionTitle'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: VENUE_LISTS_KEY, refetchType: 'none' }),
  });

  return useCallback(
    (venue: VenueCard) => {
      if (!venue.isFavourite) {
        mutate({ venue, like: true });
        return;
      }
      openConfirmModal({
        modalId: 'remove-favourite',
        title: t('remove.title'),
        children: <RemoveMessage text={t('remove.message', { name: MARK })} name={venue.name} />,
        labels: { confirm: t('remove.confirm'), cancel: t('remove.back') },
        confirmProps: { color: 'red.9' },
        cancelProps: { variant: 'default' },
        onConfirm: () => mutate({ venue, like: false }),
      });
    },
    [mutate, t],
  );
}
