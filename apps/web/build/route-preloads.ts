import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The first screens a person opens by address, with the source modules their route's `lazy` loads
 * (app/routes.tsx) and the default language's catalogues (lib/i18n.ts), which main.tsx loads before the
 * first render.
 */
const ROUTES: Record<string, string[]> = {
  '/login': ['src/features/auth/login-page.tsx', 'src/lib/catalogues/pt.ts'],
  '/main': ['src/app/layout/app-layout.tsx', 'src/features/discovery/index.ts', 'src/lib/catalogues/pt.ts'],
};

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const isChunk = (output: OutputBundle[string]): output is OutputChunk => output.type === 'chunk';

/**
 * Writes `route-preloads.json`: for each first screen, the scripts (with their static imports, less the entry
 * the page loads anyway) and stylesheets its route loads once the entry has run. The server puts them in the
 * HTML it answers for that address as `modulepreload` and `preload` links, so the browser fetches them while
 * it fetches the entry, not one round trip after it (issue 11, decision 050).
 */
export function routePreloads(): Plugin {
  return {
    name: 'noite:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(isChunk);
      const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const owner = (source: string) =>
        chunks.find((chunk) => chunk.moduleIds.some((id) => id.split('?')[0]?.replaceAll('\\', '/').endsWith(source)));

      const preloads: Record<string, { scripts: string[]; styles: string[] }> = {};
      for (const [route, sources] of Object.entries(ROUTES)) {
        const scripts: string[] = [];
        const styles: string[] = [];
        const visit = (file: string) => {
          if (entries.has(file) || scripts.includes(file)) return;
          const chunk = byFile.get(file);
          if (!chunk) return;
          scripts.push(file);
          for (const css of chunk.viteMetadata?.importedCss ?? []) if (!styles.includes(css)) styles.push(css);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const source of sources) {
          const chunk = owner(source);
          if (!chunk) this.error(`route-preloads: no chunk holds ${source} (${route})`);
          visit(chunk.fileName);
        }
        preloads[route] = { scripts, styles };
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
