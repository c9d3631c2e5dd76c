import { useTranslation } from 'react-i18next';
import { announceFailure } from '../../lib/announce.ts';
import { useApiMutation, type ApiMutationOptions } from '../../lib/use-api-mutation.ts';
import { ADMIN_NS } from './i18n.ts';

/**
 * A console write whose failure is titled "Error" (spec §8: admin list, delete, detail and update failures),
 * while its success toast keeps the action's title. Offline and server errors keep their own headings.
 */
export function useAdminMutation<TData, TVariables = void>({
  onError,
  ...options
}: Omit<ApiMutationOptions<TData, TVariables>, 'announceFailure'>) {
  const { t } = useTranslation(ADMIN_NS);
  return useApiMutation<TData, TVariables>({
    ...options,
    announceFailure: false,
    onError: async (error, variables, onMutateResult, context) => {
      await onError?.(error, variables, onMutateResult, context);
      announceFailure(error, t('error'));
    },
  });
}
