import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, sharedCatalogues, type Language } from '@noite/shared';
// The legal feature's few UI strings (its long texts load with its pages).
import legalEn from '../features/legal/locales/en.json';
import legalPt from '../features/legal/locales/pt.json';
import en from '../locales/en.json';
import pt from '../locales/pt.json';

/** localStorage key holding the interface language (spec §1: stored locally, default pt). */
export const LANGUAGE_STORAGE_KEY = 'language';

export const uiCatalogues = { en, pt } as const;

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
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
  reload();
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

type Catalogue = Record<string, unknown>;

/** Feature namespaces registered by their lazily loaded modules (kept for an initialisation that comes later). */
const featureNamespaces = new Map<string, Record<Language, Catalogue>>();

/**
 * Registers a feature's UI strings as the i18next namespace `namespace`. A feature calls this from the
 * module its screens import, so its strings travel in its own lazy chunk instead of the entry.
 */
export function registerNamespace(namespace: string, catalogues: Record<Language, Catalogue>): string {
  if (!featureNamespaces.has(namespace)) featureNamespaces.set(namespace, catalogues);
  if (i18n.isInitialized) {
    for (const language of LANGUAGES) {
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

export function initI18n(language: Language = storedLanguage()) {
  document.documentElement.lang = language;
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
    resources: {
      en: { translation: en, shared: sharedCatalogues.en, legal: legalEn, ...featureResources('en') },
      pt: { translation: pt, shared: sharedCatalogues.pt, legal: legalPt, ...featureResources('pt') },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
  return i18n;
}
