import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import { expect, type APIRequestContext } from '@playwright/test';
import { baseUrl } from './env.ts';
import { openSession, type Credentials } from './session.ts';
import { DEMO, newUser } from './users.ts';

/*
 * Arranging data through the API, as a spec's setup does: one POST with a token, and a fresh owner or venue made by
 * the demo admin (`/admin/owner-sign-up`, `/admin/create-establishment`), so a test may change it without touching
 * the demo data other specs read.
 */

/** POSTs `data` to `/api/v1<apiPath>` with `token`, expects `status` and answers the envelope's `data`. */
export async function apiPost<T>(
  request: APIRequestContext,
  token: string,
  apiPath: string,
  data: unknown,
  status = 200,
): Promise<T> {
  const response = await request.post(`${baseUrl()}/api/v1${apiPath}`, {
    headers: { 'x-access-token': `Bearer ${token}`, language: 'en' },
    data,
  });
  expect(response.status(), `${apiPath} ${JSON.stringify(data)}: ${await response.text()}`).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** An owner registered by the demo admin, ready to sign in. */
export interface NewOwner extends Credentials {
  _id: string;
  name: string;
}

/** Registers a new owner through the demo admin; `label` goes in the e-mail, to tell which spec made it. */
export async function registerOwner(request: APIRequestContext, label = 'owner'): Promise<NewOwner> {
  const user = newUser(label);
  const { token } = await openSession(request, DEMO.admin);
  const name = `Dona ${user.name.split(' ').pop()}`.slice(0, 30);
  const owner = await apiPost<{ _id: string }>(
    request,
    token,
    '/admin/owner-sign-up',
    {
      name,
      cpf: generateCpf(),
      countryCode: '+55',
      phone: user.phone.slice(0, 11),
      email: user.email,
      password: user.password,
      deviceType: 'web',
    },
    201,
  );
  return { _id: owner._id, name, email: user.email, password: user.password };
}

/** A CNPJ with valid check digits, masked as the form writes it (00.000.000/0000-00). */
function maskedCnpj(): string {
  const digits = generateCnpj().replace(/\D/g, '');
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
}

/** A venue's registration, as `/admin/create-establishment` takes it. */
export interface VenueFields {
  name: string;
  fantasyName?: string;
  corporateName?: string;
  phone?: string;
  email?: string;
}

/** Creates a venue of `ownerId` through the demo admin, in São Paulo's centre, active, with no pictures or events. */
export async function createVenue(
  request: APIRequestContext,
  ownerId: string,
  fields: VenueFields,
): Promise<{ venueId: string; name: string }> {
  const { token } = await openSession(request, DEMO.admin);
  const { name } = fields;
  const venue = await apiPost<{ _id: string }>(
    request,
    token,
    '/admin/create-establishment',
    {
      owner: ownerId,
      plan: 'basico',
      establishmentType: ['bar'],
      countryCode: '+55',
      phone: '(11) 3333-4444',
      phone2: '',
      cnpj: maskedCnpj(),
      ie: '',
      zipCode: '01001-000',
      address: 'Praça da Sé, 100 - Sé, São Paulo - SP',
      fantasyName: name,
      corporateName: `${name} Ltda`,
      email: `bar.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`,
      latitude: -23.5503,
      longitude: -46.6339,
      ...fields,
    },
    201,
  );
  return { venueId: venue._id, name };
}

/** A new owner with one new venue named `venueName`, and the owner's API token. */
export async function ownerWithNewVenue(
  request: APIRequestContext,
  label: string,
  venue: VenueFields,
): Promise<{ owner: Credentials; ownerToken: string; venueId: string; name: string }> {
  const owner = await registerOwner(request, label);
  const created = await createVenue(request, owner._id, venue);
  const session = await openSession(request, owner);
  return { owner: { email: owner.email, password: owner.password }, ownerToken: session.token, ...created };
}
