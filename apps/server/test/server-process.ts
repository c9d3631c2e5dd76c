import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * How the real server is started, in one place. As the package's `start` script (`tsx src/main.ts`), but with tsx
 * loaded into one node process (`node --import tsx`): tsx's own command runs the app in a second process, which a
 * SIGKILL of the first would leave running. If the server becomes compiled JavaScript, change `SERVER_COMMAND`.
 */
export const SERVER_COMMAND = [process.execPath, '--import', 'tsx', 'src/main.ts'] as const;

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed, for a failing test's message. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) when the process has ended. */
  exited: Promise<number | string>;
}

export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const [command, ...args] = SERVER_COMMAND;
  /** Starts the server (once it listens, with its address). */
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
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${text}`)), timeoutMs);
    const check = () => {
      const match = /Noite is running at (http:\/\/[^\s]+)/.exec(text);
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
