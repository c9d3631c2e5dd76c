import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { stripSpaces } from '@noite/shared';
import { TextField, type TextFieldProps } from './text-field.tsx';

export type EmailFieldProps<T extends FieldValues, O = T> = Omit<TextFieldProps<T, O>, 'normalize' | 'counter'>;

/** E-mail input (spec §5): spaces are removed as they are typed; the e-mail keyboard on phones. */
export function EmailField<T extends FieldValues, O = T>(props: EmailFieldProps<T, O>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('fields.email')}
      placeholder={t('fields.emailPlaceholder')}
      type="email"
      inputMode="email"
      autoComplete="email"
      {...props}
      normalize={stripSpaces}
    />
  );
}
