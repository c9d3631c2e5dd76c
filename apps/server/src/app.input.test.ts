import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlCharacterIssues, translate } from '@noite/shared';
import { imageWithExif, multipart, type UploadFile } from '../test/files.ts';
import { buildVenue, type SignedInUser } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';

/** Issue 12 part 3: bad input is a 400 naming its field, never a 500, and changes nothing. */
let t: TestApp;
let visitor: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  visitor = await t.signUpAndLogin();
});

afterAll(async () => {
  await t?.close();
});

const en = { language: 'en' };
const controlMessage = (language: 'en' | 'pt') => translate(language, 'validation.controlCharacters');
const fieldsOf = (body: { data: { errors: { field: string }[] } }) => body.data.errors.map((error) => error.field);

const home = (payload: Record<string, unknown>, headers: Record<string, string> = visitor.headers) =>
  t.request({ method: 'POST', url: '/api/v1/user/home', headers: { ...headers, ...en }, payload });

async function editProfile(user: SignedInUser, fields: Record<string, string>, file?: UploadFile) {
  const body = await multipart(fields, file);
  return { body, send: (payload = body.payload) => sendProfile(user, body.headers, payload) };
}

const sendProfile = (user: SignedInUser, headers: Record<string, string>, payload: Buffer) =>
  t.request({
    method: 'POST',
    url: '/api/v1/user/edit-profile',
    headers: { ...user.headers, ...headers, ...en },
    payload,
  });

const userName = async (id: string) =>
  (await t.db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;

describe('control characters', () => {
  it.each(['a\u0000b', 'bell\u0007', 'esc\u001b[31m', 'del\u007f', 'next line\u0085'])(
    'are refused in a JSON text (%j) with the field named',
    async (search) => {
      const { status, body } = await home({ latitude: -23.55, longitude: -46.63, search });
      expect(status).toBe(400);
      expect(body.data.errors).toEqual([{ field: 'search', message: controlMessage('en') }]);
    },
  );

  it('are said in the request language', async () => {
    const { status, body } = await t.request({
      method: 'POST',
      url: '/api/v1/user/home',
      headers: { ...visitor.headers, language: 'pt' },
      payload: { latitude: -23.55, longitude: -46.63, search: 'a\u0000b' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe(controlMessage('pt'));
  });

  it('are refused in an object key and in a query string', async () => {
    const key = await home({ latitude: -23.55, longitude: -46.63, ['x\u0000y']: 'z' });
    expect(key.status).toBe(400);
    expect(fieldsOf(key.body)).toEqual(['x\u0000y']);
    const query = await t.request({
      method: 'GET',
      url: '/api/v1/geo/search?q=sa%00o',
      headers: { ...visitor.headers, ...en },
    });
    expect(query.status).toBe(400);
    expect(fieldsOf(query.body)).toEqual(['q']);
  });

  it('leave tabs and line breaks to each field’s own rules', () => {
    expect(controlCharacterIssues({ about: 'line one\nline two\r\n\tindented' })).toEqual([]);
    expect(controlCharacterIssues({ items: ['ok', { deep: ['x\u0000'] }] })).toMatchObject([
      { path: ['items', 1, 'deep', 0], message: 'validation.controlCharacters' },
    ]);
    expect(controlCharacterIssues({ file: Buffer.from([0, 1, 2]) })).toEqual([]);
  });

  it('come after the token check: no token is still 401', async () => {
    const { status } = await home({ search: 'a\u0000b' }, {});
    expect(status).toBe(401);
  });

  it('are refused in a multipart field, and the profile stays as it was', async () => {
    const user = await t.signUpAndLogin();
    const before = await userName(user.id);
    const { send } = await editProfile(user, { name: 'Nome\u0000Novo', countryCode: '+55', phone: '11987654321' });
    const { status, body } = await send();
    expect(status).toBe(400);
    expect(fieldsOf(body)).toEqual(['name']);
    expect(await userName(user.id)).toBe(before);
  });
});

describe('broken multipart bodies', () => {
  it('a body cut short is a 400, not a 500, and changes nothing', async () => {
    const user = await t.signUpAndLogin();
    const before = await userName(user.id);
    const photo: UploadFile = {
      field: 'profileImage',
      filename: 'me.png',
      contentType: 'image/png',
      bytes: await imageWithExif('png', 400, 300),
    };
    const { body, send } = await editProfile(
      user,
      { name: 'Nome Novo', countryCode: '+55', phone: '11987654321' },
      photo,
    );
    const cut = await send(body.payload.subarray(0, Math.floor(body.payload.length / 2)));
    expect(cut.status).toBe(400);
    expect(cut.body).toMatchObject({ status: 400, message: translate('en', 'api.invalidInput'), data: null });
    expect(await userName(user.id)).toBe(before);
  });

  it('an empty file is refused by name, for a profile picture and a banner, and nothing is stored', async () => {
    const user = await t.signUpAndLogin();
    const empty = (field: string): UploadFile => ({
      field,
      filename: 'empty.png',
      contentType: 'image/png',
      bytes: Buffer.alloc(0),
    });
    const profile = await editProfile(
      user,
      { name: 'Nome Novo', countryCode: '+55', phone: '11987654321' },
      empty('profileImage'),
    );
    const answer = await profile.send();
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual([
      { field: 'profileImage', message: translate('en', 'validation.emptyFile') },
    ]);
    expect(await userName(user.id)).not.toBe('Nome Novo');

    const venue = await buildVenue(t.db);
    const banner = await multipart({ establishmentId: venue.id }, empty('banner'));
    const upload = await t.request({
      method: 'POST',
      url: '/api/v1/establishment/edit-banners',
      headers: { ...venue.owner.headers, ...banner.headers, ...en },
      payload: banner.payload,
    });
    expect(upload.status).toBe(400);
    expect(fieldsOf(upload.body)).toEqual(['banner']);
    expect(fs.existsSync(t.config.uploadsDir) ? fs.readdirSync(t.config.uploadsDir, { recursive: true }) : []).toEqual(
      [],
    );
  });
});
