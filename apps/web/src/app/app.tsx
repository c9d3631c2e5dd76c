import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';
import { routes } from './routes.tsx';

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
