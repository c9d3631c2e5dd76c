import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetHeldSubmit } from '../../lib/early-input.ts';
import { cleanSearch } from './filters.ts';
import { VENUE_LIST_NS } from './i18n.ts';

export interface SearchBoxProps {
  /** The search the list shows now. */
  value: string;
  onSearch: (search: string) => void;
}

/**
 * The home search (spec §2): no leading space; removing characters (or clearing the box) reloads the list
 * at once; typing waits for Enter or the search button.
 */
export const SearchBox = memo(function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation(VENUE_LIST_NS);
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The applied search changed elsewhere (filters cleaned, back navigation): show it.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = cleanSearch(event.currentTarget.value);
    const removed = next.length < draft.length;
    setDraft(next);
    if (removed && next.trim() !== value) onSearch(next.trim());
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Pressed while the server's /main was being hydrated: handled here, not made again by the early-input replay.
    forgetHeldSubmit(event.currentTarget);
    const search = draft.trim();
    if (search !== value) onSearch(search);
  };

  return (
    <form role="search" onSubmit={onSubmit} style={{ flex: 1, minWidth: 0 }}>
      <TextInput
        type="search"
        value={draft}
        onChange={onChange}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        maxLength={100}
        enterKeyHint="search"
        autoComplete="off"
        radius="xl"
        rightSectionWidth={44}
        rightSectionPointerEvents="all"
        rightSection={
          <ActionIcon type="submit" variant="filled" radius="xl" size={34} aria-label={t('search.submit')}>
            <IconSearch size={18} aria-hidden />
          </ActionIcon>
        }
      />
    </form>
  );
});
