import { Stack } from '@mantine/core';

import { BackToLoginLink } from '../components/back-to-login-link.tsx';
import { LegalPageContainer } from '../../../components/legal/legal-page-container.tsx';
import { TermsAndPrivacy } from '../../../components/legal/terms-and-privacy.tsx';
import { useLegalLanguage } from '../../../components/legal/use-legal-language.ts';

/** /terms: terms of use and privacy policy for signed-out visitors. */
export function TermsPage() {
  const language = useLegalLanguage();
  return (
    <LegalPageContainer component="main">
      <Stack gap="lg">
        <BackToLoginLink />
        <TermsAndPrivacy language={language} />
      </Stack>
    </LegalPageContainer>
  );
}
