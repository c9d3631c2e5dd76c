import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccess } from '../../../test/access.ts';
import { buildEvent, buildUser, buildVenue, type BuiltVenue, type SignedInUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { addDays, localDate } from '../../lib/time.ts';

/** The owner's event edits: edit-event (spec §7) and delete-event (extra), decisions 028 and 029. */
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { type: 'admin' });
});

afterAll(async () => {
  await t?.close();
});

const todayIn = (venue: { timezone: string }) => localDate(new Date(), venue.timezone);

function eventBody(venue: BuiltVenue, overrides: Record<string, unknown> = {}) {
  return {
    establishmentId: venue.id,
    eventDate: addDays(todayIn(venue), 2),
    eventName: 'Noite do Samba',
    startTime: '22:00',
    endTime: '23:30',
    description: 'Roda de samba com a casa cheia',
    isFree: false,
    isLive: true,
    musicStyle: 'Samba',
    entry: 'R 30 ou 20 na lista',
    keepDescription: false,
    eventWithList: true,
    ...overrides,
  };
}

const call = (path: 'edit-event' | 'delete-event', user: SignedInUser | null, payload: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: `/api/v1/establishment/${path}`,
    headers: { ...(user ? user.headers : {}), language: 'en' },
    payload,
  });

const editEvent = (user: SignedInUser, payload: Record<string, unknown>) => call('edit-event', user, payload);

