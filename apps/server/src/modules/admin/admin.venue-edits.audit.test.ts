import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@noite/shared';
import { imageWithExif, multipart } from '../../../test/files.ts';
import { buildEvent, buildUser, buildVenue, type BuiltVenue, type SignedInUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { addDays, localDate } from '../../lib/time.ts';
import { menuCategoriesFor } from '../menu/catalogue.ts';

/**
 * Every admin edit of a venue leaves one `venue.edit` row, readable through `GET /admin/audit-log`; the owner's own
 * edits leave none (decisions 055, 067).
 */
let t: TestApp;
let admin: SignedInUser;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { type: 'admin', email: `edits.audit.${randomUUID()}@example.com` });
  jpeg = await imageWithExif('jpeg', 64, 48);
});

afterAll(async () => {
  await t?.close();
});

const post = (path: string, user: SignedInUser, payload: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: `/api/v1/${path}`,
    headers: { ...user.headers, language: 'en' },
    payload,
  });

async function upload(kind: 'add-logo' | 'edit-banners', user: SignedInUser, venueId: string) {
  const body = await multipart(
    { establishmentId: venueId },
    { field: kind === 'add-logo' ? 'logo' : 'banner', filename: 'photo.jpg', contentType: 'image/jpeg', bytes: jpeg },
  );
  return t.request({
    method: 'POST',
    url: `/api/v1/establishment/${kind}`,
    headers: { ...user.headers, ...body.headers, language: 'en' },
    payload: body.payload,
  });
}

/** The audit-log entries about `venueId`, oldest first, as an admin reads them. */
async function trailOf(venueId: string): Promise<AuditEntry[]> {
  const answer = await t.request({
    method: 'GET',
    url: '/api/v1/admin/audit-log?limit=100',
    headers: admin.headers,
  });
  expect(answer.status).toBe(200);
  return (answer.body.data.items as AuditEntry[]).filter((entry) => entry.targetId === venueId).reverse();
}

/** Runs `edit` as the venue's owner (no row), then as an admin (exactly one row, answered). */
async function oneRowForTheAdmin(
  venue: BuiltVenue,
  edit: (user: SignedInUser, round: 'owner' | 'admin') => Promise<{ status: number; body: unknown }>,
): Promise<AuditEntry> {
  const byOwner = await edit(venue.owner, 'owner');
  expect([200, 201], JSON.stringify(byOwner.body)).toContain(byOwner.status);
  expect(await trailOf(venue.id)).toEqual([]);
  const byAdmin = await edit(admin, 'admin');
  expect([200, 201], JSON.stringify(byAdmin.body)).toContain(byAdmin.status);
  const trail = await trailOf(venue.id);
  expect(trail).toHaveLength(1);
  expect(trail[0]).toMatchObject({
    actorId: admin.id,
    actorEmail: admin.email,
    action: 'venue.edit',
    targetType: 'venue',
    targetId: venue.id,
  });
  return trail[0]!;
}

async function venueWithMenu() {
  const venue = await buildVenue(t.db);
  const rows = await t.db.insertInto('menu_categories').values(menuCategoriesFor(venue.id)).returning('id').execute();
  return { venue, categoryIds: rows.map((row) => row.id) };
}

