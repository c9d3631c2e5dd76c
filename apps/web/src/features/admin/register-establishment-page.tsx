import { ActionIcon, Badge, Button, Grid, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LIMITS, type AdminOwner, type AdminVenue, type GeoPlaceDto, type OwnerDetail } from '@noite/shared';
import { applyServerFieldErrors } from '../../components/form/server-field-errors.ts';
import { paths } from '../../config/paths.ts';
import { openConfirmModal } from '../../lib/confirm.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { AdminShell } from './admin-shell.tsx';
import { useAdminMutation } from './admin-mutation.ts';
import { adminApi, adminKeys } from './api.ts';
import { EstablishmentFields } from './establishment-fields.tsx';
import { ADMIN_NS } from './i18n.ts';
import { readRegisterVenueState, type EditOwnerState, type RegisterVenueState } from './navigation-state.ts';
import { OwnerSummary } from './owner-summary.tsx';
import { VenueCarousel } from './venue-carousel.tsx';
import {
  emptyVenueValues,
  venueResolver,
  venueValuesOf,
  type VenueFormOutput,
  type VenueFormValues,
} from './venue-form-values.ts';

const COMPLETE_CEP = /^\d{5}-\d{3}$/;

/** /registerestabeshiment (spec §2): without an owner in the navigation state there is nothing to add to. */
export function RegisterEstablishmentPage() {
  const location = useLocation();
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
  const { t: tApp } = useTranslation();
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

  // The new entry's form lives here, so its typed input survives viewing a registered venue and a failed call.
  const form = useForm<VenueFormValues, unknown, VenueFormOutput>({
    resolver: venueResolver,
    defaultValues: emptyVenueValues(),
  });

  const applyPlace = (place: GeoPlaceDto, withAddress = true) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    if (withAddress) form.setValue('address', place.formattedAddress.slice(0, LIMITS.addressMax), options);
    form.setValue('latitude', String(place.latitude), options);
    form.setValue('longitude', String(place.longitude), options);
  };

  // A complete CEP asks the geocoder; it fills the address and position when it knows the CEP, else nothing.
  const zipCode = useWatch({ control: form.control, name: 'zipCode' });
  const lookedUp = useRef('');
  useEffect(() => {
    if (!COMPLETE_CEP.test(zipCode ?? '')) {
      lookedUp.current = '';
      return;
    }
    if (lookedUp.current === zipCode) return;
    lookedUp.current = zipCode;
    const controller = new AbortController();
    adminApi
      .geoSearch(zipCode, controller.signal)
      .then(([place]) => {
        if (place) applyPlace(place);
      })
      .catch(() => undefined);
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- applyPlace only writes into the form
  }, [zipCode]);

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

  const confirmDelete = (venue: AdminVenue) =>
    openConfirmModal({
      modalId: 'delete-establishment',
      title: t('registerVenue.deleteTitle'),
      children: <Text>{t('registerVenue.deleteMessage', { name: venue.name })}</Text>,
      labels: { confirm: t('registerVenue.deleteConfirm'), cancel: tApp('common.cancel') },
      confirmProps: { color: 'red.9' },
      cancelProps: { variant: 'default' },
      onConfirm: () => remove.mutate(venue),
    });

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
                <form onSubmit={form.handleSubmit((values) => create.mutate(values))} noValidate>
                  <Stack gap="lg">
                    <Title order={2} size="h4">
                      {t('registerVenue.newVenue')}
                    </Title>
                    <EstablishmentFields control={form.control} onPlace={(place) => applyPlace(place)} />
                    <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-end' }}>
                      {t('registerVenue.submit')}
                    </Button>
                  </Stack>
                </form>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </AdminShell>
  );
}

/** A registered venue, every field disabled, with its delete icon (spec §2). */
function VenueView({ venue, onDelete }: { venue: AdminVenue; onDelete: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const form = useForm<VenueFormValues, unknown, VenueFormOutput>({ defaultValues: venueValuesOf(venue) });
  const deleteLabel = t('registerVenue.deleteVenue', { name: venue.name });
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={2} size="h4">
              {venue.name}
            </Title>
            {venue.isActive ? null : (
              <Badge color="gray" variant="light">
                {t('registerVenue.inactive')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('registerVenue.readOnlyHint')}
          </Text>
        </Stack>
        <Tooltip label={deleteLabel} withinPortal>
          <ActionIcon variant="light" color="red.9" size="lg" aria-label={deleteLabel} onClick={onDelete}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <EstablishmentFields control={form.control} disabled />
    </Stack>
  );
}
