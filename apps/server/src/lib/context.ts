import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { Mailer } from './mailer.ts';
import type { Storage } from './storage.ts';

/** What services need from the outside world; built once at start-up. */
export interface AppContext {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  log: FastifyBaseLogger;
}
