import { Select, type SelectProps } from '@mantine/core';
import { memo, useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, DEFAULT_COUNTRY_CODE, countryName } from '@noite/shared';
import { currentLanguage } from '../../lib/i18n.ts';

export interface CountryCodeSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  /** The dial code, e.g. +55. */
  value: string;
  onChange: (dialCode: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** Countries that share a dial code: the one a user most likely means. */
const PREFERRED: Record<string, string> = {
  '+1': 'US',
  '+7': 'RU',
  '+44': 'GB',
  '+47': 'NO',
  '+61': 'AU',
  '+262': 'RE',
};

function countryFor(dialCode: string): string | undefined {
  const preferred = PREFERRED[dialCode];
  if (preferred) return preferred;
  if (dialCode === DEFAULT_COUNTRY_CODE) return 'BR';
  return COUNTRIES.find((country) => country.dial_code === dialCode)?.code;
}

/**
 * Searchable country-code select (spec §2): every country with its name in the interface
 * language and its dial code. Options are keyed by country (several share +1) and the form
 * receives the dial code.
 */
export const CountryCodeSelect = memo(function CountryCodeSelect({
  value,
  onChange,
  ref,
  ...props
}: CountryCodeSelectProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const data = useMemo(
    () =>
      COUNTRIES.map((country) => ({
        value: country.code,
        label: `${countryName(country.code, language)} (${country.dial_code})`,
      })).sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );
  const [chosen, setChosen] = useState<string | undefined>(() => countryFor(value));
  const chosenDial = COUNTRIES.find((country) => country.code === chosen)?.dial_code;
  const selected = chosenDial === value ? chosen : countryFor(value);

  return (
    <Select
      {...props}
      ref={ref}
      data={data}
      value={selected ?? null}
      onChange={(code) => {
        const country = COUNTRIES.find((entry) => entry.code === code);
        if (!country) return;
        setChosen(country.code);
        onChange(country.dial_code);
      }}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('fields.countrySearchEmpty')}
      // Scroll the listbox itself (not a wrapper) so the popup stays an accessible combobox listbox.
      withScrollArea={false}
      styles={{ options: { maxHeight: 280, overflowY: 'auto' } }}
      comboboxProps={{ withinPortal: true, shadow: 'md' }}
    />
  );
});
