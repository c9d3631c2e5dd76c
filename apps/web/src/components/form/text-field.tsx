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

/** The props a Mantine text input needs to edit one form value, with the counter under it; the rest pass through. */
function useTextBinding<T extends FieldValues, O, P extends BoundFieldProps<T, O> & TextOptions>({
  control,
  name,
  counter,
  normalize,
  description,
  ...props
}: P) {
  const { onChange, ...field } = useBoundField({ control, name });
  return {
    ...props,
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
export function TextField<T extends FieldValues, O = T>(props: TextFieldProps<T, O>) {
  return <TextInput {...useTextBinding<T, O, TextFieldProps<T, O>>(props)} />;
}

export type TextAreaFieldProps<T extends FieldValues, O = T> = BoundFieldProps<T, O> &
  TextOptions &
  Omit<TextareaProps, OwnProps | 'description'>;

/** A multi-line text input bound to the form (about text x/1000, event description x/500). */
export function TextAreaField<T extends FieldValues, O = T>(props: TextAreaFieldProps<T, O>) {
  return <Textarea rows={4} {...useTextBinding<T, O, TextAreaFieldProps<T, O>>(props)} />;
}
