import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/brand.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { useSessionDialogs } from '../../lib/session-dialogs.tsx';
import classes from './admin.module.css';

export interface AdminShellProps {
  title: string;
  subtitle?: string;
  /** Controls on the title's right (stacked under it on a phone). */
  actions?: ReactNode;
  /** Container width: the table and the establishment form need more room than the owner form. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/** Every admin screen's frame: the header (brand, language, log out with confirmation) and the page title. */
export function AdminShell({ title, subtitle, actions, size = 'lg', children }: AdminShellProps) {
  const { t } = useTranslation();
  const { confirmLogout } = useSessionDialogs();
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group
        component="header"
        justify="space-between"
        px={{ base: 'md', sm: 'xl' }}
        py="sm"
        className={classes.header}
        wrap="nowrap"
      >
        <Brand inverted />
        <Group gap="sm" wrap="nowrap">
          <LanguageSelect compact />
          <Button
            variant="white"
            color="noite"
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={() => confirmLogout()}
            size="sm"
          >
            {t('menu.logout')}
          </Button>
        </Group>
      </Group>
      <Container component="main" size={size} px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" align="flex-end" gap="sm" mb="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {actions}
        </Group>
        {children}
      </Container>
    </Box>
  );
}
