import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** The way back from the public terms pages to the sign-in screen. */
export function BackToLoginLink() {
  const { t } = useTranslation('legal');
  return (
    <Anchor component={Link} to={paths.login}>
      <Group component="span" gap={6} wrap="nowrap">
        <IconArrowLeft size={18} aria-hidden="true" />
        {t('backToLogin')}
      </Group>
    </Anchor>
  );
}
