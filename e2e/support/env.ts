/** Values global-setup.ts puts in the environment of every worker. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts (global setup).`);
  return value;
}

export const baseUrl = (): string => required('E2E_BASE_URL');
export const dataDir = (): string => required('E2E_DATA_DIR');
