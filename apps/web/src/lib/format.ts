import { DEFAULT_LANGUAGE, type Language } from '@noite/shared';

/** Each language's separators, as Intl's pt-BR and en-GB number formats write them (format.test.ts checks). */
const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  pt: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/**
 * Spec §9: a distance in km with 2 decimals, in the language's number format (pt: 1,23; en: 1.23), on the
 * list cards and the venue page alike. Written out rather than through Intl.NumberFormat: the first Intl
 * formatter of a page loads the locale's data, ~18 ms of a phone's main thread (×4) in the middle of the home
 * list's first render (issue 11); the result is the same, as format.test.ts checks against Intl.
 */
export function formatDistance(km: number, language: string): string {
  const { group, decimal } = SEPARATORS[language as Language] ?? SEPARATORS[DEFAULT_LANGUAGE];
  const value = Number.isFinite(km) ? km : 0;
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  const sign = value < 0 && Number(cents) + Number(whole) > 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${decimal}${cents}`;
}
