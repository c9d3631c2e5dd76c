import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { BrandMark } from '../components/brand.tsx';

/** Shown when a screen fails to render or its chunk cannot load (e.g. after a deploy, or offline). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  // Offline, a screen's code cannot load: that is the offline message of spec §8, not a server error.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <main>
      <Center mih="100dvh" p="md">
        <Stack align="center" ta="center" gap="md" maw={420}>
          <BrandMark size={64} />
          <Title order={1} size="h2">
            {offline ? t('errors.offline') : t('errors.internalServerError')}
          </Title>
          <Text c="dimmed">{t(offline ? 'api.offline' : 'api.internalError', { ns: 'shared' })}</Text>
          <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
        </Stack>
      </Center>
    </main>
  );
}
