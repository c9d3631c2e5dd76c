import { homeQuerySchema, type HomeQueryInput } from '@noite/shared';
import { openPostgres, openPglite } from './src/db/database.ts';
import { capture, explain } from './bench/explain.ts';
import * as now from './src/modules/venues/queries.ts';
import * as old from './src/modules/venues/queries-old.scaleq.ts';
const url = process.argv[2]!;
const handle = url.startsWith('postgres') ? openPostgres(url) : await openPglite(url);
const visitor = (await handle.db.selectFrom('bench_loaded' as never).select('visitor_id' as never).executeTakeFirstOrThrow() as { visitor_id: string }).visitor_id;
const scope = { userId: visitor, includeInactive: false, withinRadius: true };
const sp = { latitude: -23.5505, longitude: -46.6333 };
const variants: [string, Partial<HomeQueryInput>][] = [
  ['plain', {}],
  ['search "forro"', { search: 'forro' }],
  ['type [club]', { establishmentType: ['club'] }],
  ['music [Jazz]', { musicStyle: ['Jazz'] }],
  ['music [Samba] + free', { musicStyle: ['Samba'], isFree: true }],
  ['free', { isFree: true }],
  ['live', { isLive: true }],
  ['music [Punk] + free + live', { musicStyle: ['Punk'], isFree: true, isLive: true }],
  ['type [lounge] + music [Blues, Rap] + live', { establishmentType: ['lounge'], musicStyle: ['Blues', 'Rap'], isLive: true }],
  ['favourites only', { isFavourite: true }],
  ['search "samba" + live', { search: 'samba', isLive: true }],
];
const buffers = (plan: string[]) => {
  const line = plan.find((l) => /Buffers: shared/.test(l)) ?? '';
  const hit = Number(/hit=(\d+)/.exec(line)?.[1] ?? 0);
  const read = Number(/read=(\d+)/.exec(line)?.[1] ?? 0);
  return hit + read;
};
console.log('| variant | old page buffers | new page buffers | old count buffers | new count buffers | old exec ms (page+count, min of 3) | new exec ms |');
console.log('|---|---|---|---|---|---|---|');
for (const [label, extra] of variants) {
  const query = homeQuerySchema.parse({ ...sp, ...extra });
  const row: Record<string, number> = {};
  for (const [name, q] of [['old', old], ['new', now]] as const) {
    const page = await capture((db) => q.findHomeVenues(db, query, scope));
    const count = await capture((db) => q.countHomeVenues(db, query, scope));
    let best = Infinity;
    let pb = 0, cb = 0;
    for (let rep = 0; rep < 3; rep++) {
      const p = await explain(handle.db, page);
      const c = await explain(handle.db, count);
      pb = buffers(p.plan); cb = buffers(c.plan);
      best = Math.min(best, (p.executionMs ?? 0) + (c.executionMs ?? 0));
    }
    row[`${name}p`] = pb; row[`${name}c`] = cb; row[`${name}ms`] = best;
  }
  console.log(`| ${label} | ${row.oldp} | ${row.newp} | ${row.oldc} | ${row.newc} | ${row.oldms!.toFixed(1)} | ${row.newms!.toFixed(1)} |`);
}
await handle.close();
