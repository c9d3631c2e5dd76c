import { Button, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import {
  IconCalendarOff,
  IconCheck,
  IconCircleCheckFilled,
  IconClock,
  IconMicrophone2,
  IconPencil,
  IconPlus,
  IconTicket,
  IconUsers,
} from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VenueEvent } from '@noite/shared';
import { DoorListDayLink } from '../list/door-list-links.tsx';
import { formatDay, formatEntry, formatTime, formatWeekday, hasEnded } from './format.ts';
import classes from './events.module.css';
import { EVENTS_NS } from './i18n.ts';
import { useMusicStyleName } from '../../../lib/music-styles/music-styles.ts';

export interface EventDay {
  date: string;
  event: VenueEvent | null;
  /** For the owner, on a day without event: the weekday's kept description (decision 039). */
  keptDescription?: string | null;
}

/** "Today" / "Tomorrow" for the first two days of the week, nothing after. */
export function relativeDayKey(index: number): 'day.today' | 'day.tomorrow' | null {
  return index === 0 ? 'day.today' : index === 1 ? 'day.tomorrow' : null;
}

export function EventTags({ event }: { event: VenueEvent }) {
  const { t } = useTranslation(EVENTS_NS);
  if (!event.isLive && !event.isFree) return null;
  return (
    <ul className={classes.tags}>
      {event.isLive ? (
        <li className={classes.tag} data-kind="live">
          <IconMicrophone2 size={13} aria-hidden />
          {t('event.live')}
        </li>
      ) : null}
      {event.isFree ? (
        <li className={classes.tag} data-kind="free">
          <IconTicket size={13} aria-hidden />
          {t('event.free')}
        </li>
      ) : null}
    </ul>
  );
}

export interface NameListControlProps {
  event: VenueEvent;
  dayLabel: string;
  pending: boolean;
  onChange(join: boolean): void;
  fullWidth?: boolean;
}

/** "Add name" or "Name added successfully" (which offers to remove it): one button, so focus stays on it. */
export function NameListControl({ event, dayLabel, pending, onChange, fullWidth = true }: NameListControlProps) {
  const { t } = useTranslation(EVENTS_NS);
  const values = { name: event.eventName, date: dayLabel };
  if (hasEnded(event) && !event.isExist) {
    return (
      <Text size="xs" c="dimmed" ta="center">
        {t('event.ended')}
      </Text>
    );
  }
  return (
    <Button
      size="xs"
      fullWidth={fullWidth}
      variant={event.isExist ? 'outline' : 'filled'}
      color={event.isExist ? 'teal.9' : undefined}
      className={classes.wrapButton}
      leftSection={event.isExist ? <IconCheck size={14} aria-hidden /> : null}
      loading={pending}
      onClick={() => onChange(!event.isExist)}
      aria-label={event.isExist ? t('nameList.addedLabel', values) : t('nameList.addLabel', values)}
    >
      {event.isExist ? t('nameList.added') : t('nameList.add')}
    </Button>
  );
}

/** For a visitor the owner confirmed at the door (`isAccepted`): the list's answer, shown above the list button. */
export function ListConfirmation({ event }: { event: VenueEvent }) {
  const { t } = useTranslation(EVENTS_NS);
  if (!event.isExist || !event.isAccepted) return null;
  return (
    <Text size="sm" fw={700} c="teal.9" className={classes.confirmed} data-testid="list-confirmed">
      <IconCircleCheckFilled size={16} aria-hidden />
      <span>{t('nameList.confirmed')}</span>
    </Text>
  );
}

export interface EventDayCardProps {
  day: EventDay;
  index: number;
  timeZone: string;
  /** Visitors get the name list controls (spec §2). */
  canJoin: boolean;
  pending: boolean;
  onMoreInfo(day: EventDay, index: number): void;
  onNameList(event: VenueEvent, dayLabel: string, join: boolean): void;
  /** The venue's owner and admins get the edit-card button (spec §2), and a link to the door list of a day with one. */
  canEdit?: boolean;
  /** The venue, for the door list link. */
  establishmentId?: string;
  onEdit?(day: EventDay): void;
}

/** The owner's edit-card button: edits the day's event, or adds one on an empty day. */
function EditCardButton({ day, dayLabel, onEdit }: { day: EventDay; dayLabel: string; onEdit(day: EventDay): void }) {
  const { t } = useTranslation(EVENTS_NS);
  const adding = !day.event;
  return (
    <Button
      size="sm"
      variant={adding ? 'filled' : 'light'}
      fullWidth
      className={classes.wrapButton}
      leftSection={adding ? <IconPlus size={16} aria-hidden /> : <IconPencil size={16} aria-hidden />}
      onClick={() => onEdit(day)}
      aria-haspopup="dialog"
      aria-label={adding ? t('edit.addLabel', { date: dayLabel }) : t('edit.editLabel', { date: dayLabel })}
    >
      {adding ? t('edit.add') : t('edit.edit')}
    </Button>
  );
}

