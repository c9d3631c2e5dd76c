// The panel's styles travel with the list's (inlined in the server's page): its chunk then adds no stylesheet to
// the page when it arrives, which made the browser re-match the whole page's styles in that task (issue 11).
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Switch.css';
import './filter-panel.module.css';
import { Button, Center, Indicator, Loader, VisuallyHidden } from '@mantine/core';
import { useClickOutside, useFocusReturn, useFocusTrap, useMergedRef } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { createElement, memo, startTransition, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstData } from '../../lib/use-after-first-data.ts';
import type { FilterPanel as FilterPanelComponent, FilterPanelProps } from './filter-panel.tsx';
import { countActiveFilters, type PopoverFilters } from './filters.ts';
import { VENUE_LIST_NS } from './i18n.ts';
import classes from './filter-popover.module.css';

const loadPanel = () => import('./filter-panel.tsx');

export interface FilterPopoverProps {
  value: PopoverFilters;
  onApply: (filters: PopoverFilters) => void;
  /** The filters being chosen, before "Apply": the list fetches their cards ahead. */
  onDraftChange?: (filters: PopoverFilters) => void;
}

/** The panel's component once its chunk is in (one module for the page's life). */
let loadedPanel: typeof FilterPanelComponent | undefined;

/**
 * The panel, when its code is in (`useFilterPanel` renders it only then); memoised, so opening the dropdown, which
 * changes none of its props, does not re-render it (issue 11: the tap that opens it).
 */
const LoadedPanel = memo(function LoadedPanel(props: FilterPanelProps) {
  return loadedPanel ? createElement(loadedPanel, props) : null;
});

/**
 * True once the panel is to be rendered: its code is fetched as the button mounts, and rendered, hidden, in a
 * transition of its own once `wanted` (the list has its data and the browser is idle, or the button was pointed
 * at, focused or pressed), so that opening it only shows it (issue 11). Offline, it is fetched again once back
 * online.
 */
function useFilterPanel(wanted: boolean): boolean {
  const [ready, setReady] = useState(loadedPanel !== undefined);
  // The code is fetched at once (the network, not the main thread); it is rendered only when wanted.
  useEffect(() => void loadPanel().catch(() => undefined), []);
  useEffect(() => {
    if (!wanted || ready) return;
    let current = true;
    const show = (module: { FilterPanel: typeof FilterPanelComponent }) => {
      loadedPanel = module.FilterPanel;
      if (current) startTransition(() => setReady(true));
    };
    const retry = () => void loadPanel().then(show, () => undefined);
    loadPanel().then(show, () => window.addEventListener('online', retry, { once: true }));
    return () => {
      current = false;
      window.removeEventListener('online', retry);
    };
  }, [wanted, ready]);
  return ready;
}

/**
 * The filter button and its dropdown (spec §2): venue types, music styles, favourites only, free entry, live
 * music. A dialog placed by CSS under the button (decision 087): the button is in the page from the server's
 * render on, and a tap on it shows the panel, which was rendered hidden beforehand; the focus moves into it and
 * stays there, Escape or a tap outside closes it, and the focus then returns to the button.
 */
export function FilterPopover({ value, onApply, onDraftChange }: FilterPopoverProps) {
  const { t } = useTranslation(VENUE_LIST_NS);
  const ready = useAfterFirstData();
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const panelReady = useFilterPanel(ready || wanted);
  const active = countActiveFilters(value);
  const buttonId = useId();
  const dropdownId = useId();

  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [dropdown, setDropdown] = useState<HTMLElement | null>(null);
  // Counts the closings: the hidden panel then goes back to the applied filters (FilterPanel's `resetKey`).
  const [closings, setClosings] = useState(0);
  const close = useCallback(() => {
    setOpened(false);
    setClosings((count) => count + 1);
  }, []);
  const apply = useCallback(
    (filters: PopoverFilters) => {
      onApply(filters);
      close();
    },
    [onApply, close],
  );
  useClickOutside(close, ['pointerdown'], [button, dropdown], opened);
  useFocusReturn({ opened });
  const trapRef = useFocusTrap(opened);
  const dropdownRef = useMergedRef(trapRef, setDropdown);

  // Once is enough: a state set again on every focus would re-render the button and its dropdown each time.
  const want = () => {
    if (!wanted) setWanted(true);
  };

  return (
    <div className={classes.anchor}>
      <Indicator label={active} size={20} offset={4} disabled={active === 0} color="moon.7" zIndex={3}>
        <Button
          ref={setButton}
          id={buttonId}
          variant="default"
          radius="xl"
          h={42}
          px="md"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          aria-label={active > 0 ? t('filters.buttonActive', { count: active }) : undefined}
          aria-haspopup="dialog"
          aria-expanded={opened}
          aria-controls={dropdownId}
          onClick={() => {
            want();
            if (opened) close();
            else setOpened(true);
          }}
          onPointerEnter={want}
          onFocus={want}
        >
          {t('filters.button')}
        </Button>
      </Indicator>
      <div
        ref={dropdownRef}
        id={dropdownId}
        role="dialog"
        aria-labelledby={buttonId}
        aria-hidden={!opened}
        inert={!opened}
        data-opened={opened || undefined}
        className={classes.dropdown}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          close();
        }}
      >
        {panelReady ? (
          <LoadedPanel
            value={value}
            onApply={apply}
            onClean={onApply}
            onDraftChange={onDraftChange}
            resetKey={closings}
          />
        ) : (
          <Center mih={120} role="status">
            <Loader size="sm" aria-hidden />
            <VisuallyHidden>{t('filters.loading')}</VisuallyHidden>
          </Center>
        )}
      </div>
    </div>
  );
}
