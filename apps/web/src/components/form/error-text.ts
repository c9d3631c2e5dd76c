import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@noite/shared';

/** A message key of the shared catalogue, as the shared zod schemas write them (`validation.nameMin`). */
const SHARED_KEY = /^[a-z]+\.[A-Za-z]+$/;

/**
 * Turns a field error into the text shown under the field: zod messages are keys of the `shared`
 * namespace; server field errors arrive already translated and pass through.
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      return SHARED_KEY.test(message) ? t(message as MessageKey, { ns: 'shared' }) : message;
    },
    [t],
  );
}
