// `npm start`: builds what is stale (scripts/build.mjs), then runs the compiled server in this same process — plain
// Node on apps/server/dist with source maps, no TypeScript loader and no second Node process.
import { setSourceMapsSupport } from 'node:module';
import { buildStale } from './build.mjs';

try {
  buildStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });
await import('../apps/server/dist/main.js');
