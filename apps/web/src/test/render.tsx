import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type Location } from 'react-router';
import { expect, vi, type MockInstance } from 'vitest';
import type { Language, Role } from '@noite/shared';
import { Providers } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { routes } from '../app/routes.tsx';
import { saveSession } from '../lib/auth-storage.ts';
import { i18n, initI18n } from '../lib/i18n.ts';

export interface RenderAppOptions {
  language?: Language;
  /** Signs a user in before rendering. */
  session?: { type: Role; name?: string | null; image?: string | null; remember?: boolean };
}

/** Renders the real app (providers, routes, guards, lazy pages) at a path (with navigation state), in a memory router. */
export function renderApp(path: string | Partial<Location>, { language = 'pt', session }: RenderAppOptions = {}) {
  initI18n(language);
  if (session) {
    saveSession(
      {
        token: 'test-token',
        type: session.type,
        name: session.name === undefined ? 'Ana Souza' : session.name,
        image: session.image ?? null,
      },
      session.remember ?? true,
    );
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <Providers env="test" queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, user, t: i18n.getFixedT(language), ts: i18n.getFixedT(language, 'shared') };
}

export interface FakeResponse {
  status?: number;
  message?: string;
  data?: unknown;
}

type Handler = (url: string, init: RequestInit | undefined) => FakeResponse | Promise<FakeResponse>;

/** Replaces fetch: answers each call with the envelope the handler returns (200 and null data by default). */
export function mockFetch(handler: Handler = () => ({})): MockInstance<typeof fetch> {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { status = 200, message = 'OK', data = null } = await handler(url, init);
    return new Response(JSON.stringify({ status, message, data }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The JSON body a fetch call sent. */
export function jsonBody(call: Parameters<typeof fetch>): unknown {
  const body = call[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

export function headersOf(call: Parameters<typeof fetch>): Record<string, string> {
  return (call[1]?.headers ?? {}) as Record<string, string>;
}

/** Waits until the router shows the path. */
export async function expectPath(router: { state: { location: { pathname: string } } }, pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

/** Sets an input's whole value at once (one change event): much faster than typing it key by key. */
export function fill(element: HTMLElement, value: string): void {
  fireEvent.change(element, { target: { value } });
}

export { screen };
