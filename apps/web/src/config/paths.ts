import type { Role } from '@noite/shared';

/**
 * Every screen's address (spec §2), spelled as the spec spells them (`/registerestabeshiment`,
 * `/estabelishment`). Routes, links, menus and redirects take their paths from here.
 */
export const paths = {
  root: '/',
  login: '/login',
  forgotPassword: '/forgotpassword',
  registerUser: '/register-user',
  resetPassword: '/reset-password/:token',
  terms: '/terms',
  termsAndConditions: '/terms-and-conditions',
  registerNewUser: '/registernewuser',
  registerEstablishment: '/registerestabeshiment',
  editOwner: '/estabelishment',
  acceptTerms: '/accept-terms',
  administrator: '/administrator',
  auditLog: '/administrator/audit-log',
  main: '/main',
  establishmentDetail: '/establishment-detail',
  menu: '/menu',
  menuDetails: '/menu-details',
  about: '/about',
  list: '/list',
  favorite: '/favorite',
  favoriteEstablishmentDetail: '/favorite-establishment-detail',
  favoriteMenu: '/favorite-menu',
  favoriteMenuDetails: '/favorite-menu-details',
  termsOfUse: '/terms-of-use',
  aboutUs: '/about-us',
  account: '/account',
  /** Menu keys that open a dialog instead of a page. */
  logout: '/logout',
  deleteAccount: '/delete-account',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The reset link's address for a token. */
export const resetPasswordHref = (token: string) => paths.resetPassword.replace(':token', encodeURIComponent(token));

/** Where a signed-in user lands after login (spec §4). */
export function landingPathFor(type: Role, lastAccess: string | null): AppPath {
  if (type === 'admin') return paths.administrator;
  if (type === 'owner' && !lastAccess) return paths.acceptTerms;
  return paths.main;
}
