import { Group, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCreditCard,
  IconHeart,
  IconHeartFilled,
  IconMapPin,
  IconNavigation,
  IconRoute,
  IconWifi,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { VenueDetails } from '@noite/shared';
import { VenueBanner, VenueLogo } from './pictures/venue-pictures.tsx';
import { PaymentsModal } from './payments/payments-modal.tsx';
import { useFavourite } from '../../lib/favourite/favourite.tsx';
import { formatDistance } from '../../lib/format.ts';
import { WifiModal } from './wifi/wifi-modal.tsx';
import classes from './venue-detail.module.css';
import { VENUE_DETAIL_NS } from './i18n.ts';

/** Google Maps search by the venue's coordinates (spec §2 go-to-location). */
export function mapsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

type ActionProps = { icon: Icon; label: string; active?: boolean } & (
  ({ href: string } & ComponentPropsWithoutRef<'a'>) | ({ href?: undefined } & ComponentPropsWithoutRef<'button'>)
);

function Action({ icon: ActionIcon, label, active, ...props }: ActionProps) {
  const content = (
    <>
      <span className={classes.actionIcon} data-active={active || undefined}>
        <ActionIcon size={22} aria-hidden />
      </span>
      <span className={classes.actionLabel}>{label}</span>
    </>
  );
  if (props.href !== undefined) {
    const { children, ...anchor } = props as ComponentPropsWithoutRef<'a'>;
    return (
      <UnstyledButton component="a" className={classes.action} {...anchor}>
        {content}
        {children}
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton className={classes.action} {...(props as ComponentPropsWithoutRef<'button'>)}>
      {content}
    </UnstyledButton>
  );
}

export interface VenueHeaderProps {
  venue: VenueDetails;
  /** Visitors get directions and the heart (owners and admins have no favourites, spec §2, §6). */
  isVisitor: boolean;
}

/** Banner(s), logo, name, address, distance and the wifi / payments / directions / favourite actions. */
export function VenueHeader({ venue, isVisitor }: VenueHeaderProps) {
  const { t, i18n } = useTranslation(VENUE_DETAIL_NS);
  const [wifiOpened, wifi] = useDisclosure(false);
  const [paymentsOpened, payments] = useDisclosure(false);
  const favourite = useFavourite();

  return (
    <header className={classes.header}>
      <VenueBanner venue={venue} />

      <div className={classes.identity}>
        <VenueLogo venue={venue} />
        <Stack gap={4} miw={0} className={classes.identityText}>
          <Title order={1} size="h2" className={classes.venueName}>
            {venue.name}
          </Title>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} aria-hidden className={classes.addressIcon} />
            <Text size="sm" c="dimmed">
              {venue.address}
            </Text>
          </Group>
          {venue.distance !== null ? (
            <Group gap={6} wrap="nowrap">
              <IconRoute size={16} aria-hidden className={classes.addressIcon} />
              <Text size="sm" fw={600} c="noite.7">
                {t('header.distance', { distance: formatDistance(venue.distance, i18n.language) })}
              </Text>
            </Group>
          ) : null}
        </Stack>
      </div>

      <div role="group" aria-label={t('header.actions')} className={classes.actions}>
        <Action icon={IconWifi} label={t('actions.wifi')} onClick={wifi.open} aria-haspopup="dialog" />
        <Action icon={IconCreditCard} label={t('actions.payments')} onClick={payments.open} aria-haspopup="dialog" />
        {isVisitor ? (
          <>
            <Action
              icon={IconNavigation}
              label={t('actions.directions')}
              href={mapsUrl(venue.latitude, venue.longitude)}
              target="_blank"
              rel="noopener noreferrer"
              title={t('actions.directionsLabel', { name: venue.name })}
            >
              <VisuallyHidden> ({t('common.opensInNewTab')})</VisuallyHidden>
            </Action>
            <Action
              icon={venue.isFavourite ? IconHeartFilled : IconHeart}
              label={t('actions.favourite')}
              active={venue.isFavourite}
              aria-pressed={venue.isFavourite}
              aria-busy={favourite.pendingId === venue._id || undefined}
              onClick={() => favourite.toggle(venue)}
            />
          </>
        ) : null}
      </div>

      <WifiModal
        opened={wifiOpened}
        onClose={wifi.close}
        wifi={venue.wifi}
        canEdit={!isVisitor}
        establishmentId={venue._id}
      />
      <PaymentsModal
        opened={paymentsOpened}
        onClose={payments.close}
        payments={venue}
        canEdit={!isVisitor}
        establishmentId={venue._id}
      />
    </header>
  );
}
