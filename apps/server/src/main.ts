import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DatabaseLockedError, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { demoLoginLines, seedIfEmpty } from './db/seed/index.ts';
import { leaveStartMemoryMode } from './lib/serving-heap.ts';

async function main() {
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // Several processes may start at once on one PostgreSQL: they migrate and seed one at a time (decision 072).
  const { app, demo } = await database.exclusive(async () => {
    await migrateToLatest(database.db);
    const built = await buildApp({ config, database });
    const seeded = await seedIfEmpty(built.ctx, {
      embedded: database.kind === 'pglite',
      demoData: config.DEMO_DATA,
    });
    return { app: built, demo: seeded };
  });

  // Graceful shutdown (decision 059): say not ready, drain, stop accepting, finish every in-flight request
  // (Fastify's close waits for them and answers 503 to a request arriving meanwhile), then close the database.
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const drainMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_MS : 0;
    app.log.info({ signal, drainMs }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time: exiting anyway');
      process.exit(1);
    }, drainMs + 10_000);
    force.unref();
    try {
      app.startDraining();
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Before listening, so that no request waits on its collection (decision 099).
  leaveStartMemoryMode();
  await app.listen({ port: config.PORT, host: config.HOST });
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.PORT}`;
  console.log(
    `\nNoite is running at ${url} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
  );
  console.log(`API reference: ${url}/api/docs`);
  if (demo) {
    console.log('\nDemo logins (created with the demo data):');
    for (const line of demoLoginLines(demo.logins)) console.log(line);
  }
  console.log('');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
