import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './lib/paths.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Who may say, in X-Forwarded-For, which address a request comes from: nobody by default (the connection's own
 * address counts, so no client can choose its rate-limit key); a number of proxy hops in front of the app; or a
 * comma-separated list of proxy addresses and CIDRs (`loopback`, `10.0.0.0/8`, …), as Fastify's `trustProxy` takes it.
 */
const trustProxyFromEnv = z
  .string()
  .optional()
  .transform((value): false | number | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false') return false;
    if (/^\d+$/.test(text)) return Number(text);
    return text
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
  });

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  DEMO_DATA: booleanFromEnv.optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Noite <no-reply@noite.app>'),
  /** How often the mail worker looks for queued e-mails (decision 054). */
  MAIL_POLL_MS: z.coerce.number().int().positive().default(1000),
  /** Per-account sign-in throttle (decision 053): this many failures within the window lock the account. */
  LOGIN_LOCK_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  LOGIN_LOCK_MINUTES: z.coerce.number().positive().default(15),
  APP_TIMEZONE: z.string().default('America/Sao_Paulo'),
  /** Social sign-in (decision 036): a provider without its id (and, for Facebook, its secret) is switched off. */
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_AUTHORIZE_URL: z.string().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKENINFO_URL: z.string().default('https://oauth2.googleapis.com/tokeninfo'),
  GOOGLE_USERINFO_URL: z.string().default('https://openidconnect.googleapis.com/v1/userinfo'),
  FACEBOOK_APP_ID: z.string().trim().optional(),
  FACEBOOK_APP_SECRET: z.string().trim().optional(),
  FACEBOOK_AUTHORIZE_URL: z.string().default('https://www.facebook.com/v21.0/dialog/oauth'),
  /** The Graph API base: /debug_token and /me are appended. */
  FACEBOOK_GRAPH_URL: z.string().default('https://graph.facebook.com/v21.0'),
  /** How long a provider may take to answer one request. */
  SOCIAL_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  GEOCODER: z.enum(['offline', 'nominatim', 'google']).default('offline'),
  /** Online geocoder endpoint: nominatim's base URL (/reverse, /search appended) or google's geocode/json URL. */
  GEOCODER_URL: z.string().optional(),
  /** API key of the google geocoder. */
  GEOCODER_KEY: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Put before every Redis key of the app (rate limits, sign-in locks): apps or test runs sharing one Redis. */
  REDIS_KEY_PREFIX: z.string().default(''),
  /**
   * Where pictures live (decision 073): unset → DATA_DIR/uploads; `file:///path` → that folder; `s3://bucket[/prefix]
   * ?endpoint=…&region=…&forcePathStyle=true` → an S3-compatible bucket, credentials from the AWS_* variables (or
   * `s3://KEY:SECRET@bucket…`). Either way the app serves them under /uploads.
   */
  STORAGE_URL: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || /^(file|s3):\/\//.test(value), 'STORAGE_URL must start with file:// or s3://'),
  TRUST_PROXY: trustProxyFromEnv,
  /** The owners' support WhatsApp (digits with country code); read by the web build, unset → no link (decision 063). */
  SUPPORT_WHATSAPP: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /**
   * On SIGTERM, how long /readyz answers 503 while the app still serves everything, so a load balancer stops sending
   * traffic before the listening socket closes (decision 059). Set it to the balancer's health-check interval times
   * its failure threshold; 0 stops accepting at once. Ctrl-C (SIGINT) never waits.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /**
   * A visitor's home list (plain, filtered, or searched for one word) is worked out in the process while at most this
   * many venues are open (decisions 130, 132–135): ~400 bytes each (points, types, time zones, a month's events, the
   * words of their texts) and their cards (as text and, once sent, as bytes), read on the first such page. 0: always
   * by the database.
   */
  HOME_MEMORY_VENUES: z.coerce.number().int().min(0).default(150_000),
  /** Per-minute limits; tests raise the ones they are not exercising. */
  RATE_LIMIT_LOGIN: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_SIGN_UP: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_FORGOT_PASSWORD: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_UPLOAD: z.coerce.number().int().positive().default(20),
});

export type RawConfig = z.infer<typeof configSchema>;

export interface Config extends RawConfig {
  dataDir: string;
  publicUrl: string;
  uploadsDir: string;
  outboxDir: string;
  webDist: string;
  /** The web app's server render of the first screens (decision 079), beside its build: `dist-ssr`. */
  webSsrDist: string;
}

/** Parses the environment once. Relative paths are taken from the repository root so every script agrees. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw = configSchema.parse(env);
  const dataDir = path.resolve(repoRoot, raw.DATA_DIR);
  return {
    ...raw,
    dataDir,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    uploadsDir: raw.STORAGE_URL?.startsWith('file://')
      ? path.resolve(new URL(raw.STORAGE_URL).pathname)
      : path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    webDist: path.resolve(repoRoot, raw.WEB_DIST ?? 'apps/web/dist'),
    webSsrDist: path.resolve(repoRoot, raw.WEB_DIST ?? 'apps/web/dist', '..', 'dist-ssr'),
  };
}
