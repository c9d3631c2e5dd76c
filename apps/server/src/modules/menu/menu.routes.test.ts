import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, buildVenue, type BuiltVenue, type SignedInUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { MENU_CATALOGUE, menuCategoriesFor } from './catalogue.ts';

let t: TestApp;
let admin: SignedInUser;
let visitor: SignedInUser;
let otherOwner: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, visitor, otherOwner] = await Promise.all([
    buildUser(t.db, { type: 'admin' }),
    buildUser(t.db, { type: 'user' }),
    buildUser(t.db, { type: 'owner' }),
  ]);
});

afterAll(async () => {
  await t?.close();
});

interface Category {
  _id: string;
  name: string;
  namePt: string;
  logo: string | null;
  isActive: boolean;
  items: string[];
}

/** A venue with the whole catalogue's menu (all inactive and empty), and its category ids in catalogue order. */
async function venueWithMenu(): Promise<{ venue: BuiltVenue; categoryIds: string[] }> {
  const venue = await buildVenue(t.db);
  const rows = await t.db.insertInto('menu_categories').values(menuCategoriesFor(venue.id)).returning('id').execute();
  return { venue, categoryIds: rows.map((row) => row.id) };
}

function call(path: 'edit-menu' | 'edit-items', user: SignedInUser | null, payload: unknown, language = 'en') {
  return t.request({
    method: 'POST',
    url: `/api/v1/establishment/${path}`,
    headers: { ...(user ? user.headers : {}), language },
    payload: payload as Record<string, unknown>,
  });
}

