import type { ReactNode } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useErrorText } from './error-text.ts';

/** What every field of the kit takes to bind itself to a react-hook-form form. */
export interface BoundFieldProps<T extends FieldValues, O = T> {
  /** `form.control` of the form the field belongs to. */
  control: Control<T, unknown, O>;
  /** The form value the field edits (a string, or an optional string). */
  name: FieldPathByValue<T, string | undefined>;
}

export interface BoundField {
  /** The form's value ('' while it is undefined). */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  name: string;
  /** The field's error, translated, or undefined. */
  error: ReactNode;
}

/** Binds a text-like input to the form: its value, its handlers and its error text (translated). */
export function useBoundField<T extends FieldValues, O>({ control, name }: BoundFieldProps<T, O>): BoundField {
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name });
  return {
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    name: field.name,
    error: errorText(fieldState.error?.message),
  };
}
