import {
  IconBuildingStore,
  IconFileText,
  IconHeart,
  IconHome,
  IconInfoCircle,
  IconLayoutDashboard,
  IconLogout,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import type { Role } from '@noite/shared';

export interface MenuItem {
  key: string;
  labelKey: string;
  icon: Icon;
}

const logout: MenuItem = { key: '/logout', labelKey: 'menu.logout', icon: IconLogout };
const account: MenuItem = { key: '/account', labelKey: 'menu.account', icon: IconUserCircle };
const aboutUs: MenuItem = { key: '/about-us', labelKey: 'menu.aboutUs', icon: IconInfoCircle };
const terms: MenuItem = { key: '/terms-of-use', labelKey: 'menu.termsOfUse', icon: IconFileText };

/** Visitor: main, account, favourites, about us, terms of use and service, log out. Owner: establishments instead of main and no favourites. */
export const MENUS: Record<Role, MenuItem[]> = {
  user: [
    { key: '/main', labelKey: 'menu.main', icon: IconHome },
    account,
    { key: '/favorite', labelKey: 'menu.favourites', icon: IconHeart },
    aboutUs,
    terms,
    logout,
  ],
  owner: [{ key: '/main', labelKey: 'menu.establishments', icon: IconBuildingStore }, account, aboutUs, terms, logout],
  admin: [{ key: '/administrator', labelKey: 'menu.administrator', icon: IconLayoutDashboard }, logout],
};

/** Screens reached from a menu entry keep that entry highlighted. */
const PARENT_KEY: Record<string, string> = {
  '/establishment-detail': '/main',
  '/menu': '/main',
  '/menu-details': '/main',
  '/about': '/main',
  '/list': '/main',
  '/favorite-establishment-detail': '/favorite',
  '/favorite-menu': '/favorite',
  '/favorite-menu-details': '/favorite',
};

export function menuKeyFor(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PARENT_KEY[path] ?? path;
}
