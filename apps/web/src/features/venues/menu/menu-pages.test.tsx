import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectPath, renderApp } from '../../../test/render.tsx';
import { mockVenueApi, testVenue } from '../test-venue.ts';

afterEach(() => vi.restoreAllMocks());

describe('menu tab', () => {
  it('shows only active categories with items, by namePt in Portuguese, and opens /menu-details', async () => {
    mockVenueApi();
    const { user, router } = renderApp('/establishment-detail?id=v1&tab=menu', {
      language: 'pt',
      session: { type: 'user' },
    });
    const tiles = await screen.findByRole('list', { name: 'Cardápio' });
    const links = within(tiles).getAllByRole('link');
    // Beers has no items, Wines is inactive.
    expect(links.map((link) => link.textContent)).toEqual(['Drinques2 itens', 'Sobremesas1 item']);
    expect(links[0]).toHaveAttribute('href', '/menu-details?id=v1&menu=m1');

    await user.click(links[0]!);
    await expectPath(router, '/menu-details');
    expect(router.state.location.search).toBe('?id=v1&menu=m1');
    expect(router.state.location.state).toEqual({ establishmentId: 'v1', menuId: 'm1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Drinques' })).toBeInTheDocument();
    const items = screen.getByRole('list', { name: 'Itens de Drinques' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Caipirinha', 'Mojito']);
  });

  it('uses the English names in English', async () => {
    mockVenueApi();
    renderApp('/establishment-detail?id=v1&tab=menu', { language: 'en', session: { type: 'user' } });
    const tiles = await screen.findByRole('list', { name: 'Menu' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Drinks2 items', 'Desserts1 item']);
  });

  it('says "no menu found" when no active category has items', async () => {
    mockVenueApi(testVenue({ menu: testVenue().menu.map((category) => ({ ...category, isActive: false })) }));
    renderApp('/establishment-detail?id=v1&tab=menu', { language: 'pt', session: { type: 'user' } });
    expect(await screen.findByText('Nenhum cardápio encontrado')).toBeInTheDocument();
  });

  it('opens /favorite-menu-details from the favourites variant', async () => {
    mockVenueApi();
    const { user, router } = renderApp('/favorite-establishment-detail?id=v1&tab=menu', {
      language: 'en',
      session: { type: 'user' },
    });
    await user.click(await screen.findByRole('link', { name: /^Desserts/ }));
    await expectPath(router, '/favorite-menu-details');
    expect(router.state.location.state).toEqual({ establishmentId: 'v1', menuId: 'm4', page: 'fav' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Desserts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Bar da Lua' })).toHaveAttribute(
      'href',
      '/favorite-establishment-detail?id=v1&tab=menu',
    );
  });
});

describe('/menu-details', () => {
  it('says "no item found" for a category without items, with a way back to the venue', async () => {
    mockVenueApi(testVenue({ menu: [{ ...testVenue().menu[0]!, items: [] }] }));
    const { user, router } = renderApp('/menu-details?id=v1&menu=m1', { language: 'pt', session: { type: 'user' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Drinques' })).toBeInTheDocument();
    expect(screen.getByText('Nenhum item encontrado')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Voltar para Bar da Lua' }));
    await expectPath(router, '/establishment-detail');
    expect(router.state.location.search).toBe('?id=v1&tab=menu');
    expect(await screen.findByRole('tab', { name: 'Cardápio' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says "no menu found" for an unknown category, and goes to /main without a venue', async () => {
    mockVenueApi();
    renderApp('/menu-details?id=v1&menu=zzz', { language: 'en', session: { type: 'user' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'No menu found' })).toBeInTheDocument();
    const { router } = renderApp('/menu-details', { language: 'en', session: { type: 'user' } });
    await expectPath(router, '/main');
  });
});

describe('/menu and /favorite-menu', () => {
  it("shows the venue's menu tiles on their own page", async () => {
    mockVenueApi();
    renderApp('/favorite-menu?id=v1', { language: 'pt', session: { type: 'user' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cardápio' })).toBeInTheDocument();
    const tiles = screen.getByRole('list', { name: 'Cardápio' });
    expect(within(tiles).getAllByRole('link')[0]).toHaveAttribute('href', '/favorite-menu-details?id=v1&menu=m1');
  });
});
