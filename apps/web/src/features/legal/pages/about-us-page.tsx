import { LegalPageContainer } from '../../../components/legal/legal-page-container.tsx';
import { LegalDocumentView } from '../../../components/legal/legal-document-view.tsx';
import { aboutUs } from '../../../components/legal/content/about-us.ts';
import { useLegalLanguage } from '../../../components/legal/use-legal-language.ts';

/** /about-us: what Noite is, inside the signed-in layout. */
export function AboutUsPage() {
  const language = useLegalLanguage();
  return (
    <LegalPageContainer>
      <LegalDocumentView document={aboutUs[language]} language={language} id="about-us" />
    </LegalPageContainer>
  );
}
