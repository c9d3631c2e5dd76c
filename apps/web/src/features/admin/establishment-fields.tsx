import { Anchor, Grid, Group, MultiSelect, Select, Stack, Text, Title, type InputWrapperProps } from '@mantine/core';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { IconExternalLink } from '@tabler/icons-react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_CODE, LIMITS, PLANS, VENUE_TYPES, type GeoPlaceDto } from '@noite/shared';
import { EmailField } from '../../components/form/email-field.tsx';
import { useErrorText } from '../../components/form/error-text.ts';
import { CepField, CnpjField, MaskedField } from '../../components/form/masked-field.tsx';
import { digitsOnly, MASKS } from '../../components/form/masks.ts';
import { PhoneField } from '../../components/form/phone-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { AddressField } from './address-field.tsx';
import { mapLink } from './format.ts';
import { ADMIN_NS } from './i18n.ts';
import type { VenueControl } from './venue-form-values.ts';

export interface EstablishmentFieldsProps {
  control: VenueControl;
  /** A registered venue, shown read-only. */
  disabled?: boolean;
  /** The plan is shown but not chosen: an owner's new venue gets the first plan (decision 032). */
  planLocked?: boolean;
  /** An address suggestion was chosen. */
  onPlace?: (place: GeoPlaceDto) => void;
}

/**
 * Hints go under their inputs, so inputs side by side line up whatever their hints' lengths (CEP and address,
 * plan and types); the address field does the same.
 */
const HINT_BELOW: InputWrapperProps['inputWrapperOrder'] = ['label', 'input', 'description', 'error'];

/** Typed coordinates: digits, one sign, a decimal point or comma. */
const coordinateText = (value: string) => value.replace(/[^\d.,-]/g, '').slice(0, 12);

/** The establishment form's fields (spec §5 "Establishment form"), in three groups. */
export function EstablishmentFields({
  control,
  disabled = false,
  planLocked = false,
  onPlace = () => undefined,
}: EstablishmentFieldsProps) {
  const { t } = useTranslation(ADMIN_NS);
  const errorText = useErrorText();
  const countryCode = useWatch({ control, name: 'countryCode' });
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const map = mapLink(latitude, longitude);
  const brazilian = (countryCode || DEFAULT_COUNTRY_CODE) === DEFAULT_COUNTRY_CODE;
  const required = !disabled;

  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-label={t('venueForm.business')}>
        <Title order={3} size="h5">
          {t('venueForm.business')}
        </Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Controller
              control={control}
              name="plan"
              render={({ field, fieldState }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={field.value || null}
                  onChange={(plan) => field.onChange(plan ?? '')}
                  data={PLANS.map((plan) => ({ value: plan, label: t(`plans.${plan}`) }))}
                  label={t('venueForm.plan')}
                  placeholder={disabled ? undefined : t('venueForm.planPlaceholder')}
                  description={planLocked && !disabled ? t('venueForm.planLockedHint') : undefined}
                  inputWrapperOrder={HINT_BELOW}
                  allowDeselect={false}
                  required={required && !planLocked}
                  disabled={disabled || planLocked}
                  error={errorText(fieldState.error?.message)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Controller
              control={control}
              name="establishmentType"
              render={({ field, fieldState }) => (
                <MultiSelect
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={field.value}
                  onChange={(types) => field.onChange(types)}
                  data={VENUE_TYPES.map((type) => ({ value: type, label: t(`venueTypes.${type}`) }))}
                  label={t('venueForm.venueTypes')}
                  description={disabled ? undefined : t('venueForm.venueTypesHint')}
                  inputWrapperOrder={HINT_BELOW}
                  maxValues={LIMITS.venueTypesMax}
                  hidePickedOptions
                  required={required}
                  disabled={disabled}
                  error={errorText(fieldState.error?.message)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextField
              control={control}
              name="name"
              label={t('venueForm.name')}
              counter={disabled ? undefined : LIMITS.nameMax}
              required={required}
              disabled={disabled}
              autoComplete="off"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextField
              control={control}
              name="fantasyName"
              label={t('venueForm.fantasyName')}
              counter={disabled ? undefined : LIMITS.nameMax}
              required={required}
              disabled={disabled}
              autoComplete="off"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextField
              control={control}
              name="corporateName"
              label={t('venueForm.corporateName')}
              counter={disabled ? undefined : LIMITS.nameMax}
              required={required}
              disabled={disabled}
              autoComplete="off"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <CnpjField
              control={control}
              name="cnpj"
              label={t('venueForm.cnpj')}
              required={required}
              disabled={disabled}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextField
              control={control}
              name="ie"
              label={t('venueForm.ie')}
              normalize={(value) => value.replace(/^\s+/, '').slice(0, LIMITS.nameMax)}
              disabled={disabled}
              autoComplete="off"
            />
          </Grid.Col>
        </Grid>
      </Stack>

      <Stack gap="sm" component="section" aria-label={t('venueForm.contact')}>
        <Title order={3} size="h5">
          {t('venueForm.contact')}
        </Title>
        <PhoneField
          control={control}
          name="phone"
          countryCodeName="countryCode"
          label={t('venueForm.phone')}
          required={required}
          disabled={disabled}
        />
        {brazilian ? (
          <MaskedField
            key="masked"
            control={control}
            name="phone2"
            label={t('venueForm.phone2')}
            mask={MASKS.phone}
            output="digits"
            type="tel"
            placeholder="(00) 00000-0000"
            autoComplete="off"
            disabled={disabled}
          />
        ) : (
          <TextField
            key="digits"
            control={control}
            name="phone2"
            label={t('venueForm.phone2')}
            type="tel"
            inputMode="numeric"
            normalize={(value) => digitsOnly(value).slice(0, LIMITS.phoneMax)}
            autoComplete="off"
            disabled={disabled}
          />
        )}
        <EmailField
          control={control}
          name="email"
          label={t('venueForm.email')}
          required={required}
          disabled={disabled}
        />
      </Stack>

      <Stack gap="sm" component="section" aria-label={t('venueForm.location')}>
        <Title order={3} size="h5">
          {t('venueForm.location')}
        </Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <CepField
              control={control}
              name="zipCode"
              label={t('venueForm.zipCode')}
              description={disabled ? undefined : t('venueForm.zipHint')}
              inputWrapperOrder={HINT_BELOW}
              required={required}
              disabled={disabled}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <AddressField control={control} disabled={disabled} onPlace={onPlace} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 5 }}>
            <TextField
              control={control}
              name="latitude"
              label={t('venueForm.latitude')}
              inputMode="decimal"
              normalize={coordinateText}
              required={required}
              disabled={disabled}
              autoComplete="off"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 5 }}>
            <TextField
              control={control}
              name="longitude"
              label={t('venueForm.longitude')}
              inputMode="decimal"
              normalize={coordinateText}
              required={required}
              disabled={disabled}
              autoComplete="off"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 2 }} style={{ alignSelf: 'flex-end' }}>
            {map ? (
              <Anchor
                href={map}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                aria-label={t('venueForm.viewOnMapLabel')}
              >
                <Group gap={4} component="span" wrap="nowrap" py={8}>
                  {t('venueForm.viewOnMap')}
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            ) : null}
          </Grid.Col>
        </Grid>
        {disabled ? null : (
          // The size of the inputs' hints (an md input's description is sm).
          <Text size="sm" c="dimmed">
            {t('venueForm.positionHint')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
