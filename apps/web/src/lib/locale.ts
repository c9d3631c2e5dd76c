import { DEFAULT_LANGUAGE, type Language } from '@noite/shared';

/** The Intl locale of each interface language: Brazilian Portuguese, and British English (day before month). */
const INTL_LOCALES: Record<Language, string> = { pt: 'pt-BR', en: 'en-GB' };

/** The Intl locale for an interface language (any other value gets the default language's). */
export function intlLocale(language: string): string {
  return INTL_LOCALES[language as Language] ?? INTL_LOCALES[DEFAULT_LANGUAGE];
}
