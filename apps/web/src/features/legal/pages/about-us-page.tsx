import { LegalPageContainer } from '../components/legal-page-container.tsx';
import { LegalDocumentView } from '../components/legal-document-view.tsx';
import { aboutUs } from '../content/about-us.ts';
import { useLegalLanguage } from '../hooks/use-legal-language.ts';

/** /about-us: what Noite is, inside the signed-in layout. */
export function AboutUsPage() {
  const language = useLegalLanguage();
  return (
    <LegalPageContainer>
      <LegalDocumentView document={aboutUs[language]} language={language} id="about-us" />
    </LegalPageContainer>
  );
}
