import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
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
            // The home route (/main: the signed-in layout and the venue list) with what it needs beyond the
            // entry, in one file. Other screens that share some of it load it too (the login ~11 kB more).
            {
              name: 'home',
              test: /[\\/]src[\\/](app[\\/]layout[\\/]app-layout|features[\\/]discovery[\\/]main-page)\.tsx$/,
              priority: 1,
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
