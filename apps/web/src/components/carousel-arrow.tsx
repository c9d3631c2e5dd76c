import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { CarouselState } from './use-carousel.ts';

export interface CarouselArrowProps extends Pick<ActionIconProps, 'variant' | 'size'> {
  carousel: Pick<CarouselState, 'canPrevious' | 'canNext' | 'previous' | 'next'>;
  direction: 'previous' | 'next';
  /** The button's name, in the screen's language. */
  label: string;
}

/** A round previous/next button for a `useCarousel` carousel, disabled at its ends (no looping). */
export function CarouselArrow({ carousel, direction, label, variant, size }: CarouselArrowProps) {
  const previous = direction === 'previous';
  const Chevron = previous ? IconChevronLeft : IconChevronRight;
  return (
    <ActionIcon
      variant={variant}
      size={size}
      radius="xl"
      onClick={previous ? carousel.previous : carousel.next}
      disabled={previous ? !carousel.canPrevious : !carousel.canNext}
      aria-label={label}
    >
      <Chevron size={20} aria-hidden />
    </ActionIcon>
  );
}
