import { Box, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoonStars } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../../components/brand.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { useSession } from '../../lib/auth-storage.ts';

export interface PlaceholderPageProps {
  /** Key under placeholder.pages of the screen's name. */
  page: string;
  /** Extra controls under the text. */
  children?: ReactNode;
  /** Hide the back-home link (the page already is home). */
  withHomeLink?: boolean;
}

/** A tidy "coming soon" card for screens that later issues build. */
export function ComingSoon({ page, children, withHomeLink = true }: PlaceholderPageProps) {
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
            {withHomeLink ? (
              <Button component={Link} to="/main" variant="light" mt="xs">
                {t('placeholder.backHome')}
              </Button>
            ) : null}
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

/** Inside the signed-in layout. */
export function PlaceholderPage(props: PlaceholderPageProps) {
  return <ComingSoon {...props} />;
}

/** /main until the venue list arrives: "my establishments" for owners, home for visitors. */
export function MainPlaceholderPage() {
  const session = useSession();
  return <ComingSoon page={session?.type === 'owner' ? 'ownerMain' : 'main'} withHomeLink={false} />;
}

/** Public placeholder screens (the admin registration steps) with their own header. */
export function StandalonePlaceholderPage({ page }: { page: string }) {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh">
      <Group component="header" justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md" bg="white">
        <Brand />
        <LanguageSelect compact />
      </Group>
      <Box component="main">
        <ComingSoon page={page} withHomeLink={false}>
          <Button component={Link} to="/administrator" variant="light" mt="xs">
            {t('common.back')}
          </Button>
        </ComingSoon>
      </Box>
    </Box>
  );
}
