import { useQueryClient } from '@tanstack/react-query';
import type { VenueDetails } from '@noite/shared';
import type { ApiResult } from '../../lib/api-client.ts';
import { useApiMutation, type ApiMutationOptions } from '../../lib/use-api-mutation.ts';
import { updateVenueDetails } from '../../lib/venue-cache.ts';

export interface VenueMutationOptions<TData, TVariables> extends Omit<
  ApiMutationOptions<TData, TVariables>,
  'onSuccess'
> {
  /** The venue the write changes. */
  establishmentId: string;
  /** The cached venue after the write succeeded (every cached copy of its details gets it). */
  update?: (venue: VenueDetails, result: ApiResult<TData>, variables: TVariables) => VenueDetails;
}

/**
 * A write about one venue (a name list today, the owner's edits next): `useApiMutation`'s call and toasts,
 * then the answer applied to the cached venue, so the page shows it without asking again.
 */
export function useVenueMutation<TData, TVariables = void>({
  establishmentId,
  update,
  ...options
}: VenueMutationOptions<TData, TVariables>) {
  const queryClient = useQueryClient();
  return useApiMutation<TData, TVariables>({
    ...options,
    onSuccess: (result, variables) => {
      if (update) updateVenueDetails(queryClient, establishmentId, (venue) => update(venue, result, variables));
    },
  });
}
