import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@noite/shared';
import { imageWithExif, multipart } from '../../../test/files.ts';
import { buildUser, buildVenue, type BuiltVenue, type SignedInUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { startS3Server, type S3TestServer } from '../../../test/s3-server.ts';

const en = { language: 'en' };

let t: TestApp;
let s3: S3TestServer;
const prefix = `pictures-${randomUUID()}/`;

beforeAll(async () => {
  s3 = await startS3Server();
});

afterAll(async () => {
  await s3?.close();
});

let admin: SignedInUser;
let visitor: SignedInUser;
let otherOwner: SignedInUser;
let smallPng: Buffer;

describe.each(['disk', 's3'] as const)('pictures in the %s storage', (kind) => {
  beforeAll(async () => {
    t = await createTestApp({ env: kind === 's3' ? { STORAGE_URL: s3.storageUrl(prefix) } : {} });
    [admin, visitor, otherOwner, smallPng] = await Promise.all([
      buildUser(t.db, { type: 'admin' }),
      buildUser(t.db, { type: 'user' }),
      buildUser(t.db, { type: 'owner' }),
      imageWithExif('jpeg', 64, 48),
    ]);
  });

  afterAll(async () => {
    await t?.close();
  });

  type Caller = { headers: Record<string, string> } | null;

  async function upload(
    kind: 'add-logo' | 'edit-banners',
    caller: Caller,
    establishmentId: string,
    bytes: Buffer | null = smallPng,
    filename = 'photo.jpg',
  ) {
    const field = kind === 'add-logo' ? 'logo' : 'banner';
    const body = await multipart(
      { establishmentId },
      bytes ? { field, filename, contentType: 'image/jpeg', bytes } : undefined,
    );
    return t.request({
      method: 'POST',
      url: `/api/v1/establishment/${kind}`,
      headers: { ...caller?.headers, ...body.headers, ...en },
      payload: body.payload,
    });
  }

  function post(url: string, caller: Caller, payload: Record<string, unknown>) {
    return t.request({
      method: 'POST',
      url: `/api/v1/establishment/${url}`,
      headers: { ...caller?.headers, ...en },
      payload,
    });
  }

  async function details(venue: BuiltVenue) {
    const { status, body } = await post('details', venue.owner, { establishmentId: venue.id });
    expect(status).toBe(200);
    return body.data as { logo: string | null; banners: string[] };
  }

  /** The card of the venue on the owner's /main list. */
  async function homeCard(venue: BuiltVenue) {
    const { body } = await t.request({
      method: 'POST',
      url: '/api/v1/user/home',
      headers: venue.owner.headers,
      payload: { latitude: venue.latitude, longitude: venue.longitude },
    });
    return (body.data.items as { _id: string; image: string | null; logo: string | null }[]).find(
      (card) => card._id === venue.id,
    );
  }

  /** The stored bytes of a public path, from the folder or the bucket. */
  async function stored(publicPath: string): Promise<Buffer> {
    const found = await t.ctx.storage.read(publicPath);
    if (found?.status !== 200) throw new Error(`${publicPath} is not stored`);
    return buffer(found.body);
  }

  /** Every stored picture's public path. */
  async function storedFiles(): Promise<string[]> {
    if (t.ctx.storage.kind === 's3') return s3.list(prefix);
    const root = t.config.uploadsDir;
    if (!fs.existsSync(root)) return [];
    return fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/uploads/${path.relative(root, path.join(entry.parentPath, entry.name))}`)
      .sort();
  }

  /** Everything a rejected write must leave alone: the venue's row, its banners and the files. */
  async function snapshot(venueId: string) {
    const [venue, banners] = await Promise.all([
      t.db.selectFrom('establishments').selectAll().where('id', '=', venueId).executeTakeFirst(),
      t.db.selectFrom('banners').selectAll().where('establishment_id', '=', venueId).orderBy('position').execute(),
    ]);
    return { venue, banners, files: await storedFiles() };
  }

  async function addBanners(venue: BuiltVenue, count: number): Promise<string[]> {
    let banners: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const { status, body } = await upload('edit-banners', venue.owner, venue.id);
      expect(status, JSON.stringify(body)).toBe(200);
      banners = body.data.banners;
    }
    return banners;
  }

  /** An image padded (after PNG's end, which decoders ignore) to exactly `size` bytes. */
  async function pngOfSize(size: number): Promise<Buffer> {
    const png = await imageWithExif('png', 32, 32);
    return Buffer.concat([png, Buffer.alloc(size - png.length, 0)]);
  }

  describe('who may change a venue’s pictures', () => {
    const calls = {
      'add-logo': (caller: Caller, venue: BuiltVenue, id = venue.id) => upload('add-logo', caller, id),
      'edit-banners': (caller: Caller, venue: BuiltVenue, id = venue.id) => upload('edit-banners', caller, id),
      'delete-banners': async (caller: Caller, venue: BuiltVenue, id = venue.id) => {
        const [filePath] = await addBanners(venue, 1);
        return post('delete-banners', caller, { establishmentId: id, filePath });
      },
      'reorder-banners': async (caller: Caller, venue: BuiltVenue, id = venue.id) =>
        post('reorder-banners', caller, { establishmentId: id, banners: await addBanners(venue, 0) }),
    };

    it.each(Object.keys(calls) as (keyof typeof calls)[])(
      '%s: 401 without a token, 403 for a visitor and another owner, 404 unknown, 200 owner and admin',
      async (name) => {
        const call = calls[name];
        const statusFor = async (caller: Caller | 'owner', id?: string) => {
          const venue = await buildVenue(t.db);
          return (await call(caller === 'owner' ? venue.owner : caller, venue, id)).status;
        };
        expect({
          anonymous: await statusFor(null),
          visitor: await statusFor(visitor),
          otherOwner: await statusFor(otherOwner),
          owner: await statusFor('owner'),
          admin: await statusFor(admin),
          unknownVenue: await statusFor(admin, randomUUID()),
        }).toEqual({ anonymous: 401, visitor: 403, otherOwner: 403, owner: 200, admin: 200, unknownVenue: 404 });
      },
    );
  });

  describe('POST /establishment/add-logo', () => {
    it('stores the logo as <venueId>-<n>.webp without its metadata; details and the card show it', async () => {
      const venue = await buildVenue(t.db);
      const { status, body } = await upload('add-logo', venue.owner, venue.id, await imageWithExif('jpeg', 900, 600));
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body).toEqual({
        status: 200,
        message: translate('en', 'api.logoUpdated'),
        data: { logo: `/uploads/logos/${venue.id}-1.webp` },
      });
      expect((await details(venue)).logo).toBe(body.data.logo);
      expect((await homeCard(venue))?.logo).toBe(body.data.logo);
      const metadata = await sharp(await stored(body.data.logo)).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 341 });
      expect(metadata.exif).toBeUndefined();
      expect((await stored(body.data.logo)).includes('Secret')).toBe(false);
    });

    it('serves the picture under its /uploads URL, cached for good, with an ETag that answers 304', async () => {
      const venue = await buildVenue(t.db);
      const logo = (await upload('add-logo', venue.owner, venue.id)).body.data.logo as string;
      const served = await t.app.inject({ method: 'GET', url: logo });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=2592000, immutable');
      expect(served.rawPayload.equals(await stored(logo))).toBe(true);
      const etag = served.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await t.app.inject({ method: 'GET', url: logo, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      const missing = await t.app.inject({ method: 'GET', url: `/uploads/logos/${venue.id}-99.webp` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ status: 404 });
    });

    it('replacing the logo removes the old file and takes the next number', async () => {
      const venue = await buildVenue(t.db);
      const first = (await upload('add-logo', venue.owner, venue.id)).body.data.logo as string;
      const second = await upload('add-logo', admin, venue.id);
      expect(second.status).toBe(200);
      expect(second.body.data.logo).toBe(`/uploads/logos/${venue.id}-2.webp`);
      expect(await t.ctx.storage.exists(first)).toBe(false);
      expect(await t.ctx.storage.exists(second.body.data.logo)).toBe(true);
      expect((await details(venue)).logo).toBe(second.body.data.logo);
    });

    it('answers 400 listing the venue id and the missing file at once', async () => {
      const body = await multipart({ establishmentId: 'nope' });
      const { status, body: answer } = await t.request({
        method: 'POST',
        url: '/api/v1/establishment/add-logo',
        headers: { ...admin.headers, ...body.headers, ...en },
        payload: body.payload,
      });
      expect(status).toBe(400);
      expect(answer.data.errors).toEqual([
        { field: 'establishmentId', message: translate('en', 'validation.invalid') },
        { field: 'logo', message: translate('en', 'validation.imageRequired') },
      ]);
    });
  });

  describe('upload limits (the profile picture’s pipeline)', () => {
    it.each(['add-logo', 'edit-banners'] as const)('%s accepts an image of exactly 5,000,000 bytes', async (kind) => {
      const venue = await buildVenue(t.db);
      const { status, body } = await upload(kind, venue.owner, venue.id, await pngOfSize(5_000_000), 'exact.png');
      expect(status, JSON.stringify(body)).toBe(200);
    });

    it.each(['add-logo', 'edit-banners'] as const)(
      '%s answers 413 to 5,000,001 bytes and changes nothing on disk or in the database',
      async (kind) => {
        const venue = await buildVenue(t.db);
        await addBanners(venue, 1);
        const before = await snapshot(venue.id);
        const { status, body } = await upload(kind, venue.owner, venue.id, await pngOfSize(5_000_001), 'big.png');
        expect(status).toBe(413);
        expect(body).toEqual({ status: 413, message: translate('en', 'api.imageTooLarge'), data: null });
        expect(await snapshot(venue.id)).toEqual(before);
      },
    );

    it.each(['add-logo', 'edit-banners'] as const)(
      '%s answers 415 to a text file named .png and changes nothing',
      async (kind) => {
        const venue = await buildVenue(t.db);
        const before = await snapshot(venue.id);
        const text = Buffer.from('just some text\n'.repeat(50));
        const { status, body } = await upload(kind, venue.owner, venue.id, text, 'photo.png');
        expect(status).toBe(415);
        expect(body).toEqual({ status: 415, message: translate('en', 'api.notAnImage'), data: null });
        expect(await snapshot(venue.id)).toEqual(before);
      },
    );
  });

  describe('POST /establishment/edit-banners', () => {
    it('adds banners after the others; the first is the card picture on /user/home', async () => {
      const venue = await buildVenue(t.db);
      expect((await homeCard(venue))?.image).toBeNull();
      const first = await upload('edit-banners', venue.owner, venue.id, await imageWithExif('png', 2400, 1200));
      expect(first.status).toBe(200);
      const firstPath = `/uploads/banners/${venue.id}-1.webp`;
      expect(first.body).toEqual({
        status: 200,
        message: translate('en', 'api.bannerAdded'),
        data: { path: firstPath, banners: [firstPath] },
      });
      expect(await sharp(await stored(firstPath)).metadata()).toMatchObject({
        format: 'webp',
        width: 1920,
        height: 960,
      });
      const second = await upload('edit-banners', admin, venue.id);
      const secondPath = `/uploads/banners/${venue.id}-2.webp`;
      expect(second.body.data).toEqual({ path: secondPath, banners: [firstPath, secondPath] });
      expect((await details(venue)).banners).toEqual([firstPath, secondPath]);
      expect((await homeCard(venue))?.image).toBe(firstPath);
    });

    it('refuses a 6th banner with a clear message, storing nothing', async () => {
      const venue = await buildVenue(t.db);
      await addBanners(venue, 5);
      const before = await snapshot(venue.id);
      const { status, body } = await upload('edit-banners', venue.owner, venue.id);
      expect(status).toBe(400);
      const message = translate('en', 'validation.bannersFull');
      expect(body).toEqual({ status: 400, message, data: { errors: [{ field: 'banner', message }] } });
      expect(await snapshot(venue.id)).toEqual(before);
    });

    it('never gives a number twice, even after a delete (logos and banners share the count)', async () => {
      const venue = await buildVenue(t.db);
      const [one, two] = await addBanners(venue, 2);
      expect([one, two]).toEqual([`/uploads/banners/${venue.id}-1.webp`, `/uploads/banners/${venue.id}-2.webp`]);
      expect((await post('delete-banners', venue.owner, { establishmentId: venue.id, filePath: two })).status).toBe(
        200,
      );
      const next = await upload('edit-banners', venue.owner, venue.id);
      expect(next.body.data.path).toBe(`/uploads/banners/${venue.id}-3.webp`);
      const logo = await upload('add-logo', venue.owner, venue.id);
      expect(logo.body.data.logo).toBe(`/uploads/logos/${venue.id}-4.webp`);
    });
  });

  describe('POST /establishment/delete-banners', () => {
    it('removes the banner and its file; the card moves to the next banner', async () => {
      const venue = await buildVenue(t.db);
      const [one, two] = await addBanners(venue, 2);
      const { status, body } = await post('delete-banners', venue.owner, { establishmentId: venue.id, filePath: one });
      expect(status).toBe(200);
      expect(body).toEqual({ status: 200, message: translate('en', 'api.bannerDeleted'), data: { banners: [two] } });
      expect(await t.ctx.storage.exists(one!)).toBe(false);
      expect((await details(venue)).banners).toEqual([two]);
      expect((await homeCard(venue))?.image).toBe(two);
      await post('delete-banners', venue.owner, { establishmentId: venue.id, filePath: two });
      expect((await homeCard(venue))?.image).toBeNull();
    });

    it('answers 404 for a path that is not one of this venue’s banners, and keeps the other venue’s file', async () => {
      const [venue, other] = await Promise.all([buildVenue(t.db), buildVenue(t.db)]);
      const [othersBanner] = await addBanners(other, 1);
      const before = await snapshot(venue.id);
      for (const filePath of [othersBanner, '/uploads/banners/unknown.webp']) {
        const { status } = await post('delete-banners', venue.owner, { establishmentId: venue.id, filePath });
        expect(status).toBe(404);
      }
      expect(await snapshot(venue.id)).toEqual(before);
      expect(await t.ctx.storage.exists(othersBanner!)).toBe(true);
    });

    it('answers 400 without a file path', async () => {
      const venue = await buildVenue(t.db);
      const { status, body } = await post('delete-banners', venue.owner, { establishmentId: venue.id, filePath: '' });
      expect(status).toBe(400);
      expect(body.data.errors).toEqual([{ field: 'filePath', message: translate('en', 'validation.required') }]);
    });
  });

  describe('POST /establishment/reorder-banners', () => {
    it('saves the new order; details and the card follow the first banner', async () => {
      const venue = await buildVenue(t.db);
      const [one, two, three] = await addBanners(venue, 3);
      const order = [three, one, two];
      const { status, body } = await post('reorder-banners', venue.owner, {
        establishmentId: venue.id,
        banners: order,
      });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body).toEqual({ status: 200, message: translate('en', 'api.bannersReordered'), data: { banners: order } });
      expect((await details(venue)).banners).toEqual(order);
      expect((await homeCard(venue))?.image).toBe(three);
      // A banner added later goes last.
      const [four] = (await addBanners(venue, 1)).slice(-1);
      expect((await details(venue)).banners).toEqual([...order, four]);
    });

    it('answers 400 on banners unless the list is exactly the venue’s banners, changing nothing', async () => {
      const venue = await buildVenue(t.db);
      const [one, two] = await addBanners(venue, 2);
      const before = await snapshot(venue.id);
      const message = translate('en', 'validation.bannerOrder');
      for (const banners of [
        [one],
        [one, two, '/uploads/banners/x.webp'],
        [one, one],
        [two, '/uploads/banners/x.webp'],
        [],
      ]) {
        const { status, body } = await post('reorder-banners', venue.owner, { establishmentId: venue.id, banners });
        expect(status, JSON.stringify(banners)).toBe(400);
        expect(body.data.errors).toEqual([{ field: 'banners', message }]);
      }
      const six = Array.from({ length: 6 }, (_, index) => `/uploads/banners/${index}.webp`);
      const tooMany = await post('reorder-banners', venue.owner, { establishmentId: venue.id, banners: six });
      expect(tooMany.body.data.errors).toEqual([{ field: 'banners', message }]);
      expect(await snapshot(venue.id)).toEqual(before);
    });
  });
});
