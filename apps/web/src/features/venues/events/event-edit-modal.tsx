import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import '@mantine/core/styles/Switch.css';
import { TimeInput } from '@mantine/dates';
import { useQueryClient } from '@tanstack/react-query';
import { IconMoon, IconTrash } from '@tabler/icons-react';
import { Controller, useForm, useWatch, type Control, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CLOCK_TIME_PATTERN,
  endsNextDay,
  eventFormSchema,
  LIMITS,
  MUSIC_STYLES,
  type EventFormInput,
  type EventFormValues,
  type VenueDetails,
  type VenueEvent,
} from '@noite/shared';
import { CountedTextArea } from '../../../components/form/counted-text-area.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useErrorText } from '../../../components/form/error-text.ts';
import { applyServerFieldErrors } from '../../../components/form/server-field-errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { openConfirmModal } from '../../../lib/confirm.ts';
import { venueDetailsKey } from '../../../lib/venue-cache.ts';
import { useVenueMutation } from '../use-venue-mutation.ts';
import { eventsApi } from './api.ts';
import { withDayEvent } from './edit-cache.ts';
import { formatDay, formatTime, formatWeekday } from './format.ts';
import { EVENTS_NS } from './i18n.ts';
import { useMusicStyleName } from '../../../lib/music-styles/music-styles.ts';

/** The day the owner edits: its event, or null for an empty day. */
export interface EventEditTarget {
  date: string;
  event: VenueEvent | null;
  /** On a day without event: the description kept for its weekday, which a new event starts with (decision 039). */
  keptDescription?: string | null;
}

type EditVenue = Pick<VenueDetails, '_id' | 'timezone'>;

/** The form's first values: the day's event, or an empty form with the weekday's kept description. */
export function formValuesOf(
  { event, keptDescription }: EventEditTarget,
  timeZone: string,
): DefaultValues<EventFormInput> {
  return {
    eventName: event?.eventName ?? '',
    startTime: event ? formatTime(event.startTime, timeZone) : '',
    endTime: event ? formatTime(event.endTime, timeZone) : '',
    description: (event ? event.description : keptDescription) ?? '',
    isFree: event?.isFree ?? false,
    isLive: event?.isLive ?? false,
    musicStyle: event?.musicStyle as EventFormInput['musicStyle'] | undefined,
    entry: event?.entry ?? '',
    keepDescription: event?.keepDescription ?? false,
    eventWithList: event?.eventWithList ?? false,
  };
}

/** A switch bound to one boolean of the form. */
function SwitchField({
  control,
  name,
  label,
  description,
}: {
  control: Control<EventFormInput, unknown, EventFormValues>;
  name: 'isFree' | 'isLive' | 'eventWithList' | 'keepDescription';
  label: string;
  description?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          checked={!!field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
          size="md"
        />
      )}
    />
  );
}

function TimeField({
  control,
  name,
  label,
}: {
  control: Control<EventFormInput, unknown, EventFormValues>;
  name: 'startTime' | 'endTime';
  label: string;
}) {
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TimeInput
          label={label}
          value={field.value}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={errorText(fieldState.error?.message)}
          required
          size="md"
        />
      )}
    />
  );
}

interface EventEditFormProps {
  venue: EditVenue;
  target: EventEditTarget;
  onDone(): void;
}

