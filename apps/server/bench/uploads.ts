/**
 * Issue 9 part 8: a 5,000,000-byte phone photo through the upload pipeline (multipart → type by bytes → sharp
 * re-encode to WebP → disk → database), over real HTTP to the real app: one at a time (latency) and 8 at once
 * (memory). The photo is made once by the parent process (its pixels would otherwise count in the measured
 * process's memory); each scenario runs in a fresh process whose resident memory is sampled every 5 ms.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LIMITS } from '@noite/shared';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { newToken } from '../src/lib/tokens.ts';
import { withBenchDatabase } from './load.ts';
import { processCpuMs, summarize, type Summary } from './measure.ts';

export interface UploadScenario {
  label: string;
  /** Uploads sent at once in each round. */
  concurrency: number;
  rounds: number;
  warmupRounds: number;
  /** The photo file the parent made (makeBenchPhoto). */
  photoPath: string;
  /** PostgreSQL admin URL: the bench database is made and dropped there (PGlite's own memory would blur the RSS). */
  adminUrl: string;
}

export interface UploadResult {
  label: string;
  concurrency: number;
  rounds: number;
  photoBytes: number;
  photoPixels: string;
  /** Each upload's time, request to answer, ms. */
  upload: Summary;
  /** Each round's time (all its uploads answered), ms. */
  round: Summary;
  /** CPU time of this process per upload (a round's CPU over its uploads), ms: what an idle machine would take. */
  cpu: Summary;
  /** Resident memory after start-up and the warm-up, MB. */
  rssBeforeMb: number;
  /** Highest resident memory sampled during the measured rounds, MB. */
  rssPeakMb: number;
  /** The process's peak resident memory (getrusage maxrss, from its start), MB. */
  maxRssMb: number;
  /** 1-minute load average before and after. */
  load: [number, number];
}

const MB = 1024 * 1024;

/** A 12-megapixel JPEG (4032 × 3024, a phone's photo) of exactly LIMITS.imageMaxBytes bytes, saved to a file. */
export async function makeBenchPhoto(directory: string): Promise<string> {
  const width = 4032;
  const height = 3024;
  // Blurred noise: detail a JPEG cannot squeeze to nothing, like a photo's.
  const pixels = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 90, g: 60, b: 140 },
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .blur(1.2)
    .raw()
    .toBuffer();
  for (const quality of [95, 92, 90, 88, 85, 82, 78, 74, 70, 65, 60, 50, 40]) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= LIMITS.imageMaxBytes) {
      // Bytes after the JPEG's end marker are ignored by decoders: the file is exactly at the limit.
      const photo = Buffer.concat([jpeg, Buffer.alloc(LIMITS.imageMaxBytes - jpeg.length)]);
      const file = path.join(directory, 'photo-5000000.jpg');
      fs.writeFileSync(file, photo);
      return file;
    }
  }
  throw new Error('could not make a photo under the limit');
}

interface Sent {
  status: number;
  ms: number;
}

