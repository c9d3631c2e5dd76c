import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, jsonBody, mockFetch, renderApp } from '../../test/render.tsx';

afterEach(() => vi.restoreAllMocks());

describe('/forgotpassword', () => {
  it('requires a valid e-mail (pt) and makes no call', async () => {
    const fetch = mockFetch();
    const { user } = renderApp('/forgotpassword', { language: 'pt' });
    await user.click(await screen.findByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('O e-mail é obrigatório.')).toBeInTheDocument();
    fill(screen.getByLabelText(/^E-mail/), 'ana@');
    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  });

  it('sends the e-mail, shows the link-sent message in a modal, and resets when it closes (en)', async () => {
    const sent = 'If this e-mail has an account, we have sent it a link to reset the password.';
    const fetch = mockFetch(() => ({ message: sent }));
    const { user } = renderApp('/forgotpassword', { language: 'en' });
    fill(await screen.findByLabelText(/^E-mail/), ' Ana@Example.com');
    fireEvent.submit(screen.getByRole('button', { name: 'Send link' }).closest('form')!);

    const dialog = await screen.findByRole('dialog', { name: 'Check your e-mail' });
    expect(within(dialog).getByText(sent)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/user/forgot-password');
    expect(jsonBody(fetch.mock.calls[0]!)).toEqual({ email: 'ana@example.com' });

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
