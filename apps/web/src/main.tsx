import './app/mantine-styles.ts';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/routes.tsx';
import { captureSocialReturn } from './features/auth/social-sign-in.ts';
import { paths } from './config/paths.ts';
import { initI18n, loadLanguage, storedLanguage } from './lib/i18n.ts';
import { modalsHost } from './lib/confirm.ts';
import { guardLoginBeforeRouter, guardLoginInRouter } from './lib/login-back-guard.ts';
import { toastHost } from './lib/notify.ts';
import { forgetOpenedPageScroll } from './lib/scroll-positions.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Back from Google or Facebook: the access token leaves the address bar before anything else runs (decision 036).
captureSocialReturn();

// Both start at once: the router loads the first screen's chunks while the language's catalogues arrive.
forgetOpenedPageScroll();
// Back on /login stays on /login from the first paint, before its screen's code has arrived.
guardLoginBeforeRouter(paths.login);
const router = createBrowserRouter(routes);
guardLoginInRouter(router, paths.login);
const language = storedLanguage();
void loadLanguage(language)
  // Without its catalogues (a failed chunk) the app still starts: the router's error page offers a reload.
  .catch(() => undefined)
  .then(() => {
    initI18n(language);
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });

// Once the first screen is up and the browser is idle, the toasts' and dialogs' code is fetched too: offline,
// an action must still show its dialog and the offline message (spec §8, decision 063).
const preloadHosts = () => void Promise.all([toastHost.preload(), modalsHost.preload()]);
window.addEventListener(
  'load',
  () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(preloadHosts, { timeout: 4000 });
    else setTimeout(preloadHosts, 2000);
  },
  { once: true },
);
