import { lazy, Suspense, useState } from 'react';
import { useAfterFirstData } from '../lib/use-after-first-data.ts';
import type { LanguageSelectFieldProps } from './language-select-field.tsx';
import classes from './language-select.module.css';

const loadField = () => import('./language-select-field.tsx');
const LanguageSelectField = lazy(() => loadField().then((module) => ({ default: module.LanguageSelectField })));

export type LanguageSelectProps = LanguageSelectFieldProps;

/**
 * The interface language dropdown (spec §1). Its code (Mantine's Select, combobox and popover) loads once
 * the screen has its data, or as soon as the pointer reaches its place; an empty field of the same size
 * holds that place meanwhile.
 */
export function LanguageSelect({ compact = false }: LanguageSelectProps) {
  const ready = useAfterFirstData();
  const [wanted, setWanted] = useState(false);
  const place = (
    <div
      className={compact ? classes.compact : classes.full}
      aria-hidden
      onPointerEnter={() => setWanted(true)}
      onPointerDown={() => setWanted(true)}
    />
  );
  if (!ready && !wanted) return place;
  return (
    <Suspense fallback={place}>
      <LanguageSelectField compact={compact} />
    </Suspense>
  );
}
