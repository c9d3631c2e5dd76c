import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectPath, fill, mockFetch, renderApp } from '../../test/render.tsx';
import { adminOwner, bodyOf } from './test-data.ts';

afterEach(() => vi.restoreAllMocks());

const signUpCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => String(url).endsWith('/admin/owner-sign-up'));

async function fillOwner(user: ReturnType<typeof renderApp>['user'], language: 'en' | 'pt' = 'en') {
  const en = language === 'en';
  fill(await screen.findByLabelText(en ? /^Name/ : /^Nome/), 'Ana Souza');
  await user.type(screen.getByLabelText(/^CPF/), '52998224725');
  await user.type(screen.getByLabelText(en ? /^Phone/ : /^Telefone/), '11987654321');
  fill(screen.getByLabelText(/^E-mail/), 'ana@example.com');
  await user.type(screen.getByLabelText(en ? /^Password/ : /^Senha/), 'Noite@2026');
}

describe('/registernewuser', () => {
  it('shows the §5 messages and makes no call while the form is invalid (en)', async () => {
    const fetch = mockFetch();
    const { user } = renderApp('/registernewuser', { language: 'en', session: { type: 'admin' } });
    await user.click(await screen.findByRole('button', { name: 'Register and continue' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('CPF is required.')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required.')).toBeInTheDocument();
    fill(screen.getByLabelText(/^Name/), 'Al');
    expect(await screen.findByText('Complete name must me atleast 3 characters long.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^CPF/), '12345678900');
    expect(await screen.findByText('Please enter a valid CPF.')).toBeInTheDocument();
    const password = screen.getByLabelText(/^Password/);
    await user.type(password, 'weak pass');
    expect(password).toHaveValue('weakpass');
    expect(fireEvent.paste(password)).toBe(false);
    expect(await screen.findByText(/^Password must include 8 characters/)).toBeInTheDocument();
    expect(signUpCalls(fetch)).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to owners' })).toHaveAttribute('href', '/administrator');
  });

  it('registers the owner and goes on with the owner and the password length in the navigation state', async () => {
    const fetch = mockFetch((url) => {
      if (url.endsWith('/admin/owner-sign-up')) return { status: 201, message: 'Owner registered.', data: adminOwner };
      if (url.endsWith('/admin/owner-detail')) return { data: { owner: adminOwner, establishments: [] } };
      return {};
    });
    const { user, router } = renderApp('/registernewuser', { language: 'en', session: { type: 'admin' } });
    await fillOwner(user);
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Register and continue' }));
    await expectPath(router, '/registerestabeshiment');
    expect(router.state.location.state).toEqual({ owner: adminOwner, passLen: 10 });
    expect(bodyOf(signUpCalls(fetch)[0]?.[1])).toEqual({
      name: 'Ana Souza',
      cpf: '52998224725',
      countryCode: '+55',
      phone: '11987654321',
      email: 'ana@example.com',
      password: 'Noite@2026',
      deviceType: 'web',
    });
  });

  it('shows a taken e-mail under its field and in a warning toast, keeping the input (pt)', async () => {
    mockFetch(() => ({
      status: 409,
      message: 'Este e-mail já está cadastrado.',
      data: { errors: [{ field: 'email', message: 'Este e-mail já está cadastrado.' }] },
    }));
    const { user, router } = renderApp('/registernewuser', { language: 'pt', session: { type: 'admin' } });
    await fillOwner(user, 'pt');
    await user.click(screen.getByRole('button', { name: 'Cadastrar e continuar' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Este e-mail já está cadastrado.'),
    );
    const toast = (await screen.findByText('Cadastrar proprietário')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(toast).getByText('Este e-mail já está cadastrado.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Ana Souza');
    expect(router.state.location.pathname).toBe('/registernewuser');
  });

  it('is for admins only', async () => {
    mockFetch();
    const { router } = renderApp('/registernewuser', { language: 'en' });
    await expectPath(router, '/login');
  });
});
