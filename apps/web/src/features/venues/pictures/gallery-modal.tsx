import { Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CarouselArrow } from '../../../components/carousel-arrow.tsx';
import { useCarousel } from '../../../components/use-carousel.ts';
import classes from '../venue-detail.module.css';
import { VENUE_DETAIL_NS } from '../i18n.ts';
import { BannerManager } from './banner-manager.tsx';
import type { ManagedVenue } from './use-picture-mutations.ts';

export interface GalleryModalProps {
  opened: boolean;
  onClose(): void;
  venue: ManagedVenue;
  /** The owner (or an admin) adds, deletes and reorders the banners here. */
  manage: boolean;
}

/** Every banner of the venue in a carousel (spec §2 banner gallery modal), with the owner's controls. */
export function GalleryModal({ opened, onClose, venue, manage }: GalleryModalProps) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  const { name, banners } = venue;
  return (
    <Modal opened={opened} onClose={onClose} title={t('gallery.title', { name })} size="xl" padding="md">
      {opened && banners.length ? <Gallery name={name} banners={banners} /> : null}
      {opened && manage ? <BannerManager venue={venue} /> : null}
    </Modal>
  );
}

function Gallery({ name, banners }: { name: string; banners: string[] }) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  const carousel = useCarousel();
  const { viewportRef, selected, onKeyDown } = carousel;
  const count = banners.length;
  return (
    <section aria-roledescription="carousel" aria-label={t('gallery.title', { name })}>
      <div
        className={classes.galleryViewport}
        ref={viewportRef}
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-label={t('gallery.position', { index: selected + 1, count })}
        role="group"
      >
        <div className={classes.galleryContainer}>
          {banners.map((banner, index) => (
            <div
              key={banner}
              className={classes.gallerySlide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('gallery.position', { index: index + 1, count })}
            >
              <img
                src={banner}
                alt={t('gallery.photo', { index: index + 1, count, name })}
                className={classes.galleryImage}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <Group justify="space-between" mt="sm">
          <CarouselArrow
            carousel={carousel}
            direction="previous"
            label={t('gallery.previous')}
            variant="light"
            size="lg"
          />
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {t('gallery.position', { index: selected + 1, count })}
          </Text>
          <CarouselArrow carousel={carousel} direction="next" label={t('gallery.next')} variant="light" size="lg" />
        </Group>
      ) : null}
    </section>
  );
}
