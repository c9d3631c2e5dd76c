// `npm run build --workspace @noite/server`: the server (and @noite/shared, which it imports as TypeScript) bundled
// into plain JavaScript in apps/server/dist, run by `node --enable-source-maps dist/main.js`. Every npm package stays
// external (sharp, PGlite, argon2 load their native or wasm files from node_modules as usual); only this repository's
// TypeScript is compiled. Code splitting keeps the modules loaded on demand (`await import(...)`) in their own chunks,
// so what a request may never need is not read at start. Then the geocoder's compact place index (src/modules/geo).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(serverRoot, 'dist');

/** Bare specifiers stay imports of node_modules, except this repository's workspaces (TypeScript sources). */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@noite/') || args.kind === 'entry-point') return undefined;
      return { path: args.path, external: true };
    });
  },
};

const startedAt = performance.now();
fs.rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true });
await esbuild.build({
  absWorkingDir: serverRoot,
  entryPoints: { main: 'src/main.ts', 'prepare-places': 'src/cli/prepare-places.ts' },
  outdir,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
console.log(
  `server built in ${Math.round(performance.now() - startedAt)} ms → ${path.relative(process.cwd(), outdir)}`,
);
await import(pathToFileURL(path.join(outdir, 'prepare-places.js')).href);
