import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectPath, fill, jsonBody, mockFetch, renderApp } from '../../test/render.tsx';

afterEach(() => vi.restoreAllMocks());

const STRENGTH_EN =
  'Password must include 8 characters, 1 upper case letter, 1 lower case letter, 1 numeric value, 1 special character and no spaces.';

describe('/reset-password/:token', () => {
  it('shows a spinner while the link is checked, then only "Link Expired" when it is invalid', async () => {
    let answer: (value: { status: number; message: string }) => void = () => undefined;
    const fetch = mockFetch(() => new Promise((resolve) => (answer = resolve)));
    renderApp('/reset-password/old-token', { language: 'en' });
    expect(await screen.findByText('Checking the link')).toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/user/forgot-password-link');
    expect(jsonBody(fetch.mock.calls[0]!)).toEqual({ token: 'old-token' });

    answer({ status: 400, message: 'Link Expired' });
    expect(await screen.findByRole('heading', { name: 'Link Expired' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Link expirado" in pt', async () => {
    mockFetch(() => ({ status: 400, message: 'Link expirado' }));
    renderApp('/reset-password/old-token', { language: 'pt' });
    expect(await screen.findByRole('heading', { name: 'Link expirado' })).toBeInTheDocument();
  });

  it('validates the new password (pt) and makes no reset call when invalid', async () => {
    const fetch = mockFetch();
    const { user } = renderApp('/reset-password/good-token', { language: 'pt' });
    const submit = await screen.findByRole('button', { name: 'Salvar nova senha' });
    await user.click(submit);
    expect(await screen.findByText('A senha é obrigatória.')).toBeInTheDocument();
    expect(screen.getByText('Confirme a sua senha.')).toBeInTheDocument();

    fill(screen.getByLabelText(/^Nova senha/), 'fraca');
    fill(screen.getByLabelText(/^Confirmar senha/), 'Outra@123');
    expect(
      await screen.findByText(
        'A senha deve ter 8 caracteres, 1 letra maiúscula, 1 letra minúscula, 1 número, 1 caractere especial e nenhum espaço.',
      ),
    ).toBeInTheDocument();
    fill(screen.getByLabelText(/^Nova senha/), 'Forte@123');
    expect(await screen.findByText('A senha e a confirmação devem ser iguais.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('blocks paste and resets the password, then goes to /login (en)', async () => {
    const fetch = mockFetch((url) =>
      url.endsWith('/user/reset-password')
        ? { message: 'Your password was changed. Please sign in again.' }
        : { message: 'The link is valid.' },
    );
    const { user, router } = renderApp('/reset-password/good-token', { language: 'en' });
    const password = await screen.findByLabelText(/^New password/);
    expect(fireEvent.paste(password)).toBe(false);
    expect(fireEvent.paste(screen.getByLabelText(/^Confirm password/))).toBe(false);

    fill(password, 'weak');
    fill(screen.getByLabelText(/^Confirm password/), 'weak');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(STRENGTH_EN)).toBeInTheDocument();

    fill(password, 'Better@123');
    fill(screen.getByLabelText(/^Confirm password/), 'Better@123');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await expectPath(router, '/login');
    const call = fetch.mock.calls[1]!;
    expect(call[0]).toBe('/api/v1/user/reset-password');
    expect(jsonBody(call)).toEqual({ token: 'good-token', password: 'Better@123' });
    expect(await screen.findByText('Your password was changed. Please sign in again.')).toBeInTheDocument();
  });
});
