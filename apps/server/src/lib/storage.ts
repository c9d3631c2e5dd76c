import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';

/** A stored picture as it is served: its bytes as a stream, or "not modified" for a matching If-None-Match. */
export type StoredObject =
  | { status: 200; body: Readable; contentType: string; contentLength?: number; etag?: string; lastModified?: Date }
  | { status: 304; etag?: string };

/** Where uploaded (already re-encoded) images live. Paths returned are public URLs under /uploads. */
export interface Storage {
  kind: 'disk' | 's3';
  /**
   * Saves under `name` (letters, digits and dashes; never overwriting a file: a taken name throws `NameTakenError`)
   * or a random name. Venue pictures are named after the venue (decision 010): a list of cards then repeats the
   * card's id instead of a new random string per picture, which compresses to almost nothing.
   */
  save(folder: string, bytes: Buffer, extension: string, name?: string): Promise<string>;
  remove(publicPath: string | null | undefined): Promise<void>;
  /** Whether a file is stored under the public path. */
  exists(publicPath: string): Promise<boolean>;
  /** The stored file to serve, or undefined when there is none (or the path is not ours). */
  read(publicPath: string, options?: { ifNoneMatch?: string }): Promise<StoredObject | undefined>;
}

/** A picture's URL is cached for good: a name is never given to other bytes. */
export class NameTakenError extends Error {
  constructor(publicPath: string) {
    super(`${publicPath} is already stored: a stored name is never given to other bytes`);
  }
}

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,99}$/;
const SAFE_FOLDER = /^[a-z][a-z0-9-]{0,39}$/;
/** The public paths we hand out: /uploads/<folder>/<name>.<extension>, nothing else is read or removed. */
const PUBLIC_PATH = /^\/uploads\/([a-z][a-z0-9-]{0,39})\/([A-Za-z0-9][A-Za-z0-9-]{0,99}\.[a-z0-9]{1,8})$/;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};

export const contentTypeOf = (file: string) =>
  CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

function checkedName(folder: string, extension: string, name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`Unsafe file name "${name}"`);
  if (!SAFE_FOLDER.test(folder)) throw new Error(`Unsafe folder "${folder}"`);
  if (!/^[a-z0-9]{1,8}$/.test(extension)) throw new Error(`Unsafe extension "${extension}"`);
  return `${folder}/${name}.${extension}`;
}

/** The key below the uploads root of a public path we could have handed out, or undefined. */
export function storageKey(publicPath: string | null | undefined): string | undefined {
  const match = publicPath ? PUBLIC_PATH.exec(publicPath) : null;
  return match ? `${match[1]}/${match[2]}` : undefined;
}

