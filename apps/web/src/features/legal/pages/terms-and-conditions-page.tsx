import { Group, Stack } from '@mantine/core';

import { LanguageSelect } from '../../../components/language-select.tsx';
import { BackToLoginLink } from '../components/back-to-login-link.tsx';
import { LegalPageContainer } from '../../../components/legal/legal-page-container.tsx';
import { TermsAndPrivacy } from '../../../components/legal/terms-and-privacy.tsx';
import { useLegalLanguage } from '../../../components/legal/use-legal-language.ts';

/** /terms-and-conditions: the same texts as /terms, with the language dropdown on top. */
export function TermsAndConditionsPage() {
  const language = useLegalLanguage();
  return (
    <LegalPageContainer component="main">
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <BackToLoginLink />
          <LanguageSelect compact />
        </Group>
        <TermsAndPrivacy language={language} />
      </Stack>
    </LegalPageContainer>
  );
}
