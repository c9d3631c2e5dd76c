import type { createBrowserRouter } from 'react-router';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** What React Router keeps in `history.state`: the app's state, the entry's key and its index in the app. */
interface RouterEntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

function entryState(): RouterEntryState | null {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as RouterEntryState) : null;
}

/** The app's first entry in this tab: Back from here leaves the app, and no in-app blocker can stop that. */
function isFirstAppEntry(): boolean {
  const idx = entryState()?.idx;
  return typeof idx !== 'number' || idx === 0;
}

/**
 * /login keeps the person there when they press Back (spec §2). Its own blocker only sees Back between two of the
 * app's entries, and only once its screen has loaded; arriving on /login as the tab's first page of the app, Back
 * would leave. So /login, as the first entry, gets a twin entry on top of it, before the first paint (called before
 * the router is made) and again whenever the app lands there as its first entry (a guard's redirect): Back then
 * pops to the same /login, which the page's blocker turns back.
 */
export function guardLoginBeforeRouter(loginPath: string): void {
  if (window.location.pathname !== loginPath || !isFirstAppEntry()) return;
  const usr = entryState()?.usr ?? null;
  window.history.replaceState({ usr, key: 'default', idx: 0 }, '');
  window.history.pushState({ usr, key: Math.random().toString(36).slice(2, 10), idx: 1 }, '', window.location.href);
}

/** The same, for a /login reached through the router (see above); answers the unsubscribe. */
export function guardLoginInRouter(router: AppRouter, loginPath: string): () => void {
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname !== loginPath || !isFirstAppEntry()) return;
    const { pathname, search, hash } = state.location;
    void router.navigate({ pathname, search, hash }, { replace: false, state: state.location.state });
  });
}
