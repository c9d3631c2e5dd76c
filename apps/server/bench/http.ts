/**
 * The real app (buildApp) on the bench database, listening on 127.0.0.1 on a free port, and the call the bench
 * makes to it with `node:http`, without decoding, to time it and count the bytes on the wire.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { HomeQueryInput } from '@noite/shared';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';

export interface BenchServer {
  url: string;
  close(): Promise<void>;
}

/** The real app (buildApp) on the bench database, quiet, with a temporary DATA_DIR that `dispose` removes. */
export async function buildBenchApp(database: DatabaseHandle) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-bench-app-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // No web build to serve: the bench only calls the API.
    WEB_DIST: path.join(dataDir, 'no-web'),
    // The plain list from the process (decisions 130, 132): the bench's HOME_MEMORY_VENUES, else the app's default.
    ...(process.env.HOME_MEMORY_VENUES ? { HOME_MEMORY_VENUES: process.env.HOME_MEMORY_VENUES } : {}),
  });
  const app = await buildApp({ config, database, logger: false });
  const dispose = async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, dispose };
}

export async function startServer(database: DatabaseHandle): Promise<BenchServer> {
  const { app, dispose } = await buildBenchApp(database);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: dispose,
  };
}

/**
 * POST /api/v1/user/home with `node:http`, answering the status, the bytes as sent (not decoded) and the
 * encoding used. Timed from the request to the last byte, it is the endpoint's latency without the client's
 * decoding (a browser inflates natively; undici's streams would add several ms of the bench's own).
 */
export function postHomeRaw(
  server: BenchServer,
  token: string,
  body: HomeQueryInput,
  acceptEncoding: string,
): Promise<{ status: number; bytes: Buffer; encoding: string | undefined }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}/api/v1/user/home`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'accept-encoding': acceptEncoding,
          'x-access-token': token,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const encoding = response.headers['content-encoding'];
          resolve({
            status: response.statusCode ?? 0,
            bytes: Buffer.concat(chunks),
            encoding: Array.isArray(encoding) ? encoding[0] : encoding,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
