import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import {
  IconArrowsSort,
  IconLock,
  IconLockOpen,
  IconPencil,
  IconSortAscending,
  IconSortDescending,
  IconTrash,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  formatCpf,
  LIMITS,
  type AdminOwner,
  type OwnerListItem,
  type OwnerListPage,
  type OwnerSort,
} from '@noite/shared';
import { EmptyState } from '../../components/empty-state.tsx';
import { paths } from '../../config/paths.ts';
import { openConfirmModal } from '../../lib/confirm.ts';
import { AdminShell } from './admin-shell.tsx';
import { useAdminMutation } from './admin-mutation.ts';
import { adminApi, adminKeys, asOwnerPage } from './api.ts';
import { formatShortDate } from './format.ts';
import { ADMIN_NS } from './i18n.ts';
import type { EditOwnerState } from './navigation-state.ts';
import { listQueryOf, pageCount, readView, writeView, type OwnerListView } from './owner-list-params.ts';
import { OwnerSearch } from './owner-search.tsx';
import classes from './admin.module.css';

const COLUMNS: OwnerSort[] = ['name', 'establishmentCount', 'cpf', 'createdAt', 'lastAccess'];

/** /administrator (spec §2): the owners table with search, sort, pages of 5, and each owner's actions. */
export function AdministratorPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  const query = useMemo(() => listQueryOf(view), [view]);
  const queryKey = adminKeys.ownerList(query);

  const setView = useCallback(
    (change: Partial<OwnerListView>, replace = false) =>
      setParams((current) => writeView({ ...readView(current), ...change }), { replace }),
    [setParams],
  );

  const owners = useQuery({
    queryKey,
    queryFn: ({ signal }) => adminApi.ownerList(query, signal),
    placeholderData: keepPreviousData,
    meta: { title: t('error') },
  });
  const page = owners.data;
  const pages = pageCount(page?.total ?? 0);

  // A page past the end (the last owner of a page deleted, an old link): step back to the last page.
  const stepBack = !!page && !owners.isPlaceholderData && page.items.length === 0 && view.page > 1;
  useEffect(() => {
    if (stepBack) setView({ page: Math.max(1, Math.min(view.page - 1, pages)) }, true);
  }, [stepBack, pages, setView, view.page]);

  const remove = useAdminMutation({
    title: t('actions.deleteOwner'),
    mutationFn: (owner: OwnerListItem) => adminApi.deleteOwner({ userId: owner._id, ...query }),
    onSuccess: ({ data }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.owners(), refetchType: 'none' });
      queryClient.setQueryData(queryKey, asOwnerPage(data));
    },
  });

  const block = useAdminMutation({
    title: t('actions.blockOwner'),
    mutationFn: ({ owner, isBlocked }: { owner: OwnerListItem; isBlocked: boolean }) =>
      adminApi.blockOwner({ userId: owner._id, isBlocked }),
    onSuccess: ({ data }, { owner, isBlocked }) => {
      const updated: Partial<AdminOwner> = data ?? { isBlocked };
      queryClient.setQueriesData<OwnerListPage>({ queryKey: adminKeys.owners() }, (list) =>
        list
          ? {
              ...list,
              items: list.items.map((item) =>
                item._id === owner._id ? { ...item, isBlocked: updated.isBlocked ?? isBlocked } : item,
              ),
            }
          : list,
      );
    },
  });

  const nameOf = (owner: OwnerListItem) => owner.name || tApp('common.notAvailable');

  const confirmDelete = (owner: OwnerListItem) =>
    openConfirmModal({
      modalId: 'delete-owner',
      title: t('owners.deleteTitle'),
      children: <Text>{t('owners.deleteMessage', { name: nameOf(owner), count: owner.establishmentCount })}</Text>,
      labels: { confirm: t('owners.deleteConfirm'), cancel: tApp('common.cancel') },
      confirmProps: { color: 'red.9' },
      cancelProps: { variant: 'default' },
      onConfirm: () => remove.mutate(owner),
    });

  const confirmBlock = (owner: OwnerListItem) => {
    const blocking = !owner.isBlocked;
    openConfirmModal({
      modalId: 'block-owner',
      title: t(blocking ? 'owners.blockTitle' : 'owners.unblockTitle'),
      children: <Text>{t(blocking ? 'owners.blockMessage' : 'owners.unblockMessage', { name: nameOf(owner) })}</Text>,
      labels: {
        confirm: t(blocking ? 'owners.blockConfirm' : 'owners.unblockConfirm'),
        cancel: tApp('common.cancel'),
      },
      confirmProps: { color: blocking ? 'red.9' : 'noite' },
      cancelProps: { variant: 'default' },
      onConfirm: () => block.mutate({ owner, isBlocked: blocking }),
    });
  };

  const edit = (owner: OwnerListItem) => {
    const state: EditOwnerState = { ownerId: owner._id };
    void navigate(paths.editOwner, { state });
  };

  const sortBy = (column: OwnerSort) =>
    setView({ sort: column, order: view.sort === column ? (view.order === 1 ? -1 : 1) : 1, page: 1 });

  const label = (column: OwnerSort) => t(`owners.columns.${column}`);

  return (
    <AdminShell
      title={t('owners.title')}
      subtitle={t('owners.subtitle')}
      size="xl"
      actions={
        <Button component={Link} to={paths.registerNewUser} leftSection={<IconUserPlus size={18} aria-hidden />}>
          {t('owners.registerNew')}
        </Button>
      }
    >
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} shadow="xs">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <OwnerSearch value={view.search} onSearch={(search) => setView({ search, page: 1 }, true)} />
            <Text size="sm" c="dimmed" aria-live="polite">
              {page ? t('owners.total', { count: page.total }) : null}
            </Text>
          </Group>

          <Table.ScrollContainer minWidth={760} type="native">
            <Table
              verticalSpacing="sm"
              highlightOnHover
              aria-busy={owners.isFetching}
              className={owners.isPlaceholderData ? classes.stale : undefined}
            >
              <VisuallyHidden component="caption">
                {t('owners.tableCaption', { page: view.page, pages })}
              </VisuallyHidden>
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((column) => {
                    const active = view.sort === column;
                    const SortIcon = !active
                      ? IconArrowsSort
                      : view.order === 1
                        ? IconSortAscending
                        : IconSortDescending;
                    return (
                      <Table.Th
                        key={column}
                        aria-sort={active ? (view.order === 1 ? 'ascending' : 'descending') : 'none'}
                        className={column === 'name' ? classes.stickyColumn : undefined}
                      >
                        <UnstyledButton onClick={() => sortBy(column)} className={classes.sortButton}>
                          <span>{label(column)}</span>
                          <SortIcon size={16} aria-hidden className={active ? undefined : classes.sortIdle} />
                        </UnstyledButton>
                      </Table.Th>
                    );
                  })}
                  <Table.Th ta="right">{t('owners.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {!page ? (
                  Array.from({ length: LIMITS.adminPageSize }, (_, row) => (
                    <Table.Tr key={row} aria-hidden>
                      {Array.from({ length: COLUMNS.length + 1 }, (__, cell) => (
                        <Table.Td key={cell}>
                          <Skeleton height={14} radius="sm" />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))
                ) : page.items.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={COLUMNS.length + 1}>
                      <EmptyState icon={IconUsers} py="xl">
                        {view.search ? t('owners.emptySearch', { search: view.search }) : t('owners.empty')}
                      </EmptyState>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  page.items.map((owner) => (
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
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <RowAction
                            label={t('owners.edit', { name: nameOf(owner) })}
                            onClick={() => edit(owner)}
                            icon={<IconPencil size={18} aria-hidden />}
                          />
                          <RowAction
                            label={t(owner.isBlocked ? 'owners.unblock' : 'owners.block', { name: nameOf(owner) })}
                            onClick={() => confirmBlock(owner)}
                            icon={
                              owner.isBlocked ? (
                                <IconLockOpen size={18} aria-hidden />
                              ) : (
                                <IconLock size={18} aria-hidden />
                              )
                            }
                          />
                          <RowAction
                            label={t('owners.delete', { name: nameOf(owner) })}
                            onClick={() => confirmDelete(owner)}
                            icon={<IconTrash size={18} aria-hidden />}
                            danger
                          />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>

          {page && page.total > LIMITS.adminPageSize ? (
            <Group component="nav" aria-label={t('owners.pagination')} justify="center">
              <Pagination
                total={pages}
                value={Math.min(view.page, pages)}
                onChange={(next) => setView({ page: next })}
                withEdges
                siblings={1}
                getItemProps={(item) => ({ 'aria-label': t('owners.pageLabel', { page: item }) })}
                getControlProps={(control) => ({ 'aria-label': t(`owners.${control}Page`) })}
              />
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </AdminShell>
  );
}

function RowAction({
  label,
  onClick,
  icon,
  danger = false,
}: {
  label: string;
  onClick: () => void;
  icon: ReactNode;
  danger?: boolean;
}) {
  return (
    <Tooltip label={label} openDelay={400} withinPortal>
      <ActionIcon variant="subtle" color={danger ? 'red.9' : 'noite'} size="lg" aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
