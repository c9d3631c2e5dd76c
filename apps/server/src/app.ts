import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { controlCharacterIssues, LIMITS } from '@noite/shared';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { databaseThrottle, redisThrottle } from './lib/login-throttle.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { responseSerializerCompiler } from './lib/responses.ts';
import { InputValidationError } from './lib/validation.ts';
import { openStorage, type Storage } from './lib/storage.ts';
import uploadsPlugin from './plugins/uploads.ts';
import { keepNearby } from './modules/venues/nearby.ts';
import accountRoutes from './modules/account/routes.ts';
import socialRoutes from './modules/social/routes.ts';
import adminRoutes from './modules/admin/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import eventEditRoutes from './modules/events/edit.routes.ts';
import eventRoutes from './modules/events/routes.ts';
import favouriteRoutes from './modules/favourites/routes.ts';
import geoRoutes from './modules/geo/routes.ts';
import menuRoutes from './modules/menu/routes.ts';
import pictureRoutes from './modules/pictures/routes.ts';
import venueRoutes from './modules/venues/routes.ts';
import apiDocs from './plugins/api-docs.ts';
import authPlugin from './plugins/auth.ts';
import contextPlugin from './plugins/context.ts';
import envelopePlugin from './plugins/envelope.ts';
import housekeepingPlugin from './plugins/housekeeping.ts';
import { createPageRenderer } from './lib/page-render.ts';
import { routeShells } from './lib/route-preloads.ts';
import lifecyclePlugin from './plugins/lifecycle.ts';
import routeListPlugin from './plugins/route-list.ts';
import mailWorkerPlugin from './plugins/mail-worker.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  mailer?: Mailer;
  /** Where pictures live; by default from STORAGE_URL (decision 073). */
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
}

/** Never write these to the logs. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers["x-access-token"]',
  'req.headers.cookie',
  'req.body.password',
  'req.body.confirmPassword',
  'req.body.token',
  'req.body.cpf',
  // @fastify/multipart logs the request headers it hands to busboy (at trace level).
  'busboyOptions.headers.authorization',
  'busboyOptions.headers["x-access-token"]',
  'busboyOptions.headers.cookie',
];

/** Reset links carry a secret in their path: log it masked. */
export function maskUrl(url: string): string {
  return url.replace(/(\/reset-password\/)[^/?#]+/, '$1[redacted]');
}

function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: maskUrl(request.url), remoteAddress: request.ip };
}

/** Our redaction and serializers always apply; callers (tests) may change the level or the stream. */
function loggerOptions(config: Config, custom: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (custom === false) return false;
  const base = {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED, censor: '[redacted]' },
    serializers: { req: serializeRequest },
  };
  return typeof custom === 'object' ? { ...base, ...custom } : base;
}

