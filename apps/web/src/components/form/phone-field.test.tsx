import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../../test/form-harness.tsx';
import { PhoneField, type PhoneFieldProps } from './phone-field.tsx';

interface Contact {
  countryCode: string;
  phone: string;
}

function renderPhone(
  language: 'pt' | 'en',
  defaultValues: Contact = { countryCode: '+55', phone: '' },
  format?: PhoneFieldProps<Contact>['format'],
) {
  return renderForm<Contact>({
    language,
    defaultValues,
    fields: ({ control }) => (
      <PhoneField control={control} name="phone" countryCodeName="countryCode" format={format} required />
    ),
  });
}

describe('PhoneField', () => {
  it('masks a Brazilian number (NN) NNNNN-NNNN and hands the form its digits (pt)', async () => {
    const { user, form } = renderPhone('pt');
    expect(screen.getByRole('combobox', { name: /^Código do país/ })).toHaveValue('Brasil (+55)');
    const phone = screen.getByLabelText(/^Telefone/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'numeric');

    await user.type(phone, '11a987654321');
    expect(phone).toHaveValue('(11) 98765-4321');
    expect(form().getValues('phone')).toBe('11987654321');
  });

  it('shows a number the form holds in the mask', () => {
    renderPhone('en', { countryCode: '+55', phone: '21912345678' });
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('(21) 91234-5678');
  });

  it('keeps digits only, without the Brazilian mask, for another country code (en)', async () => {
    const { user, form } = renderPhone('en');
    const country = screen.getByRole('combobox', { name: /^Country code/ });
    await user.click(country);
    await user.clear(country);
    await user.type(country, 'Portu');
    await user.click(await screen.findByRole('option', { name: 'Portugal (+351)' }));
    expect(form().getValues('countryCode')).toBe('+351');

    const phone = screen.getByLabelText(/^Phone/);
    await user.type(phone, '912 345-678');
    expect(phone).toHaveValue('912345678');
    expect(form().getValues('phone')).toBe('912345678');
  });

  it('keeps digits only for +55 too with format="digits" (registration)', async () => {
    const { user, form } = renderPhone('pt', { countryCode: '+55', phone: '' }, 'digits');
    const phone = screen.getByLabelText(/^Telefone/);
    await user.type(phone, '(11) 9a8');
    expect(phone).toHaveValue('1198');
    expect(form().getValues('phone')).toBe('1198');
  });
});
