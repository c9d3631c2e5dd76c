import { Button, Indicator, Loader, type ButtonProps } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countActiveFilters, type PopoverFilters } from './filters.ts';
import { VENUE_LIST_NS } from './i18n.ts';

const FilterPopoverMenu = lazy(() =>
  import('./filter-popover-menu.tsx').then((module) => ({ default: module.FilterPopoverMenu })),
);

export interface FilterPopoverProps {
  value: PopoverFilters;
  onApply: (filters: PopoverFilters) => void;
}

/**
 * The filter button and its popover (spec §2): venue types, music styles, favourites only, free entry,
 * live music. The popover's code (Mantine's Popover, floating-ui, focus trap) loads after the list's first
 * render; until then the same button stands in, and a click on it opens the popover once the code is in.
 */
export function FilterPopover({ value, onApply }: FilterPopoverProps) {
  const { t } = useTranslation(VENUE_LIST_NS);
  const [opened, setOpened] = useState(false);
  const hadFocus = useRef(false);
  const active = countActiveFilters(value);

  const buttonProps: ButtonProps & { 'aria-label'?: string } = {
    variant: 'default',
    radius: 'xl',
    h: 42,
    px: 'md',
    leftSection: <IconAdjustmentsHorizontal size={18} aria-hidden />,
    'aria-label': active > 0 ? t('filters.buttonActive', { count: active }) : undefined,
    children: t('filters.button'),
  };

  const standIn = (
    <Button
      {...buttonProps}
      aria-haspopup="dialog"
      aria-expanded={false}
      rightSection={opened ? <Loader size={14} aria-hidden /> : undefined}
      onClick={() => setOpened(true)}
      onFocus={() => (hadFocus.current = true)}
      onBlur={() => (hadFocus.current = false)}
    />
  );

  return (
    <Indicator label={active} size={20} offset={4} disabled={active === 0} color="moon.7" zIndex={3}>
      <Suspense fallback={standIn}>
        <FilterPopoverMenu
          buttonProps={buttonProps}
          opened={opened}
          onChange={setOpened}
          hadFocus={hadFocus}
          value={value}
          onApply={onApply}
        />
      </Suspense>
    </Indicator>
  );
}
