import { Select } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@noite/shared';
import { changeLanguage, currentLanguage } from '../lib/i18n.ts';

export interface LanguageSelectFieldProps {
  /** Small, label hidden (still announced to screen readers): for headers and toolbars. */
  compact?: boolean;
}

/** The interface language dropdown (spec §1): stores the choice and reloads the page. Loaded by LanguageSelect. */
export function LanguageSelectField({ compact = false }: LanguageSelectFieldProps) {
  const { t } = useTranslation();
  // Compact shows the short code in the field (PT, EN) and the full names in the list.
  const names = Object.fromEntries(LANGUAGES.map((language) => [language, t(`language.${language}`)]));
  const data = LANGUAGES.map((language) => ({
    value: language,
    label: compact ? language.toUpperCase() : (names[language] ?? language),
  }));

  return (
    <Select
      data={data}
      value={currentLanguage()}
      onChange={(value) => {
        if (value) changeLanguage(value as Language);
      }}
      label={compact ? undefined : t('language.label')}
      aria-label={compact ? t('language.label') : undefined}
      allowDeselect={false}
      withCheckIcon
      renderOption={({ option }) => <span lang={option.value}>{names[option.value]}</span>}
      leftSection={<IconWorld size={16} aria-hidden />}
      size={compact ? 'sm' : 'md'}
      w={compact ? 100 : undefined}
      // Fixed, so the 44 px high field of a touch screen (global.css) leaves the compact one room for "PT".
      leftSectionWidth={compact ? 34 : undefined}
      rightSectionWidth={compact ? 34 : undefined}
      comboboxProps={{
        withinPortal: true,
        shadow: 'md',
        width: 160,
        position: 'bottom-end',
        // In the fixed header of a phone, an absolute list measured before it has its width overflowed the page,
        // which widened the layout, moved the field and hid the list again, in a loop (issue 11): a fixed list
        // never widens the page.
        floatingStrategy: compact ? 'fixed' : 'absolute',
      }}
      data-testid="language-select"
    />
  );
}
