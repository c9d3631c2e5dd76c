import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconCloudOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import type { VenueDetails } from '@noite/shared';
import { PageLoader } from '../../components/page-loader.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { venueDetailsQuery } from './api.ts';
import { useKnownPosition } from '../../lib/location-store.ts';
import { useVenueRoute, type VenueRoute } from './venue-route.ts';
import { VENUE_DETAIL_NS } from './i18n.ts';
import { paths } from '../../config/paths.ts';

/** The details of the route's venue, asked with the device position when the app knows it. */
export function useVenueDetails(establishmentId: string) {
  const position = useKnownPosition();
  return useQuery(venueDetailsQuery(establishmentId, position));
}

function LoadProblem({ route, error, onRetry }: { route: VenueRoute; error: unknown; onRetry(): void }) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  // 400 (a malformed id) and 404 (unknown or inactive venue) mean there is nothing to show.
  const missing = error instanceof ApiError && error.kind === 'client';
  return (
    <Container size="sm" px="md" py="xl">
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color={missing ? 'noite' : 'gray'} aria-hidden>
            {missing ? <IconBuildingStore size={32} /> : <IconCloudOff size={32} />}
          </ThemeIcon>
          <Title order={1} size="h3">
            {missing ? t('page.notFound') : t('page.loadFailed')}
          </Title>
          {missing ? (
            <Text c="dimmed" maw={420}>
              {t('page.notFoundText')}
            </Text>
          ) : error instanceof ApiError && error.kind !== 'session' ? (
            <Text c="dimmed">{error.message}</Text>
          ) : null}
          <Stack gap="xs" mt="xs">
            {!missing ? <Button onClick={onRetry}>{t('common.retry')}</Button> : null}
            <Button component={Link} to={route.paths.list} variant="light">
              {route.fromFavourites ? t('page.backToFavourites') : t('page.backToList')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}

function Loaded({
  route,
  establishmentId,
  children,
}: VenueScreenProps & { route: VenueRoute; establishmentId: string }) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  const query = useVenueDetails(establishmentId);
  if (query.data) return <>{children(query.data, { ...route, establishmentId })}</>;
  if (query.isError) return <LoadProblem route={route} error={query.error} onRetry={() => void query.refetch()} />;
  return <PageLoader label={t('page.loading')} />;
}

export interface VenueScreenProps {
  children(venue: VenueDetails, route: VenueRoute & { establishmentId: string }): ReactNode;
}

/**
 * A screen about one venue: finds the id (state or `?id=`), goes back to /main without one, loads the
 * details and shows a spinner, a "no establishment found" or a retry while it has none.
 */
export function VenueScreen({ children }: VenueScreenProps) {
  const route = useVenueRoute();
  if (!route.establishmentId) return <Navigate to={paths.main} replace />;
  return (
    <Loaded route={route} establishmentId={route.establishmentId}>
      {children}
    </Loaded>
  );
}
