import { Group, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VenueDetails, VenueEvent } from '@noite/shared';
import { CarouselArrow } from '../../../components/carousel-arrow.tsx';
import { useCarousel } from '../../../components/use-carousel.ts';
import { EventDayCard, type EventDay } from './event-card.tsx';
import type { EventEditTarget } from './event-edit-modal.tsx';
import { EventInfoModal } from './event-info-modal.tsx';
import { formatDay, formatWeekday } from './format.ts';
import { useNameList } from './use-name-list.tsx';
import classes from './events.module.css';
import { EVENTS_NS } from './i18n.ts';

/** Only owners and admins edit: the form's code (time inputs, the form library) loads with its first use. */
const EventEditModal = lazy(() =>
  import('./event-edit-modal.tsx').then((module) => ({ default: module.EventEditModal })),
);

/** Two cards are in view at a time (spec §9 "event carousel shows 2"). */
const VISIBLE = 2;

export interface WeekCarouselProps {
  venue: Pick<VenueDetails, '_id' | 'timezone' | 'events' | 'owner'>;
  /** Visitors can add their name to lists. */
  canJoin: boolean;
}

/** The detail tab (spec §2): the 7 days from today, two at a time, not looping, with previous/next arrows. */
export function WeekCarousel({ venue, canJoin }: WeekCarouselProps) {
  const { t, i18n } = useTranslation(EVENTS_NS);
  const titleId = useId();
  const carousel = useCarousel();
  const { viewportRef, selected } = carousel;
  const nameList = useNameList(venue._id);
  // The day stays set while the modal closes, so its content does not vanish during the transition.
  const [info, setInfo] = useState<{ date: string; opened: boolean } | null>(null);
  const count = venue.events.length;
  // Owner-only fields come only to the venue's owner and admins: they may edit its events.
  const canEdit = venue.owner !== undefined;
  const [edit, setEdit] = useState<{ target: EventEditTarget; opened: boolean } | null>(null);
  const openEdit = useCallback((day: EventDay) => setEdit({ target: day, opened: true }), []);

  const openInfo = useCallback((day: EventDay) => setInfo({ date: day.date, opened: true }), []);
  const { confirm } = nameList;
  const changeNameList = useCallback(
    (event: VenueEvent, dayLabel: string, join: boolean) => confirm(event, dayLabel, join),
    [confirm],
  );
  // The modal reads the day from the cache, so it always shows the event as it is now.
  const infoDay = info ? (venue.events.find((day) => day.date === info.date) ?? null) : null;

  return (
    <section aria-labelledby={titleId} aria-roledescription="carousel" className={classes.week}>
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('week.title')}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <CarouselArrow
            carousel={carousel}
            direction="previous"
            label={t('week.previous')}
            variant="default"
            size={40}
          />
          <CarouselArrow carousel={carousel} direction="next" label={t('week.next')} variant="default" size={40} />
        </Group>
      </Group>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic>
        {count
          ? t('week.position', {
              from: selected + 1,
              to: Math.min(selected + VISIBLE, count),
              count,
            })
          : ''}
      </VisuallyHidden>
      <div className={classes.viewport} ref={viewportRef}>
        <div className={classes.container}>
          {venue.events.map((day, index) => (
            <div
              key={day.date}
              className={classes.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('week.day', { weekday: formatWeekday(day.date, i18n.language), date: formatDay(day.date) })}
            >
              <EventDayCard
                day={day}
                index={index}
                timeZone={venue.timezone}
                canJoin={canJoin}
                pending={!!day.event && nameList.pendingEventId === day.event._id}
                onMoreInfo={openInfo}
                onNameList={changeNameList}
                canEdit={canEdit}
                onEdit={openEdit}
                establishmentId={venue._id}
              />
            </div>
          ))}
        </div>
      </div>
      <EventInfoModal
        day={infoDay}
        opened={!!info?.opened}
        canJoin={canJoin}
        timeZone={venue.timezone}
        onClose={() => setInfo((current) => (current ? { ...current, opened: false } : null))}
      />
      {canEdit && edit ? (
        <Suspense fallback={null}>
          <EventEditModal
            venue={venue}
            target={edit?.target ?? null}
            opened={!!edit?.opened}
            onClose={() => setEdit((current) => (current ? { ...current, opened: false } : null))}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
