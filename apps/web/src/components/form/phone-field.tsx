import { Grid } from '@mantine/core';
import { useWatch, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_CODE } from '@noite/shared';
import { useBoundField, type BoundFieldProps } from './bound-field.ts';
import { CountryCodeSelect } from './country-code-select.tsx';
import { MaskedField } from './masked-field.tsx';
import { digitsOnly, MASKS } from './masks.ts';
import { TextField } from './text-field.tsx';

export interface PhoneFieldProps<T extends FieldValues, O = T> extends BoundFieldProps<T, O> {
  /** The form value holding the dial code (e.g. +55). */
  countryCodeName: FieldPathByValue<T, string | undefined>;
  /**
   * `national` (default): (NN) NNNNN-NNNN while the country code is +55 (spec §5 Account), digits for other
   * codes. `digits`: digits only whatever the code (spec §5 User registration).
   */
  format?: 'national' | 'digits';
  label?: string;
  countryCodeLabel?: string;
  required?: boolean;
  /** Shown, not editable (a record viewed read-only). */
  disabled?: boolean;
}

/**
 * The country-code select and the phone number, side by side (stacked on phones). The form receives the
 * dial code and the number's digits, as the shared `countryCodeField` and `phoneField` expect.
 */
export function PhoneField<T extends FieldValues, O = T>({
  control,
  name,
  countryCodeName,
  format = 'national',
  label,
  countryCodeLabel,
  required,
  disabled,
}: PhoneFieldProps<T, O>) {
  const { t } = useTranslation();
  const countryCode = useWatch({ control, name: countryCodeName }) as string | undefined;
  const masked = format === 'national' && (countryCode ?? DEFAULT_COUNTRY_CODE) === DEFAULT_COUNTRY_CODE;
  const numberProps = {
    control,
    name,
    label: label ?? t('fields.phone'),
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    required,
    disabled,
  } as const;

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, xs: 5 }}>
        <CountryCodeField
          control={control}
          name={countryCodeName}
          label={countryCodeLabel ?? t('fields.countryCode')}
          required={required}
          disabled={disabled}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 7 }}>
        {masked ? (
          <MaskedField key="masked" {...numberProps} mask={MASKS.phone} output="digits" />
        ) : (
          <TextField key="digits" {...numberProps} normalize={digitsOnly} />
        )}
      </Grid.Col>
    </Grid>
  );
}

interface CountryCodeFieldProps<T extends FieldValues, O> extends BoundFieldProps<T, O> {
  label: string;
  required?: boolean;
  disabled?: boolean;
}

function CountryCodeField<T extends FieldValues, O>({
  control,
  name,
  label,
  required,
  disabled,
}: CountryCodeFieldProps<T, O>) {
  const field = useBoundField({ control, name });
  return <CountryCodeSelect {...field} label={label} required={required} disabled={disabled} />;
}
