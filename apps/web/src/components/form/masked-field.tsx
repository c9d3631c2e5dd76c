import { InputBase, type InputBaseProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import { useBoundField, type BoundFieldProps } from './bound-field.ts';
import { MASKS } from './masks.ts';

export type MaskedFieldProps<T extends FieldValues, O = T> = BoundFieldProps<T, O> &
  Omit<InputBaseProps, 'error'> & {
    /** react-imask pattern: `0` a digit, `[...]` optional (see masks.ts). */
    mask: string;
    /** What the form (and the API) receives: the digits only, or the text as shown, punctuation included. */
    output: 'digits' | 'masked';
    placeholder?: string;
    autoComplete?: string;
    type?: 'text' | 'tel';
  };

/**
 * A digits-only input formatted as it is typed (react-imask, docs/decisions/014-input-masks.md): keys
 * other than digits are ignored, the mask's punctuation is added, and the numeric keyboard opens on phones.
 */
export function MaskedField<T extends FieldValues, O = T>({
  control,
  name,
  mask,
  output,
  ...props
}: MaskedFieldProps<T, O>) {
  const { value, onChange, ref, ...field } = useBoundField({ control, name });
  return (
    <InputBase
      component={IMaskInput}
      mask={mask}
      unmask={output === 'digits'}
      inputMode="numeric"
      {...props}
      {...field}
      inputRef={ref}
      value={value}
      onAccept={(next: string) => {
        // react-imask also reports values the form itself set; only typing changes the form.
        if (next !== value) onChange(next);
      }}
    />
  );
}

export type DocumentFieldProps<T extends FieldValues, O = T> = Omit<MaskedFieldProps<T, O>, 'mask' | 'output'>;

/** A Brazilian document number: its mask as the hint, and the form receives it masked (see masks.ts). */
function documentField(mask: string, labelKey: 'fields.cpf' | 'fields.cnpj' | 'fields.zipCode', autoComplete: string) {
  return function DocumentField<T extends FieldValues, O = T>(props: DocumentFieldProps<T, O>) {
    const { t } = useTranslation();
    return (
      <MaskedField
        label={t(labelKey)}
        placeholder={mask}
        autoComplete={autoComplete}
        {...props}
        mask={mask}
        output="masked"
      />
    );
  };
}

/** CPF `000.000.000-00`; the contract accepts it with or without the mask. */
export const CpfField = documentField(MASKS.cpf, 'fields.cpf', 'off');
/** CNPJ `00.000.000/0000-00`: the contract's pattern. */
export const CnpjField = documentField(MASKS.cnpj, 'fields.cnpj', 'off');
/** Zip code (CEP) `00000-000`: the contract's pattern. */
export const CepField = documentField(MASKS.cep, 'fields.zipCode', 'postal-code');
