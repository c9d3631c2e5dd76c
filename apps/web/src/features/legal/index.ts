import en from './locales/en.json';
import pt from './locales/pt.json';

export { TermsPage } from './pages/terms-page.tsx';
export { TermsAndConditionsPage } from './pages/terms-and-conditions-page.tsx';
export { TermsOfUsePage } from '../../components/legal/terms-of-use-page.tsx';
export { AboutUsPage } from './pages/about-us-page.tsx';

// Reusable pieces, e.g. for the registration terms popup or /accept-terms.
export { LegalDocumentView } from '../../components/legal/legal-document-view.tsx';
export { TermsAndPrivacy } from '../../components/legal/terms-and-privacy.tsx';
export { useLegalLanguage } from '../../components/legal/use-legal-language.ts';
export { termsOfUse } from '../../components/legal/content/terms-of-use.ts';
export { privacyPolicy } from '../../components/legal/content/privacy-policy.ts';
export { aboutUs } from '../../components/legal/content/about-us.ts';
export type { LegalDocument, LocalizedLegalDocument } from '../../components/legal/content/types.ts';

/** UI strings of this feature, to register as the i18next namespace `legal`. */
export const legalResources = { en, pt } as const;
