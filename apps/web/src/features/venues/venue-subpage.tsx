import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VenueDetails } from '@noite/shared';
import { venueLink, type VenueRoute } from './venue-route.ts';
import classes from './venue-detail.module.css';
import { VENUE_DETAIL_NS } from './i18n.ts';

export interface VenueSubpageProps {
  venue: VenueDetails;
  route: VenueRoute;
  /** The venue tab the back button returns to. */
  tab: 'detail' | 'menu' | 'list' | 'about';
  title: string;
  eyebrow?: string;
  children: ReactNode;
}

/** A page about one part of a venue (/menu, /menu-details, /about): back to the venue, a title, content. */
export function VenueSubpage({ venue, route, tab, title, eyebrow, children }: VenueSubpageProps) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  const back = venueLink(route.paths.venue, {
    establishmentId: venue._id,
    fromFavourites: route.fromFavourites,
    tab: tab === 'detail' ? undefined : tab,
  });
  return (
    <div className={classes.standalone}>
      <Button
        component={Link}
        to={back.to}
        state={back.state}
        variant="subtle"
        size="sm"
        px={6}
        leftSection={<IconArrowLeft size={18} aria-hidden />}
        className={classes.backButton}
      >
        {t('page.backTo', { name: venue.name })}
      </Button>
      <Stack gap={2} mb="md">
        {eyebrow ? (
          <Text size="sm" fw={700} c="noite.7" tt="uppercase" lts={0.5}>
            {eyebrow}
          </Text>
        ) : null}
        <Title order={1} size="h2">
          {title}
        </Title>
      </Stack>
      {children}
    </div>
  );
}
