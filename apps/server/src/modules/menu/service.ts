import type { VenueMenu, VenueMenuCategory, editItemsSchema, editMenuSchema } from '@noite/shared';
import type { z } from 'zod';
import { auditAdminEdit, differences } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { InputValidationError } from '../../lib/validation.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { loadVenueFor } from '../venues/access.ts';
import { presentMenu, presentMenuCategory } from '../venues/presenters.ts';
import { findMenu } from '../venues/queries.ts';
import * as queries from './queries.ts';

/*
 * The owner's menu edits (spec §2, §7 "Establishment"): the venue's owner or an admin (loadVenueFor 'manage'),
 * each write one transaction that answers the part it changed.
 */

/** 400 on `menu.N._id` for every entry that is not a category of the venue, or repeats an earlier one. */
function assertCategoriesOfVenue(menu: { _id: string }[], known: Set<string>): void {
  const seen = new Set<string>();
  const invalid = menu.flatMap(({ _id }, index) => {
    const bad = !known.has(_id) || seen.has(_id);
    seen.add(_id);
    return bad ? [index] : [];
  });
  if (!invalid.length) return;
  throw new InputValidationError(
    invalid.map((index) => ({
      code: 'custom',
      path: ['menu', index, '_id'],
      message: 'validation.invalid',
      input: menu[index]!._id,
    })),
  );
}

/** Switches the listed categories on or off, all or nothing; answers the venue's whole menu as its owner sees it. */
export async function editMenu(
  ctx: AppContext,
  caller: AuthUser,
  input: z.output<typeof editMenuSchema>,
): Promise<VenueMenu> {
  const { venue } = await loadVenueFor(ctx.db, caller, input.establishmentId, 'manage');
  const idsWhere = (isActive: boolean) =>
    input.menu.filter((category) => category.isActive === isActive).map((category) => category._id);
  const rows = await ctx.db.transaction().execute(async (trx) => {
    assertCategoriesOfVenue(input.menu, await queries.menuCategoryIds(trx, venue.id));
    const before = await findMenu(trx, venue.id);
    await queries.setCategoriesActive(trx, venue.id, idsWhere(true), true);
    await queries.setCategoriesActive(trx, venue.id, idsWhere(false), false);
    const after = await findMenu(trx, venue.id);
    const switched = (rows: typeof after) => Object.fromEntries(rows.map((row) => [row.id, row.is_active]));
    await auditAdminEdit(trx, caller, venue.id, 'menu', { isActive: differences(switched(before), switched(after)) });
    return after;
  });
  return presentMenu(rows, true);
}

/** Replaces a category's items (404 when the venue has no such category); answers the category. */
export async function editItems(
  ctx: AppContext,
  caller: AuthUser,
  input: z.output<typeof editItemsSchema>,
): Promise<VenueMenuCategory> {
  const { venue } = await loadVenueFor(ctx.db, caller, input.establishmentId, 'manage');
  const row = await ctx.db.transaction().execute(async (trx) => {
    const before = await queries.categoryItems(trx, venue.id, input.menuId);
    const written = await queries.replaceItems(trx, venue.id, input.menuId, input.items);
    if (!written) throw notFound();
    await auditAdminEdit(trx, caller, venue.id, 'menu', {
      menuId: written.id,
      ...differences({ items: before }, { items: written.items }),
    });
    return written;
  });
  return presentMenuCategory(row);
}