/** The venue's week as `user` reads it through details. */
async function weekOf(venue: BuiltVenue, user: SignedInUser = venue.owner) {
  const answer = await t.request({
    method: 'POST',
    url: '/api/v1/establishment/details',
    headers: user.headers,
    payload: { establishmentId: venue.id },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.events as { date: string; event: Record<string, unknown> | null }[];
}

async function dayOf(venue: BuiltVenue, date: string, user?: SignedInUser) {
  return (await weekOf(venue, user)).find((day) => day.date === date)?.event ?? null;
}

async function addRequests(eventId: string, count: number) {
  for (let index = 0; index < count; index += 1) {
    const visitor = await buildUser(t.db);
    await t.db.insertInto('event_list_entries').values({ event_id: eventId, user_id: visitor.id }).execute();
  }
}

/** Expects a 400 that names `field` (and, when given, with `message`). */
function expectFieldError(answer: Awaited<ReturnType<typeof editEvent>>, field: string, message?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  const errors = answer.body.data.errors as { field: string; message: string }[];
  const error = errors.find((entry) => entry.field === field);
  expect(error, JSON.stringify(errors)).toBeDefined();
  if (message) expect(error?.message).toBe(message);
}

describe('who may call edit-event and delete-event', () => {
  it('edit-event: the venue owner and admins; 401 without token, 403 visitor and another owner, 404 unknown', () =>
    expectAccess(
      t,
      {
        method: 'POST',
        url: '/establishment/edit-event',
        body: ({ venueId, eventId }) => ({
          establishmentId: venueId,
          eventId,
          eventDate: localDate(new Date(), 'America/Sao_Paulo'),
          eventName: 'Acesso',
          startTime: '22:00',
          endTime: '04:00',
          musicStyle: 'Rock',
          entry: '20',
          eventWithList: true,
        }),
      },
      { anonymous: 401, visitor: 403, owner: 200, otherOwner: 403, admin: 200, unknownVenue: 404 },
    ));

  it('delete-event: admins (and owners, below); 401, 403 visitor and another owner, 404 unknown', () =>
    expectAccess(
      t,
      {
        method: 'POST',
        url: '/establishment/delete-event',
        body: ({ venueId, eventId }) => ({ establishmentId: venueId, eventId }),
      },
      { anonymous: 401, visitor: 403, otherOwner: 403, admin: 200, unknownVenue: 404 },
    ));

  it('answers 404 for an eventId of another venue, and leaves that event as it was', async () => {
    const venue = await buildVenue(t.db);
    const other = await buildEvent(t.db, { venue: await buildVenue(t.db, { owner: venue.owner }) });
    const answer = await editEvent(venue.owner, eventBody(venue, { eventId: other.id, eventDate: other.event_date }));
    expect(answer.status).toBe(404);
    const deleted = await call('delete-event', venue.owner, { establishmentId: venue.id, eventId: other.id });
    expect(deleted.status).toBe(404);
    const row = await t.db.selectFrom('events').selectAll().where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(row.event_name).toBe('Noite Teste');
  });
});

describe('POST /establishment/edit-event', () => {
  it('creates the event of an empty day (201), which the owner and visitors then read through details', async () => {
    const venue = await buildVenue(t.db);
    const body = eventBody(venue);
    const answer = await editEvent(venue.owner, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe('Event created.');
    expect(answer.body.data).toMatchObject({ eventName: 'Noite do Samba', requestCount: 0, eventWithList: true });

    const event = await dayOf(venue, body.eventDate);
    expect(event).toEqual({
      _id: answer.body.data._id,
      eventName: 'Noite do Samba',
      eventDate: body.eventDate,
      startTime: new Date(`${body.eventDate}T22:00:00-03:00`).toISOString(),
      endTime: new Date(`${body.eventDate}T23:30:00-03:00`).toISOString(),
      description: 'Roda de samba com a casa cheia',
      isFree: false,
      isLive: true,
      musicStyle: 'Samba',
      entry: 'R 30 ou 20 na lista',
      keepDescription: false,
      eventWithList: true,
      isExist: false,
      isAccepted: false,
      requestCount: 0,
    });
    const visitor = await buildUser(t.db);
    const seen = await dayOf(venue, body.eventDate, visitor);
    expect(seen).toMatchObject({ _id: answer.body.data._id, eventName: 'Noite do Samba' });
    expect(seen).not.toHaveProperty('requestCount');
  });

  it('updates an event by eventId (200) and an admin may do it too', async () => {
    const event = await buildEvent(t.db, { eventDate: addDays(localDate(new Date(), 'America/Sao_Paulo'), 1) });
    const venue = event.venue;
    const body = eventBody(venue, { eventId: event.id, eventDate: event.event_date, eventName: 'Baile Funk' });
    const answer = await editEvent(venue.owner, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Event updated.');
    expect((await dayOf(venue, event.event_date))?.eventName).toBe('Baile Funk');

    const byAdmin = await editEvent(admin, { ...body, eventName: 'Pelo Admin', musicStyle: 'Funk' });
    expect(byAdmin.status).toBe(200);
    expect(await dayOf(venue, event.event_date)).toMatchObject({
      _id: event.id,
      eventName: 'Pelo Admin',
      musicStyle: 'Funk',
    });
  });

  it('answers 409 when the day already has an event, and changes nothing (decision 028)', async () => {
    const event = await buildEvent(t.db);
    const venue = event.venue;
    const answer = await editEvent(venue.owner, eventBody(venue, { eventDate: event.event_date }));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This day already has an event. The page now shows it: edit that one.');
    expect(await dayOf(venue, event.event_date)).toMatchObject({ _id: event.id, eventName: 'Noite Teste' });

    const moved = await buildEvent(t.db, { venue, eventDate: addDays(event.event_date, 1) });
    const moving = await editEvent(venue.owner, eventBody(venue, { eventId: moved.id, eventDate: event.event_date }));
    expect(moving.status).toBe(409);
    expect(await dayOf(venue, moved.event_date)).toMatchObject({ _id: moved.id, eventName: 'Noite Teste' });
  });

  it('refuses a day that has passed in the venue', async () => {
    const venue = await buildVenue(t.db);
    expectFieldError(
      await editEvent(venue.owner, eventBody(venue, { eventDate: addDays(todayIn(venue), -1) })),
      'eventDate',
      'This day has already passed.',
    );
    expectFieldError(await editEvent(venue.owner, eventBody(venue, { eventDate: '2026-02-30' })), 'eventDate');
  });

  describe('times: HH:mm in the venue time zone', () => {
    it('an end at or before the start on the clock is the next day (22:00 to 04:00)', async () => {
      const venue = await buildVenue(t.db);
      const body = eventBody(venue, { startTime: '22:00', endTime: '04:00' });
      expect((await editEvent(venue.owner, body)).status).toBe(201);
      const event = await dayOf(venue, body.eventDate);
      expect(event?.startTime).toBe(new Date(`${body.eventDate}T22:00:00-03:00`).toISOString());
      expect(event?.endTime).toBe(new Date(`${addDays(body.eventDate, 1)}T04:00:00-03:00`).toISOString());
    });

    it('an end equal to the start is 24 hours later: accepted, the longest event there is', async () => {
      const venue = await buildVenue(t.db);
      const body = eventBody(venue, { startTime: '12:00', endTime: '12:00' });
      expect((await editEvent(venue.owner, body)).status).toBe(201);
      const event = await dayOf(venue, body.eventDate);
      const hours = (Date.parse(String(event?.endTime)) - Date.parse(String(event?.startTime))) / 3_600_000;
      expect(hours).toBe(24);
    });

    it('00:00 to 23:59 stays on the same day', async () => {
      const venue = await buildVenue(t.db);
      const body = eventBody(venue, { startTime: '00:00', endTime: '23:59' });
      expect((await editEvent(venue.owner, body)).status).toBe(201);
      const event = await dayOf(venue, body.eventDate);
      expect(event?.endTime).toBe(new Date(`${body.eventDate}T23:59:00-03:00`).toISOString());
    });

    it('the same clock time is an hour later in UTC in Manaus than in São Paulo', async () => {
      const saoPaulo = await buildVenue(t.db);
      const manaus = await buildVenue(t.db, { timezone: 'America/Manaus' });
      const date = addDays(todayIn(saoPaulo), 3);
      for (const venue of [saoPaulo, manaus]) {
        expect((await editEvent(venue.owner, eventBody(venue, { eventDate: date }))).status).toBe(201);
      }
      expect((await dayOf(saoPaulo, date))?.startTime).toBe(new Date(`${date}T22:00:00-03:00`).toISOString());
      expect((await dayOf(manaus, date))?.startTime).toBe(new Date(`${date}T22:00:00-04:00`).toISOString());
    });

    it.each([
      ['startTime', '24:00'],
      ['startTime', '9:00'],
      ['endTime', '22:60'],
      ['endTime', ''],
    ])('%s %j → 400 on that field', async (field, value) => {
      const venue = await buildVenue(t.db);
      expectFieldError(await editEvent(venue.owner, eventBody(venue, { [field]: value })), field);
    });
  });

  describe('§5 rules at their bounds', () => {
    let venue: BuiltVenue;
    let day = 0;
    beforeAll(async () => {
      venue = await buildVenue(t.db);
    });
    /** Each accepted body creates the event of a new day. */
    const accepted = async (overrides: Record<string, unknown>) => {
      day += 1;
      const answer = await editEvent(
        venue.owner,
        eventBody(venue, { eventDate: addDays(todayIn(venue), day), ...overrides }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data;
    };
    const refused = async (overrides: Record<string, unknown>, field: string, message?: string) =>
      expectFieldError(await editEvent(venue.owner, eventBody(venue, overrides)), field, message);

    it('eventName: 3 and 15 accepted, 2 and 16 refused, required, no emoji, no leading space', async () => {
      expect((await accepted({ eventName: 'Abc' })).eventName).toBe('Abc');
      expect((await accepted({ eventName: 'x'.repeat(15) })).eventName).toBe('x'.repeat(15));
      expect((await accepted({ eventName: 'Forró Ação ' })).eventName).toBe('Forró Ação');
      await refused({ eventName: 'Ab' }, 'eventName', 'Event name must be at least 3 characters long.');
      await refused({ eventName: 'x'.repeat(16) }, 'eventName', 'Event name must be at most 15 characters long.');
      await refused({ eventName: '' }, 'eventName');
      await refused({ eventName: undefined }, 'eventName');
      await refused({ eventName: 'Festa 🎉' }, 'eventName', 'Please enter valid event name.');
      await refused({ eventName: 'Festa ❤️' }, 'eventName', 'Please enter valid event name.');
      await refused({ eventName: ' Festa' }, 'eventName', 'Must not start with a space.');
    });

    it('entry: 20 accepted, 21 refused, letters digits and spaces only, no leading space', async () => {
      expect((await accepted({ entry: 'a'.repeat(20) })).entry).toBe('a'.repeat(20));
      expect((await accepted({ entry: 'Vinte reais 20' })).entry).toBe('Vinte reais 20');
      await refused({ entry: 'a'.repeat(21) }, 'entry', 'Entry must be at most 20 characters long.');
      for (const entry of ['R$ 20', '20,00', '20-30', 'vinte!']) {
        await refused({ entry }, 'entry', 'Entry may contain only letters, numbers and spaces.');
      }
      await refused({ entry: ' 20' }, 'entry', 'Must not start with a space.');
    });

    it('entry is required for a paid event, optional for a free one (decision 028)', async () => {
      await refused({ entry: '', isFree: false }, 'entry', 'Entry is required unless the event is free.');
      await refused({ entry: undefined, isFree: false }, 'entry', 'Entry is required unless the event is free.');
      expect((await accepted({ entry: '', isFree: true })).entry).toBeNull();
    });

    it('description: 500 accepted, 501 refused, empty is fine, no leading space', async () => {
      expect((await accepted({ description: 'd'.repeat(500) })).description).toHaveLength(500);
      expect((await accepted({ description: '' })).description).toBeNull();
      await refused(
        { description: 'd'.repeat(501) },
        'description',
        'Description must be at most 500 characters long.',
      );
      await refused({ description: ' texto' }, 'description', 'Must not start with a space.');
    });

    it('musicStyle: one of the spec list, spelled as the spec spells it', async () => {
      expect((await accepted({ musicStyle: 'Eletrônica' })).musicStyle).toBe('Eletrônica');
      expect((await accepted({ musicStyle: 'Heavy metal' })).musicStyle).toBe('Heavy metal');
      await refused({ musicStyle: 'Techno' }, 'musicStyle', 'Please choose a music style.');
      await refused({ musicStyle: 'eletrônica' }, 'musicStyle');
      await refused({ musicStyle: undefined }, 'musicStyle');
    });

    it('lists every invalid field at once and stores nothing', async () => {
      const fresh = await buildVenue(t.db);
      const answer = await editEvent(
        fresh.owner,
        eventBody(fresh, { eventName: 'x', entry: '', musicStyle: 'Techno', startTime: 'late', description: ' a' }),
      );
      expect(answer.status).toBe(400);
      expect((answer.body.data.errors as { field: string }[]).map((error) => error.field).sort()).toEqual(
        ['description', 'entry', 'eventName', 'musicStyle', 'startTime'].sort(),
      );
      expect(await t.db.selectFrom('events').select('id').where('establishment_id', '=', fresh.id).execute()).toEqual(
        [],
      );
    });
  });

  it('keepDescription copies the description to the same weekday from that date on, across weeks', async () => {
    const venue = await buildVenue(t.db);
    const first = addDays(todayIn(venue), 1);
    const days = {
      nextDay: addDays(first, 1),
      week1: addDays(first, 7),
      week2: addDays(first, 14),
    };
    const others = await Promise.all(
      [days.nextDay, days.week1, days.week2].map((eventDate) =>
        buildEvent(t.db, { venue, eventDate, description: 'Antiga' }),
      ),
    );
    const answer = await editEvent(
      venue.owner,
      eventBody(venue, { eventDate: first, description: 'Toda semana', keepDescription: true }),
    );
    expect(answer.status).toBe(201);
    const rows = await t.db
      .selectFrom('events')
      .select(['event_date', 'description', 'keep_description'])
      .where('establishment_id', '=', venue.id)
      .orderBy('event_date')
      .execute();
    expect(rows).toEqual([
      { event_date: first, description: 'Toda semana', keep_description: true },
      { event_date: days.nextDay, description: 'Antiga', keep_description: false },
      { event_date: days.week1, description: 'Toda semana', keep_description: false },
      { event_date: days.week2, description: 'Toda semana', keep_description: false },
    ]);
    expect(others).toHaveLength(3);

    // From that date on only: an edit of the later week does not reach back.
    const later = await editEvent(
      venue.owner,
      eventBody(venue, { eventId: others[1]!.id, eventDate: days.week1, description: 'Nova', keepDescription: true }),
    );
    expect(later.status).toBe(200);
    const after = await t.db
      .selectFrom('events')
      .select(['event_date', 'description'])
      .where('establishment_id', '=', venue.id)
      .orderBy('event_date')
      .execute();
    expect(after.map((row) => row.description)).toEqual(['Toda semana', 'Antiga', 'Nova', 'Nova']);
    expect((await dayOf(venue, first))?.description).toBe('Toda semana');
  });

  it('a later create on the weekday without a description starts with the kept one (decision 039)', async () => {
    const venue = await buildVenue(t.db);
    const first = addDays(todayIn(venue), 1);
    const kept = await editEvent(
      venue.owner,
      eventBody(venue, { eventDate: first, description: 'Toda semana', keepDescription: true }),
    );
    expect(kept.status).toBe(201);
    const { description: _left, ...withoutDescription } = eventBody(venue);
    const create = (eventDate: string, overrides: Record<string, unknown> = {}) =>
      editEvent(venue.owner, { ...withoutDescription, eventDate, ...overrides });
    const descriptionOn = async (eventDate: string) =>
      (
        await t.db
          .selectFrom('events')
          .select('description')
          .where('establishment_id', '=', venue.id)
          .where('event_date', '=', eventDate)
          .executeTakeFirstOrThrow()
      ).description;

    const week1 = await create(addDays(first, 7));
    expect(week1.status, JSON.stringify(week1.body)).toBe(201);
    expect(week1.body.data).toMatchObject({ description: 'Toda semana', keepDescription: false });
    expect(await descriptionOn(addDays(first, 7))).toBe('Toda semana');
    // Another weekday keeps nothing; a description sent, even empty, is the owner's choice.
    expect((await create(addDays(first, 1))).status).toBe(201);
    expect(await descriptionOn(addDays(first, 1))).toBeNull();
    expect((await create(addDays(first, 14), { description: '' })).status).toBe(201);
    expect(await descriptionOn(addDays(first, 14))).toBeNull();
    expect((await create(addDays(first, 21), { description: 'Só hoje' })).status).toBe(201);
    expect(await descriptionOn(addDays(first, 21))).toBe('Só hoje');

    // The latest kept description before the day wins; a later one that was not kept does not count.
    const week1Id = week1.body.data._id as string;
    const rekept = await editEvent(
      venue.owner,
      eventBody(venue, { eventId: week1Id, eventDate: addDays(first, 7), description: 'Nova', keepDescription: true }),
    );
    expect(rekept.status).toBe(200);
    expect((await create(addDays(first, 35))).status).toBe(201);
    expect(await descriptionOn(addDays(first, 35))).toBe('Nova');
  });

  it('details gives the owner, on each empty day, the description kept for its weekday; visitors never', async () => {
    const venue = await buildVenue(t.db);
    const today = todayIn(venue);
    // Kept six days ago: tomorrow's weekday. Kept twelve days ago: the day after tomorrow's, whose later event
    // five days ago was not kept and does not count.
    await buildEvent(t.db, {
      venue,
      eventDate: addDays(today, -6),
      description: 'Toda semana',
      keep_description: true,
    });
    await buildEvent(t.db, { venue, eventDate: addDays(today, -12), description: 'Antiga', keep_description: true });
    await buildEvent(t.db, {
      venue,
      eventDate: addDays(today, -5),
      description: 'Só uma vez',
      keep_description: false,
    });
    const week = await weekOf(venue);
    expect(week.map((day) => (day as { keptDescription?: unknown }).keptDescription)).toEqual([
      null,
      'Toda semana',
      'Antiga',
      null,
      null,
      null,
      null,
    ]);
    const event = await buildEvent(t.db, { venue, eventDate: addDays(today, 1) });
    const withEvent = await weekOf(venue);
    expect(withEvent[1]).toEqual({ date: event.event_date, event: expect.objectContaining({ _id: event.id }) });
    const visitorWeek = await weekOf(venue, await buildUser(t.db));
    expect(visitorWeek.every((day) => !('keptDescription' in day))).toBe(true);
  });

  describe('turning a name list off (decision 029)', () => {
    it('answers 409 with how many asked, and changes nothing, until dropRequests confirms', async () => {
      const event = await buildEvent(t.db);
      const venue = event.venue;
      await addRequests(event.id, 3);
      const body = eventBody(venue, { eventId: event.id, eventDate: event.event_date, eventWithList: false });

      const refused = await editEvent(venue.owner, body);
      expect(refused.status).toBe(409);
      expect(refused.body.data).toEqual({ requestCount: 3 });
      expect(refused.body.message).toBe(
        'People who asked to join the name list: 3. Their requests will be removed: please confirm.',
      );
      expect(await dayOf(venue, event.event_date)).toMatchObject({
        eventWithList: true,
        requestCount: 3,
        eventName: 'Noite Teste',
      });

      const confirmed = await editEvent(venue.owner, { ...body, dropRequests: true });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data).toMatchObject({ eventWithList: false, requestCount: 0 });
      expect(await dayOf(venue, event.event_date)).toMatchObject({ eventWithList: false, requestCount: 0 });
    });

    it('needs no confirmation when nobody asked, nor when the list stays on', async () => {
      const event = await buildEvent(t.db);
      const venue = event.venue;
      const body = eventBody(venue, { eventId: event.id, eventDate: event.event_date });
      await addRequests(event.id, 1);
      expect((await editEvent(venue.owner, { ...body, eventName: 'Com lista' })).status).toBe(200);
      expect((await dayOf(venue, event.event_date))?.requestCount).toBe(1);

      const empty = await buildEvent(t.db, { venue, eventDate: addDays(event.event_date, 1) });
      const off = await editEvent(
        venue.owner,
        eventBody(venue, { eventId: empty.id, eventDate: empty.event_date, eventWithList: false }),
      );
      expect(off.status).toBe(200);
    });

    it('the message is in the caller language', async () => {
      const event = await buildEvent(t.db);
      await addRequests(event.id, 2);
      const answer = await t.request({
        method: 'POST',
        url: '/api/v1/establishment/edit-event',
        headers: { ...event.venue.owner.headers, language: 'pt' },
        payload: eventBody(event.venue, { eventId: event.id, eventDate: event.event_date, eventWithList: false }),
      });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toContain('2');
      expect(answer.body.message).toContain('Pessoas que pediram');
    });
  });
});

describe('POST /establishment/delete-event', () => {
  it('the owner deletes an event without requests: the day is empty in details', async () => {
    const event = await buildEvent(t.db);
    const answer = await call('delete-event', event.venue.owner, {
      establishmentId: event.venue.id,
      eventId: event.id,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Event deleted.');
    expect(answer.body.data).toEqual({ eventId: event.id, eventDate: event.event_date });
    expect(await dayOf(event.venue, event.event_date)).toBeNull();
  });

  it('answers 409 with the count for an event with requests; dropRequests deletes it and its list', async () => {
    const event = await buildEvent(t.db);
    await addRequests(event.id, 2);
    const body = { establishmentId: event.venue.id, eventId: event.id };
    const refused = await call('delete-event', event.venue.owner, body);
    expect(refused.status).toBe(409);
    expect(refused.body.data).toEqual({ requestCount: 2 });
    expect((await dayOf(event.venue, event.event_date))?.requestCount).toBe(2);

    const confirmed = await call('delete-event', event.venue.owner, { ...body, dropRequests: true });
    expect(confirmed.status).toBe(200);
    expect(await dayOf(event.venue, event.event_date)).toBeNull();
    const entries = await t.db
      .selectFrom('event_list_entries')
      .select('user_id')
      .where('event_id', '=', event.id)
      .execute();
    expect(entries).toEqual([]);
  });

  it('answers 404 for an unknown event and 400 for ids that are not uuids', async () => {
    const venue = await buildVenue(t.db);
    expect((await call('delete-event', venue.owner, { establishmentId: venue.id, eventId: randomUUID() })).status).toBe(
      404,
    );
    expectFieldError(
      await call('delete-event', venue.owner, { establishmentId: venue.id, eventId: 'nope' }),
      'eventId',
    );
  });
});