/** The venue's menu as `details` shows it to `user`. */
async function menuOf(venueId: string, user: SignedInUser): Promise<Category[]> {
  const answer = await t.request({
    method: 'POST',
    url: '/api/v1/establishment/details',
    headers: user.headers,
    payload: { establishmentId: venueId },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.menu as Category[];
}

const errorsOf = (body: { data: { errors: { field: string; message: string }[] } | null }) =>
  Object.fromEntries((body.data?.errors ?? []).map((error) => [error.field, error.message]));

describe('POST /establishment/edit-menu', () => {
  it("switches the owner's categories on and off, answers the whole menu, and details shows it", async () => {
    const { venue, categoryIds } = await venueWithMenu();
    const [drinks, beers, wines] = categoryIds as [string, string, string];
    await t.db.updateTable('menu_categories').set({ is_active: true }).where('id', '=', wines).execute();

    const answer = await call('edit-menu', venue.owner, {
      establishmentId: venue.id,
      // The client may echo whole categories: only isActive counts.
      menu: [
        { _id: drinks, isActive: true, name: 'Ignored', items: ['Ignored'] },
        { _id: beers, isActive: true },
        { _id: wines, isActive: false },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Menu updated successfully.');
    expect(answer.body.data).toHaveLength(MENU_CATALOGUE.length);
    expect(answer.body.data[0]).toEqual({
      _id: drinks,
      name: 'Drinks',
      namePt: 'Drinks',
      logo: MENU_CATALOGUE[0]!.logo,
      isActive: true,
      items: [],
    });

    const menu = await menuOf(venue.id, venue.owner);
    expect(menu.map((category) => category._id)).toEqual(categoryIds);
    expect(menu.filter((category) => category.isActive).map((category) => category._id)).toEqual([drinks, beers]);
    expect(menu.every((category) => category.name !== 'Ignored' && category.items.length === 0)).toBe(true);
  });

  it('answers in Portuguese', async () => {
    const { venue, categoryIds } = await venueWithMenu();
    const answer = await call(
      'edit-menu',
      venue.owner,
      { establishmentId: venue.id, menu: [{ _id: categoryIds[0], isActive: true }] },
      'pt',
    );
    expect(answer.body.message).toBe('Cardápio atualizado com sucesso.');
  });

  it('lets an admin switch a category', async () => {
    const { venue, categoryIds } = await venueWithMenu();
    const answer = await call('edit-menu', admin, {
      establishmentId: venue.id,
      menu: [{ _id: categoryIds[2], isActive: true }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await menuOf(venue.id, admin))[2]!.isActive).toBe(true);
  });

  it('answers 401 without a token, 403 to a visitor and to another owner, 404 for an unknown venue', async () => {
    const { venue, categoryIds } = await venueWithMenu();
    const body = { establishmentId: venue.id, menu: [{ _id: categoryIds[0], isActive: true }] };
    expect((await call('edit-menu', null, body)).status).toBe(401);
    expect((await call('edit-menu', visitor, body)).status).toBe(403);
    expect((await call('edit-menu', otherOwner, body)).status).toBe(403);
    expect((await call('edit-menu', venue.owner, { ...body, establishmentId: randomUUID() })).status).toBe(404);
    expect((await call('edit-menu', admin, { ...body, establishmentId: randomUUID() })).status).toBe(404);
    expect((await menuOf(venue.id, venue.owner)).some((category) => category.isActive)).toBe(false);
  });

  it("answers 400 on each category that is not the venue's (or repeats one), and changes nothing", async () => {
    const { venue, categoryIds } = await venueWithMenu();
    const elsewhere = await venueWithMenu();
    const answer = await call('edit-menu', venue.owner, {
      establishmentId: venue.id,
      menu: [
        { _id: categoryIds[0], isActive: true },
        { _id: elsewhere.categoryIds[0], isActive: true },
        { _id: randomUUID(), isActive: true },
        { _id: categoryIds[0], isActive: false },
      ],
    });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)).toEqual({
      'menu.1._id': 'Invalid value.',
      'menu.2._id': 'Invalid value.',
      'menu.3._id': 'Invalid value.',
    });
    expect((await menuOf(venue.id, venue.owner)).some((category) => category.isActive)).toBe(false);
    expect((await menuOf(elsewhere.venue.id, elsewhere.venue.owner)).some((category) => category.isActive)).toBe(false);
  });

  it('answers 400 on malformed entries', async () => {
    const { venue } = await venueWithMenu();
    const answer = await call('edit-menu', venue.owner, {
      establishmentId: venue.id,
      menu: [{ _id: 'not-an-id', isActive: 'yes' }],
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(errorsOf(answer.body)).sort()).toEqual(['menu.0._id', 'menu.0.isActive']);
    const empty = await call('edit-menu', venue.owner, { establishmentId: venue.id, menu: [] });
    expect(errorsOf(empty.body)).toEqual({ menu: 'This field is required.' });
  });
});

describe('POST /establishment/edit-items', () => {
  it("replaces a category's items, dropping empty ones, and details shows them", async () => {
    const { venue, categoryIds } = await venueWithMenu();
    const forty = 'Caipirinha de limão com cachaça artesanal'.slice(0, 40).padEnd(40, 'x');
    expect(forty).toHaveLength(40);
    const answer = await call('edit-items', venue.owner, {
      establishmentId: venue.id,
      menuId: categoryIds[0],
      items: ['Mojito', '', forty, 'Chopp  ', ''],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Menu items updated successfully.');
    expect(answer.body.data).toEqual({
      _id: categoryIds[0],
      name: 'Drinks',
      namePt: 'Drinks',
      logo: MENU_CATALOGUE[0]!.logo,
      isActive: false,
      items: ['Mojito', forty, 'Chopp'],
    });
    expect((await menuOf(venue.id, venue.owner))[0]!.items).toEqual(['Mojito', forty, 'Chopp']);

    // Removing items is sending the list without them; an empty list empties the category.
    await call('edit-items', venue.owner, { establishmentId: venue.id, menuId: categoryIds[0], items: ['Chopp'] });
    expect((await menuOf(venue.id, venue.owner))[0]!.items).toEqual(['Chopp']);
    await call('edit-items', venue.owner, { establishmentId: venue.id, menuId: categoryIds[0], items: [''] });
    expect((await menuOf(venue.id, venue.owner))[0]!.items).toEqual([]);
  });

  it('shows visitors an active category once it has items', async () => {
    const { venue, categoryIds } = await venueWithMenu();
    await call('edit-menu', venue.owner, {
      establishmentId: venue.id,
      menu: [{ _id: categoryIds[1], isActive: true }],
    });
    expect(await menuOf(venue.id, visitor)).toEqual([]);
    await call('edit-items', venue.owner, { establishmentId: venue.id, menuId: categoryIds[1], items: ['Chopp'] });
    expect((await menuOf(venue.id, visitor)).map((category) => [category.name, category.items])).toEqual([
      ['Beers', ['Chopp']],
    ]);
  });

  it('lets an admin edit the items', async () => {
    const { venue, categoryIds } = await venueWithMenu();
    const answer = await call('edit-items', admin, {
      establishmentId: venue.id,
      menuId: categoryIds[3],
      items: ['Gin'],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await menuOf(venue.id, admin))[3]!.items).toEqual(['Gin']);
  });

  it('answers 401, 403 to a visitor and another owner, 404 for an unknown venue or category', async () => {
    const { venue, categoryIds } = await venueWithMenu();
    const elsewhere = await venueWithMenu();
    const body = { establishmentId: venue.id, menuId: categoryIds[0], items: ['Chopp'] };
    expect((await call('edit-items', null, body)).status).toBe(401);
    expect((await call('edit-items', visitor, body)).status).toBe(403);
    expect((await call('edit-items', otherOwner, body)).status).toBe(403);
    expect((await call('edit-items', venue.owner, { ...body, establishmentId: randomUUID() })).status).toBe(404);
    expect((await call('edit-items', venue.owner, { ...body, menuId: randomUUID() })).status).toBe(404);
    // A category of another venue, even one the caller may manage, is not found in this one.
    expect((await call('edit-items', admin, { ...body, menuId: elsewhere.categoryIds[0] })).status).toBe(404);
    expect((await menuOf(venue.id, venue.owner))[0]!.items).toEqual([]);
    expect((await menuOf(elsewhere.venue.id, admin))[0]!.items).toEqual([]);
  });

  it('answers 400 on items.N past 40 characters, with a leading space, or repeated; and changes nothing', async () => {
    const { venue, categoryIds } = await venueWithMenu();
    await call('edit-items', venue.owner, { establishmentId: venue.id, menuId: categoryIds[0], items: ['Chopp'] });
    const answer = await call(
      'edit-items',
      venue.owner,
      {
        establishmentId: venue.id,
        menuId: categoryIds[0],
        items: ['x'.repeat(40), 'x'.repeat(41), ' Vinho', 'Gin', 'gin', 'a\nb'],
      },
      'pt',
    );
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)).toEqual({
      'items.1': 'O item deve ter no máximo 40 caracteres.',
      'items.2': 'Não pode começar com espaço.',
      'items.4': 'Este item já está na lista.',
      'items.5': 'O item deve ter uma linha só.',
    });
    const repeated = await call('edit-items', venue.owner, {
      establishmentId: venue.id,
      menuId: categoryIds[0],
      items: ['Gin', 'gin'],
    });
    expect(errorsOf(repeated.body)).toEqual({ 'items.1': 'This item is already on the list.' });
    expect((await menuOf(venue.id, venue.owner))[0]!.items).toEqual(['Chopp']);
  });

  it('answers 400 without items or ids', async () => {
    const { venue } = await venueWithMenu();
    const answer = await call('edit-items', venue.owner, { establishmentId: venue.id, menuId: 'x' });
    expect(answer.status).toBe(400);
    expect(Object.keys(errorsOf(answer.body)).sort()).toEqual(['items', 'menuId']);
  });
});
