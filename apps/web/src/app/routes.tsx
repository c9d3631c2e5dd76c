import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useNavigate, useNavigation, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { paths } from '../config/paths.ts';
import { registerNavigator } from '../lib/navigation.ts';
import { SCROLL_STORAGE_KEY, scrollKey } from '../lib/scroll-positions.ts';
import { AdminLeavesLogin, RequireAdmin, RequireAdminOrOwner, RequireSession } from './guards.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/**
 * One lazily loaded chunk per screen, as the route's `lazy`: the router loads a screen's chunk and its
 * layout's together, before it renders them (no layout-then-page waterfall).
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

// /main and /favorite: the discovery feature, a chunk each (the home route's is grouped in vite.config.ts).
const venueList = () => import('../features/discovery/index.ts');
const favourites = () => import('../features/discovery/favorite-page.tsx');
const legal = () => import('../features/legal/index.ts');
// The venue page and its menu and about screens: their own chunks (the carousel only loads with them).
const venue = () => import('../features/venues/index.ts');
const menu = () => import('../features/venues/menu/index.ts');
const doorList = () => import('../features/venues/list/index.ts');
// The admin console: one chunk for its four screens (only admins load it). Owners load the establishment step
// alone, to add and remove their own venues (decision 032).
const admin = () => import('../features/admin/index.ts');
const registerEstablishment = () => import('../features/admin/register-establishment-page.tsx');

/** While the next screen's chunk loads, the current one stays and a spinner says something is coming. */
function NavigationPending() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Center pos="fixed" top={12} left={0} right={0} style={{ zIndex: 400, pointerEvents: 'none' }} role="status">
      <Loader size="sm" aria-hidden />
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
    </Center>
  );
}

/**
 * The root: lets the api client navigate, restores scroll, shows a spinner while a screen loads, and takes the
 * focus to each new screen's heading.
 */
function Root() {
  const navigate = useNavigate();
  useEffect(() => registerNavigator((to, options) => void navigate(to, options)), [navigate]);
  return (
    <>
      <ScrollRestoration storageKey={SCROLL_STORAGE_KEY} getKey={scrollKey} />
      <NavigationPending />
      <RouteAnnouncer />
      <Outlet />
    </>
  );
}

/** Every route of spec §2 with its guard. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    // The first screen's chunks are loading (the router renders nothing of the route tree until they are in).
    hydrateFallbackElement: <PageLoader minHeight="100dvh" />,
    children: [
      { index: true, element: <Navigate to={paths.login} replace /> },
      {
        element: <AdminLeavesLogin />,
        children: [
          {
            path: paths.login,
            ...lazyPage(
              () => import('../features/auth/login-page.tsx'),
              (module) => module.LoginPage,
            ),
          },
        ],
      },
      {
        path: paths.forgotPassword,
        ...lazyPage(
          () => import('../features/auth/forgot-password-page.tsx'),
          (module) => module.ForgotPasswordPage,
        ),
      },
      {
        path: paths.registerUser,
        ...lazyPage(
          () => import('../features/auth/register-page.tsx'),
          (module) => module.RegisterPage,
        ),
      },
      {
        path: paths.resetPassword,
        ...lazyPage(
          () => import('../features/auth/reset-password-page.tsx'),
          (module) => module.ResetPasswordPage,
        ),
      },
      { path: paths.terms, ...lazyPage(legal, (module) => module.TermsPage) },
      { path: paths.termsAndConditions, ...lazyPage(legal, (module) => module.TermsAndConditionsPage) },
      {
        element: <RequireSession />,
        children: [
          {
            path: paths.acceptTerms,
            ...lazyPage(
              () => import('../features/auth/accept-terms-page.tsx'),
              (module) => module.AcceptTermsPage,
            ),
          },
          {
            // The console and its registration steps call admin-only APIs (docs/decisions/018).
            element: <RequireAdmin />,
            children: [
              { path: paths.administrator, ...lazyPage(admin, (module) => module.AdministratorPage) },
              { path: paths.auditLog, ...lazyPage(admin, (module) => module.AuditLogPage) },
              { path: paths.registerNewUser, ...lazyPage(admin, (module) => module.RegisterOwnerPage) },
              { path: paths.editOwner, ...lazyPage(admin, (module) => module.EditOwnerPage) },
            ],
          },
          {
            element: <RequireAdminOrOwner />,
            children: [
              {
                path: paths.registerEstablishment,
                ...lazyPage(registerEstablishment, (module) => module.RegisterEstablishmentPage),
              },
            ],
          },
          {
            ...lazyPage(
              () => import('./layout/app-layout.tsx'),
              (module) => module.AppLayout,
            ),
            children: [
              { path: paths.main, ...lazyPage(venueList, (module) => module.MainPage) },
              { path: paths.establishmentDetail, ...lazyPage(venue, (module) => module.VenueDetailPage) },
              { path: paths.menu, ...lazyPage(menu, (module) => module.MenuPage) },
              { path: paths.menuDetails, ...lazyPage(menu, (module) => module.MenuDetailsPage) },
              { path: paths.about, ...lazyPage(venue, (module) => module.VenueAboutPage) },
              { path: paths.list, ...lazyPage(doorList, (module) => module.DoorListPage) },
              { path: paths.favorite, ...lazyPage(favourites, (module) => module.FavoritePage) },
              { path: paths.favoriteEstablishmentDetail, ...lazyPage(venue, (module) => module.VenueDetailPage) },
              { path: paths.favoriteMenu, ...lazyPage(menu, (module) => module.MenuPage) },
              { path: paths.favoriteMenuDetails, ...lazyPage(menu, (module) => module.MenuDetailsPage) },
              { path: paths.termsOfUse, ...lazyPage(legal, (module) => module.TermsOfUsePage) },
              { path: paths.aboutUs, ...lazyPage(legal, (module) => module.AboutUsPage) },
              {
                path: paths.account,
                ...lazyPage(
                  () => import('../features/account/account-page.tsx'),
                  (module) => module.AccountPage,
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
