import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LIMITS, wifiFormSchema, type VenueWifi, type WifiFormInput } from '@noite/shared';
import { applyServerFieldErrors } from '../../../components/form/server-field-errors.ts';
import { CountedTextArea } from '../../../components/form/counted-text-area.tsx';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { ApiError, api } from '../../../lib/api-client.ts';
import { useVenueMutation } from '../use-venue-mutation.ts';
import { WIFI_NS } from './i18n.ts';

type WifiFormOutput = z.output<typeof wifiFormSchema>;

/** The server names the fields `wifi.name`…; the form's are `name`…. */
function withFormFieldNames(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const fieldErrors = error.fieldErrors.map((entry) => ({ ...entry, field: entry.field.replace(/^wifi\./, '') }));
  return new ApiError(error.kind, error.status, error.message, error.heading, fieldErrors);
}

export interface WifiFormProps {
  establishmentId: string;
  wifi: VenueWifi | null;
  /** Back to the modal's view: after a save, or on cancel. */
  onDone(): void;
}

/** The owner's Wi-Fi form (spec §5 "Wifi": name 3–30, description 3–150, password up to 20, all required). */
export function WifiForm({ establishmentId, wifi, onDone }: WifiFormProps) {
  const { t } = useTranslation(WIFI_NS);
  const form = useForm<WifiFormInput, unknown, WifiFormOutput>({
    resolver: zodResolver(wifiFormSchema),
    defaultValues: { name: wifi?.name ?? '', description: wifi?.description ?? '', password: wifi?.password ?? '' },
  });
  const save = useVenueMutation({
    establishmentId,
    title: t('action'),
    mutationFn: (values: WifiFormOutput) =>
      api.post<VenueWifi>('/establishment/add-wifi', { establishmentId, wifi: values }),
    update: (venue, result) => ({ ...venue, wifi: result.data }),
    onError: (error) => applyServerFieldErrors(withFormFieldNames(error), form),
  });

  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: onDone }))} noValidate>
      <Stack gap="md">
        <TextField
          control={form.control}
          name="name"
          label={t('name')}
          counter={LIMITS.wifiNameMax}
          autoComplete="off"
          data-autofocus
          required
        />
        <CountedTextArea
          control={form.control}
          name="description"
          label={t('description')}
          description={t('descriptionHint')}
          max={LIMITS.wifiDescriptionMax}
          rows={[2, 6]}
          required
        />
        <TextField
          control={form.control}
          name="password"
          label={t('password')}
          counter={LIMITS.wifiPasswordMax}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          translate="no"
          required
        />
        <FormActions cancelLabel={t('cancel')} saveLabel={t('save')} pending={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
