import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from './bound-field.ts';
import { withCounter } from './counter.tsx';

/** With a counter, the description (and the counter in it) sits under the input, above the error. */
const COUNTER_ORDER: TextInputProps['inputWrapperOrder'] = ['label', 'input', 'description', 'error'];

type OwnProps = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'maxLength';

interface TextOptions {
  /** Shows a live `x/N` counter under the field and stops typing at N characters. */
  counter?: number;
  /** Rewrites what is typed before the form receives it (e.g. spaces removed). */
  normalize?: (value: string) => string;
  description?: ReactNode;
}

/** The props a Mantine text input needs to edit one form value, with the counter under it. */
function useTextBinding<T extends FieldValues, O>({
  control,
  name,
  counter,
  normalize,
  description,
}: BoundFieldProps<T, O> & TextOptions) {
  const { onChange, ...field } = useBoundField({ control, name });
  return {
    ...field,
    onChange: ({ currentTarget }: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(normalize ? normalize(currentTarget.value) : currentTarget.value),
    maxLength: counter,
    description: withCounter(description, field.value.length, counter),
    inputWrapperOrder: counter === undefined ? undefined : COUNTER_ORDER,
  };
}

export type TextFieldProps<T extends FieldValues, O = T> = BoundFieldProps<T, O> &
  TextOptions &
  Omit<TextInputProps, OwnProps | 'description'>;

/** A one-line text input bound to the form, with its label, its translated error and an optional counter. */
export function TextField<T extends FieldValues, O = T>({
  control,
  name,
  counter,
  normalize,
  description,
  ...props
}: TextFieldProps<T, O>) {
  const binding = useTextBinding({ control, name, counter, normalize, description });
  return <TextInput {...props} {...binding} />;
}

export type TextAreaFieldProps<T extends FieldValues, O = T> = BoundFieldProps<T, O> &
  TextOptions &
  Omit<TextareaProps, OwnProps | 'description'>;

/** A multi-line text input bound to the form (about text x/1000, event description x/500). */
export function TextAreaField<T extends FieldValues, O = T>({
  control,
  name,
  counter,
  normalize,
  description,
  ...props
}: TextAreaFieldProps<T, O>) {
  const binding = useTextBinding({ control, name, counter, normalize, description });
  return <Textarea rows={4} {...props} {...binding} />;
}
