import type { ParseKeys } from 'i18next';
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
import { paths } from '../../config/paths.ts';

export interface MenuItem {
  key: string;
  labelKey: ParseKeys;
  icon: Icon;
}

const logout: MenuItem = { key: paths.logout, labelKey: 'menu.logout', icon: IconLogout };
const account: MenuItem = { key: paths.account, labelKey: 'menu.account', icon: IconUserCircle };
const aboutUs: MenuItem = { key: paths.aboutUs, labelKey: 'menu.aboutUs', icon: IconInfoCircle };
const terms: MenuItem = { key: paths.termsOfUse, labelKey: 'menu.termsOfUse', icon: IconFileText };

/** Visitor: main, account, favourites, about us, terms of use and service, log out. Owner: establishments instead of main and no favourites. */
export const MENUS: Record<Role, MenuItem[]> = {
  user: [
    { key: paths.main, labelKey: 'menu.main', icon: IconHome },
    account,
    { key: paths.favorite, labelKey: 'menu.favourites', icon: IconHeart },
    aboutUs,
    terms,
    logout,
  ],
  owner: [
    { key: paths.main, labelKey: 'menu.establishments', icon: IconBuildingStore },
    account,
    aboutUs,
    terms,
    logout,
  ],
  admin: [{ key: paths.administrator, labelKey: 'menu.administrator', icon: IconLayoutDashboard }, logout],
};

/** Screens reached from a menu entry keep that entry highlighted. */
const PARENT_KEY: Record<string, string> = {
  [paths.establishmentDetail]: paths.main,
  [paths.menu]: paths.main,
  [paths.menuDetails]: paths.main,
  [paths.about]: paths.main,
  [paths.list]: paths.main,
  [paths.favoriteEstablishmentDetail]: paths.favorite,
  [paths.favoriteMenu]: paths.favorite,
  [paths.favoriteMenuDetails]: paths.favorite,
};

export function menuKeyFor(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PARENT_KEY[path] ?? path;
}
