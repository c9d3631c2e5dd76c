import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCarousel } from './use-carousel.ts';
import classes from './venue-detail.module.css';
import { VENUE_DETAIL_NS } from './i18n.ts';

export interface GalleryModalProps {
  opened: boolean;
  onClose(): void;
  name: string;
  banners: string[];
}

/** Every banner of the venue in a carousel (spec §2 banner gallery modal). */
export function GalleryModal({ opened, onClose, name, banners }: GalleryModalProps) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  return (
    <Modal opened={opened} onClose={onClose} title={t('gallery.title', { name })} size="xl" padding="md">
      {opened ? <Gallery name={name} banners={banners} /> : null}
    </Modal>
  );
}

function Gallery({ name, banners }: { name: string; banners: string[] }) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  const { viewportRef, canPrevious, canNext, selected, previous, next, onKeyDown } = useCarousel();
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
          <ActionIcon
            variant="light"
            size="lg"
            radius="xl"
            onClick={previous}
            disabled={!canPrevious}
            aria-label={t('gallery.previous')}
          >
            <IconChevronLeft size={20} aria-hidden />
          </ActionIcon>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {t('gallery.position', { index: selected + 1, count })}
          </Text>
          <ActionIcon
            variant="light"
            size="lg"
            radius="xl"
            onClick={next}
            disabled={!canNext}
            aria-label={t('gallery.next')}
          >
            <IconChevronRight size={20} aria-hidden />
          </ActionIcon>
        </Group>
      ) : null}
    </section>
  );
}
