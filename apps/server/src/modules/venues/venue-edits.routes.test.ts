import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_BRANDS, MEAL_BRANDS, translate } from '@noite/shared';
import { expectAccess } from '../../../test/access.ts';
import { buildUser, buildVenue, type BuiltVenue, type SignedInUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

/*
 * The owner's edits of about/contacts, wifi and payment methods (spec §5 "About / contacts", "Wifi", §7): who may
 * call them, every rule at its boundary, and what `details` shows afterwards (never trusted from the write's answer).
 */
let t: TestApp;
let venue: BuiltVenue;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  [venue, admin] = await Promise.all([buildVenue(t.db), buildUser(t.db, { type: 'admin' })]);
});

afterAll(async () => {
  await t?.close();
});

function call(path: string, user: SignedInUser | null, payload: Record<string, unknown>, language = 'en') {
  return t.request({
    method: 'POST',
    url: `/api/v1/establishment/${path}`,
    headers: { language, ...(user ? user.headers : {}) },
    payload,
  });
}

/** The venue as `details` shows it to its owner. */
async function details(venueId = venue.id, owner = venue.owner) {
  const answer = await call('details', owner, { establishmentId: venueId });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const message = (key: string) => translate('en', key);

/** Sends `payload` (valid except for one field) and expects 400 on `field` with `key`'s message, nothing changed. */
async function expectRefused(path: string, payload: Record<string, unknown>, field: string, key: string) {
  const before = await details();
  const answer = await call(path, venue.owner, payload);
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.data.errors).toEqual([{ field, message: message(key) }]);
  expect(await details()).toEqual(before);
}

const chars = (length: number, char = 'a') => char.repeat(length);
const digits = (length: number) => '9'.repeat(length);
/** An http(s) link of exactly `length` characters. */
const link = (length: number) => `https://instagram.com/${chars(length - 'https://instagram.com/'.length)}`;

// ---------------------------------------------------------------- edit-about

function aboutBody(overrides: Record<string, unknown> = {}, establishmentId = venue.id) {
  return {
    establishmentId,
    text: 'Samba ao vivo de quinta a sábado.\nCozinha aberta até meia-noite.',
    phone1: '(11) 98765-4321',
    phone2: '1133334444',
    isPhone1: true,
    isPhone2: false,
    instagram: 'https://instagram.com/barteste',
    facebook: 'https://facebook.com/barteste',
    ...overrides,
  };
}