export function createDiskStorage(root: string): Storage {
  const fileOf = (publicPath: string) => {
    const key = storageKey(publicPath);
    return key ? path.join(root, key) : undefined;
  };
  return {
    kind: 'disk',
    async save(folder, bytes, extension, name = randomUUID()) {
      const key = checkedName(folder, extension, name);
      const file = path.join(root, key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written aside, then linked under its name: a reader never sees half a file, and link() fails on a taken name.
      const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
      await fsp.writeFile(temporary, bytes, { flag: 'wx' });
      try {
        await fsp.link(temporary, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new NameTakenError(`/uploads/${key}`);
        throw error;
      } finally {
        await fsp.rm(temporary, { force: true });
      }
      return `/uploads/${key}`;
    },
    async remove(publicPath) {
      const file = fileOf(publicPath ?? '');
      if (file) await fsp.rm(file, { force: true });
    },
    async exists(publicPath) {
      const file = fileOf(publicPath);
      return file
        ? fsp.access(file).then(
            () => true,
            () => false,
          )
        : false;
    },
    async read(publicPath) {
      const file = fileOf(publicPath);
      if (!file) return undefined;
      const stat = await fsp.stat(file).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return {
        status: 200,
        body: fs.createReadStream(file),
        contentType: contentTypeOf(file),
        contentLength: stat.size,
        lastModified: stat.mtime,
      };
    },
  };
}

export interface S3Location {
  bucket: string;
  /** Keys are `<prefix><folder>/<file>`; empty or ending with a slash. */
  prefix: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * `s3://[ACCESS_KEY:SECRET@]bucket[/prefix]?endpoint=https://…&region=…&forcePathStyle=true` (decision 073).
 * Without credentials in the URL, the SDK's standard chain is used (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY,
 * a profile, or the instance's role).
 */
export function parseS3Url(text: string): S3Location {
  const url = new URL(text);
  if (url.protocol !== 's3:' || !url.hostname) throw new Error('STORAGE_URL must look like s3://bucket?region=…');
  const prefix = decodeURIComponent(url.pathname.replace(/^\/+/, ''));
  const accessKeyId = decodeURIComponent(url.username);
  const secretAccessKey = decodeURIComponent(url.password);
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  return {
    bucket: url.hostname,
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
    endpoint,
    region: url.searchParams.get('region') ?? process.env.AWS_REGION ?? 'us-east-1',
    forcePathStyle: ['true', '1', 'yes'].includes(url.searchParams.get('forcePathStyle') ?? ''),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/** Pictures in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), served by the app under the same URLs. */
export async function createS3Storage(location: S3Location): Promise<Storage & { client: S3Client }> {
  // Loaded only when used, as ioredis is: the SDK costs memory a one-process install never needs.
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    credentials: location.credentials,
    // Checksums only where the API requires them: every S3-compatible service understands a plain signed PUT.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket, prefix } = location;
  const head = async (key: string) => {
    try {
      await client.send(new s3.HeadObjectCommand({ Bucket: bucket, Key: prefix + key }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  };
  return {
    kind: 's3',
    client,
    async save(folder, bytes, extension, name = randomUUID()) {
      const key = checkedName(folder, extension, name);
      const publicPath = `/uploads/${key}`;
      // IfNoneMatch makes the write conditional on AWS S3, MinIO and R2; the HEAD before it keeps the rule on a
      // service that ignores the condition (names are unique per venue anyway: decision 010's counter).
      if (await head(key)) throw new NameTakenError(publicPath);
      try {
        await client.send(
          new s3.PutObjectCommand({
            Bucket: bucket,
            Key: prefix + key,
            Body: bytes,
            ContentType: contentTypeOf(key),
            CacheControl: 'public, max-age=31536000, immutable',
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        if (statusOf(error) === 412 || statusOf(error) === 409) throw new NameTakenError(publicPath);
        throw error;
      }
      return publicPath;
    },
    async remove(publicPath) {
      const key = storageKey(publicPath);
      // Deleting a missing key succeeds on S3.
      if (key) await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: prefix + key }));
    },
    async exists(publicPath) {
      const key = storageKey(publicPath);
      return key ? head(key) : false;
    },
    async read(publicPath, options = {}) {
      const key = storageKey(publicPath);
      if (!key) return undefined;
      try {
        const answer = await client.send(
          new s3.GetObjectCommand({ Bucket: bucket, Key: prefix + key, IfNoneMatch: options.ifNoneMatch }),
        );
        return {
          status: 200,
          body: answer.Body as Readable,
          contentType: answer.ContentType ?? contentTypeOf(key),
          contentLength: answer.ContentLength,
          etag: answer.ETag,
          lastModified: answer.LastModified,
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 304) return { status: 304, etag: options.ifNoneMatch };
        if (status === 404 || status === 403) return undefined;
        throw error;
      }
    },
  };
}

/** `STORAGE_URL`: an `s3://` URL → that bucket; else the uploads folder (DATA_DIR/uploads or the `file://` path). */
export async function openStorage(config: { STORAGE_URL?: string; uploadsDir: string }): Promise<Storage> {
  return config.STORAGE_URL?.startsWith('s3://')
    ? createS3Storage(parseS3Url(config.STORAGE_URL))
    : createDiskStorage(config.uploadsDir);
}