function EventEditForm({ venue, target, onDone }: EventEditFormProps) {
  const { t, i18n } = useTranslation(EVENTS_NS);
  const musicStyleName = useMusicStyleName();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { event, date } = target;
  const weekday = formatWeekday(date, i18n.language);
  const form = useForm<EventFormInput, unknown, EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: formValuesOf(target, venue.timezone),
  });
  const [startTime, endTime, isFree] = useWatch({ control: form.control, name: ['startTime', 'endTime', 'isFree'] });
  const overnight =
    CLOCK_TIME_PATTERN.test(startTime ?? '') &&
    CLOCK_TIME_PATTERN.test(endTime ?? '') &&
    endsNextDay(startTime ?? '', endTime ?? '');

  const reloadWeek = (error: unknown) => {
    // A taken day or new requests: show the week as the server holds it now; the typed form stays as it is.
    if (error instanceof ApiError && error.status === 409) {
      void queryClient.invalidateQueries({ queryKey: venueDetailsKey(venue._id) });
    }
  };

  const save = useVenueMutation({
    establishmentId: venue._id,
    title: event ? t('edit.saveTitle') : t('edit.createTitle'),
    mutationFn: (values: EventFormValues & { dropRequests: boolean }) =>
      eventsApi.edit({ ...values, establishmentId: venue._id, eventId: event?._id, eventDate: date }),
    update: (current, result) => withDayEvent(current, date, result.data),
    onError: (error) => {
      applyServerFieldErrors(error, form);
      reloadWeek(error);
    },
  });

  const remove = useVenueMutation({
    establishmentId: venue._id,
    title: t('edit.deleteTitle'),
    mutationFn: () => eventsApi.remove({ establishmentId: venue._id, eventId: event?._id ?? '', dropRequests: true }),
    update: (current) => withDayEvent(current, date, null),
    onError: reloadWeek,
  });

  const requestCount = event?.requestCount ?? 0;
  const dayLabel = t('week.day', { weekday, date: formatDay(date) });

  const submit = form.handleSubmit((values) => {
    const dropsList = !!event?.eventWithList && !values.eventWithList && requestCount > 0;
    if (!dropsList) {
      save.mutate({ ...values, dropRequests: false }, { onSuccess: onDone });
      return;
    }
    openConfirmModal({
      modalId: `event-list-off-${event?._id ?? date}`,
      title: t('edit.listOffTitle'),
      children: <Text>{t('edit.listOffMessage', { count: requestCount })}</Text>,
      labels: { confirm: t('edit.listOffConfirm'), cancel: t('edit.back') },
      confirmProps: { color: 'red.9' },
      cancelProps: { variant: 'default' },
      onConfirm: () => save.mutate({ ...values, dropRequests: true }, { onSuccess: onDone }),
    });
  });

  const confirmDelete = () =>
    openConfirmModal({
      modalId: `event-delete-${event?._id ?? date}`,
      title: t('edit.deleteTitle'),
      children: (
        <Stack gap="xs">
          <Text>{t('edit.deleteMessage', { name: event?.eventName ?? '', date: dayLabel })}</Text>
          {requestCount > 0 ? <Text fw={600}>{t('edit.deleteRequests', { count: requestCount })}</Text> : null}
        </Stack>
      ),
      labels: { confirm: t('edit.deleteConfirm'), cancel: t('edit.back') },
      confirmProps: { color: 'red.9' },
      cancelProps: { variant: 'default' },
      onConfirm: () => remove.mutate(undefined, { onSuccess: onDone }),
    });

  const busy = save.isPending || remove.isPending;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextField
          control={form.control}
          name="eventName"
          label={t('edit.name')}
          counter={LIMITS.eventNameMax}
          autoComplete="off"
          required
          size="md"
          data-autofocus
        />
        <SimpleGrid cols={2} spacing="sm">
          <TimeField control={form.control} name="startTime" label={t('edit.start')} />
          <TimeField control={form.control} name="endTime" label={t('edit.end')} />
        </SimpleGrid>
        {overnight ? (
          <Text size="sm" c="noite.8" fw={600} role="status" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
            <IconMoon size={16} aria-hidden />
            {t('edit.endsNextDay')}
          </Text>
        ) : null}
        <Controller
          control={form.control}
          name="musicStyle"
          render={({ field, fieldState }) => (
            <Select
              label={t('event.musicStyle')}
              data={MUSIC_STYLES.map((style) => ({ value: style, label: musicStyleName(style) }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={errorText(fieldState.error?.message)}
              allowDeselect={false}
              checkIconPosition="right"
              comboboxProps={{ withinPortal: true }}
              required
              size="md"
            />
          )}
        />
        <SwitchField control={form.control} name="isFree" label={t('event.free')} />
        <TextField
          control={form.control}
          name="entry"
          label={t('event.entry')}
          description={isFree ? t('edit.entryOptional') : t('edit.entryHint')}
          counter={LIMITS.entryMax}
          autoComplete="off"
          required={!isFree}
          size="md"
        />
        <SwitchField control={form.control} name="isLive" label={t('event.live')} />
        <SwitchField
          control={form.control}
          name="eventWithList"
          label={t('edit.withList')}
          description={requestCount > 0 ? t('edit.requests', { count: requestCount }) : undefined}
        />
        <CountedTextArea
          control={form.control}
          name="description"
          label={t('event.description')}
          max={LIMITS.eventDescriptionMax}
          rows={[3, 8]}
          size="md"
        />
        <SwitchField control={form.control} name="keepDescription" label={t('edit.keepDescription', { weekday })} />
        <Group justify="space-between" gap="sm" mt="xs">
          {event ? (
            <Button
              variant="outline"
              color="red.9"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={confirmDelete}
              loading={remove.isPending}
              disabled={busy}
              size="md"
            >
              {t('edit.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={save.isPending} disabled={busy} size="md">
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface EventEditModalProps {
  venue: EditVenue;
  target: EventEditTarget | null;
  opened: boolean;
  onClose(): void;
}

/**
 * The owner's event edit modal (spec §2, §4): opens with the day's event, or empty on a day without one; closing
 * unmounts the form, which resets it. A failed save keeps everything typed.
 */
export function EventEditModal({ venue, target, opened, onClose }: EventEditModalProps) {
  const { t, i18n } = useTranslation(EVENTS_NS);
  const title = target
    ? t(target.event ? 'edit.editHeading' : 'edit.createHeading', {
        date: t('week.day', { weekday: formatWeekday(target.date, i18n.language), date: formatDay(target.date) }),
      })
    : '';
  return (
    <Modal opened={opened && !!target} onClose={onClose} title={title} size="lg">
      {target ? (
        <EventEditForm
          key={`${target.date}-${target.event?._id ?? 'new'}`}
          venue={venue}
          target={target}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}