describe('POST /establishment/edit-about', () => {
  it('saves the about text and contacts; details shows them (phones as digits)', async () => {
    const answer = await call('edit-about', venue.owner, aboutBody());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('About and contacts updated successfully.');
    const expected = {
      text: 'Samba ao vivo de quinta a sábado.\nCozinha aberta até meia-noite.',
      phone1: '11987654321',
      phone2: '1133334444',
      isPhone1: true,
      isPhone2: false,
      instagram: 'https://instagram.com/barteste',
      facebook: 'https://facebook.com/barteste',
    };
    expect(answer.body.data).toEqual(expected);
    expect((await details()).about).toEqual(expected);
    // A visitor sees the same.
    const visitor = await buildUser(t.db, { type: 'user' });
    expect((await details(venue.id, visitor)).about).toEqual(expected);
  });

  it('answers in Portuguese', async () => {
    const answer = await call('edit-about', venue.owner, aboutBody(), 'pt');
    expect(answer.body.message).toBe(translate('pt', 'api.aboutUpdated'));
  });

  it('clears the optional second phone and links when left empty; no WhatsApp flag without a second phone', async () => {
    const answer = await call(
      'edit-about',
      venue.owner,
      aboutBody({ phone2: '', isPhone2: true, instagram: '', facebook: null }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await details()).about).toMatchObject({ phone2: null, isPhone2: false, instagram: null, facebook: null });
  });

  it('lists every invalid field at once and changes nothing', async () => {
    const before = await details();
    const answer = await call(
      'edit-about',
      venue.owner,
      aboutBody({ text: 'ab', phone1: '123', phone2: '1'.repeat(16), instagram: 'instagram.com/x', facebook: ' x' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual([
      { field: 'text', message: message('validation.aboutTextMin') },
      { field: 'phone1', message: message('validation.phoneMin') },
      { field: 'phone2', message: message('validation.phoneMax') },
      { field: 'instagram', message: message('validation.socialLinkUrl') },
      { field: 'facebook', message: message('validation.leadingSpace') },
    ]);
    expect(await details()).toEqual(before);
  });

  it.each([
    ['text', chars(3)],
    ['text', chars(1000)],
    ['text', 'Ok\n\nwith lines'],
    ['phone1', digits(8)],
    ['phone1', digits(15)],
    ['phone2', digits(8)],
    ['phone2', digits(15)],
    ['instagram', link(30)],
    ['instagram', 'http://a.co'],
    ['facebook', 'https://fb.me/bar'],
    ['facebook', link(30)],
  ])('accepts %s = %j at the limit', async (field, value) => {
    const answer = await call('edit-about', venue.owner, aboutBody({ [field]: value }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const shown = (await details()).about[field];
    expect(shown).toBe(value);
  });

  it.each([
    ['text', chars(2), 'validation.aboutTextMin'],
    ['text', chars(1001), 'validation.aboutTextMax'],
    ['text', '\nabc', 'validation.leadingBlank'],
    ['text', ' abc', 'validation.leadingBlank'],
    ['text', '', 'validation.required'],
    ['phone1', digits(7), 'validation.phoneMin'],
    ['phone1', digits(16), 'validation.phoneMax'],
    ['phone1', '', 'validation.phoneRequired'],
    ['phone1', '1198765abcd', 'validation.phoneDigits'],
    ['phone2', digits(7), 'validation.phoneMin'],
    ['phone2', digits(16), 'validation.phoneMax'],
    ['instagram', link(31), 'validation.socialLinkMax'],
    ['instagram', 'ab', 'validation.socialLinkMin'],
    ['instagram', 'instagram.com/bar', 'validation.socialLinkUrl'],
    ['instagram', 'ftp://a.co/bar', 'validation.socialLinkUrl'],
    ['instagram', ' https://a.co', 'validation.leadingSpace'],
    ['facebook', link(31), 'validation.socialLinkMax'],
    ['facebook', 'javascript:alert(1)', 'validation.socialLinkUrl'],
    ['isPhone1', 'yes', 'validation.invalid'],
  ])('refuses %s = %j with 400 on the field', (field, value, key) =>
    expectRefused('edit-about', aboutBody({ [field]: value }), field, key),
  );

  it('owner of the venue or admin; 401 without a token, 403 visitor and another owner, 404 unknown venue', () =>
    expectAccess(
      t,
      { method: 'POST', url: '/establishment/edit-about', body: ({ venueId }) => aboutBody({}, venueId) },
      { anonymous: 401, visitor: 403, owner: 200, otherOwner: 403, admin: 200, unknownVenue: 404 },
    ));

  it("an admin's edit shows on details; another owner's refused edit changes nothing", async () => {
    const otherOwner = await buildUser(t.db, { type: 'owner' });
    const before = await details();
    const refused = await call('edit-about', otherOwner, aboutBody({ text: 'Not mine' }));
    expect(refused.status).toBe(403);
    expect(await details()).toEqual(before);

    const byAdmin = await call('edit-about', admin, aboutBody({ text: 'Edited by the admin' }));
    expect(byAdmin.status).toBe(200);
    expect((await details()).about.text).toBe('Edited by the admin');
  });
});

// ---------------------------------------------------------------- add-wifi

function wifiBody(overrides: Record<string, unknown> = {}, establishmentId = venue.id) {
  return {
    establishmentId,
    wifi: { name: 'Bar Teste Clientes', description: 'Rede para clientes', password: 'samba 2026', ...overrides },
  };
}

describe('POST /establishment/add-wifi', () => {
  it('sets the wifi; details shows it (the password as typed, spaces kept)', async () => {
    const answer = await call('add-wifi', venue.owner, wifiBody());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Wi-Fi updated successfully.');
    const expected = { name: 'Bar Teste Clientes', description: 'Rede para clientes', password: 'samba 2026' };
    expect(answer.body.data).toEqual(expected);
    expect((await details()).wifi).toEqual(expected);
    expect((await call('add-wifi', venue.owner, wifiBody(), 'pt')).body.message).toBe(
      translate('pt', 'api.wifiUpdated'),
    );
  });

  it('replaces an existing wifi', async () => {
    await call('add-wifi', venue.owner, wifiBody());
    await call('add-wifi', venue.owner, wifiBody({ name: 'Nova rede', password: 'x' }));
    expect((await details()).wifi).toEqual({ name: 'Nova rede', description: 'Rede para clientes', password: 'x' });
  });

  it.each([
    ['name', chars(3)],
    ['name', chars(30)],
    ['description', chars(3)],
    ['description', chars(150)],
    ['password', chars(1)],
    ['password', chars(20)],
  ])('accepts wifi.%s of %j at the limit', async (field, value) => {
    const answer = await call('add-wifi', venue.owner, wifiBody({ [field]: value }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await details()).wifi[field]).toBe(value);
  });

  it.each([
    ['name', chars(2), 'validation.wifiNameMin'],
    ['name', chars(31), 'validation.wifiNameMax'],
    ['name', ' Rede', 'validation.leadingSpace'],
    ['name', '', 'validation.required'],
    ['description', chars(2), 'validation.wifiDescriptionMin'],
    ['description', chars(151), 'validation.wifiDescriptionMax'],
    ['description', '', 'validation.required'],
    ['password', '', 'validation.required'],
    ['password', chars(21), 'validation.wifiPasswordMax'],
  ])('refuses wifi.%s = %j with 400 on the field', (field, value, key) =>
    expectRefused('add-wifi', wifiBody({ [field]: value }), `wifi.${field}`, key),
  );

  it('refuses a missing wifi and a missing password', async () => {
    const missing = await call('add-wifi', venue.owner, { establishmentId: venue.id });
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors.map((error: { field: string }) => error.field)).toEqual(['wifi']);
    const { password: _password, ...withoutPassword } = wifiBody().wifi;
    await expectRefused(
      'add-wifi',
      { establishmentId: venue.id, wifi: withoutPassword },
      'wifi.password',
      'validation.required',
    );
  });

  it('owner of the venue or admin; 401 without a token, 403 visitor and another owner, 404 unknown venue', () =>
    expectAccess(
      t,
      { method: 'POST', url: '/establishment/add-wifi', body: ({ venueId }) => wifiBody({}, venueId) },
      { anonymous: 401, visitor: 403, owner: 200, otherOwner: 403, admin: 200, unknownVenue: 404 },
    ));
});

// ---------------------------------------------------------------- edit-payment

function paymentBody(overrides: Record<string, unknown> = {}, establishmentId = venue.id) {
  return {
    establishmentId,
    creditCards: ['visa', 'master'],
    debitCards: ['elo'],
    meals: ['alelo'],
    pix: true,
    picPay: false,
    ...overrides,
  };
}

describe('POST /establishment/edit-payment', () => {
  it('saves the brands, Pix and PicPay; details shows them', async () => {
    const answer = await call('edit-payment', venue.owner, paymentBody());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Payment methods updated successfully.');
    const expected = {
      creditCards: ['master', 'visa'],
      debitCards: ['elo'],
      meals: ['alelo'],
      pix: true,
      picPay: false,
    };
    expect(answer.body.data).toEqual(expected);
    const shown = await details();
    expect({
      creditCards: shown.creditCards,
      debitCards: shown.debitCards,
      meals: shown.meals,
      pix: shown.pix,
      picPay: shown.picPay,
    }).toEqual(expected);
    expect((await call('edit-payment', venue.owner, paymentBody(), 'pt')).body.message).toBe(
      translate('pt', 'api.paymentUpdated'),
    );
  });

  it("accepts every brand of the spec's lists, removes duplicates and keeps the lists' order", async () => {
    const answer = await call(
      'edit-payment',
      venue.owner,
      paymentBody({
        creditCards: [...CARD_BRANDS].reverse(),
        debitCards: ['visa', 'visa', 'elo', 'visa'],
        meals: [...MEAL_BRANDS, ...MEAL_BRANDS],
        picPay: true,
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const shown = await details();
    expect(shown.creditCards).toEqual([...CARD_BRANDS]);
    expect(shown.debitCards).toEqual(['elo', 'visa']);
    expect(shown.meals).toEqual([...MEAL_BRANDS]);
    expect(shown.picPay).toBe(true);
  });

  it('clears every method with empty lists and false flags', async () => {
    const answer = await call(
      'edit-payment',
      venue.owner,
      paymentBody({ creditCards: [], debitCards: [], meals: [], pix: false, picPay: false }),
    );
    expect(answer.status).toBe(200);
    const shown = await details();
    expect([shown.creditCards, shown.debitCards, shown.meals, shown.pix, shown.picPay]).toEqual([
      [],
      [],
      [],
      false,
      false,
    ]);
  });

  it.each([
    ['creditCards', ['visa', 'bitcoin']],
    ['creditCards', ['mastercard']],
    ['debitCards', ['alelo']],
    ['meals', ['visa']],
    ['meals', ['vr']],
  ])('refuses an unknown brand in %s (%j) with 400 on the field', (field, value) =>
    expectRefused('edit-payment', paymentBody({ [field]: value }), field, 'validation.brandUnknown'),
  );

  it('refuses a flag that is not a boolean and a list that is not a list', async () => {
    await expectRefused('edit-payment', paymentBody({ pix: 'yes' }), 'pix', 'validation.invalid');
    await expectRefused('edit-payment', paymentBody({ meals: 'alelo' }), 'meals', 'validation.invalid');
  });

  it('owner of the venue or admin; 401 without a token, 403 visitor and another owner, 404 unknown venue', () =>
    expectAccess(
      t,
      { method: 'POST', url: '/establishment/edit-payment', body: ({ venueId }) => paymentBody({}, venueId) },
      { anonymous: 401, visitor: 403, owner: 200, otherOwner: 403, admin: 200, unknownVenue: 404 },
    ));
});
