import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectPath, fill, mockFetch, renderApp } from '../../test/render.tsx';
import { adminOwner, bodyOf, secondVenue, venue } from './test-data.ts';

afterEach(() => vi.restoreAllMocks());

const detail = { owner: adminOwner, establishments: [venue, secondVenue] };

function mockEditApi(owner = adminOwner) {
  return mockFetch((url, init) => {
    if (url.endsWith('/admin/owner-detail')) return { data: { ...detail, owner } };
    if (url.endsWith('/admin/edit-owner')) return { message: 'Owner updated.', data: { ...detail, ...bodyOf(init) } };
    if (url.endsWith('/admin/owner-list')) return { data: { items: [], total: 0 } };
    return { status: 404, message: 'Not found.' };
  });
}

const renderEdit = (language: 'en' | 'pt' = 'en') =>
  renderApp(
    { pathname: '/estabelishment', state: { ownerId: '7b0c6c1e-0001-4000-8000-000000000001' } },
    { language, session: { type: 'admin' } },
  );

describe('/estabelishment', () => {
  it('goes to /administrator without an owner id in the navigation state', async () => {
    mockEditApi();
    const { router } = renderApp('/estabelishment', { language: 'en', session: { type: 'admin' } });
    await expectPath(router, '/administrator');
  });

  it("loads the owner: fields, read-only dates, passLen asterisks, and each venue's switch and plan (pt)", async () => {
    const fetch = mockEditApi();
    renderEdit('pt');
    expect(await screen.findByLabelText(/^Nome/)).toHaveValue('Ana Souza');
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/^Telefone/)).toHaveValue('(11) 98765-4321');
    const created = screen.getByLabelText('Data de cadastro');
    expect(created).toHaveValue('05/03/26');
    expect(created).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Último acesso')).toHaveValue('10/04/26');
    expect(screen.getByLabelText(/^Nova senha/)).toHaveAttribute('placeholder', '**********');
    expect(screen.getByRole('switch', { name: 'Bar da Ana: ativo' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Pub do Centro: ativo' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Plano de Bar da Ana' })).toHaveValue('Premium');
    expect(screen.getByRole('combobox', { name: 'Plano de Pub do Centro' })).toHaveValue('Básico');
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/admin/owner-detail'))!;
    expect(bodyOf(call[1])).toEqual({ userId: '7b0c6c1e-0001-4000-8000-000000000001' });
  });

  it('shows 7 asterisks when the password length is unknown, and plans in English (en)', async () => {
    mockEditApi({ ...adminOwner, passLen: null, lastAccess: null });
    renderEdit('en');
    expect(await screen.findByLabelText(/^New password/)).toHaveAttribute('placeholder', '*******');
    expect(screen.getByLabelText('Last access')).toHaveValue('N/A');
    expect(screen.getByRole('combobox', { name: 'Plan of Pub do Centro' })).toHaveValue('Basic');
  });

  it('saves the owner, the switches and the plans, then goes to /administrator with a success toast', async () => {
    const fetch = mockEditApi();
    const { user, router } = renderEdit('en');
    fill(await screen.findByLabelText(/^Name/), 'Ana Lima');
    await user.click(screen.getByRole('switch', { name: 'Bar da Ana: active' }));
    await user.click(screen.getByRole('combobox', { name: 'Plan of Pub do Centro' }));
    await user.click(await screen.findByRole('option', { name: 'Platinum' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectPath(router, '/administrator');
    expect(await screen.findByText('Owner updated.')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/admin/edit-owner'))!;
    expect(bodyOf(call[1])).toEqual({
      userId: '7b0c6c1e-0001-4000-8000-000000000001',
      name: 'Ana Lima',
      cpf: '52998224725',
      countryCode: '+55',
      phone: '11987654321',
      email: 'ana@example.com',
      establishments: [
        { _id: '7b0c6c1e-0002-4000-8000-000000000001', isActive: false, plan: 'premium' },
        { _id: '7b0c6c1e-0002-4000-8000-000000000002', isActive: false, plan: 'platina' },
      ],
    });
  });

  it('checks the edit rules (name at least 2) and makes no call', async () => {
    const fetch = mockEditApi();
    const { user } = renderEdit('en');
    fill(await screen.findByLabelText(/^Name/), 'A');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Name must be at least 2 characters long.')).toBeInTheDocument();
    fill(screen.getByLabelText(/^Name/), 'Al');
    await waitFor(() => expect(screen.queryByText('Name must be at least 2 characters long.')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText(/^New password/), 'weak');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/^Password must include 8 characters/)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/admin/edit-owner'))).toBe(false);
  });

  it('adds an establishment: to /registerestabeshiment with the owner, passLen and adding', async () => {
    mockEditApi();
    const { user, router } = renderEdit('en');
    await user.click(await screen.findByRole('button', { name: 'Add establishment' }));
    await expectPath(router, '/registerestabeshiment');
    expect(router.state.location.state).toEqual({ owner: adminOwner, passLen: 10, adding: true });
  });

  it('returns to /administrator with the "Erro" toast when the detail fails (pt)', async () => {
    mockFetch((url) => {
      if (url.endsWith('/admin/owner-detail')) return { status: 404, message: 'Proprietário não encontrado.' };
      return { data: { items: [], total: 0 } };
    });
    const { router } = renderEdit('pt');
    await expectPath(router, '/administrator');
    const toast = (await screen.findByText('Proprietário não encontrado.')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(toast).getByText('Erro')).toBeInTheDocument();
  });

  it('titles a failed update "Error" and stays', async () => {
    mockFetch((url) => {
      if (url.endsWith('/admin/owner-detail')) return { data: detail };
      return { status: 409, message: 'This CPF is already registered.' };
    });
    const { user, router } = renderEdit('en');
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    const toast = (await screen.findByText('This CPF is already registered.')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/estabelishment');
  });
});
