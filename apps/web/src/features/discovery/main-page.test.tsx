import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_POSITION, LIMITS } from '@noite/shared';
import { expectPath, fill, renderApp } from '../../test/render.tsx';
import {
  bodiesOf,
  deferred,
  mockGeolocation,
  mockVenueApi,
  resetGeo,
  venue,
  VENUES,
  type ApiHandlers,
} from './test-helpers.ts';

const DEVICE = { latitude: -23.5614, longitude: -46.6559 };

beforeEach(() => resetGeo());
afterEach(() => {
  resetGeo();
  vi.restoreAllMocks();
});

function renderMain(handlers: ApiHandlers = {}, language: 'pt' | 'en' = 'pt', path = '/main') {
  const fetch = mockVenueApi(handlers);
  const view = renderApp(path, { language, session: { type: 'user' } });
  return { ...view, fetch };
}

const homeBodies = (fetch: ReturnType<typeof mockVenueApi>) => bodiesOf(fetch, '/user/home');

describe('/main for visitors: position', () => {
  it('loads with the default position, then with the device position, which it saves and shows in the header', async () => {
    mockGeolocation(DEVICE);
    const { fetch } = renderMain();
    expect(await screen.findByRole('heading', { level: 2, name: 'Bar do Zé' })).toBeInTheDocument();
    await waitFor(() => expect(homeBodies(fetch).length).toBeGreaterThanOrEqual(2));
    const [first, ...later] = homeBodies(fetch);
    expect(first).toEqual({
      latitude: DEFAULT_POSITION.latitude,
      longitude: DEFAULT_POSITION.longitude,
      search: '',
      establishmentType: [],
      musicStyle: [],
      isFavourite: false,
      isFree: false,
      isLive: false,
      offset: 0,
      limit: LIMITS.homeLimit,
    });
    expect(later.at(-1)).toMatchObject(DEVICE);
    await waitFor(() => expect(bodiesOf(fetch, '/user/set-location')).toEqual([DEVICE]));
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/v1/geo/reverse?lat=-23.5614&lng=-46.6559')).toBe(
      true,
    );
    expect(await within(screen.getByRole('banner')).findByText('Bela Vista, São Paulo - SP')).toBeInTheDocument();
    expect(screen.queryByTestId('distance-origin')).toBeNull();
  });

  it('warns "check your location permissions" and keeps the default list when geolocation is refused', async () => {
    mockGeolocation('denied');
    const { fetch, ts } = renderMain();
    expect(await screen.findByText(ts('api.locationFailed'))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Bar do Zé' })).toBeInTheDocument();
    expect(homeBodies(fetch).every((body) => body.latitude === DEFAULT_POSITION.latitude)).toBe(true);
    expect(bodiesOf(fetch, '/user/set-location')).toEqual([]);
    // Distances come from the default place, and both the header and the list name it (issue 11).
    expect(screen.getByRole('banner')).toHaveTextContent('Praça da Sé, São Paulo (padrão)');
    expect(screen.getByTestId('distance-origin')).toHaveTextContent(/^Distâncias a partir da Praça da Sé, São Paulo/);
  });

  it('warns when the reverse geocode fails, keeping the device position', async () => {
    mockGeolocation(DEVICE);
    const { fetch, ts } = renderMain({
      reverse: () => ({ status: 400, message: 'Please check you location permissions.' }),
    });
    expect(await screen.findByText(ts('api.locationFailed'))).toBeInTheDocument();
    await waitFor(() => expect(homeBodies(fetch).at(-1)).toMatchObject(DEVICE));
  });
});

