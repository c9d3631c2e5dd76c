import fs from 'node:fs';
import path from 'node:path';
import { sharedCatalogues } from '@noite/shared';
import { repoRoot } from './server.ts';

export type Language = 'pt' | 'en';
export const LANGUAGES: readonly Language[] = ['pt', 'en'];

type Catalogue = { [key: string]: string | Catalogue };

const uiCache = new Map<Language, Catalogue>();

/** The web app's own catalogue (apps/web/src/locales/<lang>.json), read from disk so specs follow its wording. */
function uiCatalogue(language: Language): Catalogue {
  let catalogue = uiCache.get(language);
  if (!catalogue) {
    const file = path.join(repoRoot, 'apps/web/src/locales', `${language}.json`);
    catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;
    uiCache.set(language, catalogue);
  }
  return catalogue;
}

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

const interpolate = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));

/**
 * Resolves a key the way the web app's i18next does: `shared:validation.x` in the shared catalogue,
 * any other key in the web catalogue (then the shared one). Throws on an unknown key so a renamed key
 * fails loudly instead of silently matching nothing.
 */
export function translator(language: Language): Translate {
  return (key, values = {}) => {
    const shared = sharedCatalogues[language] as unknown as Catalogue;
    const text = key.startsWith('shared:')
      ? lookup(shared, key.slice('shared:'.length))
      : (lookup(uiCatalogue(language), key) ?? lookup(shared, key));
    if (text === undefined) throw new Error(`No ${language} text for the key "${key}".`);
    return interpolate(text, values);
  };
}

/** The texts of one of the web app's namespace catalogues: `folder` (under apps/web/src) holds `<lang>.json`. */
export function featureTranslator(folder: string, language: Language): Translate {
  const file = path.join(repoRoot, 'apps/web/src', folder, `${language}.json`);
  const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;
  return (key, values = {}) => {
    const text = lookup(catalogue, key);
    if (text === undefined) throw new Error(`No ${language} text for "${key}" in ${folder}.`);
    return interpolate(text, values);
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A case-insensitive regular expression matching exactly a translated label (for role and label locators),
 * allowing the required-field asterisk Mantine appends.
 */
export function label(text: string): RegExp {
  return new RegExp(`^\\s*${escape(text)}\\s*\\*?\\s*$`, 'i');
}

/** A case-insensitive regular expression finding a translated text inside a longer one. */
export function containing(text: string): RegExp {
  return new RegExp(escape(text), 'i');
}

/** A case-insensitive regular expression matching a text that starts with a translated one (names that add more). */
export function startingWith(text: string): RegExp {
  return new RegExp(`^\\s*${escape(text)}`, 'i');
}
