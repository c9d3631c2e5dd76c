import { Avatar, Button, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhoto, IconPhotoPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { VENUE_DETAIL_NS } from '../i18n.ts';
import classes from '../venue-detail.module.css';
import { GalleryModal } from './gallery-modal.tsx';
import { PICTURES_NS } from './i18n.ts';
import { LogoUpload } from './logo-upload.tsx';
import pictureClasses from './pictures.module.css';
import { canManagePictures, type ManagedVenue } from './use-picture-mutations.ts';

/** The first banner across the page's top; it opens the gallery of every banner (and the owner's controls). */
export function VenueBanner({ venue }: { venue: ManagedVenue }) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  const { t: tPictures } = useTranslation(PICTURES_NS);
  const [galleryOpened, gallery] = useDisclosure(false);
  const manage = canManagePictures(venue);
  const [firstBanner] = venue.banners;
  return (
    <>
      <div className={classes.hero}>
        {firstBanner ? (
          <UnstyledButton className={classes.heroButton} onClick={gallery.open} aria-haspopup="dialog">
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
            {manage ? (
              <Button
                mt="sm"
                variant="white"
                color="noite.9"
                className={pictureClasses.heroAdd}
                leftSection={<IconPhotoPlus size={18} aria-hidden />}
                onClick={gallery.open}
                aria-haspopup="dialog"
              >
                {tPictures('banners.addPhotos')}
              </Button>
            ) : null}
          </div>
        )}
      </div>
      {venue.banners.length || manage ? (
        <GalleryModal opened={galleryOpened} onClose={gallery.close} venue={venue} manage={manage} />
      ) : null}
    </>
  );
}

/** The venue's logo (its initials when it has none); its owner taps it to upload a new one. */
export function VenueLogo({ venue }: { venue: ManagedVenue }) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  const logo = (
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
  return canManagePictures(venue) ? <LogoUpload venue={venue}>{logo}</LogoUpload> : logo;
}
