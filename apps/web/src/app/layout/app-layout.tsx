import { Avatar, Burger, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { lazy, memo, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LanguageSelect } from '../../components/language-select.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useKnownLocation } from '../../lib/location-store.ts';
import { useSession } from '../../lib/auth-storage.ts';
import { useSessionDialogs } from '../../lib/session-dialogs.tsx';
import type { DialogKey, LayoutContext } from '../../lib/layout-context.ts';
import { menuKeyFor } from './menu.ts';
import classes from './app-layout.module.css';
import { paths } from '../../config/paths.ts';

const loadDrawerMenu = () => import('./drawer-menu.tsx');
const DrawerMenu = lazy(() => loadDrawerMenu().then((module) => ({ default: module.DrawerMenu })));

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'auto' });
}

/** Where the drawer will be, while its code loads (a slow network's first open). */
function DrawerLoading() {
  const { t } = useTranslation();
  return (
    <div className={classes.drawerLoading} role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
    </div>
  );
}

interface LayoutHeaderProps {
  name: string;
  /** The name the avatar's initials come from (none: a generic avatar). */
  avatarName: string | undefined;
  image: string | null;
  place: string;
  drawerOpened: boolean;
  onBurger: () => void;
  onWantDrawer: () => void;
}

/**
 * The fixed header: the burger, the person and where lists are measured from, the language. Memoised: a change of
 * the page's address (a filter applied, a search) re-renders the layout, not this.
 */
const LayoutHeader = memo(function LayoutHeader({
  name,
  avatarName,
  image,
  place,
  drawerOpened,
  onBurger,
  onWantDrawer,
}: LayoutHeaderProps) {
  const { t } = useTranslation();
  // A fixed header over the scrolling page. Mantine's AppShell did this with resizable navbars, asides and footers
  // this layout has none of; `right-scroll-bar-position` is react-remove-scroll's class that keeps the header still
  // while the drawer or a dialog locks the page's scroll.
  return (
    <header className={`${classes.header} right-scroll-bar-position`}>
      <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Burger
            opened={drawerOpened}
            onClick={onBurger}
            onPointerEnter={onWantDrawer}
            onFocus={onWantDrawer}
            color="white"
            size="sm"
            aria-label={t('layout.openMenu')}
            aria-expanded={drawerOpened}
            aria-controls="app-menu"
          />
          <Avatar
            src={image}
            alt={t('layout.profilePicture')}
            name={avatarName}
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
              <Text size="xs" className={classes.location} truncate="end" title={place}>
                {place}
              </Text>
            </Group>
          </Stack>
        </Group>
        <LanguageSelect compact />
      </Group>
    </header>
  );
});

/** The signed-in layout of /main … /account (spec §2): header, drawer menu, content. */
export function AppLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  // The drawer's code loads when the burger is first pointed at, focused or pressed.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const wantDrawer = useCallback(() => {
    void loadDrawerMenu();
    setDrawerWanted(true);
  }, []);
  const { toggle: toggleDisclosure, close: closeDrawer } = drawer;
  const toggleDrawer = useCallback(() => {
    wantDrawer();
    toggleDisclosure();
  }, [wantDrawer, toggleDisclosure]);
  const [dialogKey, setDialogKey] = useState<DialogKey | null>(null);
  const { confirmLogout, confirmDeleteAccount } = useSessionDialogs();
  const known = useKnownLocation();
  // The reverse-geocoded place; before the device position is known, the default place lists are measured from.
  const place = known.place ?? t(known.position ? 'layout.locationUnknown' : 'layout.defaultPlace');

  const activeKey = dialogKey ?? menuKeyFor(location.pathname);

  const openDialog = useCallback(
    (key: DialogKey) => {
      setDialogKey(key);
      closeDrawer();
      const onCancel = () => setDialogKey(null);
      if (key === paths.logout) confirmLogout({ onCancel });
      else confirmDeleteAccount({ onCancel });
    },
    [confirmDeleteAccount, confirmLogout, closeDrawer],
  );
  const context = useMemo<LayoutContext>(() => ({ openDialog }), [openDialog]);

  if (!session) return <Navigate to={paths.root} replace />;
  const name = session.name?.trim() || t('common.notAvailable');

  return (
    <div className={classes.shell}>
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <LayoutHeader
        name={name}
        avatarName={session.name ?? undefined}
        image={session.image || null}
        place={place}
        drawerOpened={drawerOpened}
        onBurger={toggleDrawer}
        onWantDrawer={wantDrawer}
      />

      {drawerWanted ? (
        <Suspense fallback={drawerOpened ? <DrawerLoading /> : null}>
          <DrawerMenu
            role={session.type}
            opened={drawerOpened}
            activeKey={activeKey}
            onClose={closeDrawer}
            onNavigate={() => {
              scrollToTop();
              closeDrawer();
            }}
            onDialog={openDialog}
          />
        </Suspense>
      ) : null}

      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet context={context} />
        </Suspense>
      </main>
    </div>
  );
}
