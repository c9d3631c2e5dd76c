import { Box, Button, Group } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSessionDialogs } from '../../lib/session-dialogs.tsx';
import { Brand } from '../../components/brand.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { ComingSoon } from '../../components/coming-soon.tsx';
import classes from './administrator-page.module.css';

/** /administrator until the owner list arrives: the frame, and a logout with confirmation. */
export function AdministratorPage() {
  const { t } = useTranslation();
  const { confirmLogout } = useSessionDialogs();
  return (
    <Box mih="100dvh">
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
      <main>
        <ComingSoon page="administrator" withHomeLink={false} />
      </main>
    </Box>
  );
}
