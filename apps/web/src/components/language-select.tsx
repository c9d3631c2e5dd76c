import { NativeSelect } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@noite/shared';
import { changeLanguage, currentLanguage } from '../lib/i18n.ts';
import classes from './language-select.module.css';

export interface LanguageSelectProps {
  /** Small, label hidden (still announced to screen readers): for headers and toolbars. */
  compact?: boolean;
}

/**
 * The interface language dropdown (spec §1): stores the choice and reloads the page. A native select (decision
 * 081): the phone's own picker opens it, it costs next to nothing to render and hydrate, and no list of ours can
 * overflow a phone's header. Compact, the field shows the short code (PT, EN) over the select's own text, which
 * stays the full name for screen readers and in the picker.
 */
export function LanguageSelect({ compact = false }: LanguageSelectProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <div className={compact ? classes.compact : undefined}>
      <NativeSelect
        value={language}
        onChange={(event) => changeLanguage(event.currentTarget.value as Language)}
        label={compact ? undefined : t('language.label')}
        aria-label={compact ? t('language.label') : undefined}
        leftSection={<IconWorld size={16} aria-hidden />}
        size={compact ? 'sm' : 'md'}
        w={compact ? 100 : undefined}
        leftSectionWidth={compact ? 34 : undefined}
        rightSectionWidth={compact ? 30 : undefined}
        classNames={compact ? { input: classes.compactInput } : undefined}
        data-testid="language-select"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`language.${option}`)}
          </option>
        ))}
      </NativeSelect>
      {compact ? (
        <span className={classes.code} aria-hidden>
          {language.toUpperCase()}
        </span>
      ) : null}
    </div>
  );
}
