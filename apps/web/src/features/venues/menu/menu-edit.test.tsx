import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VenueDetails } from '@noite/shared';
import { jsonBody, renderApp } from '../../../test/render.tsx';
import { mockVenueApi, testVenue } from '../test-venue.ts';

afterEach(() => vi.restoreAllMocks());

/** The venue as `details` answers it to its owner: with the owner-only fields. */
const ownersVenue = (overrides: Partial<VenueDetails> = {}) => testVenue({ owner: 'u-owner', ...overrides });

describe("the owner's menu tab", () => {
  it('shows every category, marks the inactive ones, and saves the Cardápio toggles', async () => {
    const fetch = mockVenueApi(ownersVenue(), (path, body) => {
      if (path !== '/establishment/edit-menu') return undefined;
      const states = (body as { menu: { _id: string; isActive: boolean }[] }).menu;
      const menu = ownersVenue().menu.map((category) => ({
        ...category,
        isActive: states.find((state) => state._id === category._id)?.isActive ?? category.isActive,
      }));
      return { message: 'Cardápio atualizado com sucesso.', data: menu };
    });
    const { user } = renderApp('/establishment-detail?id=v1&tab=menu', { language: 'pt', session: { type: 'owner' } });
    const tiles = await screen.findByRole('list', { name: 'Cardápio' });
    const links = within(tiles).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Drinques2 itens',
      'CervejasNenhum item ainda',
      'Vinhos1 itemInativa',
      'Sobremesas1 item',
    ]);

    await user.click(screen.getByRole('button', { name: 'Editar cardápio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cardápio' });
    const wines = within(dialog).getByRole('button', { name: /^Vinhos/ });
    expect(wines).toHaveAttribute('aria-pressed', 'false');
    await user.click(wines);
    expect(wines).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: /^Drinques/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/establishment/edit-menu'))!;
    expect(jsonBody(call)).toEqual({
      establishmentId: 'v1',
      menu: [
        { _id: 'm1', isActive: false },
        { _id: 'm2', isActive: true },
        { _id: 'm3', isActive: true },
        { _id: 'm4', isActive: true },
      ],
    });
    // The cached venue follows: Wines is no longer marked, Drinks is.
    const after = within(screen.getByRole('list', { name: 'Cardápio' })).getAllByRole('link');
    expect(after.map((link) => link.textContent)).toEqual([
      'Drinques2 itensInativa',
      'CervejasNenhum item ainda',
      'Vinhos1 item',
      'Sobremesas1 item',
    ]);
  });

  it('is the plain menu for visitors', async () => {
    mockVenueApi(testVenue());
    renderApp('/establishment-detail?id=v1&tab=menu', { language: 'en', session: { type: 'user' } });
    await screen.findByRole('list', { name: 'Menu' });
    expect(screen.queryByRole('button', { name: 'Edit menu' })).not.toBeInTheDocument();
  });
});

describe('the edit-items modal', () => {
  it('adds on Enter, ignores empty, removes, and saves what is still typed', async () => {
    const fetch = mockVenueApi(ownersVenue(), (path, body) => {
      if (path !== '/establishment/edit-items') return undefined;
      const { items } = body as { items: string[] };
      return { message: 'Menu items updated successfully.', data: { ...ownersVenue().menu[2]!, items } };
    });
    const { user } = renderApp('/menu-details?id=v1&menu=m3', { language: 'en', session: { type: 'owner' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wines' })).toBeInTheDocument();
    expect(screen.getByText(/This category is inactive/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Items of Wines' });
    const field = within(dialog).getByRole('textbox', { name: 'New item' });

    await user.type(field, ' ');
    expect(field).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await user.type(field, 'Cabernet{Enter}');
    await user.type(field, 'malbec{Enter}');
    expect(within(dialog).getByText('This item is already on the list.')).toBeInTheDocument();
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Malbec' }));
    await user.type(field, 'Rosé');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/establishment/edit-items'))!;
    expect(jsonBody(call)).toEqual({ establishmentId: 'v1', menuId: 'm3', items: ['Cabernet', 'Rosé'] });
    const items = screen.getByRole('list', { name: 'Items of Wines' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cabernet', 'Rosé']);
  });

  it('keeps the list and the typed text when the save fails, with the message under the item', async () => {
    mockVenueApi(ownersVenue(), (path) =>
      path === '/establishment/edit-items'
        ? {
            status: 400,
            message: 'Some fields are invalid.',
            data: { errors: [{ field: 'items.1', message: 'An item must be at most 40 characters long.' }] },
          }
        : undefined,
    );
    const { user } = renderApp('/menu-details?id=v1&menu=m1', { language: 'en', session: { type: 'owner' } });
    await user.click(await screen.findByRole('button', { name: 'Edit items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Items of Drinks' });
    await user.type(within(dialog).getByRole('textbox', { name: 'New item' }), 'Negroni');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An item must be at most 40 characters long.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'New item' })).toHaveValue('Negroni');
    expect(
      within(within(dialog).getByRole('list', { name: 'Items' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Caipirinha', 'MojitoAn item must be at most 40 characters long.']);
  });
});
