import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@noite/shared';
import { expectPath, fill, mockFetch, renderApp } from '../../test/render.tsx';

afterEach(() => vi.restoreAllMocks());

const profile: Profile = {
  _id: 'u1',
  name: 'Ana Souza',
  email: 'ana@example.com',
  countryCode: '+55',
  phone: '11987654321',
  profileImage: null,
  type: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastAccess: '2026-01-02T00:00:00.000Z',
  socialTypes: [],
  hasPassword: true,
};

function mockAccountApi(overrides: Partial<Profile> = {}) {
  const current = { ...profile, ...overrides };
  return mockFetch((url, init) => {
    if (url.endsWith('/user/profile')) return { data: current };
    if (url.endsWith('/user/edit-profile')) {
      const body = init?.body as FormData;
      return {
        message: 'Profile updated successfully.',
        data: { ...current, name: body.get('name'), profileImage: '/uploads/profiles/new.webp' },
      };
    }
    if (url.endsWith('/user/delete-account')) return { message: 'Your account and all its data were deleted.' };
    return { status: 404, message: 'Not found.' };
  });
}

const pngOf = (bytes: number, type = 'image/png') => new File([new Uint8Array(bytes)], 'me.png', { type });

describe('/account', () => {
  it('loads the profile, keeps the e-mail read-only, and enables saving only after a change (pt)', async () => {
    mockAccountApi();
    renderApp('/account', { language: 'pt', session: { type: 'user' } });
    const name = await screen.findByLabelText(/^Nome$|^Nome \*/);
    expect(name).toHaveValue('Ana Souza');
    const email = screen.getByLabelText(/^E-mail/);
    expect(email).toHaveValue('ana@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Telefone/)).toHaveValue('(11) 98765-4321');
    const save = screen.getByRole('button', { name: 'Salvar alterações' });
    expect(save).toBeDisabled();
    fill(name, 'Ana Lima');
    await waitFor(() => expect(save).toBeEnabled());
  });

  it('announces a failed profile load in a warning toast titled by the action and offers a retry (en)', async () => {
    mockFetch(() => ({ status: 404, message: 'Not found.' }));
    renderApp('/account', { language: 'en', session: { type: 'user' } });
    const message = await screen.findByText('Not found.');
    const toast = message.closest<HTMLElement>('[role="alert"]')!;
    expect(within(toast).getByText('Account')).toBeInTheDocument();
    expect(screen.getAllByText('Not found.')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows N/A for a missing e-mail', async () => {
    mockAccountApi({ email: null });
    renderApp('/account', { language: 'en', session: { type: 'user' } });
    expect(await screen.findByLabelText(/^E-mail/)).toHaveValue('N/A');
  });

  it('shows the providers a social account signs in with, and invites it to set a password (pt, en)', async () => {
    mockAccountApi({ socialTypes: ['google', 'facebook'], hasPassword: false, phone: null, countryCode: null });
    renderApp('/account', { language: 'pt', session: { type: 'user' } });
    expect(await screen.findByText('Entra com Google e Facebook.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nova senha|^Senha/)).toHaveAccessibleDescription(
      'Esta conta ainda não tem senha. Defina uma aqui para também entrar com seu e-mail.',
    );
  });

  it('names a single provider in English and keeps the usual hint once there is a password', async () => {
    mockAccountApi({ socialTypes: ['google'], hasPassword: true });
    renderApp('/account', { language: 'en', session: { type: 'user' } });
    expect(await screen.findByText('Signs in with Google.')).toBeInTheDocument();
    expect(screen.queryByText(/has no password yet/)).not.toBeInTheDocument();
  });

  it('shows the name, phone and password messages and makes no edit call (en)', async () => {
    const fetch = mockAccountApi();
    const { user } = renderApp('/account', { language: 'en', session: { type: 'user' } });
    const name = await screen.findByLabelText(/^Name/);
    const save = screen.getByRole('button', { name: 'Save changes' });

    fill(name, 'ab');
    await user.click(save);
    expect(await screen.findByText('Complete name must me atleast 3 characters long.')).toBeInTheDocument();
    fill(name, 'a'.repeat(31));
    expect(await screen.findByText('Name must be at most 30 characters long.')).toBeInTheDocument();
    fill(name, ' Ana');
    expect(await screen.findByText('Must not start with a space.')).toBeInTheDocument();
    fill(name, '');
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    fill(name, 'Ana Souza');

    const phone = screen.getByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '12a34');
    expect(phone).toHaveValue('(12) 34');
    await user.click(save);
    expect(await screen.findByText('Phone number must have at least 8 digits.')).toBeInTheDocument();
    await user.clear(phone);
    expect(await screen.findByText('Phone number is required.')).toBeInTheDocument();
    await user.type(phone, '11987654321');

    const password = screen.getByLabelText(/^New password/);
    await user.type(password, 'weak pass');
    expect(password).toHaveValue('weakpass');
    expect(
      await screen.findByText(
        'Password must include 8 characters, 1 upper case letter, 1 lower case letter, 1 numeric value, 1 special character and no spaces.',
      ),
    ).toBeInTheDocument();
    fill(password, 'Abcdefgh@1234567');
    expect(await screen.findByText('Password must be at most 15 characters long.')).toBeInTheDocument();
    expect(fireEvent.paste(password)).toBe(false);

    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/user/edit-profile'))).toHaveLength(0);
  });

  it('accepts only images up to 5,000,000 bytes', async () => {
    mockAccountApi();
    const { container } = renderApp('/account', { language: 'en', session: { type: 'user' } });
    await screen.findByRole('button', { name: 'Change profile picture' });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', 'image/*');

    fireEvent.change(input, { target: { files: [pngOf(5_000_001)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The image must be at most 5 MB.');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only image files');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    fireEvent.change(input, { target: { files: [pngOf(5_000_000)] } });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('sends the profile as multipart, updates the header and goes to /main', async () => {
    const fetch = mockAccountApi();
    const { user, router, container } = renderApp('/account', { language: 'en', session: { type: 'user' } });
    fill(await screen.findByLabelText(/^Name/), 'Ana Lima');
    const phone = screen.getByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '21912345678');
    await user.type(screen.getByLabelText(/^New password/), 'New@12345');
    const picture = pngOf(1000);
    fireEvent.change(container.ownerDocument.querySelector('input[type="file"]')!, { target: { files: [picture] } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await expectPath(router, '/main');
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/user/edit-profile'))!;
    expect(call[0]).toBe('/api/v1/user/edit-profile');
    expect(call[1]?.method).toBe('POST');
    const body = call[1]?.body as FormData;
    expect(body.get('name')).toBe('Ana Lima');
    expect(body.get('countryCode')).toBe('+55');
    expect(body.get('phone')).toBe('21912345678');
    expect(body.get('password')).toBe('New@12345');
    expect(body.get('profileImage')).toBeInstanceOf(File);
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    expect(window.localStorage.getItem('name')).toBe('Ana Lima');
    expect(window.localStorage.getItem('image')).toBe('/uploads/profiles/new.webp');
    expect(screen.getByRole('banner')).toHaveTextContent('Welcome, Ana Lima');
  });

  it('leaves the password out when it is empty', async () => {
    const fetch = mockAccountApi();
    const { user, router } = renderApp('/account', { language: 'en', session: { type: 'user' } });
    fill(await screen.findByLabelText(/^Name/), 'Ana Lima');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectPath(router, '/main');
    const body = fetch.mock.calls.find(([url]) => String(url).endsWith('/user/edit-profile'))![1]?.body as FormData;
    expect(body.has('password')).toBe(false);
    expect(body.has('profileImage')).toBe(false);
  });

  it('gives owners no delete-account button', async () => {
    mockAccountApi({ type: 'owner' });
    renderApp('/account', { language: 'en', session: { type: 'owner' } });
    await screen.findByLabelText(/^Name/);
    expect(screen.queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
  });

  it('deletes a visitor account after confirmation (cancel first makes no call)', async () => {
    const fetch = mockAccountApi();
    const { user, router } = renderApp('/account', { language: 'pt', session: { type: 'user' } });
    await user.click(await screen.findByRole('button', { name: 'Excluir conta' }));
    let dialog = await screen.findByRole('dialog', { name: 'Excluir conta' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/user/delete-account'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Excluir conta' }));
    dialog = await screen.findByRole('dialog', { name: 'Excluir conta' });
    await user.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expectPath(router, '/login');
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/user/delete-account'))!;
    expect(call[0]).toBe('/api/v1/user/delete-account');
    expect(call[1]?.method).toBe('GET');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
