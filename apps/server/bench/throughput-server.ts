/**
 * One app process for BENCH_SUITE=throughput (bench/throughput.ts): the real app (buildApp) on DATABASE_URL,
 * listening with SO_REUSEPORT so that several such processes share one port the way processes behind a load
 * balancer share the traffic (the kernel spreads the connections).
 *
 * With BENCH_FROM_MEMORY=true the process answers `POST /api/v1/user/home` from memory instead: before listening it
 * asks itself (inject) each of the bench's request bodies and keeps the JSON, then replies with the kept JSON for
 * the request's `x-bench-key`, before authentication and the database. Compression, the envelope's headers and the
 * network stay as in the real answer: this is the ceiling the real path is compared with (issue 13 part 5).
 *
 * Environment: DATABASE_URL, PORT, BENCH_TOKEN, BENCH_BODIES (a JSON file: an array of request bodies).
 */
import fs from 'node:fs';
import { openPostgres } from '../src/db/database.ts';
import { leaveStartMemoryMode } from '../src/lib/serving-heap.ts';
import { buildBenchApp } from './http.ts';

const HOME_URL = '/api/v1/user/home';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

const port = Number(required('PORT'));
const token = required('BENCH_TOKEN');
const bodies = JSON.parse(fs.readFileSync(required('BENCH_BODIES'), 'utf8')) as unknown[];
const fromMemory = process.env.BENCH_FROM_MEMORY === 'true';

const database = openPostgres(required('DATABASE_URL'));
const { app, dispose } = await buildBenchApp(database);

if (fromMemory) {
  // The hook is added first (inject readies the app); it answers only the keys already kept.
  const answers: string[] = [];
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || request.url !== HOME_URL) return;
    const answer = answers[Number(request.headers['x-bench-key'])];
    if (answer === undefined) return;
    return reply.header('content-type', 'application/json; charset=utf-8').send(answer);
  });
  for (const body of bodies) {
    const response = await app.inject({
      method: 'POST',
      url: HOME_URL,
      headers: { 'x-access-token': token },
      payload: body as object,
    });
    if (response.statusCode !== 200) throw new Error(`home answered ${response.statusCode}: ${response.body}`);
    answers.push(response.body);
  }
}

await app.ready();
// As the server does before it listens (src/main.ts).
leaveStartMemoryMode();
await new Promise<void>((resolve, reject) => {
  app.server.once('error', reject);
  app.server.listen({ host: '127.0.0.1', port, reusePort: true }, resolve);
});
process.send?.('listening');

const stop = async () => {
  await dispose();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
