/**
 * The real app (buildApp) on the bench database, listening on 127.0.0.1 on a free port, and the two ways the
 * bench calls it: `fetch` (as a browser would: compressed, decoded by the client) for timings, and `node:http`
 * without decoding to count the bytes on the wire.
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

export async function startServer(database: DatabaseHandle): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-bench-app-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // No web build to serve: the bench only calls the API.
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface HomeAnswer {
  status: number;
  encoding: string | null;
  items: number;
  total: number;
}

/** POST /api/v1/user/home with fetch, as the web app does; the body is decoded and parsed. */
export async function postHome(server: BenchServer, token: string, body: HomeQueryInput): Promise<HomeAnswer> {
  const response = await fetch(`${server.url}/api/v1/user/home`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br', 'x-access-token': token },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: { items: unknown[]; total: number } };
  if (response.status !== 200 || !json.data) {
    throw new Error(`POST /user/home answered ${response.status}: ${JSON.stringify(json).slice(0, 300)}`);
  }
  return {
    status: response.status,
    encoding: response.headers.get('content-encoding'),
    items: json.data.items.length,
    total: json.data.total,
  };
}

/** The same call with `node:http`, answering the bytes as sent (not decoded) and the encoding used. */
export function postHomeRaw(
  server: BenchServer,
  token: string,
  body: HomeQueryInput,
  acceptEncoding: string,
): Promise<{ bytes: Buffer; encoding: string | undefined }> {
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
          resolve({ bytes: Buffer.concat(chunks), encoding: Array.isArray(encoding) ? encoding[0] : encoding });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
