import { ActionIcon, Badge, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS, type GeoPlaceDto } from '@noite/shared';
import { openConfirmModal } from '../../lib/confirm.ts';
import { adminApi } from './api.ts';
import { EstablishmentFields } from './establishment-fields.tsx';
import { ADMIN_NS } from './i18n.ts';
import {
  venueResolver,
  venueValuesOf,
  type RegisteredVenue,
  type VenueFormOutput,
  type VenueFormValues,
} from './venue-form-values.ts';

/*
 * The two sides of /registerestabeshiment's right column, for an admin and for an owner alike: the new venue's
 * form (with the CEP lookup) and a registered venue shown read-only with its delete icon (spec §2).
 */

const COMPLETE_CEP = /^\d{5}-\d{3}$/;

export type VenueForm = UseFormReturn<VenueFormValues, unknown, VenueFormOutput>;

/**
 * The new venue's form, held by the page so its typed input survives viewing a registered venue and a failed
 * call. A complete CEP asks the geocoder; it fills the address and position when it knows the CEP, else nothing.
 */
export function useNewVenueForm(defaultValues: () => VenueFormValues) {
  const form = useForm<VenueFormValues, unknown, VenueFormOutput>({
    resolver: venueResolver,
    defaultValues: defaultValues(),
  });

  const applyPlace = (place: GeoPlaceDto, withAddress = true) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    if (withAddress) form.setValue('address', place.formattedAddress.slice(0, LIMITS.addressMax), options);
    form.setValue('latitude', String(place.latitude), options);
    form.setValue('longitude', String(place.longitude), options);
  };

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

  return { form, applyPlace };
}

export interface NewVenueFormProps {
  form: VenueForm;
  onPlace: (place: GeoPlaceDto) => void;
  onSubmit: (values: VenueFormOutput) => void;
  pending: boolean;
  planLocked?: boolean;
}

export function NewVenueForm({ form, onPlace, onSubmit, pending, planLocked = false }: NewVenueFormProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="lg">
        <Title order={2} size="h4">
          {t('registerVenue.newVenue')}
        </Title>
        <EstablishmentFields control={form.control} onPlace={onPlace} planLocked={planLocked} />
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-end' }}>
          {t('registerVenue.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** Deleting a venue asks first (spec §2): its events, menu and pictures go with it. */
export function useConfirmVenueDelete() {
  const { t } = useTranslation(ADMIN_NS);
  const { t: tApp } = useTranslation();
  return (name: string, onConfirm: () => void) =>
    openConfirmModal({
      modalId: 'delete-establishment',
      title: t('registerVenue.deleteTitle'),
      children: <Text>{t('registerVenue.deleteMessage', { name })}</Text>,
      labels: { confirm: t('registerVenue.deleteConfirm'), cancel: tApp('common.cancel') },
      confirmProps: { color: 'red.9' },
      cancelProps: { variant: 'default' },
      onConfirm,
    });
}

export interface VenueViewProps {
  venue: RegisteredVenue & { name: string; isActive?: boolean };
  onDelete: () => void;
  /** Under the title, next to the read-only hint (an owner's link to the venue's page). */
  extra?: ReactNode;
}

/** A registered venue, every field disabled, with its delete icon (spec §2). */
export function VenueView({ venue, onDelete, extra }: VenueViewProps) {
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
            {venue.isActive !== false ? null : (
              <Badge color="gray" variant="light">
                {t('registerVenue.inactive')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('registerVenue.readOnlyHint')}
          </Text>
          {extra}
        </Stack>
        <Tooltip label={deleteLabel} withinPortal>
          <ActionIcon variant="outline" color="red.9" size="xl" aria-label={deleteLabel} onClick={onDelete}>
            <IconTrash size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <EstablishmentFields control={form.control} disabled />
    </Stack>
  );
}
