import { ActionIcon, Group, Tooltip, type ActionIconProps } from '@mantine/core';
import { IconLock, IconLockOpen, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnerListItem } from '@noite/shared';
import { ADMIN_NS } from './i18n.ts';

export interface OwnerActionsProps {
  owner: OwnerListItem;
  /** The owner's name as shown (N/A when missing): the buttons say "Edit Ana Souza". */
  name: string;
  onEdit: (owner: OwnerListItem) => void;
  onBlock: (owner: OwnerListItem) => void;
  onDelete: (owner: OwnerListItem) => void;
  /** `lg` in the table; `xl` (44 px, a finger's target) in the phone's list. */
  size?: ActionIconProps['size'];
}

/** An owner's edit, block (or unblock) and delete buttons, in the table's row or the phone's card. */
export function OwnerActions({ owner, name, onEdit, onBlock, onDelete, size = 'lg' }: OwnerActionsProps) {
  const { t } = useTranslation(ADMIN_NS);
  const iconSize = size === 'xl' ? 22 : 18;
  return (
    <Group gap={size === 'xl' ? 'xs' : 4} justify="flex-end" wrap="nowrap">
      <RowAction
        label={t('owners.edit', { name })}
        onClick={() => onEdit(owner)}
        icon={<IconPencil size={iconSize} aria-hidden />}
        size={size}
      />
      <RowAction
        label={t(owner.isBlocked ? 'owners.unblock' : 'owners.block', { name })}
        onClick={() => onBlock(owner)}
        icon={owner.isBlocked ? <IconLockOpen size={iconSize} aria-hidden /> : <IconLock size={iconSize} aria-hidden />}
        size={size}
      />
      <RowAction
        label={t('owners.delete', { name })}
        onClick={() => onDelete(owner)}
        icon={<IconTrash size={iconSize} aria-hidden />}
        size={size}
        danger
      />
    </Group>
  );
}

function RowAction({
  label,
  onClick,
  icon,
  size,
  danger = false,
}: {
  label: string;
  onClick: () => void;
  icon: ReactNode;
  size: ActionIconProps['size'];
  danger?: boolean;
}) {
  return (
    <Tooltip label={label} openDelay={400} withinPortal>
      {/* On a phone: outlined buttons (the light variant of red.9 is solid red and hides the icon). */}
      <ActionIcon
        variant={size === 'xl' ? 'default' : 'subtle'}
        color={danger ? 'red.9' : 'noite'}
        c={size === 'xl' ? (danger ? 'red.9' : 'noite.7') : undefined}
        size={size}
        aria-label={label}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
