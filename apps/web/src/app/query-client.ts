import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Retry once on server trouble; a 4xx or an offline device will not fix itself in a second.
        retry: (failureCount, error) => failureCount < 1 && error instanceof ApiError && error.kind === 'server',
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
