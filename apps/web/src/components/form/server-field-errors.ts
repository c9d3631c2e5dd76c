import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';

/**
 * The one way a form shows a 400 answer's field errors (API contract: `data.errors: [{ field, message }]`,
 * every invalid field at once): each message goes under the form field of the same name. Fields the form
 * does not have are left to the failure toast.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
): void {
  if (!(error instanceof ApiError)) return;
  const fields = new Set(Object.keys(form.getValues()));
  for (const { field, message } of error.fieldErrors) {
    if (fields.has(field)) form.setError(field as Path<T>, { type: 'server', message });
  }
}
