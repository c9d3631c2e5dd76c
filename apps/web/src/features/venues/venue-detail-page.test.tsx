import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectPath, renderApp } from '../../test/render.tsx';
import { clearKnownLocation, setKnownPosition } from '../../lib/location-store.ts';
import { callsTo, mockVenueApi, testVenue } from './test-venue.ts';

afterEach(() => {
  vi.restoreAllMocks();
  clearKnownLocation();
});

const open = (path = '/establishment-detail?id=v1', language: 'pt' | 'en' = 'pt', type: 'user' | 'owner' = 'user') =>
  renderApp(path, { language, session: { type } });

describe('venue page: finding the venue', () => {
  it('goes back to /main without an id', async () => {
    mockVenueApi();
    const { router } = open('/establishment-detail');
    await expectPath(router, '/main');
  });

  it('takes the id from the navigation state and writes it to the URL', async () => {
    const fetch = mockVenueApi();
    const { router } = renderApp('/main', { language: 'pt', session: { type: 'user' } });
    await router.navigate('/favorite-establishment-detail', { state: { establishmentId: 'v1', page: 'fav' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bar da Lua' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?id=v1'));
    expect(router.state.location.state).toEqual({ establishmentId: 'v1', page: 'fav' });
    expect(callsTo(fetch, '/establishment/details')).toContainEqual({ establishmentId: 'v1' });
  });

  it('shows "no establishment found" for an unknown or inactive venue', async () => {
    mockVenueApi();
    open('/establishment-detail?id=nope', 'en');
    expect(await screen.findByRole('heading', { name: 'No establishment found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/main');
  });

  it('asks with the known device position and shows the distance with 2 decimals', async () => {
    setKnownPosition({ latitude: -23.55, longitude: -46.63 });
    const fetch = mockVenueApi(testVenue({ distance: 2.8556 }));
    open('/establishment-detail?id=v1', 'pt');
    expect(await screen.findByText('a 2,86 km')).toBeInTheDocument();
    expect(callsTo(fetch, '/establishment/details')).toEqual([
      { establishmentId: 'v1', latitude: -23.55, longitude: -46.63 },
    ]);
  });

  it('asks again when the position becomes known, keeping the venue on screen', async () => {
    const fetch = mockVenueApi(testVenue(), (path, body) =>
      path === '/establishment/details' && (body as { latitude?: number }).latitude !== undefined
        ? { data: testVenue({ distance: 1.5 }) }
        : undefined,
    );
    open('/establishment-detail?id=v1', 'en');
    await screen.findByRole('heading', { level: 1, name: 'Bar da Lua' });
    expect(screen.queryByText(/km away/)).not.toBeInTheDocument();
    act(() => setKnownPosition({ latitude: -23.5, longitude: -46.6 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Bar da Lua' })).toBeInTheDocument();
    expect(await screen.findByText('1.50 km away')).toBeInTheDocument();
    expect(callsTo(fetch, '/establishment/details')).toEqual([
      { establishmentId: 'v1' },
      { establishmentId: 'v1', latitude: -23.5, longitude: -46.6 },
    ]);
  });

  it('leaves the distance out when the position is not known', async () => {
    const fetch = mockVenueApi();
    open('/establishment-detail?id=v1', 'en');
    await screen.findByRole('heading', { level: 1, name: 'Bar da Lua' });
    expect(screen.queryByText(/km away/)).not.toBeInTheDocument();
    expect(callsTo(fetch, '/establishment/details')).toEqual([{ establishmentId: 'v1' }]);
  });
});

describe('venue page: header', () => {
  it('shows the logo, name and address, and opens the gallery with every banner', async () => {
    mockVenueApi();
    const { user } = open('/establishment-detail?id=v1', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bar da Lua' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo of Bar da Lua' })).toBeInTheDocument();
    expect(screen.getByText('Rua Augusta, 100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See all photos (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Bar da Lua' });
    const photos = within(dialog).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual([
      '/uploads/banners/lua-1.webp',
      '/uploads/banners/lua-2.webp',
    ]);
    expect(photos[1]).toHaveAccessibleName('Photo 2 of 2: Bar da Lua');
    expect(within(dialog).getByRole('button', { name: 'Previous photo' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next photo' })).toBeInTheDocument();
  });

  it('shows the wifi and copies its password', async () => {
    mockVenueApi();
    const { user } = open('/establishment-detail?id=v1', 'pt');
    await user.click(await screen.findByRole('button', { name: 'Wi-Fi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wi-Fi' });
    expect(dialog).toHaveTextContent('Lua_Clientes');
    expect(dialog).toHaveTextContent('Rede dos clientes.');
    expect(dialog).toHaveTextContent('lua12345');
    await user.click(within(dialog).getByRole('button', { name: 'Copiar senha' }));
    expect(await within(dialog).findByRole('button', { name: 'Copiada' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('A senha do Wi-Fi está na sua área de transferência.');
    expect(await navigator.clipboard.readText()).toBe('lua12345');
  });

  it('says when there is no wifi information', async () => {
    mockVenueApi(testVenue({ wifi: null }));
    const { user } = open('/establishment-detail?id=v1', 'en');
    await user.click(await screen.findByRole('button', { name: 'Wi-Fi' }));
    expect(await screen.findByRole('dialog', { name: 'Wi-Fi' })).toHaveTextContent('No information found');
  });

  it('lists the payment methods read-only: card and voucher brands, Pix and PicPay', async () => {
    mockVenueApi(testVenue({ meals: ['alelo', 'vrAlimentações'] }));
    const { user } = open('/establishment-detail?id=v1', 'pt');
    await user.click(await screen.findByRole('button', { name: 'Pagamentos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Formas de pagamento' });
    const items = (name: string) =>
      within(within(dialog).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items('Cartões de crédito')).toEqual(['VISA', 'Mastercard', 'elo']);
    expect(items('Cartões de débito')).toEqual(['Maestro']);
    expect(items('Vale-refeição e alimentação')).toEqual(['Alelo', 'VR Alimentação']);
    const others = within(dialog).getAllByRole('listitem').slice(-2);
    expect(others[0]).toHaveTextContent('PixAceito');
    expect(others[1]).toHaveTextContent('PicPayNão aceito');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says "none accepted" for an empty group and "no information found" without any method (en)', async () => {
    mockVenueApi(testVenue({ creditCards: [], debitCards: [], meals: [], pix: false, picPay: false }));
    const { user } = open('/establishment-detail?id=v1', 'en');
    await user.click(await screen.findByRole('button', { name: 'Payments' }));
    expect(await screen.findByRole('dialog', { name: 'Payment methods' })).toHaveTextContent('No information found');
  });

  it('links directions to Google Maps with the coordinates, in a new tab', async () => {
    mockVenueApi();
    open('/establishment-detail?id=v1', 'en');
    const directions = await screen.findByRole('link', { name: /^Directions/ });
    expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=-23.5561,-46.6623');
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions.getAttribute('rel')).toContain('noopener');
  });

  it('favourites at once and removes after the confirm dialog naming the venue', async () => {
    const fetch = mockVenueApi();
    const { user } = open('/establishment-detail?id=v1', 'pt');
    const heart = await screen.findByRole('button', { name: 'Favorito' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(callsTo(fetch, '/user/establishment-like')).toEqual([{ establishmentId: 'v1', like: true }]);

    await user.click(heart);
    const dialog = await screen.findByRole('dialog', { name: 'Remover favorito' });
    expect(dialog).toHaveTextContent('Bar da Lua');
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(fetch, '/user/establishment-like')).toHaveLength(1);

    await user.click(heart);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(callsTo(fetch, '/user/establishment-like')).toEqual([
      { establishmentId: 'v1', like: true },
      { establishmentId: 'v1', like: false },
    ]);
  });

  it('puts the heart back when the like fails', async () => {
    mockVenueApi(testVenue(), (path) =>
      path === '/user/establishment-like' ? { status: 400, message: 'Could not like.' } : undefined,
    );
    const { user } = open('/establishment-detail?id=v1', 'en');
    const heart = await screen.findByRole('button', { name: 'Favourite' });
    await user.click(heart);
    expect(await screen.findByText('Could not like.')).toBeInTheDocument();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  });

  it('gives owners no heart and no directions', async () => {
    mockVenueApi();
    open('/establishment-detail?id=v1', 'en', 'owner');
    await screen.findByRole('heading', { level: 1, name: 'Bar da Lua' });
    expect(screen.getByRole('button', { name: 'Wi-Fi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Favourite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Directions/ })).not.toBeInTheDocument();
  });
});

describe('venue page: tabs', () => {
  it('opens on the detail tab, shows no list tab to visitors, and keeps the tab in the URL', async () => {
    mockVenueApi();
    const { user, router } = open('/establishment-detail?id=v1', 'pt');
    const tabs = await screen.findByRole('tablist', { name: 'Seções do estabelecimento' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Eventos', 'Cardápio', 'Sobre']);
    expect(within(tabs).getByRole('tab', { name: 'Eventos' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: 'Sobre' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=v1&tab=about'));
    expect(await screen.findByRole('heading', { name: 'Sobre o estabelecimento' })).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Eventos' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=v1'));
  });

  it('shows the about text, WhatsApp and phone links, Instagram in a new tab and N/A for Facebook', async () => {
    mockVenueApi();
    open('/establishment-detail?id=v1&tab=about', 'pt');
    expect(await screen.findByText('Bar com música ao vivo.')).toBeInTheDocument();
    const whatsapp = screen.getByRole('link', { name: /^\(11\) 98765-4321/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5511987654321');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Telefone · WhatsApp')).toBeInTheDocument();
    const phone = screen.getByRole('link', { name: '(11) 3234-5678' });
    expect(phone).toHaveAttribute('href', 'tel:+551132345678');
    const instagram = screen.getByRole('link', { name: /^@barlua/ });
    expect(instagram).toHaveAttribute('href', 'https://instagram.com/barlua');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    const facebook = screen.getByText('Facebook').closest('li');
    expect(facebook).toHaveTextContent('FacebookN/A');
  });

  it('shows N/A for every missing about field (en)', async () => {
    mockVenueApi(
      testVenue({
        about: {
          text: null,
          phone1: null,
          phone2: null,
          isPhone1: false,
          isPhone2: false,
          instagram: null,
          facebook: null,
        },
      }),
    );
    open('/establishment-detail?id=v1&tab=about', 'en');
    await screen.findByRole('heading', { name: 'About the establishment' });
    expect(screen.getAllByText('N/A')).toHaveLength(5);
    expect(screen.queryByRole('link', { name: /wa\.me|@/ })).not.toBeInTheDocument();
  });

  it('/about shows the about content on its own page with a way back', async () => {
    mockVenueApi();
    open('/about?id=v1', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(screen.getByText('Bar com música ao vivo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Bar da Lua' })).toHaveAttribute(
      'href',
      '/establishment-detail?id=v1&tab=about',
    );
  });
});
