import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../../test/form-harness.tsx';
import { PasswordField } from './password-field.tsx';

interface Passwords {
  password: string;
  other: string;
}

function renderPasswords(language: 'pt' | 'en') {
  return renderForm<Passwords>({
    language,
    defaultValues: { password: '', other: '' },
    fields: ({ control }) => (
      <>
        <PasswordField control={control} name="password" label={language === 'pt' ? 'Senha' : 'Password'} required />
        <PasswordField control={control} name="other" label="Admin" toggleLabel="Reveal" allowPaste />
      </>
    ),
  });
}

describe('PasswordField', () => {
  it('blocks paste and drop, and removes spaces as they are typed (pt)', async () => {
    const { user, form } = renderPasswords('pt');
    const password = screen.getByLabelText(/^Senha/);
    expect(fireEvent.paste(password, { clipboardData: { getData: () => 'Colado123' } })).toBe(false);
    expect(fireEvent.drop(password)).toBe(false);
    await user.type(password, 'No ite@ 2026');
    expect(password).toHaveValue('Noite@2026');
    expect(form().getValues('password')).toBe('Noite@2026');
  });

  it('lets pasting through only when asked', () => {
    renderPasswords('en');
    expect(fireEvent.paste(screen.getByLabelText(/^Admin/))).toBe(true);
  });

  it('has a labelled, focusable show/hide toggle in pt and en', async () => {
    const { user, unmount } = renderPasswords('pt');
    const toggle = screen.getByRole('button', { name: 'Mostrar senha' });
    const password = screen.getByLabelText(/^Senha/);
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).not.toHaveAttribute('tabindex', '-1');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    unmount();

    renderPasswords('en');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reveal' })).toBeInTheDocument();
  });
});
