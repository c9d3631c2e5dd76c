import { Box, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../../components/brand.tsx';
import { ComingSoon, type PlaceholderPageProps } from '../../components/coming-soon.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { paths } from '../../config/paths.ts';

/** Inside the signed-in layout. */
export function PlaceholderPage(props: PlaceholderPageProps) {
  return <ComingSoon {...props} />;
}

/** Public placeholder screens (the admin registration steps) with their own header. */
export function StandalonePlaceholderPage({ page }: Pick<PlaceholderPageProps, 'page'>) {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh">
      <Group component="header" justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md" bg="white">
        <Brand />
        <LanguageSelect compact />
      </Group>
      <Box component="main">
        <ComingSoon page={page} withHomeLink={false}>
          <Button component={Link} to={paths.administrator} variant="light" mt="xs">
            {t('common.back')}
          </Button>
        </ComingSoon>
      </Box>
    </Box>
  );
}
