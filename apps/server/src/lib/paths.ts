import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from this module whether it runs as TypeScript (src/lib) or bundled (dist/main.js or a chunk in
 * dist/chunks): the nearest directory above it with a package.json.
 */
function findServerRoot(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(directory, 'package.json'))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('apps/server/package.json not found above the server code');
    directory = parent;
  }
  return directory;
}

export const serverRoot = findServerRoot();
/** The repository's root: relative paths in the configuration are taken from here. */
export const repoRoot = path.resolve(serverRoot, '../..');
