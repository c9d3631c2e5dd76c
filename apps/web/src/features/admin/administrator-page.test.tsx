import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnerListItem } from '@noite/shared';
import { expectPath, mockFetch, renderApp } from '../../test/render.tsx';
import { ana, bodyOf, bruno } from './test-data.ts';

afterEach(() => vi.restoreAllMocks());

const listCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => String(url).endsWith('/admin/owner-list')).map(([, init]) => bodyOf(init));

/** A fake owner-list: `total` owners, the page asked for, and the answers of delete and block. */
function mockOwnersApi(owners: OwnerListItem[] = [ana, bruno], total = owners.length) {
  return mockFetch((url, init) => {
    const body = bodyOf(init);
    if (url.endsWith('/admin/owner-list')) return { data: { items: owners, total } };
    if (url.endsWith('/admin/delete-owner')) {
      const rest = owners.filter((owner) => owner._id !== body.userId);
      return { message: 'Owner deleted.', data: { items: rest, total: total - 1 } };
    }
    if (url.endsWith('/admin/block-owner')) {
      const owner = owners.find((entry) => entry._id === body.userId)!;
      return { message: 'Owner blocked.', data: { ...owner, isBlocked: body.isBlocked } };
    }
    return { status: 404, message: 'Not found.' };
  });
}

