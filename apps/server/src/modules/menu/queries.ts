import type { Db } from '../../db/schema.ts';

/** The columns a menu category is answered with (presenters.ts's MenuCategoryRow). */
const CATEGORY_COLUMNS = ['id', 'name', 'name_pt', 'logo', 'is_active', 'items'] as const;

/** The ids of the venue's menu categories. */
export async function menuCategoryIds(db: Db, establishmentId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('menu_categories')
    .select('id')
    .where('establishment_id', '=', establishmentId)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Switches the listed categories of the venue on or off. */
export async function setCategoriesActive(
  db: Db,
  establishmentId: string,
  categoryIds: string[],
  isActive: boolean,
): Promise<void> {
  if (!categoryIds.length) return;
  await db
    .updateTable('menu_categories')
    .set({ is_active: isActive })
    .where('establishment_id', '=', establishmentId)
    .where('id', 'in', categoryIds)
    .execute();
}

/** The items of one category of the venue, locked for the rest of the transaction (none: an empty list). */
export async function categoryItems(db: Db, establishmentId: string, menuId: string): Promise<string[]> {
  const row = await db
    .selectFrom('menu_categories')
    .select('items')
    .where('establishment_id', '=', establishmentId)
    .where('id', '=', menuId)
    .forUpdate()
    .executeTakeFirst();
  return row?.items ?? [];
}

/** Replaces the items of one category of the venue; answers the category, or undefined when the venue has no such one. */
export function replaceItems(db: Db, establishmentId: string, menuId: string, items: string[]) {
  return db
    .updateTable('menu_categories')
    .set({ items })
    .where('establishment_id', '=', establishmentId)
    .where('id', '=', menuId)
    .returning(CATEGORY_COLUMNS)
    .executeTakeFirst();
}
