import type { QueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { Providers } from './providers.tsx';

/** ReactDOM's `flushSync`, in the shape the router takes. */
const flushNavigation = (update: () => unknown): undefined => void flushSync(update);

export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient?: QueryClient;
}) {
  return (
    <Providers queryClient={queryClient}>
      {/* `flushSync` for the navigations that ask for it (a filter applied shows its cards in one task). */}
      <RouterProvider router={router} flushSync={flushNavigation} />
    </Providers>
  );
}
