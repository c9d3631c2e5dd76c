import { Avatar, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VenueDetails } from '@noite/shared';
import { VENUE_DETAIL_NS } from '../i18n.ts';
import classes from '../venue-detail.module.css';
import { GalleryModal } from './gallery-modal.tsx';

/** The first banner across the page's top; it opens the gallery of every banner. */
export function VenueBanner({ venue }: { venue: Pick<VenueDetails, 'name' | 'banners'> }) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  const [galleryOpened, gallery] = useDisclosure(false);
  const [firstBanner] = venue.banners;
  return (
    <>
      <div className={classes.hero}>
        {firstBanner ? (
          <UnstyledButton className={classes.heroButton} onClick={gallery.open}>
            <img src={firstBanner} alt="" className={classes.heroImage} fetchPriority="high" decoding="async" />
            <span className={classes.heroChip}>
              <IconPhoto size={16} aria-hidden />
              {t('header.openGallery', { count: venue.banners.length })}
            </span>
          </UnstyledButton>
        ) : (
          <div className={classes.heroEmpty}>
            <IconPhoto size={40} aria-hidden />
            <Text size="sm" c="gray.2" mt={4}>
              {t('header.noPhotos')}
            </Text>
          </div>
        )}
      </div>
      {venue.banners.length ? (
        <GalleryModal opened={galleryOpened} onClose={gallery.close} name={venue.name} banners={venue.banners} />
      ) : null}
    </>
  );
}

/** The venue's logo (its initials when it has none). */
export function VenueLogo({ venue }: { venue: Pick<VenueDetails, 'name' | 'logo'> }) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  return (
    <Avatar
      src={venue.logo}
      alt={t('header.logo', { name: venue.name })}
      name={venue.name}
      size={84}
      radius="xl"
      color="noite"
      variant="filled"
      className={classes.logo}
    />
  );
}
