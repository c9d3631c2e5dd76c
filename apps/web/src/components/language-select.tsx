import { lazy, Suspense } from 'react';
import type { LanguageSelectFieldProps } from './language-select-field.tsx';
import classes from './language-select.module.css';

const LanguageSelectField = lazy(() =>
  import('./language-select-field.tsx').then((module) => ({ default: module.LanguageSelectField })),
);

export type LanguageSelectProps = LanguageSelectFieldProps;

/**
 * The interface language dropdown (spec §1). Its code (Mantine's Select, combobox and popover) loads after
 * the screen's first render; an empty field of the same size holds its place meanwhile.
 */
export function LanguageSelect({ compact = false }: LanguageSelectProps) {
  return (
    <Suspense fallback={<div className={compact ? classes.compact : classes.full} aria-hidden />}>
      <LanguageSelectField compact={compact} />
    </Suspense>
  );
}