describe('an admin editing a venue leaves one row with what changed; its owner leaves none', () => {
  it('edit-menu: the categories switched', async () => {
    const { venue, categoryIds } = await venueWithMenu();
    const [drinks, beers] = categoryIds as [string, string];
    const entry = await oneRowForTheAdmin(venue, (user, round) =>
      post('establishment/edit-menu', user, {
        establishmentId: venue.id,
        menu: round === 'owner' ? [{ _id: drinks, isActive: true }] : [{ _id: beers, isActive: true }],
      }),
    );
    expect(entry.changes).toEqual({ section: 'menu', isActive: { [beers]: [false, true] } });
  });

  it("edit-items: the category's items before and after", async () => {
    const { venue, categoryIds } = await venueWithMenu();
    const menuId = categoryIds[0]!;
    const entry = await oneRowForTheAdmin(venue, (user, round) =>
      post('establishment/edit-items', user, {
        establishmentId: venue.id,
        menuId,
        items: round === 'owner' ? ['Caipirinha'] : ['Caipirinha', 'Mojito'],
      }),
    );
    expect(entry.changes).toEqual({ section: 'menu', menuId, items: [['Caipirinha'], ['Caipirinha', 'Mojito']] });
  });

  it('add-logo: the logo replaced', async () => {
    const venue = await buildVenue(t.db);
    const entry = await oneRowForTheAdmin(venue, (user) => upload('add-logo', user, venue.id));
    const [before, after] = entry.changes.logo as [string, string];
    expect(before).toMatch(/^\/?.*logos\//);
    expect(after).toMatch(/logos\//);
    expect(after).not.toBe(before);
  });

  it('edit-banners, reorder-banners and delete-banners: the banners before and after, one row each', async () => {
    const venue = await buildVenue(t.db);
    const added = await oneRowForTheAdmin(venue, (user) => upload('edit-banners', user, venue.id));
    const [before, after] = added.changes.banners as [string[], string[]];
    expect(added.changes.section).toBe('banners');
    expect(before).toHaveLength(1);
    expect(after).toHaveLength(2);

    const reordered = [...after].reverse();
    expect(
      (await post('establishment/reorder-banners', admin, { establishmentId: venue.id, banners: reordered })).status,
    ).toBe(200);
    expect((await trailOf(venue.id)).at(-1)!.changes).toEqual({ section: 'banners', banners: [after, reordered] });

    const deleted = await post('establishment/delete-banners', admin, {
      establishmentId: venue.id,
      filePath: reordered[0],
    });
    expect(deleted.status).toBe(200);
    const trail = await trailOf(venue.id);
    expect(trail).toHaveLength(3);
    expect(trail.at(-1)!.changes).toEqual({ section: 'banners', banners: [reordered, [reordered[1]]] });
  });

  it('edit-event (create, then edit) and delete-event: the event and its fields that changed', async () => {
    const venue = await buildVenue(t.db);
    const day = (offset: number) => addDays(localDate(new Date(), venue.timezone), offset);
    const body = (eventDate: string, overrides: Record<string, unknown> = {}) => ({
      establishmentId: venue.id,
      eventDate,
      eventName: 'Noite do Samba',
      startTime: '22:00',
      endTime: '23:30',
      description: 'Roda de samba',
      isFree: false,
      isLive: true,
      musicStyle: 'Samba',
      entry: 'R 30',
      keepDescription: false,
      eventWithList: true,
      ...overrides,
    });
    const created = await oneRowForTheAdmin(venue, (user, round) =>
      post('establishment/edit-event', user, body(day(round === 'owner' ? 2 : 3))),
    );
    const eventId = created.changes.eventId as string;
    expect(created.changes).toMatchObject({
      section: 'event',
      created: true,
      event_name: [null, 'Noite do Samba'],
      event_date: [null, day(3)],
    });

    expect(
      (await post('establishment/edit-event', admin, body(day(3), { eventId, eventName: 'Forró da Casa' }))).status,
    ).toBe(200);
    expect((await trailOf(venue.id)).at(-1)!.changes).toEqual({
      section: 'event',
      eventId,
      event_name: ['Noite do Samba', 'Forró da Casa'],
    });

    expect((await post('establishment/delete-event', admin, { establishmentId: venue.id, eventId })).status).toBe(200);
    const trail = await trailOf(venue.id);
    expect(trail).toHaveLength(3);
    expect(trail.at(-1)!.changes).toEqual({
      section: 'event',
      eventId,
      deleted: true,
      event_name: ['Forró da Casa', null],
      event_date: [day(3), null],
    });
  });

  it('accept-join-request: who was let in on which event', async () => {
    const event = await buildEvent(t.db);
    const [first, second] = await Promise.all([buildUser(t.db), buildUser(t.db)]);
    for (const visitor of [first, second]) {
      const joined = await post('user/event-join-request', visitor, { eventId: event.id, join: true });
      expect(joined.status).toBe(200);
    }
    const entry = await oneRowForTheAdmin(event.venue, (user, round) =>
      post('establishment/accept-join-request', user, {
        eventId: event.id,
        userId: round === 'owner' ? first.id : second.id,
      }),
    );
    expect(entry.changes).toEqual({ section: 'doorList', eventId: event.id, userId: second.id, accepted: true });
  });

  it('add-wifi: the name and description changed, the password only as changed', async () => {
    const venue = await buildVenue(t.db);
    const entry = await oneRowForTheAdmin(venue, (user, round) =>
      post('establishment/add-wifi', user, {
        establishmentId: venue.id,
        wifi: {
          name: round === 'owner' ? 'Bar Clientes' : 'Bar Visitantes',
          description: 'Rede para clientes',
          password: round === 'owner' ? 'samba 2026' : 'forro 2027',
        },
      }),
    );
    expect(entry.changes).toEqual({ section: 'wifi', name: ['Bar Clientes', 'Bar Visitantes'], password: true });
    expect(JSON.stringify(entry.changes)).not.toContain('forro');
  });

  it('edit-payment and edit-about: the fields that changed', async () => {
    const venue = await buildVenue(t.db);
    const payment = await oneRowForTheAdmin(venue, (user, round) =>
      post('establishment/edit-payment', user, {
        establishmentId: venue.id,
        creditCards: ['visa'],
        debitCards: [],
        meals: [],
        pix: round === 'admin',
        picPay: false,
      }),
    );
    expect(payment.changes).toEqual({ section: 'payment', pix: [false, true] });

    const about = await post('establishment/edit-about', admin, {
      establishmentId: venue.id,
      text: 'Samba ao vivo.',
      phone1: '(11) 98765-4321',
      phone2: '',
      isPhone1: true,
      isPhone2: false,
      instagram: '',
      facebook: '',
    });
    expect(about.status, JSON.stringify(about.body)).toBe(200);
    const trail = await trailOf(venue.id);
    expect(trail).toHaveLength(2);
    expect(trail[1]!.changes).toMatchObject({
      section: 'about',
      text: [null, 'Samba ao vivo.'],
      phone1: [null, '11987654321'],
    });
  });

  it('a refused admin edit leaves no row (the row is in the edit’s transaction)', async () => {
    const { venue } = await venueWithMenu();
    const refused = await post('establishment/edit-items', admin, {
      establishmentId: venue.id,
      menuId: randomUUID(),
      items: ['Caipirinha'],
    });
    expect(refused.status).toBe(404);
    const past = await post('establishment/delete-event', admin, { establishmentId: venue.id, eventId: randomUUID() });
    expect(past.status).toBe(404);
    expect(await trailOf(venue.id)).toEqual([]);
  });
});
