import { Button, Text } from '@mantine/core';
import { IconCheck, IconUserCheck } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventUser } from '@noite/shared';
import classes from './door-list.module.css';
import { DOOR_LIST_NS } from './i18n.ts';

export interface DoorListRowProps {
  person: EventUser;
  confirming: boolean;
  onPresent(person: EventUser): void;
}

/** One person: the name and presente (pending, opens the confirmation), confirming… or confirmado. */
export const DoorListRow = memo(function DoorListRow({ person, confirming, onPresent }: DoorListRowProps) {
  const { t } = useTranslation(DOOR_LIST_NS);
  const values = { name: person.name };
  const state = person.accepted ? 'confirmed' : confirming ? 'confirming' : 'pending';
  return (
    <li className={classes.row} data-state={state}>
      <Text className={classes.name}>{person.name}</Text>
      {state === 'pending' ? (
        <Button
          size="md"
          className={classes.present}
          leftSection={<IconUserCheck size={20} aria-hidden />}
          onClick={() => onPresent(person)}
          aria-label={t('presentLabel', values)}
        >
          {t('present')}
        </Button>
      ) : (
        // Confirmed cannot be undone (spec §4): a status, not a control.
        <span className={classes.status} data-state={state}>
          {state === 'confirmed' ? <IconCheck size={20} aria-hidden /> : null}
          {state === 'confirmed' ? t('confirmed') : t('confirming')}
        </span>
      )}
    </li>
  );
});
