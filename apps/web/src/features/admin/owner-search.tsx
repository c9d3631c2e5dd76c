import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from './i18n.ts';
import { cleanSearch } from './owner-list-params.ts';

export interface OwnerSearchProps {
  /** The search the table shows now. */
  value: string;
  onSearch: (search: string) => void;
}

/** Spec §2: the owners' search. Typing searches after a 300 ms pause; clearing the box reloads at once. */
export function OwnerSearch({ value, onSearch }: OwnerSearchProps) {
  const { t } = useTranslation(ADMIN_NS);
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The applied search changed elsewhere (back navigation): show it.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const searchLater = useDebouncedCallback((search: string) => onSearch(search), 300);

  const change = (text: string) => {
    const next = cleanSearch(text);
    setDraft(next);
    if (next.trim() === '') {
      searchLater.cancel();
      if (value !== '') onSearch('');
    } else {
      searchLater(next.trim());
    }
  };

  return (
    <TextInput
      type="search"
      value={draft}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') searchLater.flush();
      }}
      aria-label={t('owners.searchLabel')}
      placeholder={t('owners.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        draft ? <CloseButton size="sm" aria-label={t('owners.clearSearch')} onClick={() => change('')} /> : null
      }
      maxLength={100}
      autoComplete="off"
      enterKeyHint="search"
      w={{ base: '100%', sm: 320 }}
    />
  );
}
