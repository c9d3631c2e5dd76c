import { Button, Center, Indicator, Loader, Popover, VisuallyHidden } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countActiveFilters, type PopoverFilters } from './filters.ts';
import { VENUE_LIST_NS } from './i18n.ts';

const loadPanel = () => import('./filter-panel.tsx');
const FilterPanel = lazy(() => loadPanel().then((module) => ({ default: module.FilterPanel })));

export interface FilterPopoverProps {
  value: PopoverFilters;
  onApply: (filters: PopoverFilters) => void;
}

/**
 * The filter button and its popover (spec §2): venue types, music styles, favourites only, free entry,
 * live music. The panel's code loads on first hover, focus or click.
 */
export function FilterPopover({ value, onApply }: FilterPopoverProps) {
  const { t } = useTranslation(VENUE_LIST_NS);
  const [opened, setOpened] = useState(false);
  const active = countActiveFilters(value);
  const preload = () => void loadPanel();

  return (
    <Indicator label={active} size={20} offset={4} disabled={active === 0} color="moon.7" zIndex={3}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width="min(440px, calc(100vw - 24px))"
        middlewares={{ flip: false, shift: { padding: 12 }, size: { padding: 12 } }}
        shadow="lg"
        radius="lg"
        trapFocus
        returnFocus
        withinPortal
      >
        <Popover.Target>
          <Button
            variant="default"
            radius="xl"
            h={42}
            px="md"
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            onClick={() => setOpened((open) => !open)}
            onPointerEnter={preload}
            onFocus={preload}
            aria-label={active > 0 ? t('filters.buttonActive', { count: active }) : undefined}
          >
            {t('filters.button')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown p="md" style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
          <Suspense
            fallback={
              <Center mih={120} role="status">
                <Loader size="sm" aria-hidden />
                <VisuallyHidden>{t('filters.loading')}</VisuallyHidden>
              </Center>
            }
          >
            <FilterPanel
              value={value}
              onApply={(filters) => {
                onApply(filters);
                setOpened(false);
              }}
              onClean={onApply}
            />
          </Suspense>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
