import { AppShell, Avatar, Burger, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Brand } from '../../components/brand.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useKnownPlace } from '../../features/geo/location-store.ts';
import { useSession } from '../../lib/auth-storage.ts';
import { useSessionDialogs } from '../session-dialogs.tsx';
import type { LayoutContext } from './layout-context.ts';
import { MENUS, menuKeyFor, type DialogKey } from './menu.ts';
import classes from './app-layout.module.css';

const HEADER_HEIGHT = 72;

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'auto' });
}

/** The signed-in layout of /main … /account (spec §2): header, drawer menu, content. */
export function AppLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [dialogKey, setDialogKey] = useState<DialogKey | null>(null);
  const { confirmLogout, confirmDeleteAccount } = useSessionDialogs();
  const place = useKnownPlace();

  const activeKey = dialogKey ?? menuKeyFor(location.pathname);

  const openDialog = useCallback(
    (key: DialogKey) => {
      setDialogKey(key);
      drawer.close();
      const onCancel = () => setDialogKey(null);
      if (key === '/logout') confirmLogout({ onCancel });
      else confirmDeleteAccount({ onCancel });
    },
    [confirmDeleteAccount, confirmLogout, drawer],
  );
  const context = useMemo<LayoutContext>(() => ({ openDialog }), [openDialog]);

  if (!session) return <Navigate to="/" replace />;
  const items = MENUS[session.type];
  const name = session.name?.trim() || t('common.notAvailable');

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <AppShell.Header className={classes.header} withBorder={false}>
        <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              color="white"
              size="sm"
              aria-label={t('layout.openMenu')}
              aria-expanded={drawerOpened}
              aria-controls="app-menu"
            />
            <Avatar
              src={session.image || null}
              alt={t('layout.profilePicture')}
              name={session.name ?? undefined}
              radius="xl"
              size={44}
              color="noite"
              variant="white"
              className={classes.avatar}
            />
            <Stack gap={2} miw={0}>
              <Text size="xs" lh={1.25} className={classes.welcome}>
                {t('layout.welcome')},{' '}
                <Text component="span" c="white" fw={700} size="md" display="block" truncate="end" lh={1.25}>
                  {name}
                </Text>
              </Text>
              <Group gap={4} wrap="nowrap" miw={0}>
                <IconMapPin size={14} aria-hidden className={classes.pin} />
                <Text size="xs" className={classes.location} truncate="end" title={place ?? undefined}>
                  {place ?? t('layout.locationUnknown')}
                </Text>
              </Group>
            </Stack>
          </Group>
          <LanguageSelect compact />
        </Group>
      </AppShell.Header>

      <Drawer id="app-menu" opened={drawerOpened} onClose={drawer.close} title={<Brand size={28} />}>
        <nav aria-label={t('layout.mainNavigation')}>
          <Stack gap={4}>
            {items.map((item) => {
              const active = activeKey === item.key;
              const Icon = item.icon;
              const common = {
                label: t(item.labelKey),
                leftSection: <Icon size={20} aria-hidden />,
                active,
                variant: 'light' as const,
                className: classes.navLink,
              };
              if (item.key === '/logout' || item.key === '/delete-account') {
                return (
                  <NavLink
                    key={item.key}
                    {...common}
                    component="button"
                    type="button"
                    onClick={() => openDialog(item.key as DialogKey)}
                  />
                );
              }
              return (
                <NavLink
                  key={item.key}
                  {...common}
                  component={Link}
                  to={item.key}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => {
                    scrollToTop();
                    drawer.close();
                  }}
                />
              );
            })}
          </Stack>
        </nav>
      </Drawer>

      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet context={context} />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
