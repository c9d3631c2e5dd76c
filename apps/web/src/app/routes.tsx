import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, Outlet, ScrollRestoration, useNavigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { registerNavigator } from '../lib/navigation.ts';
import { AdminLeavesLogin, RequireAdmin, RequireSession } from './guards.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/** One lazily loaded chunk per screen. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return <Page />;
}

const venueList = () => import('../features/venues/list/index.ts');
const favourites = () => import('../features/favourites/index.ts');
const legal = () => import('../features/legal/index.ts');
const placeholders = () => import('../features/placeholder/placeholder-page.tsx');
// The venue page and its menu and about screens: their own chunks (the carousel only loads with them).
const venue = () => import('../features/venues/detail/index.ts');
const menu = () => import('../features/menu/index.ts');

/** A "coming soon" screen inside the layout, for the routes later issues build. */
function placeholder(page: string) {
  return lazyPage(placeholders, (module) => () => <module.PlaceholderPage page={page} />);
}
function standalonePlaceholder(page: string) {
  return lazyPage(placeholders, (module) => () => <module.StandalonePlaceholderPage page={page} />);
}

/** The root: lets the api client navigate, restores scroll, and shows a spinner while a screen loads. */
function Root() {
  const navigate = useNavigate();
  useEffect(() => registerNavigator((to, options) => void navigate(to, options)), [navigate]);
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<PageLoader minHeight="100dvh" />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** Every route of spec §2 with its guard. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      {
        element: <AdminLeavesLogin />,
        children: [
          {
            path: 'login',
            element: lazyPage(
              () => import('../features/auth/login-page.tsx'),
              (module) => module.LoginPage,
            ),
          },
        ],
      },
      {
        path: 'forgotpassword',
        element: lazyPage(
          () => import('../features/auth/forgot-password-page.tsx'),
          (module) => module.ForgotPasswordPage,
        ),
      },
      {
        path: 'register-user',
        element: lazyPage(
          () => import('../features/auth/register-page.tsx'),
          (module) => module.RegisterPage,
        ),
      },
      {
        path: 'reset-password/:token',
        element: lazyPage(
          () => import('../features/auth/reset-password-page.tsx'),
          (module) => module.ResetPasswordPage,
        ),
      },
      { path: 'terms', element: lazyPage(legal, (module) => module.TermsPage) },
      { path: 'terms-and-conditions', element: lazyPage(legal, (module) => module.TermsAndConditionsPage) },
      { path: 'registernewuser', element: standalonePlaceholder('registerNewUser') },
      { path: 'registerestabeshiment', element: standalonePlaceholder('registerEstablishment') },
      { path: 'estabelishment', element: standalonePlaceholder('editOwner') },
      {
        element: <RequireSession />,
        children: [
          {
            path: 'accept-terms',
            element: lazyPage(
              () => import('../features/auth/accept-terms-page.tsx'),
              (module) => module.AcceptTermsPage,
            ),
          },
          {
            element: <RequireAdmin />,
            children: [
              {
                path: 'administrator',
                element: lazyPage(
                  () => import('../features/admin/administrator-page.tsx'),
                  (module) => module.AdministratorPage,
                ),
              },
            ],
          },
          {
            element: lazyPage(
              () => import('./layout/app-layout.tsx'),
              (module) => module.AppLayout,
            ),
            children: [
              { path: 'main', element: lazyPage(venueList, (module) => module.MainPage) },
              { path: 'establishment-detail', element: lazyPage(venue, (module) => module.VenueDetailPage) },
              { path: 'menu', element: lazyPage(menu, (module) => module.MenuPage) },
              { path: 'menu-details', element: lazyPage(menu, (module) => module.MenuDetailsPage) },
              { path: 'about', element: lazyPage(venue, (module) => module.VenueAboutPage) },
              { path: 'list', element: placeholder('list') },
              { path: 'favorite', element: lazyPage(favourites, (module) => module.FavoritePage) },
              { path: 'favorite-establishment-detail', element: lazyPage(venue, (module) => module.VenueDetailPage) },
              { path: 'favorite-menu', element: lazyPage(menu, (module) => module.MenuPage) },
              { path: 'favorite-menu-details', element: lazyPage(menu, (module) => module.MenuDetailsPage) },
              { path: 'terms-of-use', element: lazyPage(legal, (module) => module.TermsOfUsePage) },
              { path: 'about-us', element: lazyPage(legal, (module) => module.AboutUsPage) },
              {
                path: 'account',
                element: lazyPage(
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
