import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
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
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
        <QueryClientProvider client={client}>
          <ModalsProvider>
            <Notifications position="top-center" zIndex={1000} limit={3} />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
