import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/** What the server would not compress anyway (@fastify/compress's threshold in apps/server/src/app.ts). */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/** A sourcemap build's trailing comment: not part of what a production build ships. */
const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=\S+\s*$/;

/** Gzip by zopfli (smaller than zlib's level 9, same format) and brotli at its best quality. */
export async function compressAsset(bytes: Uint8Array): Promise<{ gzip: Uint8Array; brotli: Uint8Array }> {
  const gzip = await gzipAsync(bytes, { numiterations: 5 });
  const brotli = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  return { gzip, brotli };
}

/**
 * Writes `file.gz` and `file.br` beside every script and stylesheet of the build, compressed once at their
 * best, which the server sends instead of compressing each answer on the fly (@fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'noite:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const target = path.join(outDir, file);
          const text = (await fs.readFile(target, 'utf8')).replace(SOURCE_MAP_COMMENT, '');
          const bytes = Buffer.from(text);
          if (bytes.length < MIN_BYTES) return;
          const { gzip, brotli } = await compressAsset(bytes);
          await Promise.all([fs.writeFile(`${target}.gz`, gzip), fs.writeFile(`${target}.br`, brotli)]);
        }),
      );
    },
  };
}
