import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';

/**
 * The server's render of the first screens (decision 079): `vite build --ssr` builds src/entry-server.tsx into
 * dist-ssr for Node, with the packages left to node_modules except the workspace's TypeScript sources.
 */
const serverBuild = defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  envPrefix: ['VITE_', 'SUPPORT_WHATSAPP'],
  ssr: { noExternal: ['@noite/shared'] },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    // .mjs: ES modules wherever the folder is (WEB_DIST may point outside this package).
    rolldownOptions: { output: { entryFileNames: 'entry-server.mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } },
  },
});

const browserBuild = defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress(), routePreloads()],
  resolve: {
    alias: [
      {
        // React Router's package points bundlers at its development build, whose checks and warnings run in every
        // navigation and in making the router (~15 ms of a phone's start, decision 079): the build takes its
        // production build, the same API without them.
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
      {
        // Mantine's useId re-renders every field once after mounting (src/lib/mantine-use-id.ts, decision 086).
        find: /^(\.\.?\/)+use-id\/use-id\.mjs$/,
        replacement: fileURLToPath(new URL('./src/lib/mantine-use-id.ts', import.meta.url)),
      },
      {
        // Mantine computes its default theme's CSS variables as a module is evaluated, at the app's start
        // (src/lib/mantine-remove-default-variables.ts): computed on first use instead.
        find: /^\.\/remove-default-variables\.mjs$/,
        replacement: fileURLToPath(new URL('./src/lib/mantine-remove-default-variables.ts', import.meta.url)),
      },
    ],
  },
  // SUPPORT_WHATSAPP (the README's name) reaches the build as well as VITE_ variables; nothing else does.
  envPrefix: ['VITE_', 'SUPPORT_WHATSAPP'],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The entry is one chunk (below): ~470 kB minified, ~145 kB gzipped.
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for the first screens: each chunk boundary costs import/export lists and a
        // compression dictionary that starts over (40 small chunks for /main gzipped ~35 kB larger than 3).
        codeSplitting: {
          groups: [
            // Everything the entry needs at once, in one file instead of the 7 the automatic split made.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // Library code the home route shares with the sign-in screens (queries and mutations, inputs,
            // links, icons): a small chunk of its own, so /login does not download the home route (issue 11,
            // decision 050).
            {
              name: 'shared',
              test: new RegExp(
                [
                  'node_modules/@tanstack/react-query/',
                  'node_modules/@mantine/core/esm/(core/|components/(Input|InputBase|TextInput|Anchor|CloseButton|ActionIcon|Paper)/)',
                  'node_modules/@tabler/icons-react/dist/esm/(createReactComponent|defaultAttributes|icons/Icon(BrandWhatsapp|AlertTriangle)\\.)',
                  'src/lib/(use-api-mutation|support)\\.ts',
                  'src/components/language-select\\.tsx',
                ]
                  .map((path) => path.replaceAll('/', '[\\\\/]'))
                  .join('|'),
              ),
              priority: 1.5,
            },
            // Mantine's hooks and the pieces of the check controls and portals, which the login shares with the
            // deferred parts of /main (filter popover, language dropdown, drawer): neither should load the other.
            {
              name: 'controls',
              test: /[\\/]node_modules[\\/]@mantine[\\/](hooks[\\/]|core[\\/]esm[\\/]components[\\/](Checkbox|InlineInput|Portal)[\\/])/,
              priority: 1.4,
            },
            // The home route (/main: the signed-in layout and the venue list) with what it needs beyond the
            // entry and the shared chunk, in one file.
            {
              name: 'home',
              test: /[\\/]src[\\/](app[\\/]layout[\\/]app-layout|features[\\/]discovery[\\/]main-page)\.tsx$/,
              priority: 1,
            },
            // The login with what it needs beyond the entry and the shared chunk (forms, validation messages,
            // checkbox, alert), in one file instead of ~20: a phone's connection fetches few files at once.
            // The other sign-in screens share most of it and load it too.
            {
              name: 'login',
              test: /[\\/]src[\\/]features[\\/]auth[\\/]login-page\.tsx$/,
              priority: 0.5,
            },
          ],
        },
      },
      treeshake: {
        // @noite/shared only declares schemas, constants and messages. Saying so lets the first
        // screen take the messages without zod schemas and the country metadata it does not use.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
