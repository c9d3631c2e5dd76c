import type { Insertable } from 'kysely';
import type { MenuCategoriesTable } from '../../db/schema.ts';

/**
 * The product's menu catalogue: every venue's menu holds each of these categories, in this order.
 * A new venue gets them all inactive and empty; the owner switches on the ones they serve and fills
 * in the items. `logo` is a public path to an icon the server draws at start-up (db/seed/menu-icons.ts).
 */
const CATEGORIES = [
  ['drinks', 'Drinks', 'Drinks'],
  ['beers', 'Beers', 'Cervejas'],
  ['wines', 'Wines', 'Vinhos'],
  ['spirits', 'Spirits', 'Destilados'],
  ['non-alcoholic', 'Non-alcoholic', 'Sem álcool'],
  ['appetizers', 'Appetizers', 'Petiscos'],
  ['food', 'Food', 'Pratos'],
  ['burgers', 'Burgers', 'Hambúrgueres'],
  ['pizzas', 'Pizzas', 'Pizzas'],
  ['desserts', 'Desserts', 'Sobremesas'],
  ['coffee', 'Coffee', 'Cafés'],
  ['hookah', 'Hookah', 'Narguilé'],
] as const;

export type MenuCategoryKey = (typeof CATEGORIES)[number][0];

export interface MenuCatalogueEntry {
  key: MenuCategoryKey;
  /** English name. */
  name: string;
  /** Portuguese name, shown when the interface language is pt. */
  namePt: string;
  /** Public path of the category's icon. */
  logo: string;
}

export function menuLogoPath(key: MenuCategoryKey): string {
  return `/uploads/menu/${key}.webp`;
}

export const MENU_CATALOGUE: readonly MenuCatalogueEntry[] = CATEGORIES.map(([key, name, namePt]) => ({
  key,
  name,
  namePt,
  logo: menuLogoPath(key),
}));

/** The menu rows of a newly created venue: every catalogue category, inactive, with no items. */
export function menuCategoriesFor(establishmentId: string): Insertable<MenuCategoriesTable>[] {
  return MENU_CATALOGUE.map((category, position) => ({
    establishment_id: establishmentId,
    name: category.name,
    name_pt: category.namePt,
    logo: category.logo,
    is_active: false,
    position,
    items: [],
  }));
}
