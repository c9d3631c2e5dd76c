import type { VenueDetails, VenueEvent } from '@noite/shared';
import { jsonBody, mockFetch, type FakeResponse } from '../../test/render.tsx';

/** An event of the test week; times are instants (UTC) as the API sends them. */
export function testEvent(overrides: Partial<VenueEvent> & Pick<VenueEvent, '_id' | 'eventDate'>): VenueEvent {
  return {
    eventName: 'Evento',
    startTime: `${overrides.eventDate}T23:00:00.000Z`,
    endTime: `${overrides.eventDate}T23:59:00.000Z`,
    description: 'Descrição do evento.',
    isFree: false,
    isLive: false,
    musicStyle: 'Samba',
    entry: '20',
    keepDescription: false,
    eventWithList: false,
    isExist: false,
    isAccepted: false,
    ...overrides,
  };
}

/**
 * A venue in America/Manaus (UTC−4, not the test machine's zone) with a week in 2099, so no event has ended:
 * Fri 06/03 a paid live event with a name list, Sat 07/03 a free one without a description, Sun 08/03 nothing,
 * Mon 09/03 a paid event with an empty entry on whose list the visitor already is, then three empty days.
 */
export function testVenue(overrides: Partial<VenueDetails> = {}): VenueDetails {
  return {
    _id: 'v1',
    name: 'Bar da Lua',
    fantasyName: 'Bar da Lua',
    address: 'Rua Augusta, 100',
    zipCode: '01305-000',
    email: 'contato@lua.com.br',
    countryCode: '+55',
    phone: '11987654321',
    phone2: null,
    establishmentType: ['bar'],
    isActive: true,
    latitude: -23.5561,
    longitude: -46.6623,
    location: { type: 'Point', coordinates: [-46.6623, -23.5561] },
    timezone: 'America/Manaus',
    logo: '/uploads/logos/lua.webp',
    banners: ['/uploads/banners/lua-1.webp', '/uploads/banners/lua-2.webp'],
    wifi: { name: 'Lua_Clientes', description: 'Rede dos clientes.', password: 'lua12345' },
    creditCards: ['visa', 'master', 'elo'],
    debitCards: ['maestro'],
    meals: [],
    pix: true,
    picPay: false,
    menu: [
      {
        _id: 'm1',
        name: 'Drinks',
        namePt: 'Drinques',
        logo: '/uploads/menu/drinks.webp',
        isActive: true,
        items: ['Caipirinha', 'Mojito'],
      },
      { _id: 'm2', name: 'Beers', namePt: 'Cervejas', logo: '/uploads/menu/beers.webp', isActive: true, items: [] },
      { _id: 'm3', name: 'Wines', namePt: 'Vinhos', logo: null, isActive: false, items: ['Malbec'] },
      { _id: 'm4', name: 'Desserts', namePt: 'Sobremesas', logo: null, isActive: true, items: ['Pudim'] },
    ],
    about: {
      text: 'Bar com música ao vivo.',
      phone1: '11987654321',
      phone2: '1132345678',
      isPhone1: true,
      isPhone2: false,
      instagram: 'https://instagram.com/barlua',
      facebook: null,
    },
    isFavourite: false,
    distance: null,
    events: [
      {
        date: '2099-03-06',
        event: testEvent({
          _id: 'e1',
          eventDate: '2099-03-06',
          eventName: 'Sexta Rock',
          musicStyle: 'Rock',
          isLive: true,
          entry: '25',
          eventWithList: true,
          description: 'Bandas de rock ao vivo a noite toda.',
          // 22:00 to 03:00 in Manaus
          startTime: '2099-03-07T02:00:00.000Z',
          endTime: '2099-03-07T07:00:00.000Z',
        }),
      },
      {
        date: '2099-03-07',
        event: testEvent({
          _id: 'e2',
          eventDate: '2099-03-07',
          eventName: 'Samba Livre',
          isFree: true,
          entry: null,
          description: null,
          startTime: '2099-03-07T19:00:00.000Z',
          endTime: '2099-03-08T01:00:00.000Z',
        }),
      },
      { date: '2099-03-08', event: null },
      {
        date: '2099-03-09',
        event: testEvent({
          _id: 'e3',
          eventDate: '2099-03-09',
          eventName: 'Noite Jazz',
          musicStyle: 'Jazz',
          entry: '',
          eventWithList: true,
          isExist: true,
          startTime: '2099-03-10T00:00:00.000Z',
          endTime: '2099-03-10T03:30:00.000Z',
        }),
      },
      { date: '2099-03-10', event: null },
      { date: '2099-03-11', event: null },
      { date: '2099-03-12', event: null },
    ],
    ...overrides,
  };
}

/** Answers the venue page's calls like the server: details, name-list joins and likes. */
export function mockVenueApi(
  venue: VenueDetails = testVenue(),
  answer: (path: string, body: unknown) => FakeResponse | undefined = () => undefined,
) {
  return mockFetch((url, init) => {
    const path = url.replace(/^\/api\/v1/, '');
    const body = jsonBody([url, init]) as Record<string, unknown> | undefined;
    const custom = answer(path, body);
    if (custom) return custom;
    if (path === '/establishment/details') {
      return body?.establishmentId === venue._id
        ? { data: venue }
        : { status: 404, message: 'Establishment not found.' };
    }
    if (path === '/user/event-join-request') {
      return {
        message: body?.join ? 'Your name was added to the list.' : 'Your name was removed from the list.',
        data: { isExist: body?.join === true },
      };
    }
    if (path === '/user/establishment-like') {
      return {
        message: body?.like ? 'Added to your favourites.' : 'Removed from your favourites.',
        data: { isFavourite: body?.like === true },
      };
    }
    return { status: 404, message: 'Not found.' };
  });
}

/** The calls made to one path, with their JSON bodies. */
export function callsTo(fetch: ReturnType<typeof mockFetch>, path: string): unknown[] {
  return fetch.mock.calls.filter(([url]) => String(url) === `/api/v1${path}`).map((call) => jsonBody(call));
}
