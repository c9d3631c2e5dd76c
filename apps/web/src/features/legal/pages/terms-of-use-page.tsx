import { LegalPageContainer } from '../components/legal-page-container.tsx';
import { TermsAndPrivacy } from '../components/terms-and-privacy.tsx';
import { useLegalLanguage } from '../hooks/use-legal-language.ts';

/** /terms-of-use: terms of use and privacy policy inside the signed-in layout. */
export function TermsOfUsePage() {
  const language = useLegalLanguage();
  return (
    <LegalPageContainer>
      <TermsAndPrivacy language={language} />
    </LegalPageContainer>
  );
}
