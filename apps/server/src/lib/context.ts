import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/schema.ts';
import type { Mailer } from './mailer.ts';
import type { Storage } from './storage.ts';

/** What services need from the outside world; built once at start-up. */
export interface AppContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  log: FastifyBaseLogger;
}
