// The panel's styles travel with the list's (inlined in the server's page): its chunk then adds no stylesheet to
// the page when it arrives, which made the browser re-match the whole page's styles in that task (issue 11).
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Switch.css';
import './filter-panel.module.css';
import { Button, Indicator, Loader, type ButtonProps } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstData } from '../../lib/use-after-first-data.ts';
import type { FilterPopoverMenu as FilterPopoverMenuComponent } from './filter-popover-menu.tsx';
import { countActiveFilters, type PopoverFilters } from './filters.ts';
import { VENUE_LIST_NS } from './i18n.ts';

const loadMenu = () => import('./filter-popover-menu.tsx');
/** Pointing at or focusing the stand-in fetches the code without swapping the button under the pointer. */
const preloadMenu = () => void loadMenu().catch(() => undefined);

export interface FilterPopoverProps {
  value: PopoverFilters;
  onApply: (filters: PopoverFilters) => void;
  /** The filters being chosen, before "Apply": the list fetches their cards ahead. */
  onDraftChange?: (filters: PopoverFilters) => void;
}

type FilterButtonProps = ButtonProps & { 'aria-label'?: string };

interface StandInProps {
  buttonProps: FilterButtonProps;
  /** Opened before the popover's code is in: a spinner in the button says it is coming. */
  opened: boolean;
  onOpen: () => void;
  onWant: () => void;
  /** Carries the focus from one stand-in to the next and on to the real button. */
  hadFocusRef: RefObject<boolean>;
}

/** The filter button as it looks, while the popover's code is not in yet. */
function StandInButton({ buttonProps, opened, onOpen, onWant, hadFocusRef }: StandInProps) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = button.current;
    if (hadFocusRef.current) element?.focus();
    // Still in the page when this runs: note whether the focus is on it as it goes.
    return () => {
      if (element && document.activeElement === element) hadFocusRef.current = true;
    };
  }, [hadFocusRef]);
  return (
    <Button
      ref={button}
      {...buttonProps}
      aria-haspopup="dialog"
      aria-expanded={false}
      rightSection={opened ? <Loader size={14} aria-hidden /> : undefined}
      onClick={() => {
        onWant();
        onOpen();
      }}
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
    />
  );
}

/**
 * The filter button and its popover (spec §2): venue types, music styles, favourites only, free entry,
 * live music. The popover's code (Mantine's Popover, floating-ui, focus trap) loads once the list has its
 * data, or when the button is first pointed at or focused; until then the same button stands in, and a
 * click on it opens the popover as soon as the code is in. The real button replaces the stand-in only then
 * or on a click, never while the pointer is on its way to press it (a swap between press and release would
 * lose the click).
 */
export function FilterPopover({ value, onApply, onDraftChange }: FilterPopoverProps) {
  const { t } = useTranslation(VENUE_LIST_NS);
  const ready = useAfterFirstData();
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const hadFocusRef = useRef(false);
  const active = countActiveFilters(value);
  // The real popover, once its code is in: swapped in by a state change of its own (a transition, rendered in
  // slices), not by a Suspense boundary, whose reveal React batches with the screen's other ones into one long
  // commit (issue 11).
  const [Menu, setMenu] = useState<typeof FilterPopoverMenuComponent | null>(null);
  useEffect(() => {
    if (!(ready || wanted) || Menu) return;
    let current = true;
    loadMenu()
      .then((module) => {
        if (current) startTransition(() => setMenu(() => module.FilterPopoverMenu));
      })
      // The stand-in stays; a click on it tries again.
      .catch(() => setWanted(false));
    return () => {
      current = false;
    };
  }, [ready, wanted, Menu]);

  const buttonProps: FilterButtonProps = {
    variant: 'default',
    radius: 'xl',
    h: 42,
    px: 'md',
    leftSection: <IconAdjustmentsHorizontal size={18} aria-hidden />,
    'aria-label': active > 0 ? t('filters.buttonActive', { count: active }) : undefined,
    children: t('filters.button'),
  };
  const standIn = (
    <StandInButton
      buttonProps={buttonProps}
      opened={opened}
      onOpen={() => setOpened(true)}
      onWant={() => setWanted(true)}
      hadFocusRef={hadFocusRef}
    />
  );

  return (
    <Indicator label={active} size={20} offset={4} disabled={active === 0} color="moon.7" zIndex={3}>
      {Menu ? (
        <Menu
          buttonProps={buttonProps}
          opened={opened}
          onChange={setOpened}
          hadFocusRef={hadFocusRef}
          value={value}
          onApply={onApply}
          onDraftChange={onDraftChange}
        />
      ) : (
        standIn
      )}
    </Indicator>
  );
}
