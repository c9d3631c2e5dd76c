import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { noLeadingSpace } from './fields.ts';
import { idField, venueMenuCategorySchema } from './venues.ts';

/*
 * The owner's menu edits (spec §2 menu tab and /menu-details, §5 "Menu item", §7 `edit-menu` and `edit-items`).
 * The web forms and the server routes parse with these same schemas (docs/decisions/023).
 */

/** How many items one category holds: the spec sets no bound; this keeps a request and a page reasonable. */
export const MENU_ITEMS_MAX = 100;

/** Line breaks, tabs and other control characters: an item is one line of the menu. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** Case aside, the same item ("Chopp" and "chopp"). */
export const menuItemKey = (item: string) => item.trim().toLocaleLowerCase('pt-BR');

/**
 * One menu item (§5 "Menu item"): at most 40 characters, no leading space, one line; trailing spaces are dropped.
 * An empty item is valid here: the list drops it ("empty ignored").
 */
export const menuItemField = z
  .string({ error: 'validation.invalid' })
  .refine(noLeadingSpace, 'validation.leadingSpace')
  .transform((item) => item.trimEnd())
  .pipe(
    z
      .string()
      .max(LIMITS.menuItemMax, 'validation.menuItemMax')
      .refine((item) => !CONTROL_CHARACTER.test(item), 'validation.menuItemChars'),
  );

/** The indexes of the items that repeat an earlier one (empty items never repeat). */
export function repeatedMenuItems(items: readonly string[]): number[] {
  const seen = new Set<string>();
  return items.flatMap((item, index) => {
    const key = menuItemKey(item);
    if (!key) return [];
    if (seen.has(key)) return [index];
    seen.add(key);
    return [];
  });
}

/** A category's items: each one valid at its own index (`items.N`), no repeats, empty ones dropped, at most 100. */
export const menuItemsField = z
  .array(menuItemField, { error: 'validation.invalid' })
  .superRefine((items, ctx) => {
    for (const index of repeatedMenuItems(items)) {
      ctx.addIssue({ code: 'custom', path: [index], message: 'validation.menuItemRepeated', input: items[index] });
    }
  })
  .transform((items) => items.filter((item) => item !== ''))
  .pipe(z.array(z.string()).max(MENU_ITEMS_MAX, 'validation.menuItemsMax'));

/** `POST /establishment/edit-items`: the category's whole list of items, replacing the one it had. */
export const editItemsSchema = z.object({
  menuId: idField,
  establishmentId: idField,
  items: menuItemsField,
});
export type EditItemsInput = z.input<typeof editItemsSchema>;

/** One category of `edit-menu`: only `isActive` changes (other fields the client echoes are ignored). */
export const menuCategoryStateSchema = z.object({
  _id: idField,
  isActive: z.boolean({ error: 'validation.invalid' }),
});
export type MenuCategoryState = z.infer<typeof menuCategoryStateSchema>;

/** `POST /establishment/edit-menu`: the state of each listed category of the venue (unlisted ones stay as they are). */
export const editMenuSchema = z.object({
  establishmentId: idField,
  menu: z
    .array(menuCategoryStateSchema, { error: 'validation.invalid' })
    .min(1, 'validation.required')
    .max(100, 'validation.invalid'),
});
export type EditMenuInput = z.input<typeof editMenuSchema>;

/** `edit-menu` answers the venue's whole menu, as `menu` of `POST /establishment/details` shows it to the owner. */
export const venueMenuSchema = z.array(venueMenuCategorySchema);
export type VenueMenu = z.infer<typeof venueMenuSchema>;
