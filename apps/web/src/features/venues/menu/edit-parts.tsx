import { Button, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './menu.module.css';
import { MENU_NS } from './i18n.ts';

/** Phones get the edit modals on the whole screen: twelve tiles or a long list and the keyboard need the room. */
const PHONE_QUERY = '(max-width: 36em)';

export interface EditModalProps {
  opened: boolean;
  onClose(): void;
  title: string;
  /** Unmounted while closed (Mantine's default), so what was not saved is dropped on close. */
  children: ReactNode;
}

/** An owner's edit modal of the menu: large, on the whole screen of a phone. */
export function EditModal({ opened, onClose, title, children }: EditModalProps) {
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" fullScreen={phone}>
      {children}
    </Modal>
  );
}

/** The edit modal's footer, kept in view: a status on the left, Cancelar and Salvar (the form's submit). */
export function EditModalActions({
  status,
  saving,
  onCancel,
}: {
  status?: ReactNode;
  saving: boolean;
  onCancel(): void;
}) {
  const { t } = useTranslation(MENU_NS);
  return (
    <div className={classes.modalFooter}>
      {status}
      <Group gap="sm" justify="flex-end" wrap="nowrap" ml="auto">
        <Button variant="default" size="md" onClick={onCancel} disabled={saving}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" size="md" loading={saving}>
          {t('edit.save')}
        </Button>
      </Group>
    </div>
  );
}

/** The owner's line above a menu screen: what visitors see of it, and the button opening its edit modal. */
export function OwnerEditBar({ hint, action, onEdit }: { hint: string; action: string; onEdit(): void }) {
  return (
    <Group justify="space-between" align="center" gap="sm" mb="md">
      <Text size="sm" c="dimmed" className={classes.grow}>
        {hint}
      </Text>
      <Button size="md" leftSection={<IconPencil size={18} aria-hidden />} onClick={onEdit} aria-haspopup="dialog">
        {action}
      </Button>
    </Group>
  );
}
