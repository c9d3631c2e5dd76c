import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

export interface Country {
  /** ISO 3166-1 alpha-2, e.g. BR. */
  code: CountryCode;
  /** E.g. +55. */
  dial_code: string;
  id: string;
}

/** Every country with a calling code, from libphonenumber-js (Google's maintained metadata). */
export const COUNTRIES: readonly Country[] = getCountries().map((code) => ({
  code,
  dial_code: `+${getCountryCallingCode(code)}`,
  id: code.toLowerCase(),
}));

const displayNames = new Map<string, Intl.DisplayNames>();

/** The country's name in the interface language (Brazilian Portuguese for pt), from the platform's CLDR data. */
export function countryName(code: string, language: string): string {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language === 'pt' ? 'pt-BR' : language], { type: 'region', fallback: 'code' });
    displayNames.set(language, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    // Not a well-formed region code.
    return code;
  }
}
