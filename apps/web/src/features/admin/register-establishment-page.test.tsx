import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminVenue } from '@noite/shared';
import { expectPath, fill, mockFetch, renderApp } from '../../test/render.tsx';
import { adminOwner, bodyOf, secondVenue, venue } from './test-data.ts';

afterEach(() => vi.restoreAllMocks());

const paulista = {
  formattedAddress: 'Avenida Paulista, Bela Vista, São Paulo',
  latitude: -23.5614,
  longitude: -46.6559,
};

/** The admin API and the geocoder: the owner's venues, create and delete, places for "Paulista" and one CEP. */
function mockVenueApi(venues: AdminVenue[] = []) {
  return mockFetch((url, init) => {
    const body = bodyOf(init);
    if (url.endsWith('/admin/owner-detail')) return { data: { owner: adminOwner, establishments: venues } };
    if (url.endsWith('/admin/create-establishment')) {
      return {
        status: 201,
        message: 'Establishment registered.',
        data: { ...venue, ...body, _id: '7b0c6c1e-0002-4000-8000-000000000009', isActive: true },
      };
    }
    if (url.endsWith('/admin/delete-establishment')) return { message: 'Establishment deleted.', data: null };
    if (url.includes('/geo/search?q=')) {
      const q = decodeURIComponent(url.split('q=')[1] ?? '');
      if (q === '01310-100') return { data: [paulista] };
      if (q.startsWith('Paulista'))
        return { data: [paulista, { ...paulista, formattedAddress: 'Rua Paulista, Recife' }] };
      return { data: [] };
    }
    return { status: 404, message: 'Not found.' };
  });
}

const state = (adding = false) => ({ owner: adminOwner, passLen: 10, ...(adding ? { adding: true } : {}) });

function renderStep(language: 'en' | 'pt' = 'en', adding = false) {
  return renderApp(
    { pathname: '/registerestabeshiment', state: state(adding) },
    { language, session: { type: 'admin' } },
  );
}

