import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Language } from '@noite/shared';
import type { AuthSession } from './auth-storage.ts';
import type { KnownLocation } from './location-store.ts';

/**
 * What the server hands the browser with a page it rendered (decision 079), in a JSON script element (the CSP
 * runs no inline script): the language it rendered in, the router's data and the queries' answers, so the
 * browser's first render is the server's and hydrates it.
 */
export interface ServerState {
  language: Language;
  router: HydrationState;
  queries: DehydratedState;
}

export const SSR_STATE_ID = 'noite-ssr';

/**
 * The API as the server entry calls it: in the same process, as the page's session (if any) and in its language;
 * a POST with `body`, a GET without.
 */
export type ServerFetch = (
  path: string,
  body: unknown,
  caller: { token: string | null; language: Language },
) => Promise<{ status: number; data: unknown }>;

/** The stored values a server render reads instead of the browser's storage (which it does not have). */
export interface ServerValues {
  session: AuthSession | null;
  location: KnownLocation;
}

let rendering: ServerValues | undefined;

/** Runs a server render with these values in place of the browser's storage; rendering is synchronous. */
export function renderingOnServer<T>(values: ServerValues, render: () => T): T {
  rendering = values;
  try {
    return render();
  } finally {
    rendering = undefined;
  }
}

/** The values of the server render under way; undefined in the browser. */
export function serverValues(): ServerValues | undefined {
  return rendering;
}

/** In the browser: the state of the page the server rendered, once (read, then removed from the page). */
export function takeServerState(): ServerState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element) return null;
  element.remove();
  try {
    const state = JSON.parse(element.textContent ?? '') as Partial<ServerState>;
    return state.language && state.router && state.queries ? (state as ServerState) : null;
  } catch {
    return null;
  }
}

/**
 * Mirrors a stored value into a cookie the server reads to render the page (decision 079). The API never reads
 * these cookies (it takes the `x-access-token` header), so they carry no authority of their own.
 */
export function mirrorToCookie(name: string, value: unknown, persistent = false): void {
  if (typeof document === 'undefined') return;
  const encoded = value === null || value === undefined ? undefined : encodeURIComponent(JSON.stringify(value));
  // Writing a cookie is a round trip to the browser's process: only when it changes.
  if (currentCookie(name) === encoded) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  if (encoded === undefined) {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
    return;
  }
  const lifetime = persistent ? `; Max-Age=${60 * 60 * 24 * 30}` : '';
  document.cookie = `${name}=${encoded}; Path=/; SameSite=Lax${lifetime}${secure}`;
}

function currentCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
}

/** The cookies' names, shared with the server (apps/server/src/lib/page-render.ts reads them). */
export const SSR_COOKIES = {
  session: 'noite_session',
  location: 'noite_location',
  language: 'noite_language',
} as const;
