import { Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Brand } from '../../components/brand.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { paths } from '../../config/paths.ts';
import { TermsSummary } from './terms-summary.tsx';
import classes from './accept-terms-page.module.css';

const TermsOfUsePage = lazy(() =>
  import('../../components/legal/terms-of-use-page.tsx').then((module) => ({ default: module.TermsOfUsePage })),
);

/** /accept-terms: an owner's first sign-in reads and accepts the terms, then goes to /main. */
export function AcceptTermsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box mih="100dvh" className={classes.page}>
      <Group
        component="header"
        justify="space-between"
        px={{ base: 'md', sm: 'xl' }}
        py="md"
        className={classes.header}
      >
        <Brand inverted />
        <LanguageSelect compact />
      </Group>
      <main>
        <Container size="md" px="md" pt="lg">
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="sm">
              <Title order={1} size="h2">
                {t('auth.acceptTerms.title')}
              </Title>
              <Text c="dimmed">{t('auth.acceptTerms.subtitle')}</Text>
              <TermsSummary withLink={false} />
            </Stack>
          </Paper>
        </Container>
        <Suspense fallback={<PageLoader />}>
          <div className={classes.document}>
            <TermsOfUsePage />
          </div>
        </Suspense>
      </main>
      <div className={classes.footer}>
        <Container size="md" px="md">
          <Button fullWidth size="lg" onClick={() => navigate(paths.main, { replace: true })}>
            {t('auth.acceptTerms.accept')}
          </Button>
        </Container>
      </div>
    </Box>
  );
}