async function choose(user: ReturnType<typeof renderApp>['user'], label: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('/registerestabeshiment', () => {
  it('goes to /administrator without an owner in the navigation state', async () => {
    mockVenueApi();
    const { router } = renderApp('/registerestabeshiment', { language: 'en', session: { type: 'admin' } });
    await expectPath(router, '/administrator');
  });

  it("shows the owner's data read-only, with the password as asterisks (pt)", async () => {
    mockVenueApi();
    renderStep('pt');
    const owner = await screen.findByRole('region', { name: 'Proprietário' });
    expect(within(owner).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(owner).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(owner).getByText('+55 (11) 98765-4321')).toBeInTheDocument();
    expect(within(owner).getByText('**********')).toBeInTheDocument();
    expect(within(owner).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('puts the CEP, address and types hints under their inputs, so inputs side by side line up', async () => {
    mockVenueApi();
    renderStep('en');
    for (const [input, hint] of [
      [await screen.findByRole('textbox', { name: /^Zip code/ }), 'A complete CEP fills the address'],
      [screen.getByRole('combobox', { name: /^Address/ }), 'Type at least 2 characters'],
      [screen.getByRole('combobox', { name: /^Establishment types/ }), 'Up to 2.'],
    ] as const) {
      const description = screen.getByText(new RegExp(`^${hint}`));
      expect(input).toHaveAccessibleDescription(description.textContent!);
      expect(input.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('checks every rule of §5 before calling, the position in Brazil for +55 included', async () => {
    const fetch = mockVenueApi();
    const { user } = renderStep('en');
    await user.click(await screen.findByRole('button', { name: 'Register establishment' }));
    expect(await screen.findByText('Please choose a plan.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a venue type.')).toBeInTheDocument();
    expect(screen.getByText('CNPJ is required.')).toBeInTheDocument();
    expect(screen.getByText('Zip code is required.')).toBeInTheDocument();
    expect(screen.getByText('Address is required.')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required.')).toBeInTheDocument();
    expect(screen.getByText('E-mail is required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^CNPJ/), '11222333000100');
    expect(await screen.findByText('Please enter a valid CNPJ (00.000.000/0000-00).')).toBeInTheDocument();
    fill(screen.getByLabelText(/^Fantasy name/), '_Bar');
    expect(
      await screen.findByText(
        'Use letters, numbers, spaces and underscores, starting and ending with a letter or number.',
      ),
    ).toBeInTheDocument();
    const phone = screen.getByLabelText(/^Phone/);
    await user.type(phone, '119876543');
    expect(phone).toHaveValue('(11) 98765-43');
    fill(screen.getByLabelText(/^Longitude/), '-3.7');
    fill(screen.getByLabelText(/^Latitude/), '40.4');
    expect(await screen.findByText('The position must be in Brazil.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=40.4&mlon=-3.7#map=17/40.4/-3.7',
    );
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/admin/create-establishment'))).toBe(false);
  });

  it('allows at most 2 venue types', async () => {
    mockVenueApi();
    const { user } = renderStep('en');
    await choose(user, /^Establishment types/, 'Bar');
    await user.click(await screen.findByRole('option', { name: 'Pub' }));
    const club = screen.queryByRole('option', { name: 'Club' });
    if (club) await user.click(club);
    expect(document.querySelector('input[type="hidden"][name="establishmentType"]')).toHaveValue('bar,pub');
  });

  it('suggests addresses from the geocoder; choosing one fills the address, latitude and longitude', async () => {
    const fetch = mockVenueApi();
    const { user } = renderStep('en');
    const address = await screen.findByRole('combobox', { name: /^Address/ });
    await user.type(address, 'Paulista');
    await user.click(await screen.findByRole('option', { name: paulista.formattedAddress }));
    expect(address).toHaveValue(paulista.formattedAddress);
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue('-23.5614');
    expect(screen.getByLabelText(/^Longitude/)).toHaveValue('-46.6559');
    const searches = fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/geo/search'));
    // Debounced: one search for the whole word, not one per key.
    expect(searches).toEqual(['/api/v1/geo/search?q=Paulista']);
  });

  it('fills the address and the position from a complete CEP; a CEP the geocoder does not know changes nothing', async () => {
    const fetch = mockVenueApi();
    const { user } = renderStep('en');
    const zip = await screen.findByLabelText(/^Zip code/);
    await user.type(zip, '01310100');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Address/ })).toHaveValue(paulista.formattedAddress),
    );
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue('-23.5614');
    await user.clear(zip);
    fill(screen.getByRole('combobox', { name: /^Address/ }), 'Rua A, 1');
    await user.type(zip, '99999999');
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/geo/search?q=99999-999'))).toBe(true),
    );
    expect(screen.getByRole('combobox', { name: /^Address/ })).toHaveValue('Rua A, 1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('registers a venue for the owner, appends it to the carousel and empties the form for the next', async () => {
    const fetch = mockVenueApi([venue]);
    const { user } = renderStep('en');
    await screen.findByRole('button', { name: /^Bar da Ana/ });
    await choose(user, /^Plan/, 'Platinum');
    await choose(user, /^Establishment types/, 'Club');
    fill(screen.getByLabelText(/^Establishment name/), 'Clube Noturno');
    fill(screen.getByLabelText(/^Fantasy name/), 'Clube Noturno');
    fill(screen.getByLabelText(/^Corporate name/), 'Clube Noturno LTDA');
    await user.type(screen.getByLabelText(/^CNPJ/), '11222333000181');
    await user.type(screen.getByLabelText(/^Phone/), '11987654321');
    await user.type(screen.getByLabelText(/^Second phone/), '1133334444');
    fill(screen.getByLabelText(/^E-mail/), 'clube@example.com');
    await user.type(screen.getByLabelText(/^Zip code/), '01310100');
    await waitFor(() => expect(screen.getByLabelText(/^Latitude/)).toHaveValue('-23.5614'));
    await user.click(screen.getByRole('button', { name: 'Register establishment' }));

    expect(await screen.findByText('Establishment registered.')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/admin/create-establishment'))!;
    expect(bodyOf(call[1])).toEqual({
      owner: '7b0c6c1e-0001-4000-8000-000000000001',
      plan: 'platina',
      establishmentType: ['club'],
      countryCode: '+55',
      phone: '11987654321',
      phone2: '1133334444',
      cnpj: '11.222.333/0001-81',
      ie: null,
      zipCode: '01310-100',
      address: paulista.formattedAddress,
      fantasyName: 'Clube Noturno',
      corporateName: 'Clube Noturno LTDA',
      name: 'Clube Noturno',
      email: 'clube@example.com',
      latitude: -23.5614,
      longitude: -46.6559,
    });
    expect(await screen.findByRole('button', { name: /^Clube Noturno/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Establishment name/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'New establishment' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the typed input when the call fails', async () => {
    mockFetch((url) => {
      if (url.endsWith('/admin/owner-detail')) return { data: { owner: adminOwner, establishments: [] } };
      return { status: 400, message: 'Invalid CNPJ.', data: { errors: [{ field: 'cnpj', message: 'Invalid CNPJ.' }] } };
    });
    const { user } = renderStep('en');
    await choose(user, /^Plan/, 'Basic');
    await choose(user, /^Establishment types/, 'Bar');
    fill(screen.getByLabelText(/^Establishment name/), 'Bar Um');
    fill(screen.getByLabelText(/^Fantasy name/), 'Bar Um');
    fill(screen.getByLabelText(/^Corporate name/), 'Bar Um LTDA');
    await user.type(screen.getByLabelText(/^CNPJ/), '11222333000181');
    await user.type(screen.getByLabelText(/^Phone/), '11987654321');
    fill(screen.getByLabelText(/^E-mail/), 'um@example.com');
    await user.type(screen.getByLabelText(/^Zip code/), '01310100');
    fill(screen.getByRole('combobox', { name: /^Address/ }), 'Rua A, 1');
    fill(screen.getByLabelText(/^Latitude/), '-23.55');
    fill(screen.getByLabelText(/^Longitude/), '-46.63');
    await user.click(screen.getByRole('button', { name: 'Register establishment' }));
    await waitFor(() => expect(screen.getByLabelText(/^CNPJ/)).toHaveAccessibleDescription('Invalid CNPJ.'));
    expect(screen.getByLabelText(/^Establishment name/)).toHaveValue('Bar Um');
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue('-23.55');
  });

  it('shows a registered venue read-only and deletes it after confirming; typed input of the new one stays', async () => {
    const fetch = mockVenueApi([venue, secondVenue]);
    const { user } = renderStep('en');
    fill(await screen.findByLabelText(/^Establishment name/), 'Rascunho');
    await user.click(await screen.findByRole('button', { name: /^Bar da Ana/ }));
    expect(screen.getByRole('button', { name: /^Bar da Ana/ })).toHaveAttribute('aria-pressed', 'true');
    const name = screen.getByLabelText(/^Establishment name/);
    expect(name).toHaveValue('Bar da Ana');
    expect(name).toBeDisabled();
    expect(screen.getByLabelText(/^CNPJ/)).toBeDisabled();
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue('-23.5614');
    expect(screen.queryByRole('button', { name: 'Register establishment' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Bar da Ana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete establishment' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Bar da Ana/ })).not.toBeInTheDocument());
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/admin/delete-establishment'))!;
    expect(bodyOf(call[1])).toEqual({ establishmentId: '7b0c6c1e-0002-4000-8000-000000000001' });
    expect(screen.getByRole('button', { name: /^Pub do Centro/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Establishment name/)).toHaveValue('Rascunho');
    expect(screen.getByLabelText(/^Establishment name/)).toBeEnabled();
  });

  it('goes back to /registernewuser, or to /estabelishment when adding; Done goes to /administrator', async () => {
    mockVenueApi();
    let view = renderStep('en');
    await view.user.click(await screen.findByRole('button', { name: 'Back' }));
    await expectPath(view.router, '/registernewuser');
    view.unmount();

    view = renderStep('en', true);
    await view.user.click(await screen.findByRole('button', { name: 'Back' }));
    await expectPath(view.router, '/estabelishment');
    expect(view.router.state.location.state).toEqual({ ownerId: '7b0c6c1e-0001-4000-8000-000000000001' });
    view.unmount();

    view = renderStep('pt');
    await view.user.click(await screen.findByRole('button', { name: 'Concluir' }));
    await expectPath(view.router, '/administrator');
  });
});
