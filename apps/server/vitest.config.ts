import { defineProject } from 'vitest/config';

/**
 * Each test file builds the real app on its own database (PGlite in memory restored from a migrated template made
 * once by test/global-setup.ts, or a fresh PostgreSQL database when TEST_DATABASE_URL is set). Forks keep PGlite's
 * WebAssembly heaps apart; two at a time suits the 2-core machines we run on and keeps memory to a few hundred MB
 * (each PGlite holds ~150 MB).
 */
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    testTimeout: 20_000,
    // Building an app (or seeding the demo data) in beforeAll can take a minute on a loaded 2-core machine.
    hookTimeout: 120_000,
  },
});
