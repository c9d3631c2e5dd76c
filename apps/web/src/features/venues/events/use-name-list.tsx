import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { VenueEvent } from '@noite/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { venueDetailsKey } from '../../../lib/venue-cache.ts';
import { withEvent } from '../api.ts';
import { useVenueMutation } from '../use-venue-mutation.ts';
import { eventsApi } from './api.ts';
import { EVENTS_NS } from './i18n.ts';
import { openConfirmModal } from '../../../lib/confirm.ts';

/**
 * A visitor's place on an event's name list (spec §4): add-name → confirm → listed; name added → remove
 * confirm → not listed. The venue's cached week is updated with the answer.
 */
export function useNameList(establishmentId: string) {
  const { t } = useTranslation(EVENTS_NS);
  const queryClient = useQueryClient();
  const mutation = useVenueMutation({
    establishmentId,
    title: t('nameList.title'),
    mutationFn: eventsApi.join,
    // Leaving the list drops the owner's confirmation with the request; joining again starts unconfirmed.
    update: (venue, result, { eventId, join }) => {
      const isExist = result.data?.isExist ?? join;
      return withEvent(venue, eventId, isExist ? { isExist } : { isExist, isAccepted: false });
    },
    onError: (error) => {
      // The event may have ended or lost its list meanwhile: show the week as the server sees it now.
      if (error instanceof ApiError && error.kind === 'client') {
        void queryClient.invalidateQueries({ queryKey: venueDetailsKey(establishmentId) });
      }
    },
  });

  const confirm = useCallback(
    (event: VenueEvent, day: string, join: boolean) => {
      const values = { name: event.eventName, date: day };
      openConfirmModal({
        modalId: `name-list-${event._id}`,
        title: join ? t('nameList.addTitle') : t('nameList.removeTitle'),
        children: <Text>{join ? t('nameList.addMessage', values) : t('nameList.removeMessage', values)}</Text>,
        labels: join
          ? { confirm: t('nameList.addConfirm'), cancel: t('nameList.cancel') }
          : { confirm: t('nameList.removeConfirm'), cancel: t('nameList.back') },
        confirmProps: join ? {} : { color: 'red.9' },
        cancelProps: { variant: 'default' },
        onConfirm: () => mutation.mutate({ eventId: event._id, join }),
      });
    },
    [mutation, t],
  );

  return {
    confirm,
    pendingEventId: mutation.isPending ? (mutation.variables?.eventId ?? null) : null,
  };
}
