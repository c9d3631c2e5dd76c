import type { AppContext } from '../../lib/context.ts';

export interface DemoLogin {
  role: 'admin' | 'owner' | 'user';
  email: string;
  password: string;
}

/** Placeholder until the demo data generator lands: creates nothing. */
export async function seedIfEmpty(
  _ctx: AppContext,
  _options: { embedded: boolean; demoData: boolean | undefined },
): Promise<{ logins: DemoLogin[] } | undefined> {
  return undefined;
}
