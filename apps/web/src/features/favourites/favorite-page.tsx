import { Button } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSession } from '../../lib/auth-storage.ts';
import { useDevicePosition } from '../geo/use-device-position.ts';
import { homeBody, NO_FILTERS } from '../venues/list/filters.ts';
import { ListPage } from '../venues/list/list-page.tsx';
import { useVenueList } from '../venues/list/use-venue-list.ts';
import { visitorVenueLink } from '../venues/list/venue-links.ts';
import { VenueCount, VenueResults } from '../venues/list/venue-results.tsx';
import { FAVOURITES_NS } from './i18n.ts';
import { useFavouriteToggle } from './use-favourite-toggle.tsx';

const FAVOURITES_ONLY = { ...NO_FILTERS, isFavourite: true };

/** /favorite (spec §2): the visitor's favourites, nearest first; a removed favourite drops out (§4). */
export function FavoritePage() {
  const session = useSession();
  if (session && session.type !== 'user') return <Navigate to="/main" replace />;
  return <FavouritesList />;
}

function FavouritesList() {
  const { t } = useTranslation(FAVOURITES_NS);
  // The position of the session when known; the warning about permissions belongs to /main.
  const { position } = useDevicePosition({ announce: false });
  const body = useMemo(() => homeBody(FAVOURITES_ONLY, position), [position]);
  const query = useVenueList('user', body);
  const toggle = useFavouriteToggle();

  return (
    <ListPage title={t('title')} subtitle={t('subtitle')}>
      <VenueCount query={query} />
      <VenueResults
        query={query}
        label={t('title')}
        linkFor={visitorVenueLink}
        onToggleFavourite={toggle}
        emptyText={t('empty.text')}
        emptyAction={
          <Button component={Link} to="/main" variant="light" mt="xs">
            {t('empty.browse')}
          </Button>
        }
      />
    </ListPage>
  );
}
