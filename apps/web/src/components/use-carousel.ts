import { useReducedMotion } from '@mantine/hooks';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';

export interface CarouselState {
  /** Ref for the viewport element (overflow hidden); its first child holds the slides. */
  viewportRef: ReturnType<typeof useEmblaCarousel>[0];
  canPrevious: boolean;
  canNext: boolean;
  /** Index of the first slide in view. */
  selected: number;
  previous(): void;
  next(): void;
  /** ArrowLeft / ArrowRight / Home / End on the carousel move it. */
  onKeyDown(event: KeyboardEvent): void;
}

/**
 * An Embla carousel (not looping, start-aligned) with the state its own localized controls need. Mantine's
 * Carousel announces "Slide 1 of 7" and names its arrows in English only, so the screens draw their own.
 */
export function useCarousel(): CarouselState {
  const reduceMotion = useReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    loop: false,
    containScroll: 'trimSnaps',
    slidesToScroll: 1,
    duration: reduceMotion ? 1 : 25,
  });
  const [state, setState] = useState({ canPrevious: false, canNext: false, selected: 0 });

  useEffect(() => {
    if (!embla) return;
    const sync = () =>
      setState({
        canPrevious: embla.canScrollPrev(),
        canNext: embla.canScrollNext(),
        selected: embla.selectedScrollSnap(),
      });
    sync();
    embla.on('select', sync).on('reInit', sync).on('resize', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync).off('resize', sync);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (!embla) return;
      const keys: Record<string, () => void> = {
        ArrowLeft: () => embla.scrollPrev(),
        ArrowRight: () => embla.scrollNext(),
        Home: () => embla.scrollTo(0),
        End: () => embla.scrollTo(embla.scrollSnapList().length - 1),
      };
      const action = keys[event.key];
      // Leave keys alone inside buttons' own text fields and the like: only the carousel's container reacts.
      if (!action || event.target !== event.currentTarget) return;
      event.preventDefault();
      action();
    },
    [embla],
  );

  return { viewportRef, ...state, previous, next, onKeyDown };
}
