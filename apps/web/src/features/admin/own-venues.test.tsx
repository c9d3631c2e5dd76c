import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VenueCard } from '@noite/shared';
import { expectPath, fill, mockFetch, renderApp } from '../../test/render.tsx';
import { bodyOf, venue } from './test-data.ts';

afterEach(() => vi.restoreAllMocks());

const card: VenueCard = {
  _id: venue._id,
  name: venue.name,
  address: venue.address,
  image: null,
  logo: null,
  establishmentType: venue.establishmentType,
  distance: 1.2,
  isFavourite: false,
};

/** The owner's list (`/user/home`), a venue's details, create and delete, and one CEP for the geocoder. */
function mockOwnVenues(cards: VenueCard[] = [card]) {
  let listed = cards;
  return mockFetch((url, init) => {
    const body = bodyOf(init);
    if (url.endsWith('/user/home')) return { data: { items: listed, total: listed.length } };
    if (url.endsWith('/establishment/details')) return { data: { ...venue, plan: 'basico', banners: [], menu: [] } };
    if (url.endsWith('/admin/create-establishment')) {
      listed = [...listed, { ...card, _id: '7b0c6c1e-0002-4000-8000-000000000009', name: String(body.name) }];
      return { status: 201, message: 'Establishment registered.', data: { ...venue, ...body } };
    }
    if (url.endsWith('/admin/delete-establishment')) {
      listed = listed.filter((entry) => entry._id !== body.establishmentId);
      return { message: 'Establishment deleted.', data: null };
    }
    if (url.includes('/geo/search?q=01310-100')) {
      return { data: [{ formattedAddress: 'Avenida Paulista, São Paulo', latitude: -23.5614, longitude: -46.6559 }] };
    }
    return { data: [] };
  });
}

function renderOwnVenues(state: unknown = { addingVenue: true, from: '/account' }, language: 'en' | 'pt' = 'en') {
  return renderApp({ pathname: '/registerestabeshiment', state }, { language, session: { type: 'owner' } });
}

describe('/registerestabeshiment for an owner', () => {
  it('goes to /main without the "adding a venue" flag', async () => {
    mockOwnVenues();
    const { router } = renderOwnVenues(null);
    await expectPath(router, '/main');
  });

  it("shows the owner's venues, no owner column, and the plan fixed to Básico (pt)", async () => {
    mockOwnVenues();
    renderOwnVenues(undefined, 'pt');
    const carousel = await screen.findByRole('group', { name: 'Seus estabelecimentos' });
    expect(await within(carousel).findByRole('button', { name: /^Bar da Ana/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Proprietário' })).not.toBeInTheDocument();
    const plan = screen.getByRole('combobox', { name: /^Plano/ });
    expect(plan).toBeDisabled();
    expect(plan).toHaveValue('Básico');
  });

  it('registers a venue without owner or plan, and lists it', async () => {
    const fetch = mockOwnVenues([]);
    const { user } = renderOwnVenues();
    await user.click(await screen.findByRole('combobox', { name: /^Establishment types/ }));
    await user.click(await screen.findByRole('option', { name: 'Club' }));
    fill(screen.getByLabelText(/^Establishment name/), 'Clube Noturno');
    fill(screen.getByLabelText(/^Fantasy name/), 'Clube Noturno');
    fill(screen.getByLabelText(/^Corporate name/), 'Clube Noturno LTDA');
    await user.type(screen.getByLabelText(/^CNPJ/), '11222333000181');
    await user.type(screen.getByLabelText(/^Phone/), '11987654321');
    fill(screen.getByLabelText(/^E-mail/), 'clube@example.com');
    await user.type(screen.getByLabelText(/^Zip code/), '01310100');
    await waitFor(() => expect(screen.getByLabelText(/^Latitude/)).toHaveValue('-23.5614'));
    await user.click(screen.getByRole('button', { name: 'Register establishment' }));

    expect(await screen.findByText('Establishment registered.')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/admin/create-establishment'))!;
    const sent = bodyOf(call[1]);
    expect(sent).not.toHaveProperty('owner');
    expect(sent).not.toHaveProperty('plan');
    expect(sent).toMatchObject({ name: 'Clube Noturno', cnpj: '11.222.333/0001-81', zipCode: '01310-100' });
    expect(await screen.findByRole('button', { name: /^Clube Noturno/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Establishment name/)).toHaveValue('');
  });

  it('shows a venue read-only and deletes it only after the confirmation', async () => {
    const fetch = mockOwnVenues();
    const { user } = renderOwnVenues();
    await user.click(await screen.findByRole('button', { name: /^Bar da Ana/ }));
    expect(await screen.findByLabelText(/^CNPJ/)).toHaveValue('11.222.333/0001-81');
    expect(screen.getByLabelText(/^CNPJ/)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Delete Bar da Ana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete establishment' });
    const deletes = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/admin/delete-establishment'));
    expect(deletes()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Establishment deleted.')).toBeInTheDocument();
    expect(bodyOf(deletes()[0]![1])).toEqual({ establishmentId: venue._id });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Bar da Ana/ })).not.toBeInTheDocument());
  });

  it('goes back where the owner came from', async () => {
    mockOwnVenues();
    const { router, user } = renderOwnVenues({ addingVenue: true, from: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await expectPath(router, '/account');
  });
});
