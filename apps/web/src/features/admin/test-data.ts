import type { AdminOwner, AdminVenue, OwnerListItem } from '@noite/shared';

/** Owners and venues as the admin API answers them (valid CPFs and CNPJs). */
export const ana: OwnerListItem = {
  _id: '7b0c6c1e-0001-4000-8000-000000000001',
  name: 'Ana Souza',
  cpf: '52998224725',
  email: 'ana@example.com',
  createdAt: '2026-03-05T12:00:00.000Z',
  lastAccess: '2026-04-10T12:00:00.000Z',
  establishmentCount: 2,
  isBlocked: false,
};

export const bruno: OwnerListItem = {
  _id: '7b0c6c1e-0001-4000-8000-000000000002',
  name: 'Bruno Lima',
  cpf: '11144477735',
  email: 'bruno@example.com',
  createdAt: '2026-01-20T12:00:00.000Z',
  lastAccess: null,
  establishmentCount: 1,
  isBlocked: true,
};

export const adminOwner: AdminOwner = { ...ana, countryCode: '+55', phone: '11987654321', passLen: 10 };

export const venue: AdminVenue = {
  _id: '7b0c6c1e-0002-4000-8000-000000000001',
  owner: '7b0c6c1e-0001-4000-8000-000000000001',
  plan: 'premium',
  establishmentType: ['bar', 'pub'],
  countryCode: '+55',
  phone: '11987654321',
  phone2: null,
  cnpj: '11.222.333/0001-81',
  ie: null,
  zipCode: '01310-100',
  address: 'Avenida Paulista, 1000, São Paulo',
  fantasyName: 'Bar da Ana',
  corporateName: 'Ana Bares LTDA',
  name: 'Bar da Ana',
  email: 'bar@example.com',
  latitude: -23.5614,
  longitude: -46.6559,
  isActive: true,
  logo: null,
  image: null,
  createdAt: '2026-03-06T12:00:00.000Z',
};

export const secondVenue: AdminVenue = {
  ...venue,
  _id: '7b0c6c1e-0002-4000-8000-000000000002',
  plan: 'basico',
  name: 'Pub do Centro',
  fantasyName: 'Pub do Centro',
  address: 'Rua Augusta, 10, São Paulo',
  isActive: false,
};

/** The parsed JSON body of a fetch call. */
export function bodyOf(init: RequestInit | undefined): Record<string, unknown> {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
}
