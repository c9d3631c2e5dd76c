import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectPath, fill, jsonBody, mockFetch, renderApp } from '../../test/render.tsx';

afterEach(() => vi.restoreAllMocks());

async function fillValidForm(language: 'pt' | 'en') {
  const labels =
    language === 'pt'
      ? { name: /^Nome completo/, phone: /^Telefone/, password: /^Senha/, confirm: /^Confirmar senha/ }
      : { name: /^Full name/, phone: /^Phone/, password: /^Password/, confirm: /^Confirm password/ };
  fill(await screen.findByLabelText(labels.name), 'Ana Souza');
  fill(screen.getByLabelText(/^E-mail/), 'Ana@Example.com');
  fill(screen.getByLabelText(labels.phone), '11987654321');
  fill(screen.getByLabelText(labels.password), 'Strong@123');
  fill(screen.getByLabelText(labels.confirm), 'Strong@123');
}

describe('/register-user', () => {
  it('shows every required message in pt and makes no call', async () => {
    const fetch = mockFetch();
    const { user } = renderApp('/register-user', { language: 'pt' });
    await user.click(await screen.findByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Este campo é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('O e-mail é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('O telefone é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('A senha é obrigatória.')).toBeInTheDocument();
    expect(screen.getByText('Confirme a sua senha.')).toBeInTheDocument();
    expect(screen.getByText('Aceite os termos e condições.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the length, character, e-mail, phone and password messages in en', async () => {
    const fetch = mockFetch();
    const { user } = renderApp('/register-user', { language: 'en' });
    const name = await screen.findByLabelText(/^Full name/);
    const phone = screen.getByLabelText(/^Phone/);
    const submit = screen.getByRole('button', { name: 'Create account' });

    fill(name, 'ab');
    fill(screen.getByLabelText(/^E-mail/), 'ana@');
    fill(phone, '1234');
    fill(screen.getByLabelText(/^Password/), 'weakpass');
    fill(screen.getByLabelText(/^Confirm password/), 'Other@123');
    await user.click(submit);
    expect(await screen.findByText('Complete name must me atleast 3 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Phone number must have at least 8 digits.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Password must include 8 characters, 1 upper case letter, 1 lower case letter, 1 numeric value, 1 special character and no spaces.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms and conditions.')).toBeInTheDocument();

    fill(name, 'a'.repeat(31));
    fill(phone, '1234567890123456');
    fill(screen.getByLabelText(/^Password/), 'Strong@123');
    expect(await screen.findByText('Name must be at most 30 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Phone number must have at most 15 digits.')).toBeInTheDocument();
    expect(screen.getByText('Password and confirm password must match.')).toBeInTheDocument();

    fill(name, 'Ana!');
    expect(
      await screen.findByText('Name may contain only letters, numbers, spaces and underscores.'),
    ).toBeInTheDocument();
    fill(name, ' Ana');
    expect(await screen.findByText('Must not start with a space.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps digits only in the phone and strips spaces from the passwords', async () => {
    mockFetch();
    const { user } = renderApp('/register-user', { language: 'en' });
    const phone = await screen.findByLabelText(/^Phone/);
    await user.type(phone, '(11) 9a8');
    expect(phone).toHaveValue('1198');
    const confirm = screen.getByLabelText(/^Confirm password/);
    await user.type(confirm, 'a b');
    expect(confirm).toHaveValue('ab');
  });

  it('ticks the terms only through the popup, unticks on click, and blocks submission while unticked', async () => {
    const fetch = mockFetch();
    const { user } = renderApp('/register-user', { language: 'en' });
    await fillValidForm('en');
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });

    await user.click(terms);
    let dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(terms).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(terms).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please accept the terms and conditions.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await user.click(terms);
    dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(terms).toBeChecked());
    expect(screen.queryByText('Please accept the terms and conditions.')).not.toBeInTheDocument();

    await user.click(terms);
    expect(terms).not.toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists every country and sends a valid registration, then goes to /login', async () => {
    const fetch = mockFetch(() => ({ status: 201, message: 'Conta criada. Você já pode entrar.' }));
    const { user, router } = renderApp('/register-user', { language: 'pt' });
    await fillValidForm('pt');

    const country = screen.getByRole('combobox', { name: /^Código do país/ });
    expect(country).toHaveValue('Brasil (+55)');
    await user.click(country);
    expect((await screen.findAllByRole('option')).length).toBeGreaterThanOrEqual(240);
    await user.clear(country);
    await user.type(country, 'Portu');
    await user.click(await screen.findByRole('option', { name: 'Portugal (+351)' }));
    expect(country).toHaveValue('Portugal (+351)');

    await user.click(screen.getByRole('checkbox', { name: 'Aceito os termos e condições' }));
    const dialog = await screen.findByRole('dialog', { name: 'Termos e condições' });
    await user.click(within(dialog).getByRole('button', { name: 'Aceitar' }));
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    await expectPath(router, '/login');
    expect(fetch).toHaveBeenCalledTimes(1);
    const call = fetch.mock.calls[0]!;
    expect(call[0]).toBe('/api/v1/user/sign-up');
    expect(jsonBody(call)).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      countryCode: '+351',
      phone: '11987654321',
      password: 'Strong@123',
      confirmPassword: 'Strong@123',
      deviceType: 'web',
      deviceToken: expect.stringMatching(/^\d+$/),
    });
    expect(await screen.findByText('Conta criada. Você já pode entrar.')).toBeInTheDocument();
  });
});
