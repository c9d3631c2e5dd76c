import { vi } from 'vitest';
import type { HomeQueryInput, VenueCard } from '@noite/shared';
import { jsonBody, mockFetch, type FakeResponse } from '../../test/render.tsx';
import { clearKnownLocation } from '../../lib/location-store.ts';

/** Venues as `POST /user/home` answers them. */
export const VENUES: VenueCard[] = [
  {
    _id: 'v1',
    name: 'Bar do Zé',
    address: 'Rua Augusta, 100',
    image: '/uploads/banners/a.webp',
    logo: null,
    establishmentType: ['bar', 'gastronomy'],
    distance: 1.234,
    isFavourite: false,
  },
  {
    _id: 'v2',
    name: 'São Jazz Club',
    address: 'Rua Treze de Maio, 205',
    image: null,
    logo: null,
    establishmentType: ['club'],
    distance: 12.5,
    isFavourite: true,
  },
];

export function venue(index: number, overrides: Partial<VenueCard> = {}): VenueCard {
  return {
    _id: `venue-${index}`,
    name: `Venue ${index}`,
    address: `Rua ${index}`,
    image: null,
    logo: null,
    establishmentType: ['bar'],
    distance: index / 10,
    isFavourite: false,
    ...overrides,
  };
}

type Geolocation = { latitude: number; longitude: number } | 'denied' | 'pending';

/** Replaces navigator.geolocation: grants the position, refuses, or never answers. */
export function mockGeolocation(result: Geolocation) {
  const getCurrentPosition = vi.fn((success: PositionCallback, error?: PositionErrorCallback | null) => {
    if (result === 'pending') return;
    if (result === 'denied') {
      error?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
      return;
    }
    success({ coords: { ...result, accuracy: 10 }, timestamp: Date.now() } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

export function resetGeo() {
  Reflect.deleteProperty(navigator, 'geolocation');
  clearKnownLocation();
}

export interface ApiHandlers {
  home?: (body: HomeQueryInput) => FakeResponse | Promise<FakeResponse>;
  like?: (body: { establishmentId: string; like: boolean }) => FakeResponse | Promise<FakeResponse>;
  reverse?: () => FakeResponse | Promise<FakeResponse>;
}

/** fetch answering the list, like, set-location and reverse geocode calls. */
export function mockVenueApi(handlers: ApiHandlers = {}) {
  return mockFetch((url, init) => {
    const body = jsonBody([url, init]) as never;
    if (url.endsWith('/user/home')) {
      return handlers.home?.(body) ?? { data: { items: VENUES, total: VENUES.length } };
    }
    if (url.endsWith('/user/establishment-like')) {
      const like = body as { establishmentId: string; like: boolean };
      return (
        handlers.like?.(like) ?? {
          message: like.like ? 'Adicionado aos seus favoritos.' : 'Removido dos seus favoritos.',
          data: { isFavourite: like.like },
        }
      );
    }
    if (url.includes('/geo/reverse'))
      return handlers.reverse?.() ?? { data: { formattedAddress: 'Bela Vista, São Paulo - SP' } };
    if (url.endsWith('/user/set-location')) return { message: 'Localização salva.' };
    return { status: 404, message: 'Not found.' };
  });
}

type FetchMock = ReturnType<typeof mockFetch>;

/** The bodies of the calls to a path, in order. */
export function bodiesOf<T = HomeQueryInput>(fetch: FetchMock, path: string): T[] {
  return fetch.mock.calls.filter(([url]) => String(url).includes(path)).map((call) => jsonBody(call) as T);
}

/** A promise to answer a call later. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
