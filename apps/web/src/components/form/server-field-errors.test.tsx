import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { EmailField } from './email-field.tsx';
import { renderForm } from '../../test/form-harness.tsx';
import { PhoneField } from './phone-field.tsx';
import { applyServerFieldErrors } from './server-field-errors.ts';
import { TextField } from './text-field.tsx';

interface SignUp {
  name: string;
  email: string;
  countryCode: string;
  phone: string;
}

describe('applyServerFieldErrors', () => {
  it("puts each of a 400 answer's field errors under its field, and ignores fields the form lacks", async () => {
    const { form } = renderForm<SignUp>({
      language: 'pt',
      defaultValues: { name: 'Ana', email: 'ana@example.com', countryCode: '+55', phone: '11987654321' },
      fields: ({ control }) => (
        <>
          <TextField control={control} name="name" label="Nome" />
          <EmailField control={control} name="email" />
          <PhoneField control={control} name="phone" countryCodeName="countryCode" />
        </>
      ),
    });
    const error = new ApiError('client', 400, 'Alguns campos são inválidos.', 'Cadastro', [
      { field: 'email', message: 'Este e-mail já está cadastrado.' },
      { field: 'phone', message: 'O telefone deve ter no mínimo 8 dígitos.' },
      { field: 'deviceToken', message: 'Valor inválido.' },
    ]);
    act(() => applyServerFieldErrors(error, form()));

    expect(await screen.findByLabelText('E-mail')).toHaveAccessibleDescription('Este e-mail já está cadastrado.');
    expect(screen.getByLabelText(/^Telefone/)).toHaveAccessibleDescription('O telefone deve ter no mínimo 8 dígitos.');
    expect(screen.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid');
    expect(form().getFieldState('email').error?.type).toBe('server');
    expect(form().getFieldState('deviceToken' as 'name').error).toBeUndefined();
  });

  it('does nothing for errors that are not API answers', () => {
    const { form } = renderForm<SignUp>({
      defaultValues: { name: '', email: '', countryCode: '+55', phone: '' },
      fields: ({ control }) => <EmailField control={control} name="email" />,
    });
    act(() => applyServerFieldErrors(new Error('boom'), form()));
    expect(form().formState.errors).toEqual({});
  });
});
