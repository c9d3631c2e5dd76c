import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { modalsHost } from '../lib/confirm.ts';
import { replayEarlyInputUnlessOwned } from '../lib/early-input.ts';
import { i18n } from '../lib/i18n.ts';
import { toastHost } from '../lib/notify.ts';
import { createQueryClient } from './query-client.ts';
import { createAppTheme, cssVariablesResolver } from './theme.ts';

export interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Mantine's test environment turns off transitions and portals' delays. */
  env?: 'default' | 'test';
}

export function Providers({ children, queryClient, env = 'default' }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // The language is fixed for the page's life (changing it reloads), so the theme is built once.
  const closeLabel = i18n.t('common.close');
  const theme = useMemo(() => createAppTheme(closeLabel), [closeLabel]);
  // After hydrating a page the server rendered: what the person typed or submitted meanwhile (decision 079), in a
  // task of its own, once React has finished committing (an event dispatched inside the commit is undone).
  useEffect(() => {
    const timer = setTimeout(replayEarlyInputUnlessOwned, 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" env={env}>
        <QueryClientProvider client={client}>
          {children}
          {/* Toasts and confirm dialogs: their code loads when the first one opens. */}
          <toastHost.Slot />
          <modalsHost.Slot />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
