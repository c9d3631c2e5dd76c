import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccess } from '../../../test/access.ts';
import { buildEvent, buildUser, buildVenue, insertEvent, type SignedInUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { addDays } from '../../lib/time.ts';
import { searchWords } from './door-list.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const call = (path: string, user: SignedInUser | null, payload: Record<string, unknown>, language = 'en') =>
  t.request({
    method: 'POST',
    url: `/api/v1/establishment/${path}`,
    headers: { language, ...(user ? user.headers : {}) },
    payload,
  });

const requestList = (user: SignedInUser | null, payload: Record<string, unknown>) =>
  call('event-request-list', user, payload);
const accept = (user: SignedInUser | null, payload: Record<string, unknown>) =>
  call('accept-join-request', user, payload);

const join = (visitor: SignedInUser, eventId: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/user/event-join-request',
    headers: visitor.headers,
    payload: { eventId, join: true },
  });

const fieldsOf = (body: { data: { errors: { field: string }[] } }) => body.data.errors.map((error) => error.field);

/** An event today with a list that three visitors asked to join, through the API. */
async function listWithThreeVisitors() {
  const event = await buildEvent(t.db);
  const joao = await buildUser(t.db, {
    name: 'João Silva',
    email: `joao.${randomUUID()}@example.com`,
    phone: '11987650001',
  });
  const maria = await buildUser(t.db, {
    name: 'Maria Souza',
    email: `maria.${randomUUID()}@example.com`,
    phone: '21912340002',
  });
  const ana = await buildUser(t.db, {
    name: 'Ângela Dias',
    email: `angela.${randomUUID()}@example.com`,
    phone: '31955550003',
  });
  for (const visitor of [maria, joao, ana]) expect((await join(visitor, event.id)).status).toBe(200);
  return {
    event,
    owner: event.venue.owner,
    joao,
    maria,
    ana,
    body: { establishmentId: event.venue.id, eventDate: event.event_date },
  };
}

