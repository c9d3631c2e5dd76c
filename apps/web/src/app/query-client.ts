import { isCancelledError, QueryCache, QueryClient } from '@tanstack/react-query';
import { announceFailure } from '../lib/announce.ts';
import { ApiError } from '../lib/api-client.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Announce a failed load (spec §8), titled by this action; without it the screen shows its own state. */
      title?: string;
    };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // One path for failed loads: called once per failed fetch, after the retry; a cancelled one says nothing.
    queryCache: new QueryCache({
      onError: (error, query) => {
        const title = query.meta?.title;
        if (title && !isCancelledError(error)) announceFailure(error, title);
      },
    }),
    defaultOptions: {
      queries: {
        // Retry once on server trouble; a 4xx or an offline device will not fix itself in a second.
        retry: (failureCount, error) => failureCount < 1 && error instanceof ApiError && error.kind === 'server',
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        // Offline, a call runs and fails at once with the offline message (spec §8) instead of waiting
        // silently for the network; what is on screen stays, and coming back online refetches (decision 063).
        networkMode: 'always',
        refetchOnReconnect: true,
      },
      // A write made offline fails at once and changes nothing; only the door's confirmations wait (decision 063).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
