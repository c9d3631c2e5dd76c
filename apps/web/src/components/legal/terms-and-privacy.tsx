import { Anchor, Box, Divider, List, Stack, Text, Title } from '@mantine/core';
import type { Language } from '@noite/shared';
import { useTranslation } from 'react-i18next';

import { privacyPolicy } from './content/privacy-policy.ts';
import { termsOfUse } from './content/terms-of-use.ts';
import { LegalDocumentView } from './legal-document-view.tsx';

const TERMS_ID = 'terms-of-use';
const PRIVACY_ID = 'privacy-policy';

export interface TermsAndPrivacyProps {
  language: Language;
}

/** The terms of use followed by the privacy policy, under one page heading with links to both. */
export function TermsAndPrivacy({ language }: TermsAndPrivacyProps) {
  const { t } = useTranslation('legal');
  const terms = termsOfUse[language];
  const privacy = privacyPolicy[language];

  return (
    <Stack gap="xl">
      <Title order={1} textWrap="balance">
        {t('termsPageTitle')}
      </Title>
      <Box component="nav" aria-labelledby="legal-on-this-page">
        <Text id="legal-on-this-page" fw={700} mb="xs">
          {t('onThisPage')}
        </Text>
        <List spacing="xs">
          <List.Item>
            <Anchor href={`#${TERMS_ID}`}>{terms.title}</Anchor>
          </List.Item>
          <List.Item>
            <Anchor href={`#${PRIVACY_ID}`}>{privacy.title}</Anchor>
          </List.Item>
        </List>
      </Box>
      <LegalDocumentView document={terms} language={language} headingLevel={2} id={TERMS_ID} />
      <Divider />
      <LegalDocumentView document={privacy} language={language} headingLevel={2} id={PRIVACY_ID} />
    </Stack>
  );
}
