import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Centred spinner for lazy routes and first loads, announced to screen readers. */
export function PageLoader({ label, minHeight = '40vh' }: { label?: string; minHeight?: string | number }) {
  const { t } = useTranslation();
  return (
    <Center mih={minHeight} role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{label ?? t('app.loading')}</VisuallyHidden>
    </Center>
  );
}
