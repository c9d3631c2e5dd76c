import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, buildVenue, insertEvent, type SignedInUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { localDate } from '../../lib/time.ts';

/** `GET /user/export`: the LGPD download (issue 12 part 8, decision 056). */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const exportAs = (user: SignedInUser | null) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user/export', headers: user ? user.headers : {} });

describe('GET /user/export', () => {
  it('401 without a token', async () => {
    const answer = await exportAs(null);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().status).toBe(401);
  });

  it("a visitor downloads their profile, favourites and name-list requests, and nobody else's", async () => {
    const venue = await buildVenue(t.db, { name: 'Bar Exportado' });
    const other = await buildVenue(t.db, { name: 'Bar Alheio' });
    const event = await insertEvent(t.db, venue.id, localDate(new Date(), 'America/Sao_Paulo'));
    const otherEvent = await insertEvent(t.db, other.id, localDate(new Date(), 'America/Sao_Paulo'));
    const visitor = await t.signUpAndLogin('user', { name: 'Pessoa Exporta' });
    const stranger = await t.signUpAndLogin('user', { name: 'Outra Pessoa' });
    await t.db
      .insertInto('favourites')
      .values([
        { user_id: visitor.id, establishment_id: venue.id },
        { user_id: stranger.id, establishment_id: other.id },
      ])
      .execute();
    await t.db
      .insertInto('event_list_entries')
      .values([
        { event_id: event.id, user_id: visitor.id },
        { event_id: otherEvent.id, user_id: stranger.id },
      ])
      .execute();

    const answer = await exportAs(visitor);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="noite-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = answer.json();
    expect(data.profile).toMatchObject({ _id: visitor.id, name: 'Pessoa Exporta', email: visitor.email, type: 'user' });
    expect(data.favourites).toEqual([
      { establishmentId: venue.id, name: 'Bar Exportado', createdAt: expect.any(String) },
    ]);
    expect(data.nameListRequests).toEqual([
      expect.objectContaining({ eventId: event.id, establishmentId: venue.id, establishmentName: 'Bar Exportado' }),
    ]);
    expect(data.establishments).toBeUndefined();
    const text = answer.body;
    for (const secret of [stranger.email, stranger.id, 'Bar Alheio', visitor.token, 'password_hash', '$argon2', '$2']) {
      expect(text).not.toContain(secret);
    }
  });

  it("an owner's file adds a summary of their own venues; an admin's has no venues", async () => {
    const owner = await buildUser(t.db, { type: 'owner' });
    const mine = await buildVenue(t.db, { owner, name: 'Meu Bar' });
    const theirs = await buildVenue(t.db, { name: 'Bar de Outro Dono' });
    const data = (await exportAs(owner)).json();
    expect(data.profile._id).toBe(owner.id);
    expect(data.establishments).toEqual([expect.objectContaining({ _id: mine.id, name: 'Meu Bar', plan: mine.plan })]);
    expect(JSON.stringify(data)).not.toContain(theirs.id);

    const admin = await buildUser(t.db, { type: 'admin' });
    const adminData = (await exportAs(admin)).json();
    expect(adminData.profile).toMatchObject({ _id: admin.id, type: 'admin' });
    expect(adminData.establishments).toBeUndefined();
  });
});
