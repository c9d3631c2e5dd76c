import { Button, Center, Loader, Popover, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterPanel as FilterPanelComponent } from './filter-panel.tsx';
import type { PopoverFilters } from './filters.ts';
import { VENUE_LIST_NS } from './i18n.ts';

const loadPanel = () => import('./filter-panel.tsx');

export interface FilterPopoverMenuProps {
  /** The filter button's look, label and name (shared with the button shown while this code loads). */
  buttonProps: ButtonProps & { 'aria-label'?: string };
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** True when the button shown while loading had the focus: the real one takes it over. */
  hadFocusRef: RefObject<boolean>;
  value: PopoverFilters;
  onApply: (filters: PopoverFilters) => void;
  /** The filters being chosen, before "Apply" (FilterPanel's `onDraftChange`). */
  onDraftChange?: (filters: PopoverFilters) => void;
}

/**
 * The filter button with its popover. This code loads once the list has its data and the browser is idle
 * (FilterPopover); the panel's then follows at once, so a tap never waits for the network (issue 11).
 */
export function FilterPopoverMenu({
  buttonProps,
  opened,
  onChange,
  hadFocusRef,
  value,
  onApply,
  onDraftChange,
}: FilterPopoverMenuProps) {
  const { t } = useTranslation(VENUE_LIST_NS);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadPanel().catch(() => undefined);
  // The panel, rendered hidden once its code is in, in a transition of its own: a commit apart from the popover's
  // (issue 11). Opened before then, the dropdown shows a spinner.
  const [Panel, setPanel] = useState<typeof FilterPanelComponent | null>(null);

  useEffect(() => {
    if (hadFocusRef.current) button.current?.focus();
    hadFocusRef.current = false;
    // Only on mount: it takes over from the stand-in button once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (Panel) return;
    let current = true;
    const retry = () => void loadPanel().then(show, () => undefined);
    const show = (module: { FilterPanel: typeof FilterPanelComponent }) => {
      if (current) startTransition(() => setPanel(() => module.FilterPanel));
    };
    // The panel's code too, now rather than on the tap that opens it; offline, again once back online.
    loadPanel().then(show, () => window.addEventListener('online', retry, { once: true }));
    return () => {
      current = false;
      window.removeEventListener('online', retry);
    };
  }, [Panel]);

  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      width="min(440px, calc(100vw - 24px))"
      middlewares={{ flip: false, shift: { padding: 12 }, size: { padding: 12 } }}
      shadow="lg"
      radius="lg"
      // Opens in the frame after the tap: a fade would make the panel appear only as it ends.
      transitionProps={{ duration: 0 }}
      // The panel is rendered, hidden, while the browser is idle after the list's first data: the tap that opens
      // it only shows it, instead of building two dozen chips under a phone's CPU (issue 11, decision 078).
      keepMounted
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>
        <Button
          ref={button}
          {...buttonProps}
          onClick={() => onChange(!opened)}
          onPointerEnter={preload}
          onFocus={preload}
        />
      </Popover.Target>
      <Popover.Dropdown p="md" style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
        {Panel ? (
          <Panel
            value={value}
            onApply={(filters) => {
              onApply(filters);
              onChange(false);
            }}
            onClean={onApply}
            onDraftChange={onDraftChange}
            opened={opened}
          />
        ) : (
          <Center mih={120} role="status">
            <Loader size="sm" aria-hidden />
            <VisuallyHidden>{t('filters.loading')}</VisuallyHidden>
          </Center>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
