import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AcceptJoinRequestInput, EventRequestList } from '@noite/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { notifyWarning } from '../../../lib/notify.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { doorListApi, doorListDayKey } from './api.ts';
import { DOOR_LIST_NS } from './i18n.ts';

/** How many times a confirmation is sent again after the network or the server failed it. */
export const ACCEPT_RETRIES = 6;

/** Network and server trouble pass; a 4xx (the person left the list, the session ended) will not. */
export function shouldRetryAccept(failureCount: number, error: unknown): boolean {
  return (
    failureCount < ACCEPT_RETRIES && error instanceof ApiError && (error.kind === 'offline' || error.kind === 'server')
  );
}

/** 1 s, 2 s, 4 s… up to 10 s between attempts. */
export const acceptRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 10_000);

/**
 * Confirming people at the door (decision 031): the call is idempotent, so it is sent again with backoff when the
 * network drops it; the person shows "confirming…" meanwhile, every cached list of the day takes the server's
 * answer, and the day's lists are read again so the screen shows what the server holds.
 */
export function useAcceptJoinRequest(establishmentId: string, eventDate: string) {
  const { t } = useTranslation(DOOR_LIST_NS);
  const queryClient = useQueryClient();
  const dayKey = doorListDayKey(establishmentId, eventDate);
  const mutationKey = ['acceptJoinRequest', ...dayKey];

  const mutation = useApiMutation({
    title: t('acceptTitle'),
    mutationKey,
    mutationFn: (input: AcceptJoinRequestInput) => doorListApi.accept(input),
    retry: shouldRetryAccept,
    retryDelay: acceptRetryDelay,
    // The one write that waits for the network (decision 063): its retries pause offline and go on when it is
    // back; the person's row says "confirming…" and a toast says the confirmation is kept, not lost.
    networkMode: 'offlineFirst',
    onMutate: () => {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        notifyWarning(i18n.t('errors.offline'), t('queuedOffline'));
      }
    },
    onSuccess: (result) => {
      const entry = result.data;
      queryClient.setQueriesData<EventRequestList>({ queryKey: dayKey }, (list) => {
        if (!list || !list.users.some((user) => user._id === entry._id && !user.accepted)) return list;
        return {
          ...list,
          accepted: list.accepted + 1,
          users: list.users.map((user) => (user._id === entry._id ? entry : user)),
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dayKey }),
  });

  // Every confirmation of this day still on its way, even one started before the screen was left and reopened.
  const confirming = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (pending) => (pending.state.variables as AcceptJoinRequestInput | undefined)?.userId,
  });

  return { accept: (input: AcceptJoinRequestInput) => mutation.mutate(input), confirming: new Set(confirming) };
}
