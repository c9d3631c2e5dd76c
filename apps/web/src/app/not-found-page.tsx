import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../components/brand.tsx';
import { paths } from '../config/paths.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main>
      <Center mih="100dvh" p="md">
        <Stack align="center" ta="center" gap="md" maw={420}>
          <BrandMark size={64} />
          <Title order={1} size="h2">
            {t('notFound.title')}
          </Title>
          <Text c="dimmed">{t('notFound.text')}</Text>
          <Button component={Link} to={paths.root}>
            {t('notFound.home')}
          </Button>
        </Stack>
      </Center>
    </main>
  );
}
