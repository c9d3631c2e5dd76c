import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectPath, mockFetch, renderApp } from '../../test/render.tsx';

afterEach(() => vi.restoreAllMocks());

async function openMenu(user: ReturnType<typeof renderApp>['user'], label: string, navigationLabel: string) {
  await user.click(await screen.findByRole('button', { name: label }));
  return screen.findByRole('navigation', { name: navigationLabel });
}

const names = (nav: HTMLElement) => [...nav.querySelectorAll('a, button')].map((item) => item.textContent);

describe('shared layout', () => {
  it('sends a visitor without a token from a protected route to /login', async () => {
    const { router } = renderApp('/main');
    await expectPath(router, '/login');
  });

  it('greets the user by name, or N/A without one', async () => {
    mockFetch();
    renderApp('/main', { language: 'en', session: { type: 'user', name: 'Ana Souza' } });
    expect(await screen.findByRole('banner')).toHaveTextContent('Welcome, Ana Souza');
  });

  it('shows N/A when the stored name is missing (pt)', async () => {
    mockFetch();
    renderApp('/main', { language: 'pt', session: { type: 'user', name: null } });
    expect(await screen.findByRole('banner')).toHaveTextContent('Bem-vindo(a), N/A');
  });

  it("lists the visitor's menu and highlights favourites on the favourite detail", async () => {
    mockFetch();
    // A venue page opened from the favourites (without a venue in its state it would go back to /main).
    const { user } = renderApp(
      { pathname: '/favorite-establishment-detail', state: { establishmentId: 'venue-1', page: 'fav' } },
      { language: 'pt', session: { type: 'user' } },
    );
    const nav = await openMenu(user, 'Abrir menu', 'Navegação principal');
    expect(names(nav)).toEqual(['Início', 'Conta', 'Favoritos', 'Sobre nós', 'Termos de uso e serviço', 'Sair']);
    expect(within(nav).getByRole('link', { name: 'Favoritos' })).toHaveAttribute('aria-current', 'page');
  });

  it("lists the owner's menu without favourites", async () => {
    mockFetch();
    const { user } = renderApp('/main', { language: 'en', session: { type: 'owner' } });
    const nav = await openMenu(user, 'Open menu', 'Main navigation');
    expect(names(nav)).toEqual(['Establishments', 'Account', 'About us', 'Terms of use and service', 'Log out']);
    expect(await screen.findByRole('heading', { name: 'My establishments' })).toBeInTheDocument();
  });

  it('navigates from the menu and scrolls to the top', async () => {
    mockFetch();
    const { user, router } = renderApp('/main', { language: 'en', session: { type: 'user' } });
    const nav = await openMenu(user, 'Open menu', 'Main navigation');
    await user.click(within(nav).getByRole('link', { name: 'Favourites' }));
    await expectPath(router, '/favorite');
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('restores the highlight when logout is cancelled, and logs out on confirm', async () => {
    const fetch = mockFetch(() => ({ message: 'Signed out successfully.' }));
    const { user, router } = renderApp('/account', { language: 'en', session: { type: 'user' } });
    let nav = await openMenu(user, 'Open menu', 'Main navigation');
    await user.click(within(nav).getByRole('button', { name: 'Log out' }));
    let dialog = await screen.findByRole('dialog', { name: 'Log out' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log out' })).not.toBeInTheDocument());

    nav = await openMenu(user, 'Open menu', 'Main navigation');
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('data-active');
    expect(within(nav).getByRole('button', { name: 'Log out' })).not.toHaveAttribute('data-active');
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/user/log-out'))).toBe(false);

    await user.click(within(nav).getByRole('button', { name: 'Log out' }));
    dialog = await screen.findByRole('dialog', { name: 'Log out' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await expectPath(router, '/login');
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/user/log-out'))!;
    expect(call[0]).toBe('/api/v1/user/log-out');
    expect(call[1]?.method).toBe('GET');
    expect((call[1]?.headers as Record<string, string>)['x-access-token']).toBe('Bearer test-token');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('type')).toBeNull();
    expect(window.localStorage.getItem('name')).toBeNull();
  });

  it('ends an expired session: storage cleared, /login, "Session Expired"', async () => {
    mockFetch(() => ({ status: 401, message: 'Session Expired' }));
    const { router } = renderApp('/account', { language: 'en', session: { type: 'user' } });
    await expectPath(router, '/login');
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('lets the admin log out from /administrator after confirming', async () => {
    const fetch = mockFetch();
    const { user, router } = renderApp('/administrator', { language: 'pt', session: { type: 'admin' } });
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair' });
    await user.click(within(dialog).getByRole('button', { name: 'Sair' }));
    await expectPath(router, '/login');
    expect(fetch).toHaveBeenCalledWith('/api/v1/user/log-out', expect.objectContaining({ method: 'GET' }));
  });

  it('takes an owner from /accept-terms to /main', async () => {
    mockFetch();
    const { user, router } = renderApp('/accept-terms', { language: 'en', session: { type: 'owner' } });
    await user.click(await screen.findByRole('button', { name: 'I accept the terms' }));
    await expectPath(router, '/main');
  });
});
