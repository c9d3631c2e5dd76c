import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoonStars } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import type catalogue from '../locales/en.json';

export interface PlaceholderPageProps {
  /** Key under placeholder.pages of the screen's name. */
  page: keyof (typeof catalogue)['placeholder']['pages'];
}

/** A tidy "coming soon" card for screens that later issues build. */
export function ComingSoon({ page }: PlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={{ base: 'xl', sm: 48 }} px="md">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t(`placeholder.pages.${page}`)}
        </Title>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
          <Stack align="center" gap="sm" ta="center">
            <ThemeIcon size={64} radius="xl" variant="light" color="noite" aria-hidden>
              <IconMoonStars size={34} />
            </ThemeIcon>
            <Text fw={700} size="lg">
              {t('placeholder.comingSoon')}
            </Text>
            <Text c="dimmed" maw={420}>
              {t('placeholder.text')}
            </Text>
            <Button component={Link} to={paths.main} variant="light" mt="xs">
              {t('placeholder.backHome')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
