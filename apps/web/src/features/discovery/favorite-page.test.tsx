import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectPath, renderApp } from '../../test/render.tsx';
import { bodiesOf, mockGeolocation, mockVenueApi, resetGeo, VENUES } from './test-helpers.ts';

beforeEach(() => resetGeo());
afterEach(() => {
  resetGeo();
  vi.restoreAllMocks();
});

const favourites = VENUES.map((venue) => ({ ...venue, isFavourite: true }));

describe('/favorite', () => {
  it('loads the favourites only and drops a removed one after the confirmation', async () => {
    mockGeolocation('pending');
    const fetch = mockVenueApi({ home: () => ({ data: { items: favourites, total: favourites.length } }) });
    const { user } = renderApp('/favorite', { language: 'pt', session: { type: 'user' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Favoritos' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Bar do Zé' })).toBeInTheDocument();
    expect(bodiesOf(fetch, '/user/home')[0]).toMatchObject({ isFavourite: true, search: '', establishmentType: [] });
    expect(screen.getByText('2 estabelecimentos')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remover Bar do Zé dos favoritos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover favorito' });
    expect(dialog).toHaveTextContent('Bar do Zé');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Bar do Zé' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'São Jazz Club' })).toBeInTheDocument();
    expect(screen.getByText('1 estabelecimento')).toBeInTheDocument();
    expect(bodiesOf(fetch, '/user/establishment-like')).toEqual([{ establishmentId: 'v1', like: false }]);
  });

  it('brings a removed favourite back when the call fails', async () => {
    mockGeolocation('pending');
    mockVenueApi({
      home: () => ({ data: { items: favourites, total: favourites.length } }),
      like: () => ({ status: 500, message: 'boom' }),
    });
    const { user } = renderApp('/favorite', { language: 'en', session: { type: 'user' } });
    await user.click(await screen.findByRole('button', { name: 'Remove Bar do Zé from favourites' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove favourite' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Bar do Zé' })).toBeInTheDocument();
  });

  it('shows "no data found" and a way back to the list when there are no favourites', async () => {
    mockGeolocation('pending');
    mockVenueApi({ home: () => ({ data: { items: [], total: 0 } }) });
    const { user, router } = renderApp('/favorite', { language: 'en', session: { type: 'user' } });
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Discover establishments' }));
    await expectPath(router, '/main');
  });

  it('opens a favourite on /favorite-establishment-detail and keeps the favourites entry highlighted', async () => {
    mockGeolocation('pending');
    mockVenueApi({ home: () => ({ data: { items: favourites, total: favourites.length } }) });
    const { user, router } = renderApp('/favorite', { language: 'en', session: { type: 'user' } });
    await user.click(await screen.findByRole('link', { name: 'São Jazz Club' }));
    await expectPath(router, '/favorite-establishment-detail');
    expect(router.state.location.state).toEqual({ establishmentId: 'v2', page: 'fav' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Favourites' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends owners to /main', async () => {
    mockGeolocation('pending');
    mockVenueApi();
    const { router } = renderApp('/favorite', { language: 'en', session: { type: 'owner' } });
    await expectPath(router, '/main');
  });

  it('likes from /main show up on /favorite (the lists are refreshed)', async () => {
    mockGeolocation('pending');
    let liked = false;
    const fetch = mockVenueApi({
      home: (body) => {
        const items = VENUES.map((venue) => (venue._id === 'v1' ? { ...venue, isFavourite: liked } : venue));
        const shown = body.isFavourite ? items.filter((venue) => venue.isFavourite) : items;
        return { data: { items: shown, total: shown.length } };
      },
      like: ({ like }) => {
        liked = like;
        return { message: 'Added to your favourites.', data: { isFavourite: like } };
      },
    });
    const { user } = renderApp('/favorite', { language: 'en', session: { type: 'user' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'São Jazz Club' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Bar do Zé' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Home' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Bar do Zé to favourites' }));
    await screen.findByRole('button', { name: 'Remove Bar do Zé from favourites' });
    await waitFor(() => expect(bodiesOf(fetch, '/user/establishment-like')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
        name: 'Favourites',
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Bar do Zé' })).toBeInTheDocument();
  });
});
