import { Button, Chip, Group, Stack, Switch, Text } from '@mantine/core';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MUSIC_STYLES, VENUE_TYPES, type MusicStyle, type VenueType } from '@noite/shared';
import classes from './filter-panel.module.css';
import { NO_FILTERS, popoverPart, samePopoverFilters, type PopoverFilters } from './filters.ts';
import { VENUE_LIST_NS } from './i18n.ts';
import { useMusicStyleName } from '../../lib/music-styles/music-styles.ts';

const NO_POPOVER_FILTERS = popoverPart(NO_FILTERS);

export interface FilterPanelProps {
  /** The filters the list shows now: the panel starts from them. */
  value: PopoverFilters;
  /** Apply runs the search (the popover then closes). */
  onApply: (filters: PopoverFilters) => void;
  /** Clean resets every filter and reloads the list. */
  onClean: (filters: PopoverFilters) => void;
  /** Each change of the draft, before it is applied (to fetch its list ahead). */
  onDraftChange?: (filters: PopoverFilters) => void;
  /**
   * Changes each time the dropdown closes: the panel stays rendered, hidden (decision 087), and its draft then goes
   * back to the applied filters, so each opening starts from them as a newly rendered panel would. Opening it
   * changes nothing here, so the tap that opens it re-renders none of the panel.
   */
  resetKey?: number;
}

interface ChipSectionProps {
  title: string;
  options: { value: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
  /** Its first chip takes the focus when the dropdown opens (the focus trap's `data-autofocus`). */
  autoFocus?: boolean;
}

/** A titled group of chips, any number of them chosen (the venue types, the music styles). */
function ChipSection({ title, options, value, onChange, autoFocus = false }: ChipSectionProps) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId}>
      <Text id={titleId} fw={700} size="sm" mb={8}>
        {title}
      </Text>
      <Chip.Group multiple value={value} onChange={onChange}>
        <Group gap={6}>
          {options.map((option, index) => (
            <Chip
              key={option.value}
              value={option.value}
              size="sm"
              radius="xl"
              data-autofocus={(autoFocus && index === 0) || undefined}
            >
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </div>
  );
}

/** The filter popover's content: chips for types and music styles, switches for the three flags. */
export function FilterPanel({ value, onApply, onClean, onDraftChange, resetKey = 0 }: FilterPanelProps) {
  const { t } = useTranslation(VENUE_LIST_NS);
  const musicStyleName = useMusicStyleName();
  const [draft, setDraft] = useState<PopoverFilters>(value);
  // Closed without "Apply", or the filters changed elsewhere (the empty list's "clean", the back button).
  const [basis, setBasis] = useState({ value, resetKey });
  if (basis.resetKey !== resetKey || !samePopoverFilters(basis.value, value)) {
    setBasis({ value, resetKey });
    // After "Apply" the draft already is the new value: kept, so the chips are not made again.
    if (!samePopoverFilters(draft, value)) setDraft(value);
  }
  const set = useCallback(
    <K extends keyof PopoverFilters>(key: K, next: PopoverFilters[K]) => {
      const changed = { ...draft, [key]: next };
      setDraft(changed);
      onDraftChange?.(changed);
    },
    [draft, onDraftChange],
  );

  // The two dozen chips, made again only when the draft changes: closing the dropdown re-renders this panel
  // (`resetKey`), and the same elements let React skip them.
  const chips = useMemo(
    () => (
      <>
        <ChipSection
          title={t('filters.venueTypes')}
          autoFocus
          options={VENUE_TYPES.map((type) => ({ value: type, label: t(`venueTypes.${type}`) }))}
          value={draft.establishmentType}
          onChange={(types) => set('establishmentType', types as VenueType[])}
        />
        <ChipSection
          title={t('filters.musicStyles')}
          options={MUSIC_STYLES.map((style) => ({ value: style, label: musicStyleName(style) }))}
          value={draft.musicStyle}
          onChange={(styles) => set('musicStyle', styles as MusicStyle[])}
        />
      </>
    ),
    [draft.establishmentType, draft.musicStyle, musicStyleName, set, t],
  );

  // All of it made again only when the draft changes: "Apply" gives this panel new filters equal to its draft.
  return useMemo(
    () => (
      <Stack gap="md">
        {chips}

        <Stack gap="sm">
          <Switch
            label={t('filters.favouritesOnly')}
            classNames={{ track: classes.switchTrack }}
            checked={draft.isFavourite}
            onChange={(event) => set('isFavourite', event.currentTarget.checked)}
          />
          <Switch
            label={t('filters.freeEntry')}
            classNames={{ track: classes.switchTrack }}
            checked={draft.isFree}
            onChange={(event) => set('isFree', event.currentTarget.checked)}
          />
          <Switch
            label={t('filters.liveMusic')}
            classNames={{ track: classes.switchTrack }}
            checked={draft.isLive}
            onChange={(event) => set('isLive', event.currentTarget.checked)}
          />
          <Text size="xs" c="dimmed">
            {t('filters.eventsHint')}
          </Text>
        </Stack>

        <Group justify="space-between" gap="sm" grow>
          <Button
            variant="default"
            onClick={() => {
              setDraft(NO_POPOVER_FILTERS);
              onClean(NO_POPOVER_FILTERS);
            }}
          >
            {t('filters.clean')}
          </Button>
          <Button onClick={() => onApply(draft)}>{t('filters.apply')}</Button>
        </Group>
      </Stack>
    ),
    [chips, draft, set, t, onApply, onClean],
  );
}
