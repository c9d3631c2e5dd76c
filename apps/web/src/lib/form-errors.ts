import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client.ts';

/**
 * Zod messages are keys of the shared catalogue (`validation.nameMin`); server field errors
 * arrive already translated. This turns either into the text to show under the field.
 */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      return /^[a-z]+\.[A-Za-z]+$/.test(message) ? t(message, { ns: 'shared' }) : message;
    },
    [t],
  );
}

/** Puts a 400 answer's field errors under the matching inputs of the form. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError)) return;
  for (const fieldError of error.fieldErrors) {
    const field = fields.find((name) => name === fieldError.field);
    if (field) setError(field, { type: 'server', message: fieldError.message });
  }
}

/** Input helpers for the spec's "spaces removed" and "digits only" rules. */
export const withoutSpaces = (value: string) => value.replace(/\s+/g, '');
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');
