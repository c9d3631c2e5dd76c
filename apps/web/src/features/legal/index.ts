import en from './locales/en.json';
import pt from './locales/pt.json';

export { TermsPage } from './pages/terms-page.tsx';
export { TermsAndConditionsPage } from './pages/terms-and-conditions-page.tsx';
export { TermsOfUsePage } from './pages/terms-of-use-page.tsx';
export { AboutUsPage } from './pages/about-us-page.tsx';

// Reusable pieces, e.g. for the registration terms popup or /accept-terms.
export { LegalDocumentView } from './components/legal-document-view.tsx';
export { TermsAndPrivacy } from './components/terms-and-privacy.tsx';
export { useLegalLanguage } from './hooks/use-legal-language.ts';
export { termsOfUse } from './content/terms-of-use.ts';
export { privacyPolicy } from './content/privacy-policy.ts';
export { aboutUs } from './content/about-us.ts';
export type { LegalDocument, LocalizedLegalDocument } from './content/types.ts';

/** UI strings of this feature, to register as the i18next namespace `legal`. */
export const legalResources = { en, pt } as const;
