import type { FullConfig } from '@playwright/test';
import { startServer } from './support/server.ts';

/**
 * Starts the one server of the run and hands its address and data directory to the workers through the
 * environment (workers inherit variables set here). The returned function is Playwright's global teardown:
 * it stops the server (SIGTERM), drops the PostgreSQL test database if one was made, removes the temp dir.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  console.log(`[e2e] server ${server.baseUrl} on ${server.database}, data in ${server.dataDir}, log ${server.logFile}`);
  return async () => {
    await server.stop();
  };
}
