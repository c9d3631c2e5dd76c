import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded (already re-encoded) images live. Paths returned are public URLs under /uploads. */
export interface Storage {
  /**
   * Saves under `name` (letters, digits and dashes; never overwriting a file) or a random name. Venue pictures
   * are named after the venue (decision 010): a list of cards then repeats the card's id instead of a new
   * random string per picture, which compresses to almost nothing.
   */
  save(folder: string, bytes: Buffer, extension: string, name?: string): Promise<string>;
  remove(publicPath: string | null | undefined): Promise<void>;
}

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,99}$/;

export function createDiskStorage(root: string): Storage {
  const resolve = (publicPath: string) => {
    const relative = publicPath.replace(/^\/uploads\//, '');
    const absolute = path.resolve(root, relative);
    // Never follow a stored path outside the uploads directory.
    if (!absolute.startsWith(path.resolve(root) + path.sep)) return undefined;
    return absolute;
  };
  return {
    async save(folder, bytes, extension, name = randomUUID()) {
      if (!SAFE_NAME.test(name)) throw new Error(`Unsafe file name "${name}"`);
      const directory = path.join(root, folder);
      await fs.mkdir(directory, { recursive: true });
      const file = `${name}.${extension}`;
      // A picture's URL is cached for good: a name is never given to other bytes.
      await fs.writeFile(path.join(directory, file), bytes, { flag: 'wx' });
      return `/uploads/${folder}/${file}`;
    },
    async remove(publicPath) {
      if (!publicPath?.startsWith('/uploads/')) return;
      const absolute = resolve(publicPath);
      if (absolute) await fs.rm(absolute, { force: true });
    },
  };
}
