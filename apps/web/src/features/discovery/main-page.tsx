import { Anchor, Button, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconBrandWhatsapp, IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { addVenueState } from '../../lib/add-venue-state.ts';
import { useSession } from '../../lib/auth-storage.ts';
import { supportWhatsAppUrl } from '../../lib/support.ts';
import { useFavourite } from '../../lib/favourite/favourite.tsx';
import { useStableCallback } from '../../lib/use-stable-callback.ts';
import { useDevicePosition } from './geo/use-device-position.ts';
import { FilterPopover } from './filter-popover.tsx';
import { ListPage } from '../../components/list-page.tsx';
import {
  filtersFromParams,
  filtersToParams,
  homeBody,
  NO_FILTERS,
  ownerHomeBody,
  popoverPart,
  type PopoverFilters,
  type VenueFilters,
} from './filters.ts';
import { VENUE_LIST_NS } from './i18n.ts';
import { SearchBox } from './search-box.tsx';
import { usePrefetchVenueList, useVenueList } from './use-venue-list.ts';
import { ownerVenueLink, visitorVenueLink } from './venue-links.ts';
import { VenueCount, VenueResults } from './venue-results.tsx';

/** /main (spec §2): visitors discover venues near them; owners see their own establishments. */
export function MainPage() {
  const session = useSession();
  return session?.type === 'owner' ? <OwnerHome /> : <VisitorHome />;
}

function VisitorHome() {
  const { t } = useTranslation(VENUE_LIST_NS);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const { position, located } = useDevicePosition();
  const body = useMemo(() => homeBody(filters, position), [filters, position]);
  const query = useVenueList('user', body);
  const prefetch = usePrefetchVenueList('user');
  const { toggle } = useFavourite();

  const apply = useCallback(
    (next: VenueFilters, { flushSync = false } = {}) =>
      setParams(filtersToParams(next), { replace: true, preventScrollReset: true, flushSync }),
    [setParams],
  );
  // The filter panel and the search box are memoised: their values change only with the filters, and their
  // handlers never (stable callbacks: the search params' setter changes at each navigation).
  const { search } = filters;
  const popoverFilters = useMemo(() => popoverPart(filters), [filters]);
  // Its list is usually fetched already (while choosing): rendered at once, in the tap's own task, rather than in
  // a transition's slices, so the cards show with the dropdown's closing.
  const applyPopover = useStableCallback((next: PopoverFilters) => apply({ ...next, search }, { flushSync: true }));
  const prefetchPopover = useStableCallback((next: PopoverFilters) =>
    prefetch(homeBody({ ...next, search }, position)),
  );
  const searchFor = useStableCallback((next: string) => apply({ ...filters, search: next }));
  const hasFilters = params.toString() !== '';

  return (
    <ListPage title={t('title')} aside={<VenueCount query={query} />}>
      <Group gap="sm" wrap="nowrap" align="center">
        <SearchBox value={search} onSearch={searchFor} />
        <FilterPopover value={popoverFilters} onApply={applyPopover} onDraftChange={prefetchPopover} />
      </Group>
      <VenueResults
        query={query}
        label={t('title')}
        linkFor={visitorVenueLink}
        onToggleFavourite={toggle}
        located={located}
        emptyText={hasFilters ? t('empty.text') : undefined}
        emptyAction={
          hasFilters ? (
            <Button variant="light" mt="xs" onClick={() => apply(NO_FILTERS)}>
              {t('empty.clean')}
            </Button>
          ) : undefined
        }
      />
    </ListPage>
  );
}

function OwnerHome() {
  const { t } = useTranslation(VENUE_LIST_NS);
  const { position, located } = useDevicePosition();
  const body = useMemo(() => ownerHomeBody(position), [position]);
  const query = useVenueList('owner', body);
  const supportUrl = supportWhatsAppUrl();

  return (
    <ListPage
      title={t('ownerTitle')}
      subtitle={t('ownerSubtitle')}
      aside={
        <Button
          component={Link}
          to={paths.registerEstablishment}
          state={addVenueState(paths.main)}
          size="md"
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          {t('owner.addVenue')}
        </Button>
      }
    >
      <VenueResults
        query={query}
        label={t('ownerTitle')}
        linkFor={ownerVenueLink}
        located={located}
        emptyText={t('owner.empty')}
      />
      {supportUrl && (
        <Paper component="footer" withBorder radius="lg" p="md" mt="md">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('owner.supportText')}</Text>
            <Anchor
              href={supportUrl}
              target="_blank"
              rel="noopener noreferrer"
              c="teal.9"
              fw={700}
              display="inline-flex"
              style={{ alignItems: 'center', gap: 6 }}
            >
              <IconBrandWhatsapp size={20} aria-hidden />
              {t('owner.support')}
              <VisuallyHidden>{t('owner.newTab')}</VisuallyHidden>
            </Anchor>
          </Group>
        </Paper>
      )}
    </ListPage>
  );
}
