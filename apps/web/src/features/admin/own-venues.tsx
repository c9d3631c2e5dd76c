import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_POSITION, LIMITS, type HomeQueryInput, type VenueCard } from '@noite/shared';
import { applyServerFieldErrors } from '../../components/form/server-field-errors.ts';
import { paths } from '../../config/paths.ts';
import type { AddVenueOrigin } from '../../lib/add-venue-state.ts';
import { useKnownPosition } from '../../lib/location-store.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { VENUE_LISTS_KEY, venueDetailsKey, venueListKey } from '../../lib/venue-cache.ts';
import { AdminShell } from './admin-shell.tsx';
import { adminApi } from './api.ts';
import { ADMIN_NS } from './i18n.ts';
import { VenueCarousel } from './venue-carousel.tsx';
import { NewVenueForm, useConfirmVenueDelete, useNewVenueForm, VenueView } from './venue-entry.tsx';
import { ownVenueValues, type VenueFormOutput } from './venue-form-values.ts';

/**
 * /registerestabeshiment for an owner (spec §2, decision 032): their venues in the carousel (view, delete with a
 * confirmation) and the establishment form for a new one. No owner column: it is the owner themselves. The list
 * is /main's (same query key), so a venue added or deleted here is there at once.
 */
export function OwnVenues({ from }: { from: AddVenueOrigin }) {
  const { t } = useTranslation(ADMIN_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const position = useKnownPosition() ?? DEFAULT_POSITION;
  const body = useMemo<HomeQueryInput>(
    () => ({ latitude: position.latitude, longitude: position.longitude, offset: 0, limit: LIMITS.homeLimit }),
    [position.latitude, position.longitude],
  );
  const list = useQuery({
    queryKey: venueListKey('owner', body),
    queryFn: ({ signal }) => adminApi.ownVenues(body, signal),
    meta: { title: t('ownVenues.loadTitle') },
  });
  const venues = list.data?.items ?? [];
  const [selected, setSelected] = useState(-1);
  const viewed = selected >= 0 ? venues[selected] : undefined;

  const { form, applyPlace } = useNewVenueForm(ownVenueValues);
  const confirmDelete = useConfirmVenueDelete();

  const create = useApiMutation({
    title: t('actions.registerEstablishment'),
    mutationFn: ({ plan: _plan, ...values }: VenueFormOutput) => adminApi.createOwnEstablishment(values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: VENUE_LISTS_KEY });
      form.reset(ownVenueValues());
      setSelected(-1);
    },
    onError: (error) => applyServerFieldErrors(error, form),
  });

  const remove = useApiMutation({
    title: t('actions.deleteEstablishment'),
    mutationFn: (venue: VenueCard) => adminApi.deleteEstablishment(venue._id),
    onSuccess: async (_result, venue) => {
      setSelected(-1);
      queryClient.removeQueries({ queryKey: venueDetailsKey(venue._id) });
      await queryClient.invalidateQueries({ queryKey: VENUE_LISTS_KEY });
    },
  });

  return (
    <AdminShell
      title={t('ownVenues.title')}
      subtitle={t('ownVenues.subtitle')}
      size="md"
      actions={
        <Button
          variant="default"
          size="md"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={() => void navigate(from)}
        >
          {t('registerVenue.back')}
        </Button>
      }
    >
      <Container size="md" p={0}>
        <Stack gap="md">
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} shadow="xs">
            <Stack gap="sm">
              <Title order={2} size="h5">
                {t('ownVenues.venues')}
              </Title>
              <VenueCarousel
                venues={venues}
                selected={selected}
                onSelect={setSelected}
                loading={list.isPending}
                label={t('ownVenues.venues')}
              />
            </Stack>
          </Paper>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs">
            {viewed ? (
              <OwnVenueView
                key={viewed._id}
                venue={viewed}
                onDelete={() => confirmDelete(viewed.name, () => remove.mutate(viewed))}
              />
            ) : (
              <NewVenueForm
                form={form}
                onPlace={(place) => applyPlace(place)}
                onSubmit={(values) => create.mutate(values)}
                pending={create.isPending}
                planLocked
              />
            )}
          </Paper>
        </Stack>
      </Container>
    </AdminShell>
  );
}

/** One of the owner's venues, read from its details (the card lacks the business fields), read-only. */
function OwnVenueView({ venue, onDelete }: { venue: VenueCard; onDelete: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const details = useQuery({
    queryKey: venueDetailsKey(venue._id),
    queryFn: ({ signal }) => adminApi.venueDetails(venue._id, signal),
    meta: { title: t('ownVenues.loadTitle') },
  });
  if (!details.data) {
    return (
      <Text role="status" c="dimmed">
        {details.isError ? t('ownVenues.loadFailed') : t('ownVenues.loading')}
      </Text>
    );
  }
  return (
    <VenueView
      venue={details.data}
      onDelete={onDelete}
      extra={
        <Anchor
          component={Link}
          to={{ pathname: paths.establishmentDetail, search: `?id=${encodeURIComponent(venue._id)}` }}
          state={{ establishmentId: venue._id }}
          size="sm"
          fw={600}
        >
          {t('ownVenues.open', { name: venue.name })}
        </Anchor>
      }
    />
  );
}