/** For the owner: how many asked to join the day's list. */
function RequestCount({ event }: { event: VenueEvent }) {
  const { t } = useTranslation(EVENTS_NS);
  if (!event.eventWithList || event.requestCount === undefined) return null;
  return (
    <Text size="sm" fw={700} className={classes.time}>
      <IconUsers size={15} aria-hidden />
      <span>{t('edit.requests', { count: event.requestCount })}</span>
    </Text>
  );
}

/** One day of the week (spec §2 detail tab): the event's card, or the day and "no event found". */
export const EventDayCard = memo(function EventDayCard({
  day,
  index,
  timeZone,
  canJoin,
  pending,
  onMoreInfo,
  onNameList,
  canEdit = false,
  onEdit,
  establishmentId,
}: EventDayCardProps) {
  const { t, i18n } = useTranslation(EVENTS_NS);
  const musicStyleName = useMusicStyleName();
  const weekday = formatWeekday(day.date, i18n.language);
  const date = formatDay(day.date);
  const relative = relativeDayKey(index);
  const { event } = day;
  const dayLabel = t('week.day', { weekday, date });

  return (
    <article className={classes.card} data-empty={event ? undefined : true}>
      <header className={classes.cardHeader}>
        <Title order={3} className={classes.weekday}>
          {weekday}
          <VisuallyHidden component="span">, </VisuallyHidden>
          <span className={classes.dateLine}>
            {relative ? (
              <>
                <span className={classes.relative}>{t(relative)}</span>{' '}
              </>
            ) : null}
            <Text component="span" size="sm" fw={500} c="dimmed">
              {date}
            </Text>
          </span>
        </Title>
      </header>

      {event ? (
        <>
          <Stack gap={6} className={classes.cardBody}>
            <Text size="xs" fw={700} c="noite.7" tt="uppercase" lts={0.4}>
              {musicStyleName(event.musicStyle)}
            </Text>
            <EventTags event={event} />
            <Text fw={800} size="lg" lh={1.2} className={classes.eventName}>
              {event.eventName}
            </Text>
            <Text size="sm" fw={600} className={classes.time}>
              <IconClock size={15} aria-hidden />
              <span>
                {t('event.timeRange', {
                  start: formatTime(event.startTime, timeZone),
                  end: formatTime(event.endTime, timeZone),
                })}
              </span>
            </Text>
            <Text size="sm" c={event.description ? undefined : 'dimmed'} lineClamp={3} className={classes.description}>
              {event.description?.trim() || t('event.notAvailable')}
            </Text>
            <RequestCount event={event} />
            {!event.isFree ? (
              <Text size="sm">
                <Text component="span" size="sm" fw={700}>
                  {t('event.entry')}:
                </Text>{' '}
                {formatEntry(event.entry)}
              </Text>
            ) : null}
          </Stack>
          <Stack gap={6} className={classes.cardFooter}>
            <Button
              size="xs"
              variant="default"
              fullWidth
              className={classes.wrapButton}
              onClick={() => onMoreInfo(day, index)}
              aria-haspopup="dialog"
              aria-label={t('event.moreInfoLabel', { name: event.eventName, date: dayLabel })}
            >
              {t('event.moreInfo')}
            </Button>
            {canJoin && event.eventWithList ? <ListConfirmation event={event} /> : null}
            {canJoin && event.eventWithList ? (
              <NameListControl
                event={event}
                dayLabel={dayLabel}
                pending={pending}
                onChange={(join) => onNameList(event, dayLabel, join)}
              />
            ) : null}
            {canEdit && onEdit ? <EditCardButton day={day} dayLabel={dayLabel} onEdit={onEdit} /> : null}
            {canEdit && establishmentId && event.eventWithList ? (
              <DoorListDayLink establishmentId={establishmentId} day={day.date} />
            ) : null}
          </Stack>
        </>
      ) : (
        <Stack align="center" justify="center" gap="xs" className={classes.noEvent}>
          <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
            <IconCalendarOff size={22} />
          </ThemeIcon>
          <Text size="sm" c="dimmed" ta="center">
            {t('event.noEvent')}
          </Text>
          {canEdit && onEdit ? <EditCardButton day={day} dayLabel={dayLabel} onEdit={onEdit} /> : null}
        </Stack>
      )}
    </article>
  );
});
