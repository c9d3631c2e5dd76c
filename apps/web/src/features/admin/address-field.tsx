import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GEO_SEARCH_MIN, LIMITS, type GeoPlaceDto } from '@noite/shared';
import { useBoundField } from '../../components/form/bound-field.ts';
import { adminApi, adminKeys } from './api.ts';
import { ADMIN_NS } from './i18n.ts';
import type { VenueControl } from './venue-form-values.ts';

export interface AddressFieldProps {
  control: VenueControl;
  disabled?: boolean;
  /** A suggestion was chosen: fill the address and the position. */
  onPlace: (place: GeoPlaceDto) => void;
}

/**
 * The venue's address, with suggestions from the product's geocoder (`/geo/search`) 300 ms after typing
 * stops. Choosing one fills the address, latitude and longitude; free text stays allowed.
 */
export function AddressField({ control, disabled, onPlace }: AddressFieldProps) {
  const { t } = useTranslation(ADMIN_NS);
  const { value, onChange, ref, ...field } = useBoundField({ control, name: 'address' });
  const [typed, setTyped] = useState(false);
  const [query] = useDebouncedValue(value.trim(), 300);
  const places = useQuery({
    queryKey: adminKeys.geoSearch(query),
    queryFn: ({ signal }) => adminApi.geoSearch(query, signal),
    enabled: typed && !disabled && query.length >= GEO_SEARCH_MIN,
    staleTime: 5 * 60_000,
  });
  const found = places.data ?? [];
  const options = [...new Set(found.map((place) => place.formattedAddress))];

  return (
    <Autocomplete
      {...field}
      ref={ref}
      value={value}
      label={t('venueForm.address')}
      description={t('venueForm.addressHint')}
      // Under the input, like the CEP's beside it, so the two inputs line up.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      required
      disabled={disabled}
      maxLength={LIMITS.addressMax}
      autoComplete="off"
      data={typed ? options : []}
      // The geocoder already matched the text (accents, abbreviations): show every answer.
      filter={({ options: all }) => all}
      onChange={(next) => {
        setTyped(true);
        onChange(next.replace(/^\s+/, ''));
      }}
      onOptionSubmit={(chosen) => {
        const place = found.find((entry) => entry.formattedAddress === chosen);
        setTyped(false);
        if (place) onPlace(place);
      }}
      rightSection={places.isFetching ? <Loader size="xs" aria-label={t('venueForm.searching')} /> : null}
      comboboxProps={{ withinPortal: true, shadow: 'md' }}
    />
  );
}