/** POSTs a multipart upload, writing the photo's buffer as it is (no copy per request). */
function sendUpload(url: string, token: string, establishmentId: string, photo: Buffer): Promise<Sent> {
  const boundary = `----noitebench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="establishmentId"\r\n\r\n${establishmentId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="banner"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/v1/establishment/edit-banners`,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + photo.length + tail.length,
          'x-access-token': `Bearer ${token}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.on('error', reject);
    request.write(head);
    request.write(photo);
    request.end(tail);
  });
}

/** Samples the resident memory every `everyMs` until stopped; answers the highest, in bytes. */
function sampleRss(everyMs = 5) {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage.rss());
    },
  };
}

/** One scenario, in this process: the app on PGlite, one owner venue per upload (a venue holds 5 banners). */
export async function runUploads(scenario: UploadScenario, log: (message: string) => void): Promise<UploadResult> {
  return withBenchDatabase('postgres', { adminUrl: scenario.adminUrl, log }, async ({ handle: database }) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-bench-uploads-'));
    try {
      const config = loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        WEB_DIST: path.join(dataDir, 'no-web'),
        RATE_LIMIT_UPLOAD: '1000000',
      });
      const app = await buildApp({ config, database, logger: false });
      await app.listen({ host: '127.0.0.1', port: 0 });
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      try {
        const db = database.db;
        const admin = await db
          .insertInto('users')
          .values({ type: 'admin', name: 'Bench Admin', email: 'bench.admin@example.com' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const { token, hash } = newToken();
        await db
          .insertInto('sessions')
          .values({
            user_id: admin.id,
            token_hash: hash,
            remember: true,
            expires_at: new Date(Date.now() + 86_400_000),
          })
          .execute();
        const total = scenario.concurrency * (scenario.rounds + scenario.warmupRounds);
        const venues = await db
          .insertInto('establishments')
          .values(
            Array.from({ length: total }, (_, index) => ({
              owner_id: admin.id,
              name: `Bench ${index}`,
              fantasy_name: `Bench ${index}`,
              corporate_name: `Bench ${index} Ltda`,
              email: `bench${index}@example.com`,
              country_code: '+55',
              phone: '1133334444',
              cnpj: '11.222.333/0001-81',
              address: 'Praça da Sé, São Paulo - SP',
              zip_code: '01001-000',
              latitude: -23.5503,
              longitude: -46.6339,
              establishment_type: ['bar'],
            })),
          )
          .returning('id')
          .execute();
        const photo = fs.readFileSync(scenario.photoPath);
        const { width, height } = await sharp(photo).metadata();
        let next = 0;
        const round = async () => {
          const ids = venues.slice(next, next + scenario.concurrency).map((venue) => venue.id);
          next += scenario.concurrency;
          const started = performance.now();
          const cpuStarted = processCpuMs();
          const sent = await Promise.all(ids.map((id) => sendUpload(url, token, id, photo)));
          const failed = sent.find((answer) => answer.status !== 200);
          if (failed) throw new Error(`an upload answered ${failed.status}`);
          return {
            uploads: sent.map((answer) => answer.ms),
            ms: performance.now() - started,
            cpuPerUpload: (processCpuMs() - cpuStarted) / ids.length,
          };
        };

        for (let index = 0; index < scenario.warmupRounds; index += 1) await round();
        global.gc?.();
        const rssBefore = process.memoryUsage.rss();
        const loadBefore = os.loadavg()[0] ?? 0;
        const sampler = sampleRss();
        const uploads: number[] = [];
        const rounds: number[] = [];
        const cpu: number[] = [];
        for (let index = 0; index < scenario.rounds; index += 1) {
          const result = await round();
          uploads.push(...result.uploads);
          rounds.push(result.ms);
          cpu.push(result.cpuPerUpload);
        }
        const peak = sampler.stop();
        log(`${scenario.label}: ${uploads.length} uploads, peak RSS ${(peak / MB).toFixed(0)} MB`);
        return {
          label: scenario.label,
          concurrency: scenario.concurrency,
          rounds: scenario.rounds,
          photoBytes: photo.length,
          photoPixels: `${width} × ${height}`,
          upload: summarize(uploads),
          round: summarize(rounds),
          cpu: summarize(cpu),
          rssBeforeMb: rssBefore / MB,
          rssPeakMb: peak / MB,
          maxRssMb: process.resourceUsage().maxRSS / 1024,
          load: [loadBefore, os.loadavg()[0] ?? 0],
        };
      } finally {
        await app.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);

/** The uploads section of the report. */
export function renderUploads(results: UploadResult[]): string {
  const rows = results.map(
    (result) =>
      `| ${result.label} | ${result.concurrency} | ${result.upload.count} | ${fixed(result.upload.p50)} | ` +
      `${fixed(result.upload.p95)} | ${fixed(result.round.p50)} | ${fixed(result.cpu.p50)} | ${fixed(result.rssBeforeMb)} | ` +
      `${fixed(result.rssPeakMb)} (+${fixed(result.rssPeakMb - result.rssBeforeMb)}) | ${fixed(result.maxRssMb)} | ` +
      `${result.load.map((load) => load.toFixed(1)).join(' → ')} |`,
  );
  const photo = results[0];
  return [
    `Photo: a ${photo?.photoPixels ?? '?'} JPEG of ${photo?.photoBytes.toLocaleString('en') ?? '?'} bytes, sent as ` +
      '`POST /establishment/edit-banners` over HTTP to the app on PostgreSQL (each scenario in a fresh process).',
    '',
    '| scenario | at once | uploads | median ms | p95 ms | round median ms | CPU ms per upload | RSS before MB | RSS peak MB | maxrss MB | load |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
