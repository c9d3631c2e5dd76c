import { Button, em, Group, Loader, Paper, px, Stack, Text, ThemeIcon, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCloudOff, IconRefresh, IconHistory, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIMITS, type AdminOwner, type OwnerListItem, type OwnerListPage, type OwnerSort } from '@noite/shared';
import { EmptyState } from '../../components/empty-state.tsx';
import { Pager } from '../../components/pager.tsx';
import { paths } from '../../config/paths.ts';
import { openConfirmModal } from '../../lib/confirm.ts';
import { AdminShell } from './admin-shell.tsx';
import { useAdminMutation } from './admin-mutation.ts';
import { adminApi, adminKeys, asOwnerPage } from './api.ts';
import { ADMIN_NS } from './i18n.ts';
import type { EditOwnerState } from './navigation-state.ts';
import { listQueryOf, pageCount, readView, writeView, type OwnerListView } from './owner-list-params.ts';
import { OwnerCards, OwnerSortControls } from './owner-cards.tsx';
import { OwnerSearch } from './owner-search.tsx';
import { OwnerTable } from './owner-table.tsx';

const COLUMNS: OwnerSort[] = ['name', 'establishmentCount', 'cpf', 'createdAt', 'lastAccess'];

/** Below the `sm` breakpoint (a phone): read at the first render, so the page does not flash the other layout. */
function usePhoneLayout() {
  const theme = useMantineTheme();
  const below = em(Number(px(theme.breakpoints.sm)) - 0.1);
  return useMediaQuery(`(max-width: ${below})`, undefined, { getInitialValueInEffect: false });
}

/**
 * /administrator (spec §2): the owners with search, sort, pages of 5, and each owner's actions; a table from
 * `sm` up, a list of stacked items with a "Sort by" control on a phone.
 */
export function AdministratorPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const phone = usePhoneLayout();
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

  const actions = { onEdit: edit, onBlock: confirmBlock, onDelete: confirmDelete };

  return (
    <AdminShell
      title={t('owners.title')}
      subtitle={t('owners.subtitle')}
      size="xl"
      actions={
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.auditLog}
            variant="default"
            leftSection={<IconHistory size={18} aria-hidden />}
          >
            {t('audit.open')}
          </Button>
          <Button component={Link} to={paths.registerNewUser} leftSection={<IconUserPlus size={18} aria-hidden />}>
            {t('owners.registerNew')}
          </Button>
        </Group>
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

          {!page && owners.isError ? (
            <Stack align="center" gap="sm" py="xl" ta="center">
              <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
                <IconCloudOff size={28} />
              </ThemeIcon>
              <Text>{t('owners.loadError')}</Text>
              {/* Not `loading`: that disables the button, and the keyboard's focus would drop to the page. */}
              <Button
                variant="light"
                onClick={() => {
                  if (!owners.isFetching) void owners.refetch();
                }}
                leftSection={
                  owners.isFetching ? <Loader size={16} aria-hidden /> : <IconRefresh size={18} aria-hidden />
                }
              >
                {tApp('common.retry')}
              </Button>
            </Stack>
          ) : phone ? (
            <>
              <OwnerSortControls
                columns={COLUMNS}
                sort={view.sort}
                order={view.order}
                onChange={(change) => setView({ ...change, page: 1 })}
              />
              {page && page.items.length === 0 ? (
                <EmptyState icon={IconUsers} py="xl" ta="center">
                  {view.search ? t('owners.emptySearch', { search: view.search }) : t('owners.empty')}
                </EmptyState>
              ) : (
                <OwnerCards
                  owners={page?.items}
                  view={view}
                  pages={pages}
                  stale={owners.isPlaceholderData}
                  nameOf={nameOf}
                  {...actions}
                />
              )}
            </>
          ) : (
            <OwnerTable
              columns={COLUMNS}
              owners={page?.items}
              view={view}
              pages={pages}
              busy={owners.isFetching}
              stale={owners.isPlaceholderData}
              nameOf={nameOf}
              onSort={sortBy}
              {...actions}
            />
          )}

          {page && page.total > LIMITS.adminPageSize ? (
            <Pager
              kind="numbers"
              label={t('owners.pagination')}
              page={view.page}
              pages={pages}
              onChange={(next) => setView({ page: next })}
              siblings={phone ? 0 : 1}
              pageLabel={(item) => t('owners.pageLabel', { page: item })}
              controlLabel={(control) => t(`owners.${control}Page`)}
            />
          ) : null}
        </Stack>
      </Paper>
    </AdminShell>
  );
}
