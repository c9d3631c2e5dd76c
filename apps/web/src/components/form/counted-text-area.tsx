import type { FieldValues } from 'react-hook-form';
import { TextAreaField, type TextAreaFieldProps } from './text-field.tsx';

export type CountedTextAreaProps<T extends FieldValues, O = T> = Omit<
  TextAreaFieldProps<T, O>,
  'counter' | 'autosize' | 'minRows' | 'maxRows' | 'rows'
> & {
  /** The most characters: the live `x/N` counter's N, and typing stops there. */
  max: number;
  /** How tall it starts and how tall it grows before it scrolls, in rows. */
  rows: readonly [min: number, max: number];
};

/**
 * A text area that grows with what is typed, with its live `x/N` counter under it: the about text (x/1000), the
 * Wi-Fi description (x/150), the event description (x/500).
 */
export function CountedTextArea<T extends FieldValues, O = T>({ max, rows, ...props }: CountedTextAreaProps<T, O>) {
  return <TextAreaField<T, O> {...props} counter={max} autosize minRows={rows[0]} maxRows={rows[1]} />;
}
