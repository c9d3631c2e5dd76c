/**
 * The home route's initial JavaScript from the production web build: the entry script and the chunks
 * index.html modulepreloads, then (from a build manifest) the lazy chunks /main loads before its list can
 * render — its layout's and its own page's (the router loads both together), and the default language's
 * catalogues, which the entry loads before the first render — each with its static imports, compressed as
 * the server sends them. Chunks loaded later (on interaction or after the first render) are not counted.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { DEFAULT_LANGUAGE } from '@noite/shared';

const here = path.dirname(new URL(import.meta.url).pathname);
const webDir = path.resolve(here, '../../web');

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface WebResult {
  /** Which build was measured. */
  source: string;
  /** Entry script + modulepreload links of index.html. */
  initial: FileSize[];
  /** Chunks /main adds when it is opened (layout and page, with their imports), not already in `initial`. */
  mainRoute: FileSize[] | undefined;
  /** Source modules found as the /main route's layout and page, and the default language's catalogues. */
  mainModules: string[];
  /** Raw bytes of the counted JavaScript (initial and /main) by npm package (or app folder), from the source maps, largest first. */
  byPackage: { name: string; bytes: number }[] | undefined;
  notes: string[];
}

/** The size of a file the build compressed itself (`file.gz`, `file.br`), which the server sends as it is. */
function precompressedSize(root: string, file: string): number | undefined {
  const target = path.join(root, file);
  return fs.existsSync(target) ? fs.statSync(target).size : undefined;
}

function sizeOf(root: string, file: string): FileSize {
  // Without the source map comment a --sourcemap build adds: the bytes a production build ships.
  const text = fs.readFileSync(path.join(root, file), 'utf8').replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');
  const bytes = Buffer.from(text);
  return {
    file,
    raw: bytes.length,
    // The build's own .gz and .br (made from the same bytes, without that comment) when it wrote them:
    // @fastify/static sends those. Otherwise @fastify/compress compresses on the fly, gzip at zlib's
    // default level 6 and brotli at quality 4.
    gzip: precompressedSize(root, `${file}.gz`) ?? zlib.gzipSync(bytes, { level: 6 }).length,
    brotli:
      precompressedSize(root, `${file}.br`) ??
      zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
  };
}

