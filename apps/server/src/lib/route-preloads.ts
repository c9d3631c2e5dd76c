import fs from 'node:fs';
import path from 'node:path';

/** What the web build writes in `route-preloads.json` (apps/web/build/route-preloads.ts). */
type RoutePreloads = Record<string, { scripts?: unknown; styles?: unknown }>;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** An asset path of the build, safe inside an attribute (hashed names: letters, digits, `-`, `_`, `.`, `/`). */
const isAssetPath = (file: string) => /^assets\/[\w.-]+\.(js|css)$/.test(file);

/**
 * The HTML shell for each first screen the build lists (/login, /main), with `modulepreload` links for the
 * scripts its route loads and `preload` links for their stylesheets: the browser fetches them beside the entry
 * instead of one round trip after it runs (issue 11, decision 050). Other addresses get the plain shell.
 */
export function routeShells(webDist: string, indexHtml: string): Map<string, string> {
  const shells = new Map<string, string>();
  const file = path.join(webDist, 'route-preloads.json');
  if (!fs.existsSync(file)) return shells;
  let preloads: RoutePreloads;
  try {
    preloads = JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreloads;
  } catch {
    return shells;
  }
  for (const [route, { scripts, styles }] of Object.entries(preloads)) {
    const links = [
      ...strings(styles)
        .filter(isAssetPath)
        .map((href) => `<link rel="preload" as="style" crossorigin href="/${href}">`),
      ...strings(scripts)
        .filter(isAssetPath)
        .map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`),
    ];
    if (links.length && indexHtml.includes('</head>')) {
      shells.set(route, indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`));
    }
  }
  return shells;
}
