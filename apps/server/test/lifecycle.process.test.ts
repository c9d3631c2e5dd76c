import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBody } from './helper.ts';
import { processDatabase, send, startServer, type ProcessDatabase, type ServerProcess } from './server-process.ts';

/**
 * Issue 12 part 6, on the real server as a child process (PGlite in a DATA_DIR, or PostgreSQL with
 * TEST_DATABASE_URL): SIGTERM finishes every request in flight; SIGKILL loses no acknowledged write.
 * FUZZ_KILLS kills (3 in `npm test`, 20 in `npm run fuzz`).
 */
const KILLS = Number(process.env.FUZZ_KILLS ?? 3);
// A start is ~5 s on a quiet machine; the first on PGlite creates the database. Generous for loaded CI machines.
const TIMEOUT = 600_000 + KILLS * 120_000;

let database: ProcessDatabase;
let server: ServerProcess | undefined;

const env = () => ({
  ...database.env,
  RATE_LIMIT_SIGN_UP: '1000000',
  RATE_LIMIT_LOGIN: '1000000',
  SHUTDOWN_DRAIN_MS: '400',
});

beforeAll(async () => {
  database = await processDatabase();
});

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  await database?.remove();
});

const isAnswer = (result: Awaited<ReturnType<typeof send>>) => 'status' in result;

describe('stopping the server', () => {
  it(
    'SIGTERM during a burst: /readyz says 503, every request in flight is answered, then it exits 0',
    async () => {
      // Info logs say when the server has read each request ("incoming request") and when it starts draining.
      server = await startServer({ ...env(), LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '1500' });
      const burst = 24;
      const answers: Awaited<ReturnType<typeof send>>[] = [];
      const requests = Array.from({ length: burst }, () =>
        send(`${server!.url}/api/v1/user/sign-up`, 'POST', signUpBody()).then((result) => answers.push(result)),
      );
      const logged = (pattern: RegExp) => server!.output().match(pattern)?.length ?? 0;
      const waitFor = async (pattern: RegExp, count: number) => {
        while (logged(pattern) < count) await new Promise((resolve) => setTimeout(resolve, 10));
      };
      // In flight: every request read by the server (argon2 makes each sign-up take a while to answer).
      await waitFor(/"url":"\/api\/v1\/user\/sign-up"[^\n]*"msg":"incoming request"/g, burst);
      server.child.kill('SIGTERM');
      await waitFor(/shutting down/g, 1);
      const ready = await send(`${server.url}/readyz`, 'GET');
      await Promise.all(requests);
      const code = await server.exited;
      const statuses = answers.map((answer) => ('status' in answer ? answer.status : answer.error));
      expect({ answered: answers.length, failed: statuses.filter((status) => status !== 201) }).toEqual({
        answered: burst,
        failed: [],
      });
      expect(isAnswer(ready) && ready.status).toBe(503);
      expect(code, server.output()).toBe(0);
      console.log(`SIGTERM (${database.kind}): ${burst} in flight, ${burst} answered 201, 0 failed, 0 reset`);
    },
    TIMEOUT,
  );

  it(
    `SIGKILL ${KILLS} times in a stream of sign-ups: every acknowledged one is there after a restart`,
    async () => {
      const acknowledged: string[] = [];
      let failed = 0;
      for (let kill = 0; kill < KILLS; kill += 1) {
        server = await startServer(env());
        const url = `${server.url}/api/v1/user/sign-up`;
        let stopped = false;
        const writer = async () => {
          while (!stopped) {
            const body = signUpBody();
            const result = await send(url, 'POST', body);
            if ('status' in result && result.status === 201) acknowledged.push(body.email);
            else if ('status' in result) failed += 1;
          }
        };
        const writers = Array.from({ length: 4 }, writer);
        // Mid-stream: after a few acknowledged writes and a random moment more.
        const before = acknowledged.length;
        while (acknowledged.length < before + 4) await new Promise((resolve) => setTimeout(resolve, 20));
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
        server.child.kill('SIGKILL');
        stopped = true;
        await server.exited;
        await Promise.all(writers);
      }
      // The restart recovers the database; then it stops cleanly and every acknowledged e-mail is looked up.
      server = await startServer(env());
      server.child.kill('SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
      const rows = await database.query<{ email: string }>('select email from users where email = any($1)', [
        acknowledged,
      ]);
      const found = new Set(rows.map((row) => row.email));
      const lost = acknowledged.filter((email) => !found.has(email));
      expect({ failed, lost }).toEqual({ failed: 0, lost: [] });
      console.log(
        `SIGKILL (${database.kind}): ${KILLS} kills survived, ${acknowledged.length} acknowledged writes, ${lost.length} lost`,
      );
    },
    TIMEOUT,
  );
});
