// `npm run build`: the web app (Vite, into apps/web/dist) and the server (esbuild, into apps/server/dist), each
// followed by a stamp of its sources. `npm start` (scripts/start.mjs) calls buildStale(): it rebuilds only a part
// whose sources changed since its stamp (or that was never built), so a restart of a built checkout starts at once.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', '.vite', 'coverage', 'test-results']);
const shared = ['package-lock.json', 'tsconfig.base.json', 'packages/shared/src', 'packages/shared/package.json'];

const parts = [
  {
    name: 'web',
    inputs: ['apps/web', ...shared],
    stamp: 'apps/web/dist/.build-stamp',
    command: ['npm', ['run', 'build', '--workspace', '@noite/web']],
  },
  {
    name: 'server',
    inputs: ['apps/server/src', 'apps/server/scripts', 'apps/server/package.json', ...shared],
    stamp: 'apps/server/dist/.build-stamp',
    command: [process.execPath, ['apps/server/scripts/build.mjs']],
  },
];

/** A hash of every input file's path, size and modification time (a checkout or an edit changes it). */
function sourcesHash(inputs) {
  const hash = createHash('sha256');
  const visit = (relative) => {
    const absolute = path.join(root, relative);
    let stat;
    try {
      stat = fs.statSync(absolute);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(absolute).sort()) {
        if (!SKIP.has(entry)) visit(path.join(relative, entry));
      }
    } else {
      hash.update(`${relative}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const input of inputs) visit(input);
  return hash.digest('hex');
}

function readStamp(part) {
  try {
    return fs.readFileSync(path.join(root, part.stamp), 'utf8').trim();
  } catch {
    return undefined;
  }
}

function buildPart(part) {
  const hash = sourcesHash(part.inputs);
  const [command, args] = part.command;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`building the ${part.name} failed (exit code ${result.status ?? result.signal})`);
  fs.writeFileSync(path.join(root, part.stamp), `${hash}\n`);
}

/** Builds the parts whose sources changed since their last build; returns the names of those built. */
export function buildStale() {
  const built = [];
  for (const part of parts) {
    if (readStamp(part) === sourcesHash(part.inputs)) continue;
    console.log(`Building the ${part.name} (sources changed since the last build)…`);
    buildPart(part);
    built.push(part.name);
  }
  return built;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const stale = process.argv.includes('--stale');
  try {
    if (stale) buildStale();
    else for (const part of parts) buildPart(part);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
