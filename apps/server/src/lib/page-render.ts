import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

/** What the web app's server entry exports (apps/web/src/entry-server.tsx), as this server calls it. */
interface ServerEntry {
  render(request: {
    url: string;
    cookies: Record<string, string | undefined>;
    fetchApi: (
      path: string,
      body: unknown,
      caller: { token: string | null; language: string },
    ) => Promise<{ status: number; data: unknown }>;
  }): Promise<{ html: string; stateScript: string; language: string } | null>;
}

/** The request's cookies, decoded; a malformed one is skipped. */
export function parseCookies(header: string | undefined): Record<string, string> {
  // No prototype: a cookie named `__proto__` is only a cookie.
  const cookies = Object.create(null) as Record<string, string>;
  for (const part of (header ?? '').split(';')) {
    const cookie = part.trim();
    const separator = cookie.indexOf('=');
    if (separator < 1) continue;
    try {
      cookies[cookie.slice(0, separator)] = decodeURIComponent(cookie.slice(separator + 1));
    } catch {
      // not URI-encoded by us: not ours
    }
  }
  return cookies;
}

const STYLESHEET_LINK = /<link rel="(?:stylesheet|preload" as="style)" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

/**
 * A first screen's shell for a page rendered on the server (decision 079), undefined when a file is missing:
 * - its stylesheets (the entry's and the route's) inlined, so the browser paints the HTML as soon as it has it,
 *   without a round trip for CSS that would also share a phone's bandwidth with the scripts; each keeps a
 *   disabled link (never fetched) so that the route's loader finds it in the page and does not fetch it again;
 * - its scripts (the entry and the route's preloads) loaded by /boot.js once the page has been painted; with
 *   `holdBack` (/login, spec §2), boot.js also keeps Back on the page until the app runs.
 */
export function renderedShellOf(
  shell: string,
  webDist: string,
  options: { holdBack?: boolean } = {},
): string | undefined {
  let missing = false;
  // The build's module scripts (the entry, and the bundler's runtime when it splits one off), in their order.
  const entries = [...shell.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  if (!entries.length || !fs.existsSync(path.join(webDist, 'boot.js'))) return undefined;
  const preloads = [...shell.matchAll(MODULE_PRELOAD)]
    .map((match) => match[1])
    .filter((file) => !entries.includes(file));
  const inlinedStyles = new Set<string>();
  const inlined = shell
    .replace(STYLESHEET_LINK, (link: string, file: string) => {
      const fullPath = path.join(webDist, file);
      if (!fs.existsSync(fullPath)) {
        missing = true;
        return link;
      }
      // A stylesheet the entry and the route both name is sent once.
      if (inlinedStyles.has(file)) return '';
      inlinedStyles.add(file);
      // `</style` can't appear in a stylesheet the build wrote; guarded all the same.
      const css = fs.readFileSync(fullPath, 'utf8').replaceAll('</style', '<\\/style');
      return `<style>${css}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
    })
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, '')
    .replace(
      '</head>',
      `  <script defer src="/boot.js" data-entry="${entries.join(' ')}" data-preloads="${preloads.join(' ')}"` +
        `${options.holdBack ? ' data-hold-back' : ''}></script>\n  </head>`,
    )
    .replace(/\n\s*\n/g, '\n');
  return missing ? undefined : inlined;
}

/** The shell with the rendered screen in #root and its state after it. */
export function fillShell(shell: string, page: { html: string; stateScript: string; language: string }): string {
  const language = /^[a-z]{2}$/.test(page.language) ? page.language : 'pt';
  return shell
    .replace(/<html lang="[a-z]+">/, `<html lang="${language}" data-mantine-color-scheme="light">`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>\n    ${page.stateScript}`);
}

export interface PageRenderer {
  /**
   * The HTML for this request with the screen rendered in it, or undefined for the plain shell. Called for the
   * first screens only (those with a shell of their own, route-preloads.ts).
   */
  render(request: FastifyRequest, route: string): Promise<string | undefined>;
}

/**
 * Renders /login and /main on the server (decision 079). The web build's server entry (apps/web/dist-ssr) is
 * loaded the first time one of them is asked for, not at start (decision 062: a process holds only what its
 * requests need). The API is called in the same process (`inject`), with the token the page's session cookie
 * holds: the same route, checks and answer as the browser's call. Any failure gives the plain shell, which the
 * browser renders as before.
 */
export function createPageRenderer(
  app: FastifyInstance,
  options: { webDist: string; ssrDist: string; shells: Map<string, string> },
  log: FastifyBaseLogger,
): PageRenderer {
  const entryFile = path.join(options.ssrDist, 'entry-server.mjs');
  // Built on first use, per route, as the entry is.
  const renderedShells = new Map<string, string | undefined>();
  const renderedShell = (route: string) => {
    if (!renderedShells.has(route)) {
      const shell = options.shells.get(route);
      const holdBack = route === '/login';
      renderedShells.set(route, shell ? renderedShellOf(shell, options.webDist, { holdBack }) : undefined);
    }
    return renderedShells.get(route);
  };
  let entry: Promise<ServerEntry | undefined> | undefined;
  const loadEntry = () => {
    entry ??= fs.existsSync(entryFile)
      ? (import(pathToFileURL(entryFile).href) as Promise<ServerEntry>).catch((error: unknown) => {
          log.error({ err: error }, 'the web app could not be loaded for server rendering');
          return undefined;
        })
      : Promise.resolve(undefined);
    return entry;
  };

  return {
    async render(request, route) {
      const url = request.url;
      const shell = renderedShell(route);
      if (!shell) return undefined;
      const loaded = await loadEntry();
      if (!loaded) return undefined;
      const cookies = parseCookies(request.headers.cookie);
      try {
        const page = await loaded.render({
          url,
          cookies,
          fetchApi: async (apiPath, body, caller) => {
            const response = await app.inject({
              method: body === undefined ? 'GET' : 'POST',
              url: `/api/v1${apiPath}`,
              headers: {
                language: caller.language,
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
                ...(caller.token ? { 'x-access-token': `Bearer ${caller.token}` } : {}),
              },
              ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            });
            const envelope = response.json<{ data?: unknown }>();
            return { status: response.statusCode, data: envelope.data };
          },
        });
        return page ? fillShell(shell, page) : undefined;
      } catch (error) {
        log.warn({ err: error, url: url.split('?')[0] }, 'server rendering failed: the plain shell is sent');
        return undefined;
      }
    },
  };
}
