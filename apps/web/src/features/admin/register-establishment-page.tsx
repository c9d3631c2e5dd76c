import { Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { AdminOwner, AdminVenue, OwnerDetail } from '@noite/shared';
import { applyServerFieldErrors } from '../../components/form/server-field-errors.ts';
import { paths } from '../../config/paths.ts';
import { readAddVenueState } from '../../lib/add-venue-state.ts';
import { useSession } from '../../lib/auth-storage.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { AdminShell } from './admin-shell.tsx';
import { useAdminMutation } from './admin-mutation.ts';
import { adminApi, adminKeys } from './api.ts';
import { ADMIN_NS } from './i18n.ts';
import { readRegisterVenueState, type EditOwnerState, type RegisterVenueState } from './navigation-state.ts';
import { OwnVenues } from './own-venues.tsx';
import { OwnerSummary } from './owner-summary.tsx';
import { VenueCarousel } from './venue-carousel.tsx';
import { NewVenueForm, useConfirmVenueDelete, useNewVenueForm, VenueView } from './venue-entry.tsx';
import { emptyVenueValues, type VenueFormOutput } from './venue-form-values.ts';

/**
 * /registerestabeshiment (spec §2). An admin adds venues to the owner in the navigation state (none: back to the
 * console). An owner adds and removes their own, coming from /main or /account with the "adding a venue" flag
 * (none: back to /main; decision 032).
 */
export function RegisterEstablishmentPage() {
  const location = useLocation();
  const session = useSession();
  if (session?.type === 'owner') {
    const adding = readAddVenueState(location.state);
    if (!adding) return <Navigate to={paths.main} replace />;
    return <OwnVenues from={adding.from} />;
  }
  const state = readRegisterVenueState(location.state);
  if (!state) return <Navigate to={paths.administrator} replace />;
  return <RegisterEstablishment {...state} />;
}

function updateVenues(
  detail: OwnerDetail | undefined,
  owner: AdminOwner,
  change: (venues: AdminVenue[]) => AdminVenue[],
) {
  return { owner: detail?.owner ?? owner, establishments: change(detail?.establishments ?? []) };
}

function RegisterEstablishment({ owner, passLen, adding = false }: RegisterVenueState) {
  const { t } = useTranslation(ADMIN_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detailKey = adminKeys.ownerDetail(owner._id);
  const detail = useQuery({
    queryKey: detailKey,
    queryFn: ({ signal }) => adminApi.ownerDetail(owner._id, signal),
  });
  const venues = detail.data?.establishments ?? [];
  const [selected, setSelected] = useState(-1);
  const viewed = selected >= 0 ? venues[selected] : undefined;

  const { form, applyPlace } = useNewVenueForm(emptyVenueValues);

  const create = useApiMutation({
    title: t('actions.registerEstablishment'),
    mutationFn: (values: VenueFormOutput) => adminApi.createEstablishment({ ...values, owner: owner._id }),
    onSuccess: async ({ data }) => {
      await queryClient.cancelQueries({ queryKey: detailKey });
      queryClient.setQueryData<OwnerDetail>(detailKey, (current) =>
        updateVenues(current, owner, (list) => [...list, data]),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.owners() });
      form.reset(emptyVenueValues());
      setSelected(-1);
    },
    onError: (error) => applyServerFieldErrors(error, form),
  });

  const remove = useAdminMutation({
    title: t('actions.deleteEstablishment'),
    mutationFn: (venue: AdminVenue) => adminApi.deleteEstablishment(venue._id),
    onSuccess: async (_result, venue) => {
      await queryClient.cancelQueries({ queryKey: detailKey });
      queryClient.setQueryData<OwnerDetail>(detailKey, (current) =>
        updateVenues(current, owner, (list) => list.filter((entry) => entry._id !== venue._id)),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.owners() });
      setSelected(-1);
    },
  });

  const confirmVenueDelete = useConfirmVenueDelete();
  const confirmDelete = (venue: AdminVenue) => confirmVenueDelete(venue.name, () => remove.mutate(venue));

  const back = () => {
    if (adding) {
      const editState: EditOwnerState = { ownerId: owner._id };
      void navigate(paths.editOwner, { state: editState });
    } else {
      void navigate(paths.registerNewUser);
    }
  };

  return (
    <AdminShell
      title={t('registerVenue.title')}
      subtitle={t('registerVenue.subtitle')}
      size="xl"
      actions={
        <Group gap="sm">
          <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={back}>
            {t('registerVenue.back')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconCheck size={18} aria-hidden />}
            onClick={() => void navigate(paths.administrator)}
          >
            {t('registerVenue.done')}
          </Button>
        </Group>
      }
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <OwnerSummary owner={detail.data?.owner ?? owner} passLen={passLen} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} shadow="xs">
              <Stack gap="sm">
                <Title order={2} size="h5">
                  {t('registerVenue.venues')}
                </Title>
                <VenueCarousel venues={venues} selected={selected} onSelect={setSelected} loading={detail.isPending} />
              </Stack>
            </Paper>
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs">
              {viewed ? (
                <VenueView key={viewed._id} venue={viewed} onDelete={() => confirmDelete(viewed)} />
              ) : (
                <NewVenueForm
                  form={form}
                  onPlace={(place) => applyPlace(place)}
                  onSubmit={(values) => create.mutate(values)}
                  pending={create.isPending}
                />
              )}
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </AdminShell>
  );
}
