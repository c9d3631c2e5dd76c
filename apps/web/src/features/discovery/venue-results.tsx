import { Button, Center, Loader, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconMapPinQuestion, IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VenueCard } from '@noite/shared';
import { currentLanguage } from '../../lib/i18n.ts';
import { VENUE_LIST_NS } from './i18n.ts';
import type { VenueListQuery } from './use-venue-list.ts';
import type { VenueLink } from './venue-card.tsx';
import { VenueGrid } from './venue-grid.tsx';
import classes from './venue-grid.module.css';

export interface VenueResultsProps {
  query: VenueListQuery;
  /** The list's accessible name (the page's heading). */
  label: string;
  linkFor: (venue: VenueCard) => VenueLink;
  onToggleFavourite?: (venue: VenueCard) => void;
  /** What an empty answer shows under "no data found". */
  emptyText?: ReactNode;
  emptyAction?: ReactNode;
  /** False while distances are measured from the default position: the list then says from where. */
  located?: boolean;
}

/** The venue list's states (spec §2): spinner while loading an empty list, "no data found", or the grid. */
export function VenueResults({
  query,
  label,
  linkFor,
  onToggleFavourite,
  emptyText,
  emptyAction,
  located = true,
}: VenueResultsProps) {
  const { t } = useTranslation(VENUE_LIST_NS);
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = query;

  if (!data) {
    if (isError) {
      return (
        <Stack align="center" gap="sm" py="xl" ta="center">
          <Text>{t('error.text')}</Text>
          <Button variant="light" onClick={() => void refetch()}>
            {t('error.retry')}
          </Button>
        </Stack>
      );
    }
    if (isPending) {
      return (
        <Center mih="40vh" role="status">
          <Loader aria-hidden />
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
        </Center>
      );
    }
  }

  const venues = data?.items ?? [];
  if (venues.length === 0) {
    return (
      <Stack align="center" gap="xs" py={48} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconMoodEmpty size={34} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {t('empty.title')}
        </Text>
        {emptyText ? (
          <Text c="dimmed" maw={420}>
            {emptyText}
          </Text>
        ) : null}
        {emptyAction}
      </Stack>
    );
  }

  const grid = (
    <VenueGrid
      venues={venues}
      language={currentLanguage()}
      label={label}
      busy={isFetching && isPlaceholderData}
      linkFor={linkFor}
      onToggleFavourite={onToggleFavourite}
    />
  );
  if (located) return grid;
  // Never a distance from a point the person cannot see (issue 11): the default one is named.
  return (
    <>
      <Text size="sm" c="dimmed" data-testid="distance-origin" className={classes.origin}>
        <IconMapPinQuestion size={16} aria-hidden />
        {t('card.distanceFromDefault')}
      </Text>
      {grid}
    </>
  );
}

/** The count line under the heading, announced politely when it changes. */
export function VenueCount({ query }: { query: VenueListQuery }) {
  const { t } = useTranslation(VENUE_LIST_NS);
  const { data, isFetching } = query;
  return (
    <Text size="sm" c="dimmed" role="status" aria-live="polite" mih={22}>
      {data ? t('count', { count: data.total }) : ''}
      {isFetching && data ? <VisuallyHidden> {t('updating')}</VisuallyHidden> : null}
    </Text>
  );
}
