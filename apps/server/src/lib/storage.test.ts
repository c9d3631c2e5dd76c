import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './storage.ts';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-storage-'));
const root = path.join(base, 'uploads');
const storage = createDiskStorage(root);

afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

describe('disk storage', () => {
  it('saves under a random name and answers the public /uploads path', async () => {
    const publicPath = await storage.save('profiles', Buffer.from('abc'), 'webp');
    expect(publicPath).toMatch(/^\/uploads\/profiles\/[0-9a-f-]{36}\.webp$/);
    const file = path.join(root, publicPath.replace('/uploads/', ''));
    expect(fs.readFileSync(file, 'utf8')).toBe('abc');
    expect(await storage.save('profiles', Buffer.from('abc'), 'webp')).not.toBe(publicPath);
  });

  it('saves under a given name, never overwriting, and refuses unsafe names', async () => {
    const venueId = '0b6f3c52-6a8e-4d8e-9a43-2f0d7a1c9e11';
    const publicPath = await storage.save('banners', Buffer.from('one'), 'webp', `${venueId}-1`);
    expect(publicPath).toBe(`/uploads/banners/${venueId}-1.webp`);
    await expect(storage.save('banners', Buffer.from('two'), 'webp', `${venueId}-1`)).rejects.toThrow();
    expect(fs.readFileSync(path.join(root, 'banners', `${venueId}-1.webp`), 'utf8')).toBe('one');
    for (const name of ['../escape', 'a/b', '', '-dash', 'x'.repeat(101)]) {
      await expect(storage.save('banners', Buffer.from('x'), 'webp', name)).rejects.toThrow();
    }
  });

  it('removes a saved file, and ignores a missing one', async () => {
    const publicPath = await storage.save('banners', Buffer.from('x'), 'webp');
    await storage.remove(publicPath);
    expect(fs.existsSync(path.join(root, publicPath.replace('/uploads/', '')))).toBe(false);
    await expect(storage.remove(publicPath)).resolves.toBeUndefined();
    await expect(storage.remove(null)).resolves.toBeUndefined();
    await expect(storage.remove(undefined)).resolves.toBeUndefined();
  });

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
});
