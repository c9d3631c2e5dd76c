import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventUser } from '@noite/shared';
import classes from './door-list.module.css';
import { DOOR_LIST_NS } from './i18n.ts';

export interface ConfirmModalProps {
  person: EventUser | null;
  onCancel(): void;
  onConfirm(person: EventUser): void;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" className={classes.fieldLabel}>
        {label}
      </Text>
      <Text size="lg" fw={600} className={classes.fieldValue}>
        {value}
      </Text>
    </div>
  );
}

/** The person's name, e-mail and "(country code) phone", with cancel and confirm (spec §2 /list). */
export function ConfirmModal({ person, onCancel, onConfirm }: ConfirmModalProps) {
  const { t } = useTranslation(DOOR_LIST_NS);
  return (
    <Modal
      opened={person !== null}
      onClose={onCancel}
      title={t('confirmTitle')}
      centered
      classNames={{
        content: classes.modal,
        header: classes.modal,
        title: classes.modalTitle,
        close: classes.modalClose,
      }}
    >
      {person ? (
        <Stack gap="md">
          <Field label={t('name')} value={person.name} />
          <Field label={t('email')} value={person.email} />
          <Field label={t('phone')} value={t('phoneValue', { countryCode: person.countryCode, phone: person.phone })} />
          <Group grow gap="sm" mt="xs">
            <Button size="lg" variant="default" className={classes.cancel} onClick={onCancel}>
              {t('cancel')}
            </Button>
            <Button size="lg" className={classes.confirm} onClick={() => onConfirm(person)}>
              {t('confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
