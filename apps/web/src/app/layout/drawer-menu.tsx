import { Drawer, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Role } from '@noite/shared';
import { Brand } from '../../components/brand.tsx';
import type { DialogKey } from '../../lib/layout-context.ts';
import { MENUS } from './menu.ts';
import classes from './app-layout.module.css';
import { paths } from '../../config/paths.ts';

export interface DrawerMenuProps {
  role: Role;
  opened: boolean;
  /** The highlighted entry: the current screen's, or the dialog's while it is open. */
  activeKey: string;
  onClose: () => void;
  onNavigate: () => void;
  onDialog: (key: DialogKey) => void;
}

/** The layout's drawer menu (spec §2): its own chunk, loaded when the burger is first pointed at or opened. */
export function DrawerMenu({ role, opened, activeKey, onClose, onNavigate, onDialog }: DrawerMenuProps) {
  const { t } = useTranslation();
  const items = MENUS[role];
  return (
    <Drawer id="app-menu" opened={opened} onClose={onClose} title={<Brand size={28} />}>
      <nav aria-label={t('layout.mainNavigation')}>
        <Stack gap={4}>
          {items.map((item) => {
            const active = activeKey === item.key;
            const Icon = item.icon;
            const common = {
              label: t(item.labelKey),
              leftSection: <Icon size={20} aria-hidden />,
              active,
              variant: 'light' as const,
              className: classes.navLink,
            };
            if (item.key === paths.logout || item.key === paths.deleteAccount) {
              return (
                <NavLink
                  key={item.key}
                  {...common}
                  component="button"
                  type="button"
                  onClick={() => onDialog(item.key as DialogKey)}
                />
              );
            }
            return (
              <NavLink
                key={item.key}
                {...common}
                component={Link}
                to={item.key}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              />
            );
          })}
        </Stack>
      </nav>
    </Drawer>
  );
}
