import { DEFAULT_LANGUAGE, type Language } from '@noite/shared';
import { useTranslation } from 'react-i18next';

/** The interface language the legal texts are shown in: en when i18n says so, otherwise the default (pt). */
export function useLegalLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (language?.startsWith('en')) return 'en';
  if (language?.startsWith('pt')) return 'pt';
  return DEFAULT_LANGUAGE;
}
