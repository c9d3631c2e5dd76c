import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@noite/shared';
import { mirrorToCookie, SSR_COOKIES } from './server-state.ts';

/** localStorage key holding the interface language (spec §1: stored locally, default pt). */
export const LANGUAGE_STORAGE_KEY = 'language';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Stores the language and reloads the page so every screen (and every cached answer) starts over in it. */
export function changeLanguage(language: Language, reload: () => void = () => window.location.reload()): void {
  if (language === currentLanguage()) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode quotas): switch for this page view only.
  }
  mirrorToCookie(SSR_COOKIES.language, language, true);
  document.documentElement.lang = language;
  void loadLanguage(language)
    .then(() => i18n.changeLanguage(language))
    .catch(() => undefined)
    .finally(reload);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

type Catalogue = Record<string, unknown>;

/** A language's app-wide namespaces: the UI strings, the shared messages and the legal pages' few strings. */
export interface LanguageCatalogues {
  translation: Catalogue;
  shared: Catalogue;
  legal: Catalogue;
}

/** Each language's catalogues in a chunk of their own: a page loads only its language's (spec §1: pt or en). */
const catalogueLoaders: Record<Language, () => Promise<{ catalogues: LanguageCatalogues }>> = {
  en: () => import('./catalogues/en.ts'),
  pt: () => import('./catalogues/pt.ts'),
};

const languageCatalogues = new Map<Language, LanguageCatalogues>();

/** Makes a language's catalogues available (loaded, or given directly by tests). */
export function provideCatalogues(language: Language, catalogues: LanguageCatalogues): void {
  languageCatalogues.set(language, catalogues);
  if (!i18n.isInitialized) return;
  for (const [namespace, bundle] of Object.entries({ ...catalogues, ...featureResources(language) })) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle, true, false);
  }
}

/** Loads a language's catalogues (once); `initI18n` then starts in it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (languageCatalogues.has(language)) return;
  const { catalogues } = await catalogueLoaders[language]();
  provideCatalogues(language, catalogues);
}

/** Feature namespaces registered by their lazily loaded modules (kept for an initialisation that comes later). */
const featureNamespaces = new Map<string, Record<Language, Catalogue>>();

/**
 * Registers a feature's UI strings as the i18next namespace `namespace`. A feature calls this from the
 * module its screens import, so its strings travel in its own lazy chunk instead of the entry.
 */
export function registerNamespace<N extends string>(namespace: N, catalogues: Record<Language, Catalogue>): N {
  if (!featureNamespaces.has(namespace)) featureNamespaces.set(namespace, catalogues);
  if (i18n.isInitialized) {
    for (const language of languageCatalogues.keys()) {
      if (!i18n.hasResourceBundle(language, namespace)) {
        i18n.addResourceBundle(language, namespace, catalogues[language], true, false);
      }
    }
  }
  return namespace;
}

function featureResources(language: Language): Record<string, Catalogue> {
  return Object.fromEntries([...featureNamespaces].map(([namespace, catalogues]) => [namespace, catalogues[language]]));
}

/** Starts i18next in `language`, whose catalogues must have been loaded (`loadLanguage`) or provided. */
export function initI18n(language: Language = storedLanguage()) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (i18n.isInitialized) {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    return i18n;
  }
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['translation', 'shared', 'legal'],
    defaultNS: 'translation',
    resources: Object.fromEntries(
      [...languageCatalogues].map(([loaded, catalogues]) => [loaded, { ...catalogues, ...featureResources(loaded) }]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
  return i18n;
}
