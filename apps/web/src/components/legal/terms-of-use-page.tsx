import { LegalPageContainer } from './legal-page-container.tsx';
import { TermsAndPrivacy } from './terms-and-privacy.tsx';
import { useLegalLanguage } from './use-legal-language.ts';

/** /terms-of-use: terms of use and privacy policy inside the signed-in layout. */
export function TermsOfUsePage() {
  const language = useLegalLanguage();
  return (
    <LegalPageContainer>
      <TermsAndPrivacy language={language} />
    </LegalPageContainer>
  );
}
