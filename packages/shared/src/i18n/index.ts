import type { Language } from '../constants.ts';
import { en, type SharedCatalogue } from './en.ts';
import { pt } from './pt.ts';

export { en, pt, type SharedCatalogue };
export const sharedCatalogues: Record<Language, SharedCatalogue> = { en, pt };

/** A message key such as `validation.nameMin` or `api.loginSuccess`. */
export type MessageKey = {
  [G in keyof SharedCatalogue]: `${G & string}.${keyof SharedCatalogue[G] & string}`;
}[keyof SharedCatalogue];

/** Resolves a dotted key in a language, filling {{placeholders}}; unknown keys come back unchanged. */
export function translate(language: Language, key: string, values: Record<string, string> = {}): string {
  const [group, name] = key.split('.', 2) as [string, string | undefined];
  const catalogue = sharedCatalogues[language] as unknown as Record<string, Record<string, string> | undefined>;
  const text = name === undefined ? undefined : catalogue[group]?.[name];
  if (text === undefined) return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, placeholder: string) => values[placeholder] ?? '');
}
