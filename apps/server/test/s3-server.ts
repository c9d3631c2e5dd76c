import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver accepts any key pair that matches its own; the SDK needs one to sign. */
const KEY = 'S3RVER';

export interface S3TestServer {
  /** A STORAGE_URL for a fresh bucket on this server (a new prefix each call keeps parallel users apart). */
  storageUrl(prefix?: string): string;
  /** Every key stored in the bucket under `prefix`, as /uploads/… paths, sorted. */
  list(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver, which keeps objects in a folder) on a free port of 127.0.0.1, with one bucket.
 * Tests of the S3 storage talk to it through the AWS SDK exactly as they would to AWS S3, MinIO or R2.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const bucket = `noite-${randomBytes(4).toString('hex')}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    storageUrl(prefix = '') {
      const query = new URLSearchParams({ endpoint, region: 'us-east-1', forcePathStyle: 'true' });
      return `s3://${KEY}:${KEY}@${bucket}/${prefix}?${query.toString()}`;
    },
    async list(prefix = '') {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) if (item.Key) keys.push(`/uploads/${item.Key.slice(prefix.length)}`);
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
