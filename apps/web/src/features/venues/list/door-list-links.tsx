import { Button, Group } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VenueDetails } from '@noite/shared';
import { formatDayMonth } from './days.ts';
import { doorListLink } from './door-list-page.tsx';
import { DOOR_LIST_NS } from './i18n.ts';

/** For the owner, under the week's cards: a link to the name list of each day whose event has one. */
export function DoorListLinks({ venue }: { venue: VenueDetails }) {
  const { t } = useTranslation(DOOR_LIST_NS);
  const days = venue.events.filter((day) => day.event?.eventWithList).map((day) => day.date);
  if (days.length === 0) return null;
  return (
    <Group gap="xs" mt="md" aria-label={t('open')} role="group">
      {days.map((day) => {
        const link = doorListLink(venue._id, day);
        return (
          <Button
            key={day}
            component={Link}
            to={link.to}
            state={link.state}
            size="md"
            variant="light"
            leftSection={<IconListCheck size={18} aria-hidden />}
          >
            {t('openOfDay', { date: formatDayMonth(day) })}
          </Button>
        );
      })}
    </Group>
  );
}
