import { Button } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDayMonth } from './days.ts';
import { doorListLink } from './door-list-page.tsx';
import { DOOR_LIST_NS } from './i18n.ts';

export interface DoorListDayLinkProps {
  establishmentId: string;
  /** The venue's local day, YYYY-MM-DD. */
  day: string;
}

/**
 * For the owner, on a day card whose event has a name list: a link to that day's door list (/list). Its name
 * starts with what it shows and adds the day ("Name list of 08/03"), so each card's link is told apart.
 */
export function DoorListDayLink({ establishmentId, day }: DoorListDayLinkProps) {
  const { t } = useTranslation(DOOR_LIST_NS);
  const link = doorListLink(establishmentId, day);
  return (
    <Button
      component={Link}
      to={link.to}
      state={link.state}
      size="sm"
      variant="light"
      fullWidth
      leftSection={<IconListCheck size={18} aria-hidden />}
      aria-label={t('openOfDay', { date: formatDayMonth(day) })}
    >
      {t('title')}
    </Button>
  );
}
