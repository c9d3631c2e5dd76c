/**
 * The first screens rendered on the server (decision 079): the Fastify server imports this module's build
 * (dist-ssr/entry-server.mjs) the first time someone opens /login or /main, and answers those addresses with
 * the screen's HTML already in #root, so a phone paints it before the app's code has arrived; main.tsx then
 * hydrates it. It renders what the browser's first render would: the same routes, providers, catalogues,
 * session and known location (read from the cookies the app writes beside its storage) and, on /main, the
 * venue list fetched from the API before rendering.
 */
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@noite/shared';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { paths } from './config/paths.ts';
import { prefetchLoginPage } from './features/auth/server.ts';
import { prefetchMainPage } from './features/discovery/server.ts';
import { parseSession } from './lib/auth-storage.ts';
import { i18n, initI18n, loadLanguage } from './lib/i18n.ts';
import { parseKnownLocation } from './lib/location-store.ts';
import {
  renderingOnServer,
  SSR_COOKIES,
  SSR_STATE_ID,
  type ServerFetch,
  type ServerState,
} from './lib/server-state.ts';

// Both languages, loaded once with this module, as the browser loads the one it needs.
await Promise.all(LANGUAGES.map(loadLanguage));
initI18n(DEFAULT_LANGUAGE);

export interface RenderRequest {
  /** The address asked for, with its query string. */
  url: string;
  /** The request's cookies, decoded: the app mirrors its session, location and language there. */
  cookies: Record<string, string | undefined>;
  /** Calls the API in the same process (`app.inject`) as the page's session, in its language. */
  fetchApi: ServerFetch;
}

export interface RenderedPage {
  /** The markup for #root. */
  html: string;
  /** The language it is in, for the page's `lang`. */
  language: Language;
  /** A `<script type="application/json">` holding what the browser needs to hydrate it. */
  stateScript: string;
}

/** The addresses rendered here; any other is answered with the plain shell, as before. */
export const SERVER_RENDERED = [paths.login, paths.main] as const;

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

function parseJson(raw: string | undefined): unknown {
  try {
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

/** `<`, `>`, `&` and the line separators escaped: the JSON can't close its script element or break a parser. */
const scriptSafe = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The page's HTML, or null when this address is not rendered here or the screen would only redirect (a signed-out
 * /main, a signed-in /login): the browser's app then does what it always did.
 */
export async function render(request: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, 'http://noite.local');
  const pathname = url.pathname;
  if (!(SERVER_RENDERED as readonly string[]).includes(pathname)) return null;
  const session = parseSession(request.cookies[SSR_COOKIES.session]);
  const location = parseKnownLocation(request.cookies[SSR_COOKIES.location]);
  if (pathname === paths.main && !session) return null;
  if (pathname === paths.login && session) return null;
  const storedLanguage = parseJson(request.cookies[SSR_COOKIES.language]);
  const language = isLanguage(storedLanguage) ? storedLanguage : DEFAULT_LANGUAGE;

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url.href));
  // A route's loader redirected: there are none today; leave it to the browser.
  if (context instanceof Response) return null;

  const queryClient = createQueryClient();
  if (pathname === paths.login) await prefetchLoginPage(queryClient, { language, fetchApi: request.fetchApi });
  if (pathname === paths.main && session) {
    const fetched = await prefetchMainPage(queryClient, {
      session,
      location,
      language,
      searchParams: url.searchParams,
      fetchApi: request.fetchApi,
    });
    if (!fetched) return null;
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  // Rendering is synchronous: the session, location and language set here are this request's until it returns.
  const html = renderingOnServer({ session, location }, () => {
    void i18n.changeLanguage(language);
    return renderToString(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    );
  });

  const state: ServerState = {
    language,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    queries: dehydrate(queryClient),
  };
  return {
    html,
    language,
    stateScript: `<script type="application/json" id="${SSR_STATE_ID}">${scriptSafe(JSON.stringify(state))}</script>`,
  };
}
