import { Badge, Group, Skeleton, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminVenue } from '@noite/shared';
import { CarouselArrow } from '../../components/carousel-arrow.tsx';
import { useCarousel } from '../../components/use-carousel.ts';
import { ADMIN_NS } from './i18n.ts';
import classes from './admin.module.css';

/** What a slot shows of a venue: the console's venues and an owner's cards both have it. */
export type CarouselVenue = Pick<AdminVenue, '_id' | 'name' | 'address'> & { isActive?: boolean };

export interface VenueCarouselProps {
  venues: CarouselVenue[];
  /** The selected venue's index; -1 is the new entry (spec §2). */
  selected: number;
  onSelect: (index: number) => void;
  loading?: boolean;
  /** The carousel's accessible name (the console's says whose venues they are). */
  label?: string;
}

/** Spec §2, §9: 4 visible slots (2 on a phone) — the new entry, then the owner's venues, newest last. */
export function VenueCarousel({ venues, selected, onSelect, loading = false, label }: VenueCarouselProps) {
  const { t } = useTranslation(ADMIN_NS);
  const carousel = useCarousel();
  const { viewportRef, onKeyDown } = carousel;
  return (
    <Group gap="xs" wrap="nowrap" align="stretch" className={classes.venueCarousel}>
      <Stack justify="center">
        <CarouselArrow carousel={carousel} direction="previous" label={t('registerVenue.previous')} variant="default" />
      </Stack>
      <div
        ref={viewportRef}
        className={classes.venueCarouselViewport}
        role="group"
        aria-roledescription="carousel"
        aria-label={label ?? t('registerVenue.venuesCarousel')}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div style={{ display: 'flex', gap: 'var(--mantine-spacing-sm)' }}>
          <div className={classes.venueSlot}>
            <UnstyledButton className={classes.slotButton} aria-pressed={selected === -1} onClick={() => onSelect(-1)}>
              <Stack gap={6} align="flex-start">
                <ThemeIcon variant="light" radius="xl" aria-hidden>
                  <IconPlus size={18} />
                </ThemeIcon>
                {/* Three lines: on a phone's narrow slot "establishment" itself takes two. */}
                <Text size="sm" fw={600} lineClamp={3}>
                  {t('registerVenue.newVenue')}
                </Text>
              </Stack>
            </UnstyledButton>
          </div>
          {loading
            ? [0, 1].map((slot) => (
                <div className={classes.venueSlot} key={`loading-${slot}`} aria-hidden>
                  <Skeleton height={88} radius="md" />
                </div>
              ))
            : venues.map((venue, index) => (
                <div className={classes.venueSlot} key={venue._id}>
                  <UnstyledButton
                    className={classes.slotButton}
                    aria-pressed={selected === index}
                    onClick={() => onSelect(index)}
                  >
                    <Stack gap={6} align="flex-start">
                      <ThemeIcon variant="light" color="gray" radius="xl" aria-hidden>
                        <IconBuildingStore size={18} />
                      </ThemeIcon>
                      <Text size="sm" fw={600} lineClamp={2}>
                        {venue.name}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {venue.address}
                      </Text>
                      {venue.isActive !== false ? null : (
                        <Badge size="xs" color="gray" variant="light">
                          {t('registerVenue.inactive')}
                        </Badge>
                      )}
                    </Stack>
                  </UnstyledButton>
                </div>
              ))}
        </div>
      </div>
      <Stack justify="center">
        <CarouselArrow carousel={carousel} direction="next" label={t('registerVenue.next')} variant="default" />
      </Stack>
    </Group>
  );
}
