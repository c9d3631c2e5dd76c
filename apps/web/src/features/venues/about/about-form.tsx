import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Switch.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, Paper, Stack, Switch, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { aboutFormSchema, LIMITS, type AboutFormInput, type VenueAbout, type VenueDetails } from '@noite/shared';
import { MaskedField } from '../../../components/form/masked-field.tsx';
import { MASKS } from '../../../components/form/masks.ts';
import { applyServerFieldErrors } from '../../../components/form/server-field-errors.ts';
import { CountedTextArea } from '../../../components/form/counted-text-area.tsx';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { api } from '../../../lib/api-client.ts';
import { useVenueMutation } from '../use-venue-mutation.ts';
import { aboutDrafts } from './about-drafts.ts';
import classes from './about.module.css';
import { ABOUT_NS } from './i18n.ts';

type AboutFormOutput = z.output<typeof aboutFormSchema>;

/** The form starts from what the page shows; a venue without contacts yet offers its registered phone. */
function initialValues(venue: VenueDetails): AboutFormInput {
  const { about } = venue;
  return {
    text: about.text ?? '',
    phone1: about.phone1 ?? venue.phone,
    phone2: about.phone2 ?? '',
    isPhone1: about.isPhone1,
    isPhone2: about.isPhone2,
    instagram: about.instagram ?? '',
    facebook: about.facebook ?? '',
  };
}

function WhatsappSwitch({
  control,
  name,
  label,
  disabled,
}: {
  control: Control<AboutFormInput, unknown, AboutFormOutput>;
  name: 'isPhone1' | 'isPhone2';
  label: string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          size="md"
          color="teal.9"
          name={field.name}
          ref={field.ref}
          checked={field.value ?? false}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          disabled={disabled}
          label={label}
          py={6}
        />
      )}
    />
  );
}

export interface AboutFormProps {
  venue: VenueDetails;
  /** Leaves the form: after a save, or on cancel. */
  onDone(): void;
}

/**
 * The owner's edit-about form (spec §2 about tab, §5 "About / contacts"): the shared schema validates it, the
 * save updates the page at once, and a refused save keeps everything typed with the errors under their fields.
 */
export function AboutForm({ venue, onDone }: AboutFormProps) {
  const { t } = useTranslation(ABOUT_NS);
  const form = useForm<AboutFormInput, unknown, AboutFormOutput>({
    resolver: zodResolver(aboutFormSchema),
    defaultValues: aboutDrafts.get(venue._id) ?? initialValues(venue),
  });
  // Leaving without saving or cancelling (another tab, another page) keeps what was typed for the way back.
  const { getValues } = form;
  useEffect(() => () => aboutDrafts.leave(venue._id, getValues()), [venue._id, getValues]);
  const finish = () => {
    aboutDrafts.finish(venue._id);
    onDone();
  };
  const phone2 = useWatch({ control: form.control, name: 'phone2' });
  const save = useVenueMutation({
    establishmentId: venue._id,
    title: t('action'),
    mutationFn: (about: AboutFormOutput) =>
      api.post<VenueAbout>('/establishment/edit-about', { establishmentId: venue._id, ...about }),
    update: (cached, result) => ({ ...cached, about: result.data }),
    onError: (error) => applyServerFieldErrors(error, form),
  });
  const linkHint = (network: 'instagram' | 'facebook') => t('linkHint', { example: `https://${network}.com/…` });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="about-form-title">
      <Title order={2} size="h4" mb="md" id="about-form-title">
        {t('title')}
      </Title>
      <form onSubmit={form.handleSubmit((about) => save.mutate(about, { onSuccess: finish }))} noValidate>
        <Stack gap="md">
          <CountedTextArea
            control={form.control}
            name="text"
            label={t('text')}
            description={t('textHint')}
            max={LIMITS.aboutTextMax}
            rows={[4, 14]}
            required
          />
          <Fieldset variant="unstyled" legend={t('contacts')} classNames={{ legend: classes.legend }}>
            <Stack gap="xs">
              <MaskedField
                control={form.control}
                name="phone1"
                mask={MASKS.phone}
                output="digits"
                type="tel"
                autoComplete="tel-national"
                label={t('phone1')}
                required
              />
              <WhatsappSwitch control={form.control} name="isPhone1" label={t('whatsapp1')} />
              <MaskedField
                control={form.control}
                name="phone2"
                mask={MASKS.phone}
                output="digits"
                type="tel"
                autoComplete="off"
                label={t('phone2')}
              />
              <WhatsappSwitch control={form.control} name="isPhone2" label={t('whatsapp2')} disabled={!phone2} />
            </Stack>
          </Fieldset>
          <Fieldset variant="unstyled" legend={t('social')} classNames={{ legend: classes.legend }}>
            <Stack gap="xs">
              <TextField
                control={form.control}
                name="instagram"
                label={t('instagram')}
                description={linkHint('instagram')}
                counter={LIMITS.socialLinkMax}
                type="url"
                inputMode="url"
                autoComplete="url"
                autoCapitalize="none"
              />
              <TextField
                control={form.control}
                name="facebook"
                label={t('facebook')}
                description={linkHint('facebook')}
                counter={LIMITS.socialLinkMax}
                type="url"
                inputMode="url"
                autoComplete="url"
                autoCapitalize="none"
              />
            </Stack>
          </Fieldset>
          <FormActions cancelLabel={t('cancel')} saveLabel={t('save')} pending={save.isPending} onCancel={finish} />
        </Stack>
      </form>
    </Paper>
  );
}
