import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { announceFailure, announceSuccess } from './announce.ts';
import type { ApiResult } from './api-client.ts';

export interface ApiMutationOptions<TData, TVariables, TOnMutateResult = unknown> extends Omit<
  UseMutationOptions<ApiResult<TData>, unknown, TVariables, TOnMutateResult>,
  'mutationFn'
> {
  /** The call: one of a feature's api functions, answering the envelope. */
  mutationFn: (variables: TVariables) => Promise<ApiResult<TData>>;
  /** The toasts' title: the action the person attempted, translated (spec §8: "titled by the action"). */
  title: string;
  /** Show the server's message in a success toast (default true). */
  announceSuccess?: boolean;
  /** Show a warning toast on failure (default true); session expiry is announced by the api client. */
  announceFailure?: boolean;
}

/**
 * Every write the screens make: TanStack's `useMutation` plus the toasts of spec §8, in one place. Callers
 * add their cache updates (optimistic `onMutate`, `onSuccess`, `onError` roll-backs) as usual; the toasts
 * come after the caller's own callbacks have run.
 */
export function useApiMutation<TData, TVariables = void, TOnMutateResult = unknown>({
  title,
  announceSuccess: showSuccess = true,
  announceFailure: showFailure = true,
  onSuccess,
  onError,
  ...options
}: ApiMutationOptions<TData, TVariables, TOnMutateResult>) {
  return useMutation<ApiResult<TData>, unknown, TVariables, TOnMutateResult>({
    ...options,
    onSuccess: async (result, variables, onMutateResult, context) => {
      await onSuccess?.(result, variables, onMutateResult, context);
      if (showSuccess) announceSuccess(result, title);
    },
    onError: async (error, variables, onMutateResult, context) => {
      await onError?.(error, variables, onMutateResult, context);
      if (showFailure) announceFailure(error, title);
    },
  });
}
