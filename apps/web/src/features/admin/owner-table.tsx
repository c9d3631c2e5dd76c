import { Badge, Group, Skeleton, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { IconArrowsSort, IconSortAscending, IconSortDescending, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCpf, LIMITS, type OwnerListItem, type OwnerSort } from '@noite/shared';
import { EmptyState } from '../../components/empty-state.tsx';
import { formatShortDate } from './format.ts';
import { ADMIN_NS } from './i18n.ts';
import { OwnerActions, type OwnerActionsProps } from './owner-actions.tsx';
import type { OwnerListView } from './owner-list-params.ts';
import classes from './admin.module.css';

export interface OwnerTableProps extends Pick<OwnerActionsProps, 'onEdit' | 'onBlock' | 'onDelete'> {
  columns: OwnerSort[];
  /** The page's owners, or undefined while the first page loads. */
  owners: OwnerListItem[] | undefined;
  view: OwnerListView;
  pages: number;
  busy: boolean;
  stale: boolean;
  nameOf: (owner: OwnerListItem) => string;
  onSort: (column: OwnerSort) => void;
}

/** The owners on a tablet or a desktop (spec §2): a table whose column headers sort it. */
export function OwnerTable({ columns, owners, view, pages, busy, stale, nameOf, onSort, ...actions }: OwnerTableProps) {
  const { t } = useTranslation(ADMIN_NS);
  const { t: tApp } = useTranslation();

  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-busy={busy} className={stale ? classes.stale : undefined}>
        <VisuallyHidden component="caption">{t('owners.tableCaption', { page: view.page, pages })}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const active = view.sort === column;
              const SortIcon = !active ? IconArrowsSort : view.order === 1 ? IconSortAscending : IconSortDescending;
              return (
                <Table.Th
                  key={column}
                  aria-sort={active ? (view.order === 1 ? 'ascending' : 'descending') : 'none'}
                  className={column === 'name' ? classes.stickyColumn : undefined}
                >
                  <UnstyledButton onClick={() => onSort(column)} className={classes.sortButton}>
                    <span>{t(`owners.columns.${column}`)}</span>
                    <SortIcon size={16} aria-hidden className={active ? undefined : classes.sortIdle} />
                  </UnstyledButton>
                </Table.Th>
              );
            })}
            <Table.Th ta="right">{t('owners.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!owners ? (
            Array.from({ length: LIMITS.adminPageSize }, (_, row) => (
              <Table.Tr key={row} aria-hidden>
                {Array.from({ length: columns.length + 1 }, (__, cell) => (
                  <Table.Td key={cell}>
                    <Skeleton height={14} radius="sm" />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          ) : owners.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length + 1}>
                <EmptyState icon={IconUsers} py="xl">
                  {view.search ? t('owners.emptySearch', { search: view.search }) : t('owners.empty')}
                </EmptyState>
              </Table.Td>
            </Table.Tr>
          ) : (
            owners.map((owner) => (
              <Table.Tr key={owner._id}>
                <Table.Td className={classes.stickyColumn}>
                  <Stack gap={2}>
                    <Group gap={6} wrap="nowrap">
                      <Text fw={600} size="sm" lineClamp={1}>
                        {nameOf(owner)}
                      </Text>
                      {owner.isBlocked ? (
                        <Badge color="red.9" variant="filled" size="sm">
                          {t('owners.blocked')}
                        </Badge>
                      ) : null}
                    </Group>
                    {owner.email ? (
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {owner.email}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>{owner.establishmentCount}</Table.Td>
                <Table.Td className={classes.nowrap}>
                  {owner.cpf ? formatCpf(owner.cpf) : tApp('common.notAvailable')}
                </Table.Td>
                <Table.Td>{formatShortDate(owner.createdAt) ?? tApp('common.notAvailable')}</Table.Td>
                <Table.Td>{formatShortDate(owner.lastAccess) ?? tApp('common.notAvailable')}</Table.Td>
                <Table.Td>
                  <OwnerActions owner={owner} name={nameOf(owner)} {...actions} />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
