import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { stripSpaces } from '@noite/shared';
import { useBoundField, type BoundFieldProps } from './bound-field.ts';

export type PasswordFieldProps<T extends FieldValues, O = T> = BoundFieldProps<T, O> &
  Omit<PasswordInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'> & {
    /** Accessible name of the show/hide button (default "Show password"). */
    toggleLabel?: string;
    /** The spec blocks pasting into every password it describes (login, registration, reset, account). */
    allowPaste?: boolean;
  };

const prevent = (event: { preventDefault: () => void }) => event.preventDefault();

/**
 * Password input of the spec (§5): spaces are removed as they are typed and pasting (or dropping text) is
 * blocked. The show/hide toggle is a real, focusable button.
 */
export function PasswordField<T extends FieldValues, O = T>({
  control,
  name,
  toggleLabel,
  allowPaste = false,
  ...props
}: PasswordFieldProps<T, O>) {
  const { t } = useTranslation();
  const { onChange, ...field } = useBoundField({ control, name });
  return (
    <PasswordInput
      {...props}
      {...field}
      onChange={(event) => onChange(stripSpaces(event.currentTarget.value))}
      onPaste={allowPaste ? undefined : prevent}
      onDrop={allowPaste ? undefined : prevent}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': toggleLabel ?? t('fields.showPassword') }}
    />
  );
}
