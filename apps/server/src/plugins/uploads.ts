import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../lib/storage.ts';

/** A stored name never gets other bytes (lib/storage.ts), so browsers and a CDN may keep a picture for good. */
const CACHE_CONTROL = 'public, max-age=2592000, immutable';

/**
 * Serves the pictures under `/uploads/…` whichever storage holds them (decision 073): the folder through
 * @fastify/static (ETag, Last-Modified, ranges), the bucket by streaming the object through the app, so the
 * pages keep one origin (and their CSP `img-src 'self'`) and the bucket can stay private.
 */
async function uploadsPlugin(app: FastifyInstance, options: { storage: Storage; uploadsDir: string }) {
  const { storage } = options;
  if (storage.kind === 'disk') {
    fs.mkdirSync(options.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '30d',
      immutable: true,
    });
    return;
  }
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const ifNoneMatch = request.headers['if-none-match'];
    const stored = await storage.read(request.url.split('?')[0] ?? '', { ifNoneMatch });
    if (!stored) return reply.envelope(404, 'api.notFound');
    reply.header('cache-control', CACHE_CONTROL);
    if (stored.etag) reply.header('etag', stored.etag);
    if (stored.status === 304) return reply.code(304).send();
    reply.type(stored.contentType);
    if (stored.contentLength !== undefined) reply.header('content-length', stored.contentLength);
    if (stored.lastModified) reply.header('last-modified', stored.lastModified.toUTCString());
    return reply.send(stored.body);
  });
}

export default uploadsPlugin;