describe('POST /establishment/event-request-list', () => {
  it('answers the day’s event with everyone who asked, by name accent-free, and the counts', async () => {
    const { event, owner, joao, maria, ana, body } = await listWithThreeVisitors();
    const answer = await requestList(owner, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Name list loaded.');
    expect(answer.body.data).toEqual({
      _id: event.id,
      users: [
        {
          _id: ana.id,
          name: 'Ângela Dias',
          email: ana.email,
          countryCode: '+55',
          phone: '31955550003',
          accepted: false,
        },
        {
          _id: joao.id,
          name: 'João Silva',
          email: joao.email,
          countryCode: '+55',
          phone: '11987650001',
          accepted: false,
        },
        {
          _id: maria.id,
          name: 'Maria Souza',
          email: maria.email,
          countryCode: '+55',
          phone: '21912340002',
          accepted: false,
        },
      ],
      total: 3,
      accepted: 0,
    });
  });

  it('finds partial names without accents or case, e-mail pieces and phone digits; the counts stay the whole list', async () => {
    const { owner, joao, maria, ana, body } = await listWithThreeVisitors();
    const found = async (search: string) => {
      const answer = await requestList(owner, { ...body, search });
      expect(answer.status, search).toBe(200);
      expect(answer.body.data.total).toBe(3);
      return answer.body.data.users.map((user: { _id: string }) => user._id);
    };
    expect(await found('joao')).toEqual([joao.id]);
    expect(await found('JOÃO')).toEqual([joao.id]);
    expect(await found('oã')).toEqual([joao.id]);
    expect(await found('angela')).toEqual([ana.id]);
    expect(await found('silva jo')).toEqual([joao.id]);
    expect(await found('souz')).toEqual([maria.id]);
    expect(await found('maria.')).toEqual([maria.id]);
    expect(await found('91234')).toEqual([maria.id]);
    expect(await found('(21) 91234-0002')).toEqual([maria.id]);
    expect(await found('a')).toEqual([ana.id, joao.id, maria.id]);
    expect(await found('%')).toEqual([ana.id, joao.id, maria.id]); // nothing to look for: everyone
    expect(await found('_ilva')).toEqual([]); // a LIKE wildcard is a plain character
    expect(await found('pedro')).toEqual([]);
    expect(await found('')).toEqual([ana.id, joao.id, maria.id]);
  });

  it('finds people by the name and phone they have now, after changing them since they asked', async () => {
    const { owner, joao, body } = await listWithThreeVisitors();
    await t.db
      .updateTable('users')
      .set({ name: 'Joãozinho Pereira', phone: '11911112222' })
      .where('id', '=', joao.id)
      .execute();
    const found = async (search: string) => {
      const answer = await requestList(owner, { ...body, search });
      expect(answer.status, search).toBe(200);
      return answer.body.data.users.map((user: { _id: string; name: string }) => `${user._id} ${user.name}`);
    };
    expect(await found('joaozinho per')).toEqual([`${joao.id} Joãozinho Pereira`]);
    expect(await found('11112222')).toEqual([`${joao.id} Joãozinho Pereira`]);
    expect(await found('silva')).toEqual([]);
  });

  it('answers _id null and nobody on a day without an event', async () => {
    const venue = await buildVenue(t.db);
    const answer = await requestList(venue.owner, { establishmentId: venue.id, eventDate: '2030-01-01' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ _id: null, users: [], total: 0, accepted: 0 });
  });

  it('reads the event of the venue’s local day', async () => {
    const { body, owner } = await listWithThreeVisitors();
    const nextDay = await requestList(owner, { ...body, eventDate: addDays(body.eventDate, 1) });
    expect(nextDay.body.data._id).toBeNull();
    const other = await insertEvent(t.db, body.establishmentId, addDays(body.eventDate, 1));
    expect((await requestList(owner, { ...body, eventDate: addDays(body.eventDate, 1) })).body.data._id).toBe(other.id);
  });

  it('lets the owner and admins in, nobody else', async () => {
    await expectAccess(
      t,
      {
        method: 'POST',
        url: '/establishment/event-request-list',
        body: ({ venueId }) => ({ establishmentId: venueId, eventDate: '2030-01-01' }),
      },
      { anonymous: 401, visitor: 403, owner: 200, otherOwner: 403, admin: 200, unknownVenue: 404 },
    );
  });

  it('checks every field at its boundary and names each invalid one', async () => {
    const venue = await buildVenue(t.db);
    const base = { establishmentId: venue.id, eventDate: '2030-01-01' };
    expect((await requestList(venue.owner, { ...base, search: 'x'.repeat(100) })).status).toBe(200);
    const long = await requestList(venue.owner, { ...base, search: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(fieldsOf(long.body)).toEqual(['search']);
    const leading = await requestList(venue.owner, { ...base, search: ' joao' });
    expect(fieldsOf(leading.body)).toEqual(['search']);
    expect(leading.body.data.errors[0].message).toBe('Search must not start with a space.');
    for (const eventDate of ['2030-02-30', '01/01/2030', '2030-1-1', '', 20300101]) {
      const answer = await requestList(venue.owner, { ...base, eventDate });
      expect(answer.status, String(eventDate)).toBe(400);
      expect(fieldsOf(answer.body)).toEqual(['eventDate']);
    }
    expect((await requestList(venue.owner, { ...base, eventDate: '2028-02-29' })).status).toBe(200);
    const everything = await requestList(venue.owner, { establishmentId: 'nope', eventDate: 'x', search: ' ' });
    expect(everything.status).toBe(400);
    expect(fieldsOf(everything.body).sort()).toEqual(['establishmentId', 'eventDate', 'search']);
  });
});

describe('POST /establishment/accept-join-request', () => {
  it('confirms a person, once however often it is sent, and the list then holds the confirmation', async () => {
    const { event, owner, joao, maria, body } = await listWithThreeVisitors();
    const first = await accept(owner, { eventId: event.id, userId: joao.id });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe('Presence confirmed.');
    const entry = {
      _id: joao.id,
      name: 'João Silva',
      email: joao.email,
      countryCode: '+55',
      phone: '11987650001',
      accepted: true,
    };
    expect(first.body.data).toEqual(entry);
    const again = await accept(owner, { eventId: event.id, userId: joao.id });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(entry);

    const list = await requestList(owner, { ...body, search: 'joao' });
    expect(list.body.data.users).toEqual([entry]);
    expect(list.body.data).toMatchObject({ total: 3, accepted: 1 });
    const rows = await t.db.selectFrom('event_list_entries').selectAll().where('event_id', '=', event.id).execute();
    expect(rows).toHaveLength(3);
    // The venue page still counts three requests, and the visitor is still on the list.
    const details = await call('details', owner, { establishmentId: body.establishmentId });
    const today = details.body.data.events.find((day: { date: string }) => day.date === body.eventDate);
    expect(today.event.requestCount).toBe(3);
    expect(today.event).toMatchObject({ isExist: false, isAccepted: false });
    // Each visitor reads their own place back: João confirmed, Maria still waiting, a stranger on no list.
    const placeOf = async (user: SignedInUser) => {
      const seen = await call('details', user, { establishmentId: body.establishmentId });
      expect(seen.status).toBe(200);
      const { isExist, isAccepted } = seen.body.data.events.find(
        (day: { date: string }) => day.date === body.eventDate,
      ).event;
      return { isExist, isAccepted };
    };
    expect(await placeOf(joao)).toEqual({ isExist: true, isAccepted: true });
    expect(await placeOf(maria)).toEqual({ isExist: true, isAccepted: false });
    expect(await placeOf(await buildUser(t.db))).toEqual({ isExist: false, isAccepted: false });
  });

  it('starts a visitor who leaves and joins again unconfirmed', async () => {
    const { event, owner, joao, body } = await listWithThreeVisitors();
    expect((await accept(owner, { eventId: event.id, userId: joao.id })).status).toBe(200);
    const leave = await t.request({
      method: 'POST',
      url: '/api/v1/user/event-join-request',
      headers: joao.headers,
      payload: { eventId: event.id, join: false },
    });
    expect(leave.status).toBe(200);
    expect((await join(joao, event.id)).status).toBe(200);
    const seen = await call('details', joao, { establishmentId: body.establishmentId });
    expect(seen.body.data.events.find((day: { date: string }) => day.date === body.eventDate).event).toMatchObject({
      isExist: true,
      isAccepted: false,
    });
  });

  it('answers 404 for an unknown event and for someone not on the list, changing nothing', async () => {
    const { event, owner, maria } = await listWithThreeVisitors();
    const stranger = await buildUser(t.db);
    expect((await accept(owner, { eventId: randomUUID(), userId: maria.id })).status).toBe(404);
    expect((await accept(owner, { eventId: event.id, userId: stranger.id })).status).toBe(404);
    expect((await accept(owner, { eventId: event.id, userId: randomUUID() })).status).toBe(404);
    const rows = await t.db.selectFrom('event_list_entries').selectAll().where('event_id', '=', event.id).execute();
    expect(rows.map((row) => row.accepted)).toEqual([false, false, false]);
  });

  it('lets the owner and admins confirm; 401 without a token, 403 for visitors and other owners, who change nothing', async () => {
    const { event, owner, joao, maria, ana } = await listWithThreeVisitors();
    const otherOwner = await buildUser(t.db, { type: 'owner' });
    const admin = await buildUser(t.db, { type: 'admin' });
    expect((await accept(null, { eventId: event.id, userId: joao.id })).status).toBe(401);
    expect((await accept(joao, { eventId: event.id, userId: joao.id })).status).toBe(403);
    expect((await accept(otherOwner, { eventId: event.id, userId: joao.id })).status).toBe(403);
    const rows = await t.db
      .selectFrom('event_list_entries')
      .select('accepted')
      .where('event_id', '=', event.id)
      .execute();
    expect(rows.every((row) => !row.accepted)).toBe(true);
    expect((await accept(admin, { eventId: event.id, userId: maria.id })).status).toBe(200);
    expect((await accept(owner, { eventId: event.id, userId: ana.id })).status).toBe(200);
  });

  it('names every invalid field', async () => {
    const owner = await buildUser(t.db, { type: 'owner' });
    const answer = await accept(owner, { eventId: 'x', userId: 42 });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body).sort()).toEqual(['eventId', 'userId']);
    expect(fieldsOf((await accept(owner, {})).body).sort()).toEqual(['eventId', 'userId']);
  });
});

describe('searchWords', () => {
  it('keeps the letters, digits and e-mail characters of each word, and a phone’s digits', () => {
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('João  Silva')).toEqual(['joao', 'silva']);
    expect(searchWords('ÂNGELA Straße')).toEqual(['angela', 'strasse']);
    expect(searchWords('joao.silva@ex')).toEqual(['joao.silva@ex']);
    expect(searchWords('(11) 98765-4321')).toEqual(['11', '987654321']);
    expect(searchWords('+55 11 98765')).toEqual(['55', '11', '98765']);
    expect(searchWords('50%')).toEqual(['50']);
  });
});
