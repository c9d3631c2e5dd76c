import './app/mantine-styles.ts';
import './app/global.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The modules below are evaluated in a task after React DOM's (app/yield-point.ts).
import './app/yield-point.ts';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { App } from './app/app.tsx';
// The app's own modules below: evaluated in a task of their own (app/second-yield-point.ts).
import './app/second-yield-point.ts';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { captureSocialReturn, hasSocialReturn } from './features/auth/social-sign-in.ts';
import { paths } from './config/paths.ts';
import { mirrorSessionCookie } from './lib/auth-storage.ts';
import { captureEarlyInput } from './lib/early-input.ts';
import { initI18n, loadLanguage, storedLanguage } from './lib/i18n.ts';
import { modalsHost } from './lib/confirm.ts';
import { guardLoginBeforeRouter, guardLoginInRouter } from './lib/login-back-guard.ts';
import { toastHost } from './lib/notify.ts';
import { forgetOpenedPageScroll } from './lib/scroll-positions.ts';
import { markListsDeliveredAhead } from './lib/venue-cache.ts';
import { mirrorToCookie, SSR_COOKIES, takeServerState, type ServerState } from './lib/server-state.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root: HTMLElement = container;

// Back from Google or Facebook: the access token leaves the address bar before anything else runs (decision 036).
captureSocialReturn();

forgetOpenedPageScroll();
// Back on /login stays on /login from the first paint, before its screen's code has arrived.
guardLoginBeforeRouter(paths.login);

/** Ends the current task: the browser may paint or answer a tap before the next step (decision 079). */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The first screen's lazy routes, loaded before the router is made: hydration must render what the server did. */
async function loadFirstScreen(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

function render(router: ReturnType<typeof createBrowserRouter>, state: ServerState | null): void {
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  if (!state) {
    createRoot(root).render(app);
    return;
  }
  hydrate(queryClient, state.queries);
  // The lists the server rendered are not fetched again as the page starts (decision 088).
  markListsDeliveredAhead(queryClient);
  captureEarlyInput(root);
  // In a transition, React hydrates in slices and lets the browser answer a tap between them (decision 079).
  startTransition(() => void hydrateRoot(root, app));
}

function makeRouter(state: ServerState | null): ReturnType<typeof createBrowserRouter> {
  const router = createBrowserRouter(routes, state ? { hydrationData: state.router } : undefined);
  guardLoginInRouter(router, paths.login);
  return router;
}

/**
 * Starts the app in steps of their own (evaluating the code, making the router, hydrating), so that no single
 * task keeps a phone from answering for long.
 */
async function start(): Promise<void> {
  await yieldToBrowser();
  const language = storedLanguage();
  // The page the server rendered, when the browser's first render is the same: in this language, and not back
  // from Google or Facebook (the screen then shows the sign-in under way). Otherwise the app renders over it.
  const serverState = takeServerState();
  const hydrating = serverState?.language === language && !hasSocialReturn() ? serverState : null;

  // Both start at once: the router (or, hydrating, the first screen's chunks, which the HTML preloads) while the
  // language's catalogues arrive.
  const ready = hydrating ? loadFirstScreen().then(() => makeRouter(hydrating)) : Promise.resolve(makeRouter(null));
  const [, router] = await Promise.all([
    // Without its catalogues (a failed chunk) the app still starts: the router's error page offers a reload.
    loadLanguage(language).catch(() => undefined),
    // A chunk that failed to load: the app starts without the server's page and the router reports it.
    ready.catch(() => makeRouter(null)),
  ]);
  await yieldToBrowser();
  initI18n(language);
  render(router, router.state.initialized ? hydrating : null);
}

void start();

// Once the first screen is up and the browser is idle:
// - the server renders the next page from these cookies (decision 079): a session or language stored before they
//   existed gets its cookie (reading and writing `document.cookie` took ~3 ms of a phone's start, ×4);
// - the toasts' and dialogs' code is fetched: offline, an action must still show its dialog and the offline
//   message (spec §8, decision 063).
const afterStart = () => {
  mirrorSessionCookie();
  mirrorToCookie(SSR_COOKIES.language, storedLanguage(), true);
  void Promise.all([toastHost.preload(), modalsHost.preload()]);
};
const afterStartWhenIdle = () => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(afterStart, { timeout: 4000 });
  else setTimeout(afterStart, 2000);
};
// This code may run after the page's load event (it is evaluated in two tasks, app/yield-point.ts).
if (document.readyState === 'complete') afterStartWhenIdle();
else window.addEventListener('load', afterStartWhenIdle, { once: true });
