import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../test/s3-server.ts';
import { loadConfig } from '../config.ts';
import { createDiskStorage, NameTakenError, openStorage, parseS3Url, type Storage } from './storage.ts';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-storage-'));
const root = path.join(base, 'uploads');
let s3: S3TestServer;

beforeAll(async () => {
  s3 = await startS3Server();
});

afterAll(async () => {
  await s3?.close();
  fs.rmSync(base, { recursive: true, force: true });
});

async function contents(storage: Storage, publicPath: string): Promise<string | undefined> {
  const stored = await storage.read(publicPath);
  if (!stored) return undefined;
  if (stored.status !== 200) throw new Error(`expected the bytes, got ${stored.status}`);
  return text(stored.body);
}

describe.each([
  { kind: 'disk', open: async () => createDiskStorage(root) },
  {
    kind: 's3',
    open: async () =>
      openStorage(loadConfig({ STORAGE_URL: s3.storageUrl(`run-${randomBytes(4).toString('hex')}/`), DATA_DIR: base })),
  },
])('$kind storage', ({ kind, open }) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await open();
    expect(storage.kind).toBe(kind);
  });

  it('saves under a random name and answers the public /uploads path', async () => {
    const publicPath = await storage.save('profiles', Buffer.from('abc'), 'webp');
    expect(publicPath).toMatch(/^\/uploads\/profiles\/[0-9a-f-]{36}\.webp$/);
    expect(await contents(storage, publicPath)).toBe('abc');
    expect(await storage.exists(publicPath)).toBe(true);
    expect(await storage.save('profiles', Buffer.from('abc'), 'webp')).not.toBe(publicPath);
  });

  it('saves under a given name, never overwriting, and refuses unsafe names', async () => {
    const venueId = '0b6f3c52-6a8e-4d8e-9a43-2f0d7a1c9e11';
    const publicPath = await storage.save('banners', Buffer.from('one'), 'webp', `${venueId}-1`);
    expect(publicPath).toBe(`/uploads/banners/${venueId}-1.webp`);
    await expect(storage.save('banners', Buffer.from('two'), 'webp', `${venueId}-1`)).rejects.toBeInstanceOf(
      NameTakenError,
    );
    expect(await contents(storage, publicPath)).toBe('one');
    for (const name of ['../escape', 'a/b', '', '-dash', 'x'.repeat(101)]) {
      await expect(storage.save('banners', Buffer.from('x'), 'webp', name)).rejects.toThrow(/Unsafe/);
    }
    await expect(storage.save('../up', Buffer.from('x'), 'webp', 'fine')).rejects.toThrow(/Unsafe/);
  });

  it('answers the content type, the length and a validator; an unknown or foreign path is not found', async () => {
    const publicPath = await storage.save('logos', Buffer.from('webp bytes'), 'webp');
    const stored = await storage.read(publicPath);
    expect(stored).toMatchObject({ status: 200, contentType: 'image/webp', contentLength: 10 });
    if (stored?.status === 200) stored.body.destroy();
    if (kind === 's3') {
      const etag = stored?.etag;
      expect(etag).toMatch(/^"[0-9a-f]+"$/);
      expect(await storage.read(publicPath, { ifNoneMatch: etag })).toMatchObject({ status: 304 });
    }
    for (const missing of ['/uploads/logos/nothing.webp', '/uploads/../x.webp', '/etc/passwd', '/uploads/logos']) {
      expect(await storage.read(missing)).toBeUndefined();
      expect(await storage.exists(missing)).toBe(false);
    }
  });

  it('removes a saved file, and ignores a missing one', async () => {
    const publicPath = await storage.save('banners', Buffer.from('x'), 'webp');
    await storage.remove(publicPath);
    expect(await storage.exists(publicPath)).toBe(false);
    expect(await storage.read(publicPath)).toBeUndefined();
    await expect(storage.remove(publicPath)).resolves.toBeUndefined();
    await expect(storage.remove(null)).resolves.toBeUndefined();
    await expect(storage.remove(undefined)).resolves.toBeUndefined();
  });
});

describe('disk storage', () => {
  const storage = createDiskStorage(root);

  it('never removes anything outside the uploads directory', async () => {
    const outside = path.join(base, 'precious.txt');
    fs.writeFileSync(outside, 'keep me');
    for (const attempt of [
      '/uploads/../precious.txt',
      '/uploads/profiles/../../precious.txt',
      '/uploads/%2e%2e/precious.txt',
      outside,
      '/uploads/',
      '/uploads/..',
      'https://example.com/uploads/x.webp',
    ]) {
      await storage.remove(attempt);
    }
    expect(fs.readFileSync(outside, 'utf8')).toBe('keep me');
    expect(fs.existsSync(root)).toBe(true);
  });

  it('writes the file under its name in one step, leaving nothing aside', async () => {
    await storage.save('menu', Buffer.from('icon'), 'webp', 'drinks');
    expect(fs.readdirSync(path.join(root, 'menu'))).toEqual(['drinks.webp']);
    expect(fs.readFileSync(path.join(root, 'menu', 'drinks.webp'), 'utf8')).toBe('icon');
  });
});

describe('STORAGE_URL', () => {
  it('is the uploads folder when unset or file://, and a bucket when s3://', async () => {
    expect(loadConfig({ DATA_DIR: base }).uploadsDir).toBe(path.join(base, 'uploads'));
    expect(loadConfig({ DATA_DIR: base, STORAGE_URL: `file://${base}/pictures` }).uploadsDir).toBe(
      path.join(base, 'pictures'),
    );
    expect((await openStorage(loadConfig({ DATA_DIR: base }))).kind).toBe('disk');
    expect(() => loadConfig({ STORAGE_URL: 'ftp://example.com/x' })).toThrow(/STORAGE_URL/);
  });

  it('reads the bucket, prefix, endpoint, region, path style and optional credentials', () => {
    expect(
      parseS3Url(
        's3://noite-pictures/prod?endpoint=https%3A%2F%2Fminio.example.com&region=sa-east-1&forcePathStyle=true',
      ),
    ).toEqual({
      bucket: 'noite-pictures',
      prefix: 'prod/',
      endpoint: 'https://minio.example.com',
      region: 'sa-east-1',
      forcePathStyle: true,
      credentials: undefined,
    });
    expect(parseS3Url('s3://KEY:se%2Fcret@noite?region=auto')).toMatchObject({
      bucket: 'noite',
      prefix: '',
      endpoint: undefined,
      region: 'auto',
      forcePathStyle: false,
      credentials: { accessKeyId: 'KEY', secretAccessKey: 'se/cret' },
    });
  });
});
