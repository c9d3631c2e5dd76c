import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { api } from './api-client.ts';
import { clearSession } from './auth-storage.ts';
import { openConfirmModal } from './confirm.ts';
import { useApiMutation } from './use-api-mutation.ts';

export interface DialogCallbacks {
  /** Called when the dialog closes without confirmation (cancel, ×, Escape, outside click). */
  onCancel?: () => void;
}

/** The two confirmations that end a session: log out and delete account (spec §2, §4). */
export function useSessionDialogs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = useCallback(() => {
    clearSession();
    queryClient.clear();
    navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);

  // A dead session is already out: a 401 on log-out is not "Session Expired", and a failure says nothing.
  const { mutate: logOut } = useApiMutation<unknown, void>({
    title: t('actions.logout'),
    mutationFn: () => api.get('/user/log-out', { expireSessionOn401: false }),
    announceFailure: false,
    onSettled: signOut,
  });
  const { mutate: deleteAccount } = useApiMutation<unknown, DialogCallbacks>({
    title: t('actions.deleteAccount'),
    mutationFn: () => api.get('/user/delete-account'),
    onSuccess: signOut,
    onError: (_error, { onCancel }) => onCancel?.(),
  });

  const confirmLogout = useCallback(
    ({ onCancel }: DialogCallbacks = {}) => {
      let confirmed = false;
      openConfirmModal({
        modalId: 'logout',
        title: t('logout.title'),
        children: <Text>{t('logout.message')}</Text>,
        labels: { confirm: t('logout.confirm'), cancel: t('common.cancel') },
        confirmProps: { color: 'red.9' },
        cancelProps: { variant: 'default' },
        onConfirm: () => {
          confirmed = true;
          logOut();
        },
        onClose: () => {
          if (!confirmed) onCancel?.();
        },
      });
    },
    [logOut, t],
  );

  const confirmDeleteAccount = useCallback(
    ({ onCancel }: DialogCallbacks = {}) => {
      let confirmed = false;
      openConfirmModal({
        modalId: 'delete-account',
        title: t('deleteAccount.title'),
        children: <Text>{t('deleteAccount.message')}</Text>,
        labels: { confirm: t('deleteAccount.confirm'), cancel: t('common.cancel') },
        confirmProps: { color: 'red.9' },
        cancelProps: { variant: 'default' },
        onConfirm: () => {
          confirmed = true;
          deleteAccount({ onCancel });
        },
        onClose: () => {
          if (!confirmed) onCancel?.();
        },
      });
    },
    [deleteAccount, t],
  );

  return { confirmLogout, confirmDeleteAccount, signOut };
}