describe('/administrator', () => {
  it('shows the owners: name, count, masked CPF, DD/MM/YY dates, N/A and the blocked badge (pt)', async () => {
    const fetch = mockOwnersApi();
    renderApp('/administrator', { language: 'pt', session: { type: 'admin' } });
    const row = (await screen.findByText('Ana Souza')).closest('tr')!;
    expect(within(row).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(row).getByText('05/03/26')).toBeInTheDocument();
    expect(within(row).getByText('10/04/26')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    const brunoRow = screen.getByText('Bruno Lima').closest('tr')!;
    expect(within(brunoRow).getByText('N/A')).toBeInTheDocument();
    expect(within(brunoRow).getByText('Bloqueado')).toBeInTheDocument();
    expect(within(row).queryByText('Bloqueado')).not.toBeInTheDocument();
    expect(screen.getByText('2 proprietários')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar novo proprietário' })).toHaveAttribute(
      'href',
      '/registernewuser',
    );
    expect(listCalls(fetch)[0]).toEqual({ offset: 0, limit: 5, search: '', sort: 'createdAt', order: -1 });
  });

  it('says "no data found" for an empty list, and the search it looked for (en)', async () => {
    mockOwnersApi([], 0);
    renderApp('/administrator?search=zzz', { language: 'en', session: { type: 'admin' } });
    expect(await screen.findByText('No owner matches “zzz”.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search owners' })).toHaveValue('zzz');
  });

  it('searches 300 ms after typing stops, keeps it in the URL, and reloads at once when cleared', async () => {
    const fetch = mockOwnersApi();
    const { user, router } = renderApp('/administrator', { language: 'en', session: { type: 'admin' } });
    await screen.findByText('Ana Souza');
    const search = screen.getByRole('searchbox', { name: 'Search owners' });
    await user.type(search, '  an');
    expect(search).toHaveValue('an');
    await user.type(search, 'a');
    // Typing does not search each key.
    expect(listCalls(fetch).some((body) => body.search === 'an')).toBe(false);
    await waitFor(() => expect(listCalls(fetch).some((body) => body.search === 'ana')).toBe(true));
    expect(router.state.location.search).toBe('?search=ana');
    const before = listCalls(fetch).length;
    await user.clear(search);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The first page without a search is cached: clearing shows it at once without waiting.
    expect(listCalls(fetch).length).toBeGreaterThanOrEqual(before);
    expect(listCalls(fetch).some((body) => body.search === 'an')).toBe(false);
  });

  it('sorts by a column header, toggling the order, with aria-sort and the URL', async () => {
    const fetch = mockOwnersApi();
    const { user, router } = renderApp('/administrator', { language: 'en', session: { type: 'admin' } });
    await screen.findByText('Ana Souza');
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Registered' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(header).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(router.state.location.search).toBe('?sort=name&order=1');
    await waitFor(() => expect(listCalls(fetch).at(-1)).toMatchObject({ sort: 'name', order: 1, offset: 0 }));
    await user.click(within(header).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(listCalls(fetch).at(-1)).toMatchObject({ sort: 'name', order: -1 }));
  });

  it('pages by 5: page 3 asks for offset 10, and the page is in the URL', async () => {
    const fetch = mockOwnersApi([ana, bruno], 12);
    const { user, router } = renderApp('/administrator', { language: 'en', session: { type: 'admin' } });
    await screen.findByText('Ana Souza');
    expect(screen.getByText('12 owners')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of the owners list' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listCalls(fetch).at(-1)).toMatchObject({ offset: 10, limit: 5 }));
    expect(router.state.location.search).toBe('?page=3');
  });

  it('returns to the view in the URL (reload or back)', async () => {
    const fetch = mockOwnersApi([ana, bruno], 12);
    renderApp('/administrator?page=2&sort=cpf&order=1&search=ana', { language: 'en', session: { type: 'admin' } });
    await screen.findByText('Ana Souza');
    expect(listCalls(fetch)[0]).toEqual({ offset: 5, limit: 5, search: 'ana', sort: 'cpf', order: 1 });
    expect(screen.getByRole('columnheader', { name: 'CPF' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('deletes after a confirmation naming the owner and their venue count; the answer replaces the page', async () => {
    const fetch = mockOwnersApi();
    const { user } = renderApp('/administrator?sort=name&order=1', { language: 'en', session: { type: 'admin' } });
    await user.click(await screen.findByRole('button', { name: 'Delete Ana Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete owner' });
    expect(dialog).toHaveTextContent('Delete Ana Souza and their 2 establishments?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByText('Ana Souza')).not.toBeInTheDocument());
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/admin/delete-owner'))!;
    expect(bodyOf(call[1])).toEqual({
      userId: '7b0c6c1e-0001-4000-8000-000000000001',
      offset: 0,
      limit: 5,
      search: '',
      sort: 'name',
      order: 1,
    });
    expect(await screen.findByText('Owner deleted.')).toBeInTheDocument();
    expect(screen.getByText('1 owner')).toBeInTheDocument();
  });

  it('steps back a page when a delete empties the last page', async () => {
    const fetch = mockFetch((url, init) => {
      const body = bodyOf(init);
      if (url.endsWith('/admin/owner-list')) return { data: { items: body.offset === 5 ? [bruno] : [ana], total: 6 } };
      if (url.endsWith('/admin/delete-owner')) return { message: 'Owner deleted.', data: { items: [], total: 5 } };
      return {};
    });
    const { user, router } = renderApp('/administrator?page=2', { language: 'en', session: { type: 'admin' } });
    await user.click(await screen.findByRole('button', { name: 'Delete Bruno Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete owner' });
    expect(dialog).toHaveTextContent('Delete Bruno Lima and their 1 establishment?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(listCalls(fetch).at(-1)).toMatchObject({ offset: 0 });
  });

  it('blocks after confirming and shows the badge; unblock is offered then', async () => {
    const fetch = mockOwnersApi();
    const { user } = renderApp('/administrator', { language: 'en', session: { type: 'admin' } });
    await user.click(await screen.findByRole('button', { name: 'Block Ana Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block owner' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('button', { name: 'Unblock Ana Souza' })).toBeInTheDocument();
    const row = screen.getByText('Ana Souza').closest('tr')!;
    expect(within(row).getByText('Blocked')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/admin/block-owner'))!;
    expect(bodyOf(call[1])).toEqual({ userId: '7b0c6c1e-0001-4000-8000-000000000001', isBlocked: true });
  });

  it('opens the owner edit screen with the owner id in the navigation state', async () => {
    mockOwnersApi();
    const { user, router } = renderApp('/administrator', { language: 'en', session: { type: 'admin' } });
    await user.click(await screen.findByRole('button', { name: 'Edit Ana Souza' }));
    await expectPath(router, '/estabelishment');
    expect(router.state.location.state).toEqual({ ownerId: '7b0c6c1e-0001-4000-8000-000000000001' });
  });

  it('titles list and delete failures "Erro" (pt) / "Error" (en)', async () => {
    mockFetch(() => ({ status: 400, message: 'Ordenação inválida.' }));
    renderApp('/administrator', { language: 'pt', session: { type: 'admin' } });
    const toast = (await screen.findByText('Ordenação inválida.')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(toast).getByText('Erro')).toBeInTheDocument();
  });

  it('shows an inline error with "Try again" instead of skeletons when the first load fails; retrying loads', async () => {
    let fail = true;
    const fetch = mockFetch((url) => {
      if (!url.endsWith('/admin/owner-list')) return {};
      return fail ? { status: 400, message: 'Invalid sort.' } : { data: { items: [ana], total: 1 } };
    });
    const { user } = renderApp('/administrator', { language: 'en', session: { type: 'admin' } });
    expect(await screen.findByText('We could not load the owners.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.queryByText('We could not load the owners.')).not.toBeInTheDocument();
    expect(listCalls(fetch)).toHaveLength(2);
  });

  it('titles a failed delete "Error" and keeps the row', async () => {
    mockFetch((url) => {
      if (url.endsWith('/admin/owner-list')) return { data: { items: [ana], total: 1 } };
      return { status: 404, message: 'Owner not found.' };
    });
    const { user } = renderApp('/administrator', { language: 'en', session: { type: 'admin' } });
    await user.click(await screen.findByRole('button', { name: 'Delete Ana Souza' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));
    const toast = (await screen.findByText('Owner not found.')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
  });

  describe('on a phone (below sm)', () => {
    /** matchMedia answering the layout's "(max-width: …)" query as a phone would. */
    function asPhone() {
      const original = window.matchMedia;
      vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
        ...original(query),
        matches: query.includes('max-width'),
      }));
    }

    it('lists each owner with labelled facts and the three actions, no table (pt)', async () => {
      asPhone();
      mockOwnersApi();
      renderApp('/administrator', { language: 'pt', session: { type: 'admin' } });
      const list = await screen.findByRole('list', { name: 'Proprietários, página 1 de 1' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const [first, second] = within(list).getAllByRole('listitem');
      const item = within(first!);
      expect(item.getByText('Ana Souza')).toBeInTheDocument();
      expect(item.getByText('ana@example.com')).toBeInTheDocument();
      for (const [label, value] of [
        ['Estabelecimentos', '2'],
        ['CPF', '529.982.247-25'],
        ['Cadastro', '05/03/26'],
        ['Último acesso', '10/04/26'],
      ] as const) {
        expect(item.getByText(label).nextElementSibling).toHaveTextContent(value);
      }
      expect(item.getByRole('button', { name: 'Editar Ana Souza' })).toBeInTheDocument();
      expect(item.getByRole('button', { name: 'Bloquear Ana Souza' })).toBeInTheDocument();
      expect(item.getByRole('button', { name: 'Excluir Ana Souza' })).toBeInTheDocument();
      expect(within(second!).getByText('Bloqueado')).toBeInTheDocument();
      expect(within(second!).getByText('Último acesso').nextElementSibling).toHaveTextContent('N/A');
      expect(item.queryByText('Bloqueado')).not.toBeInTheDocument();
    });

    it('sorts with "Sort by" and the order, in the same URL parameters as the headers', async () => {
      asPhone();
      const fetch = mockOwnersApi();
      const { user, router } = renderApp('/administrator?page=2', { language: 'en', session: { type: 'admin' } });
      await screen.findByText('Ana Souza');
      const sort = screen.getByRole('combobox', { name: 'Sort by' });
      expect(sort).toHaveValue('Registered');
      const order = screen.getByRole('group', { name: 'Order' });
      expect(within(order).getByRole('button', { name: 'Descending' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(order).getByRole('button', { name: 'Ascending' })).toHaveAttribute('aria-pressed', 'false');
      await user.click(sort);
      await user.click(await screen.findByRole('option', { name: 'Name' }));
      await waitFor(() => expect(router.state.location.search).toBe('?sort=name'));
      await waitFor(() => expect(listCalls(fetch).at(-1)).toMatchObject({ sort: 'name', order: -1, offset: 0 }));
      await user.click(within(order).getByRole('button', { name: 'Ascending' }));
      await waitFor(() => expect(router.state.location.search).toBe('?sort=name&order=1'));
      expect(within(order).getByRole('button', { name: 'Ascending' })).toHaveAttribute('aria-pressed', 'true');
      await waitFor(() => expect(listCalls(fetch).at(-1)).toMatchObject({ sort: 'name', order: 1 }));
    });

    it('says "no data found" for an empty list', async () => {
      asPhone();
      mockOwnersApi([], 0);
      renderApp('/administrator', { language: 'en', session: { type: 'admin' } });
      expect(await screen.findByText('No data found')).toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    });
  });

  it('sends visitors and owners away', async () => {
    mockOwnersApi();
    const { router } = renderApp('/administrator', { language: 'en', session: { type: 'owner' } });
    await expectPath(router, '/main');
  });
});
