/**
 * `npm run seed`: adds the demo data (accounts, ~30 venues around São Paulo with a week of events,
 * menus, banners and logos) to the configured database. Does nothing if the demo accounts exist.
 */
import { loadConfig } from '../config.ts';
import { demoLoginLines, seedDemoData } from '../db/seed/index.ts';
import { openStorage } from '../lib/storage.ts';
import { describeDatabase, runCli, withDatabase } from './database.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  return withDatabase(config, async (database) => {
    const where = describeDatabase(config, database);
    const storage = await openStorage(config);
    // One seed at a time, and not while an app process seeds at start (decision 072).
    const result = await database.exclusive(() => seedDemoData({ db: database.db, storage, config }));
    if (!result.created) {
      console.log(`The demo data is already in ${where} (${result.existing.join(', ')} exist). Nothing was changed.`);
      return 0;
    }
    console.log(`Demo data added to ${where} in ${(result.durationMs / 1000).toFixed(1)} s.`);
    if (result.kept.length) console.log(`Kept as they were: ${result.kept.join(', ')}.`);
    console.log('\nDemo logins:');
    for (const line of demoLoginLines(result.logins)) console.log(line);
    console.log('');
    return 0;
  });
}

runCli(main);
