import { sql } from 'kysely';
import { createDemoData, DEMO_ACCOUNTS, type DemoLogin, type SeedContext } from './demo.ts';
import { ensureMenuIcons } from './menu-icons.ts';

export { DEMO_ACCOUNTS, FEATURED_LOGINS, type DemoLogin, type SeedContext } from './demo.ts';

/** The demo logins as `npm start` and `npm run seed` print them: the README's table, then where the others are. */
export function demoLoginLines(logins: readonly DemoLogin[]): string[] {
  return [
    ...logins.map(
      (login) =>
        `  ${(login.role === 'user' ? 'visitor' : login.role).padEnd(7)} ${login.email.padEnd(28)} ${login.password}`,
    ),
    '  More owners (password Owner@123) and visitors (Visitor@123) are listed in the README.',
  ];
}
export { ensureMenuIcons } from './menu-icons.ts';

/**
 * Called at every start-up. Always makes sure the menu catalogue's icons exist; then creates the demo
 * data when it is wanted — on an embedded database unless DEMO_DATA=false, or anywhere with
 * DEMO_DATA=true — and the database has no user at all. Answers the logins it created, if any.
 */
export async function seedIfEmpty(
  ctx: SeedContext,
  options: { embedded: boolean; demoData: boolean | undefined },
): Promise<{ logins: DemoLogin[] } | undefined> {
  await ensureMenuIcons(ctx.storage);
  const wanted = options.demoData === true || (options.embedded && options.demoData !== false);
  if (!wanted) return undefined;
  const anyUser = await ctx.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return undefined;

  const started = performance.now();
  const logins = await createDemoData(ctx);
  ctx.log?.info(`Demo data created in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { logins };
}

export type SeedDemoResult =
  { created: true; logins: DemoLogin[]; kept: string[]; durationMs: number } | { created: false; existing: string[] };

/**
 * `npm run seed`: adds the demo data to the current database, whatever else it holds. If a demo owner
 * or visitor already exists the demo data is there already and nothing is done. An existing
 * admin@noite.app (e.g. made with create-admin) is kept as it is.
 */
export async function seedDemoData(ctx: SeedContext): Promise<SeedDemoResult> {
  await ensureMenuIcons(ctx.storage);
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const rows = await ctx.db
    .selectFrom('users')
    .select(['email', 'type'])
    .where(sql<string>`lower(email)`, 'in', emails)
    .execute();
  const found = new Set(rows.map((row) => row.email?.toLowerCase() ?? ''));
  const existing = DEMO_ACCOUNTS.filter((account) => found.has(account.email));
  if (existing.some((account) => account.role !== 'admin')) {
    return { created: false, existing: existing.map((account) => account.email) };
  }
  const kept = existing.map((account) => account.email);
  const started = performance.now();
  const logins = await createDemoData(ctx, { skip: new Set(kept) });
  return { created: true, logins, kept, durationMs: performance.now() - started };
}
