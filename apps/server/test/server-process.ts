import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from '../src/db/pglite.ts';

const serverDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * How tests start the real server, in one place. As the package's `start` script (`tsx src/main.ts`), but with tsx
 * loaded into one node process (`node --import tsx`): tsx's own command runs the app in a second process, which a
 * SIGKILL of the first would leave running. If the server becomes compiled JavaScript, change this line only.
 */
export const SERVER_COMMAND = [process.execPath, '--import', 'tsx', 'src/main.ts'] as const;

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed, for a failing test's message. */
  output(): string;
  /** The exit code, or the signal's name, once the process has ended. */
  exited: Promise<number | string>;
}

/** Starts the server with `env` on a free port; resolves once it listens. */
export async function startServer(env: Record<string, string>, timeoutMs = 300_000): Promise<ServerProcess> {
  const [command, ...args] = SERVER_COMMAND;
  const child = spawn(command, args, {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${text}`));
    }, timeoutMs);
    const check = () => {
      const match = /Noite is running at (http:\/\/\S+)/.exec(text);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${text}`));
    });
  });
  return { child, url, output: () => text, exited };
}

/** A database for a server process: PostgreSQL when TEST_DATABASE_URL is set, else PGlite in a DATA_DIR. */
export interface ProcessDatabase {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  /** Runs a query on the database (the server must be stopped when it is PGlite). */
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  remove(): Promise<void>;
}

export async function processDatabase(): Promise<ProcessDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-process-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!adminUrl) {
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir, DEMO_DATA: 'false' },
      async query<T>(text: string, values: unknown[] = []) {
        const client = await PGlite.create(path.join(dataDir, 'pglite'), PGLITE_OPTIONS);
        try {
          return (await client.query<T>(text, values)).rows;
        } finally {
          await client.close();
        }
      },
      async remove() {
        removeDir();
      },
    };
  }
  const name = `noite_process_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString(), DEMO_DATA: 'false' },
    async query<T>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async remove() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
      removeDir();
    },
  };
}

export interface Answer {
  status: number;
  body: string;
}

/** One request on its own connection (no keep-alive): its answer, or the socket error that ended it. */
export function send(url: string, method: string, body?: unknown): Promise<Answer | { error: string }> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      url,
      {
        method,
        agent: false,
        headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end(payload);
  });
}
