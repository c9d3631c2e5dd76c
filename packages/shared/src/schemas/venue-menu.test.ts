import { describe, expect, it } from 'vitest';
import { editItemsSchema, editMenuSchema, menuItemsField, repeatedMenuItems } from './venue-menu.ts';

const ID = '3f7c1e9a-2b4d-4c6e-8f0a-1b2c3d4e5f60';

/** Every issue, as `path → message key`. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('menuItemsField (§5 "Menu item")', () => {
  it('accepts 40 characters, drops empty items and trailing spaces', () => {
    const forty = 'x'.repeat(40);
    expect(menuItemsField.parse([forty, '', 'Chopp  ', ''])).toEqual([forty, 'Chopp']);
  });

  it('answers every invalid item at its index', () => {
    const result = menuItemsField.safeParse(['ok', 'x'.repeat(41), ' Chopp', 'two\nlines']);
    expect(issues(result)).toEqual({
      '1': 'validation.menuItemMax',
      '2': 'validation.leadingSpace',
      '3': 'validation.menuItemChars',
    });
  });

  it('refuses an item that repeats an earlier one, whatever its case', () => {
    expect(repeatedMenuItems(['Chopp', '', 'Vinho', 'chopp', ''])).toEqual([3]);
    expect(issues(menuItemsField.safeParse(['Chopp', 'CHOPP']))).toEqual({ '1': 'validation.menuItemRepeated' });
  });

  it('holds at most 100 items, empty ones not counted', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => `Item ${index}`);
    expect(menuItemsField.safeParse([...hundred, '']).success).toBe(true);
    expect(issues(menuItemsField.safeParse([...hundred, 'Item 100']))).toEqual({ '': 'validation.menuItemsMax' });
  });
});

describe('editItemsSchema and editMenuSchema', () => {
  it('need the ids', () => {
    expect(issues(editItemsSchema.safeParse({ items: [] }))).toEqual({
      menuId: 'validation.invalid',
      establishmentId: 'validation.invalid',
    });
    expect(issues(editMenuSchema.safeParse({ establishmentId: ID, menu: [{ _id: 'x', isActive: 'yes' }] }))).toEqual({
      'menu.0._id': 'validation.invalid',
      'menu.0.isActive': 'validation.invalid',
    });
  });

  it('keeps only _id and isActive of each category', () => {
    const menu = [{ _id: ID, isActive: true, name: 'Drinks', items: ['Mojito'] }];
    expect(editMenuSchema.parse({ establishmentId: ID, menu }).menu).toEqual([{ _id: ID, isActive: true }]);
  });
});
