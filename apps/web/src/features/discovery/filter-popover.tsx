// The panel's styles: with the list's, inlined in the server's page.
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Switch.css';
import { Button, Indicator } from '@mantine/core';
import { useClickOutside, useFocusReturn, useFocusTrap, useMergedRef } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { memo, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterPanel } from './filter-panel.tsx';
import { countActiveFilters, type PopoverFilters } from './filters.ts';
import { VENUE_LIST_NS } from './i18n.ts';
import classes from './filter-popover.module.css';

export interface FilterPopoverProps {
  value: PopoverFilters;
  onApply: (filters: PopoverFilters) => void;
  /** The filters being chosen, before "Apply": the list fetches their cards ahead. */
  onDraftChange?: (filters: PopoverFilters) => void;
}

/** Memoised: opening the dropdown changes none of its props, so the tap that opens it re-renders none of it. */
const MemoFilterPanel = memo(FilterPanel);

/**
 * The filter button and its dropdown (spec §2): venue types, music styles, favourites only, free entry, live
 * music. A dialog placed by CSS under the button (decision 087): the button and the panel are in the server's
 * page, the panel unseen, and a tap on the button only shows it; the focus moves into it and stays there, Escape
 * or a tap outside closes it, and the focus then returns to the button.
 */
export function FilterPopover({ value, onApply, onDraftChange }: FilterPopoverProps) {
  const { t } = useTranslation(VENUE_LIST_NS);
  const [opened, setOpened] = useState(false);
  const active = countActiveFilters(value);
  const buttonId = useId();
  const dropdownId = useId();

  // Counts the dismissals (closed without "Apply"): the hidden panel then goes back to the applied filters
  // (FilterPanel's `resetKey`). "Apply" leaves the panel's draft as the new filters: nothing to reset.
  const [dismissals, setDismissals] = useState(0);
  const close = useCallback(() => {
    setOpened(false);
    setDismissals((count) => count + 1);
  }, []);
  // Closed first: the list's update (rendered at once, in the tap's task) then commits the closing with it.
  const apply = useCallback(
    (filters: PopoverFilters) => {
      setOpened(false);
      onApply(filters);
    },
    [onApply],
  );
  // A press outside the button and its dropdown (both inside the anchor) closes it. Refs, not elements in state:
  // setting state from a ref re-rendered this component, and hydrated the panel, in the hydration's commit.
  const anchorRef = useClickOutside<HTMLDivElement>(close, ['pointerdown'], undefined, opened);
  // Notes what had the focus (the button) when the dropdown opens, and gives it back when it closes.
  useFocusReturn({ opened });
  const trapRef = useFocusTrap(opened);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const dropdownRefs = useMergedRef(trapRef, dropdownRef);
  // The focus goes to the first chip in the tap's own task (a discrete update's effects run before the paint), after
  // useFocusReturn has noted the button: the trap moves it in a timer of its own, which styled the page a second
  // time (its later move finds it there).
  useEffect(() => {
    if (opened) dropdownRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
  }, [opened]);

  return (
    <div ref={anchorRef} className={classes.anchor}>
      <Indicator label={active} size={20} offset={4} disabled={active === 0} color="moon.7" zIndex={3}>
        <Button
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
            if (opened) close();
            else setOpened(true);
          }}
        >
          {t('filters.button')}
        </Button>
      </Indicator>
      <div
        ref={dropdownRefs}
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
        {/* Rendered by the server with the page, unseen; hydrated in a commit of its own (issue 11). */}
        <Suspense>
          <MemoFilterPanel
            value={value}
            onApply={apply}
            onClean={onApply}
            onDraftChange={onDraftChange}
            resetKey={dismissals}
          />
        </Suspense>
      </div>
    </div>
  );
}
