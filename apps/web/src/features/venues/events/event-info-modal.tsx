import { Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDay } from './event-card.tsx';
import { EventTags } from './event-card.tsx';
import { formatDay, formatEntry, formatTime, formatWeekday } from './format.ts';
import classes from './events.module.css';
import { EVENTS_NS } from './i18n.ts';
import { useMusicStyleName } from '../../../lib/music-styles/music-styles.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.infoRow}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export interface EventInfoModalProps {
  day: EventDay | null;
  opened: boolean;
  timeZone: string;
  /** Visitors see whether their name is on the list. */
  canJoin: boolean;
  onClose(): void;
}

/** The whole event (spec §2 more-info modal): everything the card shortens, the description in full. */
export function EventInfoModal({ day, opened, timeZone, canJoin, onClose }: EventInfoModalProps) {
  const { t, i18n } = useTranslation(EVENTS_NS);
  const musicStyleName = useMusicStyleName();
  const event = day?.event ?? null;
  return (
    <Modal opened={opened && !!event} onClose={onClose} title={event?.eventName ?? ''} size="md">
      {day && event ? (
        <Stack gap="md">
          <EventTags event={event} />
          <dl className={classes.infoList}>
            <Row label={t('event.when')}>
              {t('week.day', { weekday: formatWeekday(day.date, i18n.language), date: formatDay(day.date) })}
            </Row>
            <Row label={t('event.time')}>
              {t('event.timeRange', {
                start: formatTime(event.startTime, timeZone),
                end: formatTime(event.endTime, timeZone),
              })}
            </Row>
            <Row label={t('event.musicStyle')}>{musicStyleName(event.musicStyle)}</Row>
            <Row label={t('event.entry')}>{event.isFree ? t('event.free') : formatEntry(event.entry)}</Row>
            {canJoin && event.eventWithList ? (
              <Row label={t('nameList.title')}>
                {event.isExist
                  ? t(event.isAccepted ? 'nameList.confirmed' : 'nameList.added')
                  : t('nameList.available')}
              </Row>
            ) : null}
          </dl>
          <Stack gap={4}>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase">
              {t('event.description')}
            </Text>
            <Text className={classes.preLine}>{event.description?.trim() || t('event.notAvailable')}</Text>
          </Stack>
        </Stack>
      ) : null}
    </Modal>
  );
}
