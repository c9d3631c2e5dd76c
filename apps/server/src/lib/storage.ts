import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded (already re-encoded) images live. Paths returned are public URLs under /uploads. */
export interface Storage {
  save(folder: string, bytes: Buffer, extension: string): Promise<string>;
  remove(publicPath: string | null | undefined): Promise<void>;
}

export function createDiskStorage(root: string): Storage {
  const resolve = (publicPath: string) => {
    const relative = publicPath.replace(/^\/uploads\//, '');
    const absolute = path.resolve(root, relative);
    // Never follow a stored path outside the uploads directory.
    if (!absolute.startsWith(path.resolve(root) + path.sep)) return undefined;
    return absolute;
  };
  return {
    async save(folder, bytes, extension) {
      const directory = path.join(root, folder);
      await fs.mkdir(directory, { recursive: true });
      const name = `${randomUUID()}.${extension}`;
      await fs.writeFile(path.join(directory, name), bytes);
      return `/uploads/${folder}/${name}`;
    },
    async remove(publicPath) {
      if (!publicPath?.startsWith('/uploads/')) return;
      const absolute = resolve(publicPath);
      if (absolute) await fs.rm(absolute, { force: true });
    },
  };
}
