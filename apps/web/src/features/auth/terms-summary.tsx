import { Anchor, List, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';

/** The terms in four lines (spec §1), with the way to the full text. */
export function TermsSummary({ withLink = true }: { withLink?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text>{t('terms.summaryIntro')}</Text>
      <List
        spacing="sm"
        icon={<IconCheck size={18} color="var(--mantine-color-noite-7)" aria-hidden />}
        styles={{ item: { lineHeight: 1.45 }, itemIcon: { marginTop: 2 } }}
      >
        <List.Item>{t('terms.support')}</List.Item>
        <List.Item>{t('terms.availability')}</List.Item>
        <List.Item>{t('terms.cancel')}</List.Item>
        <List.Item>{t('terms.data')}</List.Item>
      </List>
      {withLink ? (
        <Anchor href={paths.terms} target="_blank" rel="noopener">
          {t('auth.register.termsReadFull')}
        </Anchor>
      ) : null}
    </Stack>
  );
}