/** Script src and modulepreload hrefs of index.html, relative to the build's root. */
function initialScripts(indexHtml: string): string[] {
  const files = [
    ...indexHtml.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...indexHtml.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => (match[1] ?? '').replace(/^\//, ''));
  return [...new Set(files)];
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A chunk and everything it imports statically, as manifest keys. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * The manifest key of the chunk that holds a source module when the module is not a chunk of its own (a
 * chunk group of the build's code splitting puts several modules in one chunk): the chunk whose source map
 * lists it.
 */
function chunkHolding(root: string, manifest: Manifest, module: string): string | undefined {
  const source = path.join(webDir, module);
  for (const [key, chunk] of Object.entries(manifest)) {
    const mapFile = path.join(root, `${chunk.file}.map`);
    if (!chunk.file.endsWith('.js') || !fs.existsSync(mapFile)) continue;
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] };
    const directory = path.dirname(path.join(root, chunk.file));
    if (map.sources.some((entry) => path.resolve(directory, entry) === source)) return key;
  }
  return undefined;
}

/**
 * The source modules of the /main route from apps/web/src/app/routes.tsx: the page (an `import('…')` in its
 * entry, or a loader constant it names) and the layout whose `children` hold it.
 */
export function mainRouteModules(routesSource: string): string[] {
  const at = routesSource.search(/path:\s*(?:'main'|paths\.main\b)/);
  if (at < 0) return [];
  const modules: string[] = [];
  const entry = routesSource.slice(at, routesSource.indexOf('}', at) + 1);
  const direct = /import\('([^']+)'\)/.exec(entry)?.[1];
  const loader = /lazyPage\(\s*(\w+)/.exec(entry)?.[1];
  const viaLoader = loader
    ? new RegExp(`const\\s+${loader}\\s*=\\s*\\(\\)\\s*=>\\s*import\\('([^']+)'\\)`).exec(routesSource)?.[1]
    : undefined;
  const page = direct ?? viaLoader;
  if (page) modules.push(page);
  const childrenAt = routesSource.lastIndexOf('children:', at);
  const before = routesSource.slice(0, childrenAt);
  const layout = [...before.matchAll(/import\('([^']+)'\)/g)].at(-1)?.[1];
  if (layout && childrenAt > 0) modules.push(layout);
  return modules.map((module) => path.posix.normalize(path.posix.join('src/app', module)));
}

/**
 * The module holding a language's catalogues, from apps/web/src/lib/i18n.ts: the entry loads it (and only
 * it) before the first render, from a loader such as `pt: () => import('./catalogues/pt.ts')`.
 */
export function languageModules(i18nSource: string, language: string): string[] {
  const loader = new RegExp(`\\b${language}\\s*:\\s*\\(\\)\\s*=>\\s*import\\('([^']+)'\\)`).exec(i18nSource)?.[1];
  return loader ? [path.posix.normalize(path.posix.join('src/lib', loader))] : [];
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes a source map's VLQ `mappings` and counts generated characters per source file. */
function bytesBySource(map: { sources: string[]; mappings: string }): Map<string, number> {
  const counts = new Map<string, number>();
  let source = 0;
  for (const line of map.mappings.split(';')) {
    let column = 0;
    const segments: { column: number; source: number | undefined }[] = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length > 1) source += fields[1] ?? 0;
      segments.push({ column, source: fields.length > 1 ? source : undefined });
    }
    for (const [index, segment] of segments.entries()) {
      const next = segments[index + 1]?.column;
      if (segment.source === undefined || next === undefined) continue;
      const name = map.sources[segment.source] ?? '?';
      counts.set(name, (counts.get(name) ?? 0) + next - segment.column);
    }
  }
  return counts;
}

function packageOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (match) return match[1]!;
  const local = /(apps\/web\/src\/[^/]+|packages\/[^/]+)/.exec(source);
  return local?.[1] ?? source;
}

function attribute(root: string, files: readonly string[]): WebResult['byPackage'] {
  const totals = new Map<string, number>();
  for (const file of files) {
    const mapFile = path.join(root, `${file}.map`);
    if (!fs.existsSync(mapFile)) {
      // Vite's own helpers (e.g. its preload helper) come without a map.
      const name = '(no source map)';
      totals.set(name, (totals.get(name) ?? 0) + sizeOf(root, file).raw);
      continue;
    }
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
    for (const [source, bytes] of bytesBySource(map)) {
      const name = packageOf(source);
      totals.set(name, (totals.get(name) ?? 0) + bytes);
    }
  }
  return [...totals.entries()].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

function buildWithManifest(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-bench-web-'));
  const args = [
    'vite',
    'build',
    '--manifest',
    '--sourcemap',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ];
  execFileSync('npx', args, {
    cwd: webDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return outDir;
}

export function measureWeb(options: { build: boolean }): WebResult {
  const notes: string[] = [];
  const dist = path.join(webDir, 'dist');
  let root = dist;
  let temporary: string | undefined;
  if (options.build || !fs.existsSync(path.join(dist, 'index.html'))) {
    // A build of the current sources into a temporary directory, with a manifest; apps/web/dist is left alone.
    temporary = buildWithManifest();
    root = temporary;
  }
  try {
    const indexHtml = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
    const initialFiles = initialScripts(indexHtml);
    const initial = initialFiles.map((file) => sizeOf(root, file));
    const manifestFile = path.join(root, '.vite', 'manifest.json');
    const routesSource = fs.readFileSync(path.join(webDir, 'src/app/routes.tsx'), 'utf8');
    const i18nSource = fs.readFileSync(path.join(webDir, 'src/lib/i18n.ts'), 'utf8');
    const mainModules = mainRouteModules(routesSource);
    // A first visit's language (spec §1); the other language's catalogues are the same size.
    const catalogueModules = languageModules(i18nSource, DEFAULT_LANGUAGE);
    let mainRoute: FileSize[] | undefined;
    if (!fs.existsSync(manifestFile)) {
      notes.push('No build manifest: the /main route chunks are not counted (entry and modulepreloads only).');
    } else if (!mainModules.length) {
      notes.push('The /main route was not found in routes.tsx: entry and modulepreloads only.');
    } else {
      if (!catalogueModules.length) notes.push('No language catalogue loader was found in lib/i18n.ts.');
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
      const keys = new Set<string>();
      for (const module of [...mainModules, ...catalogueModules]) {
        const key = manifest[module] ? module : chunkHolding(root, manifest, module);
        if (!key) notes.push(`${module} was found in no chunk of the build.`);
        else closure(manifest, key, keys);
      }
      const initialSet = new Set(initialFiles);
      const files = [...keys].map((key) => manifest[key]!.file).filter((file) => !initialSet.has(file));
      mainRoute = [...new Set(files)].map((file) => sizeOf(root, file));
    }
    return {
      byPackage: attribute(root, [...initialFiles, ...(mainRoute ?? []).map((file) => file.file)]),
      source: temporary ? 'a fresh `vite build --manifest` of apps/web (into a temporary directory)' : 'apps/web/dist',
      initial,
      mainRoute,
      mainModules: [...mainModules, ...catalogueModules],
      notes,
    };
  } finally {
    if (temporary) fs.rmSync(temporary, { recursive: true, force: true });
  }
}

export const total = (files: readonly FileSize[] | undefined, key: 'raw' | 'gzip' | 'brotli') =>
  (files ?? []).reduce((sum, file) => sum + file[key], 0);
