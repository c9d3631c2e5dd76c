import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { ClipboardEvent, Ref } from 'react';
import { withoutSpaces } from '../lib/form-errors.ts';

export interface PasswordFieldProps extends Omit<PasswordInputProps, 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the show/hide button. */
  toggleLabel: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Password input of the spec (§5): pasting is blocked and spaces are removed as they are typed.
 * The show/hide toggle is a real, focusable button.
 */
export function PasswordField({ value, onChange, toggleLabel, ref, ...props }: PasswordFieldProps) {
  return (
    <PasswordInput
      {...props}
      ref={ref}
      value={value}
      onChange={(event) => onChange(withoutSpaces(event.currentTarget.value))}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => event.preventDefault()}
      onDrop={(event) => event.preventDefault()}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': toggleLabel }}
    />
  );
}
