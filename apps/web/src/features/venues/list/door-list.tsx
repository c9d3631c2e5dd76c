import { Button, Skeleton, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendarOff, IconSearch, IconUserSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventUser, VenueDetails } from '@noite/shared';
import { EmptyState } from '../../../components/empty-state.tsx';
import { intlLocale } from '../../../lib/locale.ts';
import { doorListQuery } from './api.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { formatDayMonth, listDays } from './days.ts';
import { DoorListRow } from './door-list-row.tsx';
import classes from './door-list.module.css';
import { DOOR_LIST_NS } from './i18n.ts';
import { useAcceptJoinRequest } from './use-accept.ts';

const SEARCH_DELAY_MS = 250;

function weekdayShort(day: string, language: string): string {
  const name = new Intl.DateTimeFormat(intlLocale(language), { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
  return name.charAt(0).toUpperCase() + name.slice(1).replace(/\.$/, '');
}

export interface DayPickerProps {
  venue: VenueDetails;
  day: string;
  onDay(day: string): void;
}

/** Today and the week's other days with a name list, as big buttons. */
function DayPicker({ venue, day, onDay }: DayPickerProps) {
  const { t, i18n } = useTranslation(DOOR_LIST_NS);
  const days = listDays(venue);
  if (days.length < 2) return null;
  return (
    <div role="group" aria-label={t('days')} className={classes.days}>
      {days.map((option, index) => (
        <Button
          key={option}
          size="md"
          className={classes.day}
          data-selected={option === day || undefined}
          aria-pressed={option === day}
          onClick={() => onDay(option)}
        >
          {t('dayOption', {
            weekday: index === 0 ? t('today') : weekdayShort(option, i18n.language),
            date: formatDayMonth(option),
          })}
        </Button>
      ))}
    </div>
  );
}

function LoadingRows() {
  const { t } = useTranslation(DOOR_LIST_NS);
  return (
    <div role="status" aria-label={t('loading')} className={classes.skeleton}>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height={56} radius="md" className={classes.skeletonRow} />
      ))}
    </div>
  );
}

export interface DoorListProps {
  venue: VenueDetails;
  day: string;
  onDay(day: string): void;
  /** Show the title "Name list · DD/MM" (the venue page's tab); /list shows it as its page title instead. */
  withTitle?: boolean;
}

/**
 * The door list (spec §2 /list): the day as DD/MM, a search (accent-free on the server, decision 030), the count of
 * people who asked and how many are confirmed, each person with presente or confirmado, and the confirm modal.
 * Dark and high-contrast on purpose: it is read at a club's door at night.
 */
export function DoorList({ venue, day, onDay, withTitle = true }: DoorListProps) {
  const { t } = useTranslation(DOOR_LIST_NS);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [chosen, setChosen] = useState<EventUser | null>(null);
  const query = useQuery(doorListQuery(venue._id, day, debounced));
  const { accept, confirming } = useAcceptJoinRequest(venue._id, day);
  const onPresent = useCallback((person: EventUser) => setChosen(person), []);

  const confirm = (person: EventUser) => {
    setChosen(null);
    if (query.data?._id) accept({ eventId: query.data._id, userId: person._id });
  };

  const list = query.data;
  return (
    <section className={classes.panel} aria-label={t('titleOfDay', { date: formatDayMonth(day) })}>
      {withTitle ? <h2 className={classes.title}>{t('titleOfDay', { date: formatDayMonth(day) })}</h2> : null}
      <DayPicker venue={venue} day={day} onDay={onDay} />
      <TextInput
        size="lg"
        type="search"
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={search}
        // §5: a search never starts with a space.
        onChange={(event) => setSearch(event.currentTarget.value.replace(/^\s+/, ''))}
        maxLength={100}
        autoComplete="off"
        leftSection={<IconSearch size={20} aria-hidden />}
        classNames={{ input: classes.searchInput, label: classes.searchLabel }}
      />
      {list?._id ? (
        <p className={classes.count} aria-live="polite">
          <strong>{t('count', { count: list.total })}</strong>
          <span className={classes.confirmedCount}>{t('confirmedCount', { count: list.accepted })}</span>
        </p>
      ) : null}
      {query.isPending ? (
        <LoadingRows />
      ) : query.isError && !list ? (
        <div className={classes.problem}>
          <Text>{t('loadFailed')}</Text>
          <Button size="md" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : !list?._id ? (
        <EmptyState icon={IconCalendarOff} className={classes.empty}>
          {t('noEvent')}
        </EmptyState>
      ) : list.users.length === 0 ? (
        <EmptyState icon={IconUserSearch} className={classes.empty}>
          {t('noRecord')}
        </EmptyState>
      ) : (
        <ul className={classes.rows} aria-label={t('people')} aria-busy={query.isFetching}>
          {list.users.map((person) => (
            <DoorListRow
              key={person._id}
              person={person}
              confirming={confirming.has(person._id)}
              onPresent={onPresent}
            />
          ))}
        </ul>
      )}
      <ConfirmModal person={chosen} onCancel={() => setChosen(null)} onConfirm={confirm} />
    </section>
  );
}