describe('/main for visitors: cards', () => {
  it('shows name, address, translated types joined by " / " and the distance with a decimal comma (pt)', async () => {
    mockGeolocation('pending');
    renderMain();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Bar do Zé' })).closest('article')!;
    expect(card).toHaveTextContent('Rua Augusta, 100');
    expect(card).toHaveTextContent('Bar / Gastronomia');
    expect(card).toHaveTextContent('1,23 km');
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/uploads/banners/a.webp');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(image).toHaveAttribute('decoding', 'async');
    // The first card's image is the screen's largest paint: fetched first (issue 11).
    expect(image).toHaveAttribute('fetchpriority', 'high');
    const other = screen.getByRole('heading', { level: 2, name: 'São Jazz Club' }).closest('article')!;
    expect(other.querySelector('img')).toBeNull();
    expect(other).toHaveTextContent('Balada');
    expect(other).toHaveTextContent('12,50 km');
    expect(screen.getByText('2 estabelecimentos')).toBeInTheDocument();
  });

  it('uses a decimal point in English', async () => {
    mockGeolocation('pending');
    renderMain({}, 'en');
    const card = (await screen.findByRole('heading', { level: 2, name: 'São Jazz Club' })).closest('article')!;
    expect(card).toHaveTextContent('Club');
    expect(card).toHaveTextContent('12.50 km');
  });

  it('opens the favourite establishment detail with the id and page "fav"', async () => {
    mockGeolocation('pending');
    const { user, router } = renderMain();
    await user.click(await screen.findByRole('link', { name: 'Bar do Zé' }));
    await expectPath(router, '/favorite-establishment-detail');
    expect(router.state.location.state).toEqual({ establishmentId: 'v1', page: 'fav' });
    expect(router.state.location.search).toBe('?id=v1');
  });

  it('shows "no data found" for an empty answer', async () => {
    mockGeolocation('pending');
    renderMain({ home: () => ({ data: { items: [], total: 0 } }) });
    expect(await screen.findByText('Nenhum dado encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a spinner while the first answer loads', async () => {
    mockGeolocation('pending');
    const answer = deferred<{ data: unknown }>();
    renderMain({ home: () => answer.promise });
    expect(await screen.findByText('Carregando estabelecimentos')).toBeInTheDocument();
    answer.resolve({ data: { items: VENUES, total: 2 } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bar do Zé' })).toBeInTheDocument();
    expect(screen.queryByText('Carregando estabelecimentos')).not.toBeInTheDocument();
  });

  it('renders only the cards near the viewport of a 1000-venue list', async () => {
    mockGeolocation('pending');
    const many = Array.from({ length: 1000 }, (_, index) => venue(index));
    renderMain({ home: () => ({ data: { items: many, total: many.length } }) });
    const list = await screen.findByRole('list', { name: 'Perto de você' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(40);
    expect(items[0]).toHaveAttribute('aria-setsize', '1000');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(screen.getByText('1000 estabelecimentos')).toBeInTheDocument();
  });
});

describe('/main for visitors: search', () => {
  it('refuses a leading space and searches only on submit or the search button', async () => {
    mockGeolocation('pending');
    const { fetch, user } = renderMain();
    const search = await screen.findByRole('searchbox', { name: 'Buscar estabelecimentos' });
    await screen.findByRole('heading', { level: 2, name: 'Bar do Zé' });
    const before = homeBodies(fetch).length;

    await user.type(search, ' sao');
    expect(search).toHaveValue('sao');
    expect(homeBodies(fetch)).toHaveLength(before);

    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(homeBodies(fetch).at(-1)).toMatchObject({ search: 'sao' }));

    await user.type(search, ' paulo{Enter}');
    await waitFor(() => expect(homeBodies(fetch).at(-1)).toMatchObject({ search: 'sao paulo' }));
  });

  it('reloads at once when characters are removed or the box is cleared', async () => {
    mockGeolocation('pending');
    const { fetch, user, router } = renderMain({}, 'pt', '/main?q=forro');
    const search = await screen.findByRole('searchbox', { name: 'Buscar estabelecimentos' });
    expect(search).toHaveValue('forro');
    await waitFor(() => expect(homeBodies(fetch).at(-1)).toMatchObject({ search: 'forro' }));

    await user.type(search, '{Backspace}');
    await waitFor(() => expect(homeBodies(fetch).at(-1)).toMatchObject({ search: 'forr' }));
    expect(router.state.location.search).toBe('?q=forr');

    fill(search, '');
    await waitFor(() => expect(homeBodies(fetch).at(-1)).toMatchObject({ search: '' }));
    expect(router.state.location.search).toBe('');
  });
});

describe('/main for visitors: filters', () => {
  it('Apply sends the chosen filters and closes the popover; Clean resets them', async () => {
    mockGeolocation('pending');
    const { fetch, user, router } = renderMain();
    await screen.findByRole('heading', { level: 2, name: 'Bar do Zé' });

    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Bar' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Balada' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Samba' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Entrada grátis' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Música ao vivo' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Somente favoritos' }));
    const before = homeBodies(fetch).length;
    expect(homeBodies(fetch)).toHaveLength(before);

    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filtros' })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(homeBodies(fetch).at(-1)).toMatchObject({
        establishmentType: ['bar', 'club'],
        musicStyle: ['Samba'],
        isFree: true,
        isLive: true,
        isFavourite: true,
        search: '',
      }),
    );
    expect(router.state.location.search).toBe('?type=bar&type=club&music=Samba&fav=1&free=1&live=1');
    expect(screen.getByRole('button', { name: 'Filtros (6 ativos)' })).toBeInTheDocument();
  });

  it('Clean resets every filter and reloads without them', async () => {
    mockGeolocation('pending');
    const { fetch, user, router } = renderMain({}, 'pt', '/main?q=bar&type=bar&music=Samba&free=1');
    await screen.findByRole('heading', { level: 2, name: 'Bar do Zé' });
    expect(homeBodies(fetch)[0]).toMatchObject({
      search: 'bar',
      establishmentType: ['bar'],
      musicStyle: ['Samba'],
      isFree: true,
    });

    await user.click(screen.getByRole('button', { name: 'Filtros (3 ativos)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros (3 ativos)' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Bar' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Samba' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Entrada grátis' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Limpar' }));

    await waitFor(() =>
      expect(homeBodies(fetch).at(-1)).toMatchObject({
        search: 'bar',
        establishmentType: [],
        musicStyle: [],
        isFree: false,
        isLive: false,
        isFavourite: false,
      }),
    );
    expect(router.state.location.search).toBe('?q=bar');
    const cleaned = screen.getByRole('dialog');
    expect(within(cleaned).getByRole('checkbox', { name: 'Bar' })).not.toBeChecked();
    expect(within(cleaned).getByRole('checkbox', { name: 'Samba' })).not.toBeChecked();
    expect(within(cleaned).getByRole('switch', { name: 'Entrada grátis' })).not.toBeChecked();
  });

  it('fetches the chosen filters’ list before Apply, so Apply shows it without waiting or fetching again (issue 11)', async () => {
    mockGeolocation('pending');
    const pubs = [venue(7, { name: 'Pub do Centro', establishmentType: ['pub'] })];
    // After the prefetch, the network stalls: Apply must show the cards from what was fetched ahead.
    const stalled = deferred<{ data: unknown }>();
    let pubAnswers = 0;
    const { fetch, user } = renderMain({
      home: (body) => {
        if (!body.establishmentType?.includes('pub')) return { data: { items: VENUES, total: VENUES.length } };
        pubAnswers += 1;
        return pubAnswers === 1 ? { data: { items: pubs, total: 1 } } : stalled.promise;
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Bar do Zé' });
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Pub' }));
    await waitFor(() => expect(homeBodies(fetch).at(-1)).toMatchObject({ establishmentType: ['pub'] }));

    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pub do Centro' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Bar do Zé' })).not.toBeInTheDocument();
    // Fetched seconds ago: shown as it is, not fetched a second time as the cards paint.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pubAnswers).toBe(1);
    stalled.resolve({ data: { items: pubs, total: 1 } });
  });

  it('opens a panel that is already rendered, starting from the applied filters after a dismissal (issue 11)', async () => {
    mockGeolocation('pending');
    const { user, router } = renderMain({}, 'pt', '/main?type=bar');
    await screen.findByRole('heading', { level: 2, name: 'Bar do Zé' });
    // Rendered, hidden (inert, out of the accessibility tree), before any tap: the tap only shows it.
    const pub = await screen.findByRole('checkbox', { name: 'Pub', hidden: true });
    expect(pub.closest('[role="dialog"]')).toHaveAttribute('inert');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const button = screen.getByRole('button', { name: 'Filtros (1 ativo)' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Filtros (1 ativo)' });
    // The focus is on the first chip as the dropdown shows (the tap's own task), and back on the button after.
    expect(within(dialog).getByRole('checkbox', { name: 'Bar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pub' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bar' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(router.state.location.search).toBe('?type=bar');

    await user.click(screen.getByRole('button', { name: 'Filtros (1 ativo)' }));
    const reopened = await screen.findByRole('dialog', { name: 'Filtros (1 ativo)' });
    expect(within(reopened).getByRole('checkbox', { name: 'Bar' })).toBeChecked();
    expect(within(reopened).getByRole('checkbox', { name: 'Pub' })).not.toBeChecked();
  });

  it('keeps the search when filters are applied', async () => {
    mockGeolocation('pending');
    const { fetch, user } = renderMain({}, 'en', '/main?q=jazz');
    expect(await screen.findByRole('searchbox', { name: 'Search establishments' })).toHaveValue('jazz');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Electronic' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(homeBodies(fetch).at(-1)).toMatchObject({ search: 'jazz', musicStyle: ['Eletrônica'] }));
  });
});

describe('/main for visitors: favourites', () => {
  it('likes at once, before the answer, and says so', async () => {
    mockGeolocation('pending');
    const answer = deferred<{ message: string; data: unknown }>();
    const { fetch, user } = renderMain({ like: () => answer.promise });
    await user.click(await screen.findByRole('button', { name: 'Adicionar Bar do Zé aos favoritos' }));
    expect(screen.getByRole('button', { name: 'Remover Bar do Zé dos favoritos' })).toBeInTheDocument();
    expect(bodiesOf(fetch, '/user/establishment-like')).toEqual([{ establishmentId: 'v1', like: true }]);
    answer.resolve({ message: 'Adicionado aos seus favoritos.', data: { isFavourite: true } });
    expect(await screen.findByText('Adicionado aos seus favoritos.')).toBeInTheDocument();
  });

  it('puts the heart back when the like fails', async () => {
    mockGeolocation('pending');
    const { user } = renderMain({ like: () => ({ status: 404, message: 'Not found.' }) });
    await user.click(await screen.findByRole('button', { name: 'Adicionar Bar do Zé aos favoritos' }));
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Adicionar Bar do Zé aos favoritos' })).toBeInTheDocument();
  });

  it('asks before removing, naming the venue: back keeps it, confirm removes it', async () => {
    mockGeolocation('pending');
    const { fetch, user } = renderMain();
    await user.click(await screen.findByRole('button', { name: 'Remover São Jazz Club dos favoritos' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remover favorito' });
    expect(dialog).toHaveTextContent('Deseja remover São Jazz Club dos seus favoritos?');
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(fetch, '/user/establishment-like')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Remover São Jazz Club dos favoritos' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remover São Jazz Club dos favoritos' }));
    dialog = await screen.findByRole('dialog', { name: 'Remover favorito' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('button', { name: 'Adicionar São Jazz Club aos favoritos' })).toBeInTheDocument();
    expect(bodiesOf(fetch, '/user/establishment-like')).toEqual([{ establishmentId: 'v2', like: false }]);
    expect(await screen.findByText('Removido dos seus favoritos.')).toBeInTheDocument();
  });
});

describe('/main for owners', () => {
  it('shows "my establishments" with their venues, no search, filters or hearts, and the support link', async () => {
    vi.stubEnv('VITE_SUPPORT_WHATSAPP', '55 11 91234-5678');
    mockGeolocation('pending');
    const fetch = mockVenueApi();
    const { user, router } = renderApp('/main', { language: 'en', session: { type: 'owner' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'My establishments' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Bar do Zé' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Filters/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
    const support = screen.getByRole('link', { name: /Talk to Noite support on WhatsApp/ });
    expect(support).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\d+$/));
    expect(support).toHaveAttribute('target', '_blank');
    expect(bodiesOf(fetch, '/user/home')[0]).toEqual({
      latitude: DEFAULT_POSITION.latitude,
      longitude: DEFAULT_POSITION.longitude,
      offset: 0,
      limit: LIMITS.homeLimit,
    });

    await user.click(screen.getByRole('link', { name: 'Bar do Zé' }));
    await expectPath(router, '/establishment-detail');
    expect(router.state.location.state).toEqual({ establishmentId: 'v1' });
  });
});
