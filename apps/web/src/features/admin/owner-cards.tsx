import { ActionIcon, Badge, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCpf, LIMITS, type OwnerListItem, type OwnerSort } from '@noite/shared';
import { formatShortDate } from './format.ts';
import { ADMIN_NS } from './i18n.ts';
import { OwnerActions, type OwnerActionsProps } from './owner-actions.tsx';
import type { OwnerListView } from './owner-list-params.ts';
import classes from './admin.module.css';

export interface OwnerSortControlsProps {
  columns: OwnerSort[];
  sort: OwnerSort;
  order: 1 | -1;
  onChange: (change: { sort?: OwnerSort; order?: 1 | -1 }) => void;
}

/**
 * On a phone the column headers are not shown: "Sort by" and the order (two toggle buttons, the pressed one
 * the current order) drive the same URL parameters.
 */
export function OwnerSortControls({ columns, sort, order, onChange }: OwnerSortControlsProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label={t('owners.sortBy')}
        data={columns.map((column) => ({ value: column, label: t(`owners.columns.${column}`) }))}
        value={sort}
        onChange={(next) => {
          if (next) onChange({ sort: next as OwnerSort });
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        flex={1}
        miw={0}
      />
      <ActionIcon.Group role="group" aria-label={t('owners.order')} className={classes.noShrink}>
        {([1, -1] as const).map((value) => {
          const Icon = value === 1 ? IconSortAscending : IconSortDescending;
          return (
            <ActionIcon
              key={value}
              variant={order === value ? 'filled' : 'default'}
              size="input-md"
              aria-label={t(value === 1 ? 'owners.ascending' : 'owners.descending')}
              aria-pressed={order === value}
              onClick={() => onChange({ order: value })}
            >
              <Icon size={20} aria-hidden />
            </ActionIcon>
          );
        })}
      </ActionIcon.Group>
    </Group>
  );
}

export interface OwnerCardsProps extends Pick<OwnerActionsProps, 'onEdit' | 'onBlock' | 'onDelete'> {
  /** The page's owners, or undefined while the first page loads. */
  owners: OwnerListItem[] | undefined;
  view: OwnerListView;
  pages: number;
  stale: boolean;
  nameOf: (owner: OwnerListItem) => string;
}

/** The owners on a phone: one stacked item each, every fact labelled and the actions in reach. */
export function OwnerCards({ owners, view, pages, stale, nameOf, ...actions }: OwnerCardsProps) {
  const { t } = useTranslation(ADMIN_NS);
  const { t: tApp } = useTranslation();
  const none = tApp('common.notAvailable');

  if (!owners) {
    return (
      <Stack gap={0} aria-hidden>
        {Array.from({ length: LIMITS.adminPageSize }, (_, row) => (
          <Stack key={row} gap="xs" className={classes.ownerItem}>
            <Skeleton height={16} width="60%" radius="sm" />
            <Skeleton height={12} width="80%" radius="sm" />
            <Skeleton height={32} radius="sm" />
          </Stack>
        ))}
      </Stack>
    );
  }

  return (
    <ul
      className={`${classes.ownerList} ${stale ? classes.stale : ''}`}
      aria-label={t('owners.tableCaption', { page: view.page, pages })}
    >
      {owners.map((owner) => {
        const name = nameOf(owner);
        const facts: [string, string | number][] = [
          [t('owners.columns.establishmentCount'), owner.establishmentCount],
          [t('owners.columns.cpf'), owner.cpf ? formatCpf(owner.cpf) : none],
          [t('owners.columns.createdAt'), formatShortDate(owner.createdAt) ?? none],
          [t('owners.columns.lastAccess'), formatShortDate(owner.lastAccess) ?? none],
        ];
        return (
          <li key={owner._id} className={classes.ownerItem}>
            <Stack gap={2}>
              <Group gap={6} wrap="nowrap">
                <Text fw={600} lineClamp={1}>
                  {name}
                </Text>
                {owner.isBlocked ? (
                  <Badge color="red.9" variant="filled" size="sm" className={classes.noShrink}>
                    {t('owners.blocked')}
                  </Badge>
                ) : null}
              </Group>
              {owner.email ? (
                <Text size="sm" c="dimmed" className={classes.breakAnywhere}>
                  {owner.email}
                </Text>
              ) : null}
            </Stack>
            <dl className={classes.ownerFacts}>
              {facts.map(([label, value]) => (
                <div key={label}>
                  <Text component="dt" size="xs" c="dimmed" fw={600}>
                    {label}
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    {value}
                  </Text>
                </div>
              ))}
            </dl>
            <OwnerActions owner={owner} name={name} size="xl" {...actions} />
          </li>
        );
      })}
    </ul>
  );
}
