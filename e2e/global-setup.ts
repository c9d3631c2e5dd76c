import type { FullConfig } from '@playwright/test';
import { startFakeSocialProvider } from '../apps/server/test/fake-social-provider.ts';
import { startServer } from './support/server.ts';

/**
 * Starts the one server of the run and hands its address and data directory to the workers through the
 * environment (workers inherit variables set here). Google and Facebook sign-in point at a fake provider started
 * here too (its authorize page, token info, user info and Graph API; decision 036), at E2E_FAKE_PROVIDER_URL.
 * The returned function is Playwright's global teardown: it stops the server (SIGTERM), drops the PostgreSQL test
 * database if one was made, removes the temp dir and stops the fake provider.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const provider = await startFakeSocialProvider();
  let server;
  try {
    server = await startServer({ env: provider.env() });
  } catch (error) {
    await provider.close();
    throw error;
  }
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_FAKE_PROVIDER_URL = provider.url;
  console.log(
    `[e2e] server ${server.baseUrl} on ${server.database}, data in ${server.dataDir}, log ${server.logFile}; ` +
      `fake Google/Facebook at ${provider.url}`,
  );
  return async () => {
    await server.stop();
    await provider.close();
  };
}
