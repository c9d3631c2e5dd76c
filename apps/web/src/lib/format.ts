import { intlLocale } from './locale.ts';

const distanceFormats = new Map<string, Intl.NumberFormat>();

/**
 * Spec §9: a distance in km with 2 decimals, in the language's number format (pt: 1,23; en: 1.23), on the
 * list cards and the venue page alike.
 */
export function formatDistance(km: number, language: string): string {
  const locale = intlLocale(language);
  let format = distanceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    distanceFormats.set(locale, format);
  }
  return format.format(Number.isFinite(km) ? km : 0);
}
