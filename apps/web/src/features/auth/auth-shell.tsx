import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/brand.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import classes from './auth-shell.module.css';

export interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Wider card for longer forms (registration). */
  wide?: boolean;
}

/** The signed-out frame: night background, brand and language on top, one card with the form. */
export function AuthShell({ title, subtitle, children, wide = false }: AuthShellProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <Group component="header" className={classes.top} justify="space-between" px="md" py="md" wrap="nowrap">
        <Stack gap={2}>
          <Brand inverted />
          <Text size="xs" className={classes.tagline} visibleFrom="xs">
            {t('app.tagline')}
          </Text>
        </Stack>
        <LanguageSelect compact />
      </Group>
      <main className={classes.main}>
        <Paper className={classes.card} maw={wide ? 560 : 460} radius="lg" shadow="xl" p={{ base: 'lg', sm: 32 }}>
          <Stack gap={4} mb="lg">
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
          </Stack>
          <Box>{children}</Box>
        </Paper>
      </main>
    </div>
  );
}