export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const proxies = config.TRUST_PROXY;
  const app = Fastify({
    logger: loggerOptions(config, options.logger),
    // A hop count trusts that many proxies in front of the app (the function form Fastify's types accept).
    trustProxy: typeof proxies === 'number' ? (_address: string, hop: number) => hop < proxies : proxies,
    bodyLimit: 1_000_000,
  });
  database.onIdleConnectionLost((error) =>
    app.log.warn({ err: error }, 'an idle database connection was lost; the next query opens a new one'),
  );
  app.setValidatorCompiler(validatorCompiler);
  // Control characters in any text of any input are refused before the route's own schema (decision 046).
  app.addHook('preValidation', async (request) => {
    const issues = [request.params, request.query, request.body].flatMap(controlCharacterIssues);
    if (issues.length > 0) throw new InputValidationError(issues);
  });
  app.setSerializerCompiler(responseSerializerCompiler);
  // First, so every route is listed (the authorization matrix test fails on a route it has no entry for).
  await app.register(routeListPlugin);
  await app.register(lifecyclePlugin);

  // Loaded only when used: ioredis costs ~10 MB at start.
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        keyPrefix: config.REDIS_KEY_PREFIX,
      })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const lockLimits = {
    failures: config.LOGIN_LOCK_FAILURES,
    windowMs: config.LOGIN_LOCK_WINDOW_MINUTES * 60_000,
    lockMs: config.LOGIN_LOCK_MINUTES * 60_000,
  };

  const storage = options.storage ?? (await openStorage(config));
  keepNearby(database.db, config.HOME_MEMORY_VENUES);
  await app.register(contextPlugin, {
    ctx: {
      db: database.db,
      config,
      storage,
      mailer:
        options.mailer ??
        createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.outboxDir, log: app.log }),
      loginThrottle: redis ? redisThrottle(redis, lockLimits) : databaseThrottle(database.db, lockLimits),
    },
  });
  await app.register(envelopePlugin);
  await app.register(housekeepingPlugin);
  await app.register(mailWorkerPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS means something only over https; over plain http it would pin a browser to an https that may not exist.
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  // The API reference page runs inline scripts: only its own routes get a CSP that allows them.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/docs')) return;
    route.config = {
      ...route.config,
      helmet: {
        contentSecurityPolicy: {
          directives: {
            'script-src': ["'self'", "'unsafe-inline'"],
            'style-src': ["'self'", "'unsafe-inline'"],
            'img-src': ["'self'", 'data:', 'blob:'],
            'font-src': ["'self'", 'data:'],
            'upgrade-insecure-requests': null,
          },
        },
      },
    } as typeof route.config;
  });
  // Answers up to 512 KB (a full home list is ~290 KB) are compressed inline: handing one through the stream
  // pipeline costs more (~2 ms on a home list) than compressing it (zstd ~0.45 ms, brotli ~1.5 ms). zstd at level 1
  // (decision 131): on home lists faster than its default 3 and no larger. The plugin hands one options object to
  // gzip, deflate and zstd: only zstd reads `params`.
  const zlibOptions: zlib.ZlibOptions & zlib.ZstdOptions = {
    params: { [zlib.constants.ZSTD_c_compressionLevel]: 1 },
  };
  await app.register(compress, { global: true, threshold: 1024, syncThreshold: 512 * 1024, zlibOptions });
  await app.register(rateLimit, {
    global: false,
    // With REDIS_URL, every process shares the counters; otherwise they live in this process.
    ...(redis ? { redis, nameSpace: 'noite-rate-limit-' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      retryAfter: context.after,
      message: 'rate limited',
    }),
  });
  await app.register(multipart, {
    limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 20, fieldSize: 10_000 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Noite API', version: '1.0.0', description: 'Every answer is { status, message, data }.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'apiKey', in: 'header', name: 'x-access-token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(apiDocs);
  await app.register(authPlugin);

  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(socialRoutes);
      await api.register(geoRoutes);
      await api.register(venueRoutes);
      await api.register(menuRoutes);
      await api.register(favouriteRoutes);
      await api.register(eventRoutes);
      await api.register(eventEditRoutes);
      await api.register(adminRoutes);
      await api.register(pictureRoutes);
      api.setNotFoundHandler((_request, reply) => reply.envelope(404, 'api.notFound'));
    },
    { prefix: '/api/v1' },
  );

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    // Shutting down: a load balancer stops sending traffic here while in-flight requests finish (decision 059).
    if (app.draining) return reply.code(503).send({ status: 'draining' });
    try {
      await sql`select 1`.execute(database.db);
      return { status: 'ok', database: database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  // Pictures under /uploads, from the folder or the bucket, cached for good (a name never gets other bytes).
  await app.register(uploadsPlugin, { storage, uploadsDir: config.uploadsDir });

  const indexFile = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside its scripts and styles, compressed at their best once:
      // those are sent as they are (@fastify/compress leaves an encoded answer alone).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Hashed assets never change; the HTML shell must always be revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  const indexHtml = hasWeb ? fs.readFileSync(indexFile, 'utf8') : undefined;
  const shells = indexHtml ? routeShells(config.webDist, indexHtml) : new Map<string, string>();

  const pages = createPageRenderer(app, { webDist: config.webDist, ssrDist: config.webSsrDist, shells }, app.log);

  // The first screens (/login, /main) as routes of their own: rendered on the server when the web build can
  // (decision 079), and compressed like any answer (the not-found handler below is not).
  for (const [route, shell] of shells) {
    app.get(route, { schema: { hide: true } }, async (request, reply) => {
      const rendered = await pages.render(request, route);
      return (
        reply
          .type('text/html; charset=utf-8')
          // A rendered page holds the visitor's own list: no shared cache keeps it, and it differs by cookie.
          .header('cache-control', rendered ? 'private, no-cache' : 'no-cache')
          .header('vary', 'cookie')
          .send(rendered ?? shell)
      );
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url.startsWith('/uploads/') || request.method !== 'GET' || !indexHtml) {
      return reply.envelope(404, 'api.notFound');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });

  return app;
}
