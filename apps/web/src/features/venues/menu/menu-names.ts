import type { VenueMenuCategory } from '@noite/shared';

/** The category's name in the interface language: namePt in Portuguese, name otherwise (spec §2). */
export function categoryName(category: Pick<VenueMenuCategory, 'name' | 'namePt'>, language: string): string {
  return language === 'pt' ? category.namePt || category.name : category.name || category.namePt;
}

/** The categories a visitor sees: active ones with at least one item (spec §2 menu tab). */
export function visibleCategories(menu: VenueMenuCategory[]): VenueMenuCategory[] {
  return menu.filter((category) => category.isActive && category.items.length > 0);
}
