import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../../test/form-harness.tsx';
import { CepField, CnpjField, CpfField } from './masked-field.tsx';

interface Documents {
  cpf: string;
  cnpj: string;
  zipCode: string;
}

const empty: Documents = { cpf: '', cnpj: '', zipCode: '' };

function renderDocuments(language: 'pt' | 'en', defaultValues: Documents = empty) {
  return renderForm<Documents>({
    language,
    defaultValues,
    fields: ({ control }) => (
      <>
        <CpfField control={control} name="cpf" />
        <CnpjField control={control} name="cnpj" />
        <CepField control={control} name="zipCode" />
      </>
    ),
  });
}

describe('CpfField, CnpjField, CepField', () => {
  it('mask digits as they are typed, ignore other keys, and hand the form the masked value (pt)', async () => {
    const { user, form } = renderDocuments('pt');
    const cpf = screen.getByLabelText('CPF');
    const cnpj = screen.getByLabelText('CNPJ');
    const cep = screen.getByLabelText('CEP');

    await user.type(cpf, '529a98224725999');
    await user.type(cnpj, '11.222333/000181');
    await user.type(cep, '01310-100x');

    expect(cpf).toHaveValue('529.982.247-25');
    expect(cnpj).toHaveValue('11.222.333/0001-81');
    expect(cep).toHaveValue('01310-100');
    expect(form().getValues()).toEqual({ cpf: '529.982.247-25', cnpj: '11.222.333/0001-81', zipCode: '01310-100' });
  });

  it('are labelled in en, open the numeric keyboard and show the pattern as a hint', () => {
    renderDocuments('en');
    for (const [label, placeholder] of [
      ['CPF', '000.000.000-00'],
      ['CNPJ', '00.000.000/0000-00'],
      ['Zip code', '00000-000'],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('placeholder', placeholder);
    }
  });

  it('format a value the form already holds, digits-only or masked, without changing it', () => {
    const { form } = renderDocuments('pt', { cpf: '52998224725', cnpj: '11.222.333/0001-81', zipCode: '01310100' });
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    expect(form().formState.isDirty).toBe(false);
  });
});
