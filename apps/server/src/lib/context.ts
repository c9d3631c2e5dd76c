import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/schema.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { Mailer } from './mailer.ts';
import type { Storage } from './storage.ts';

/** What services need from the outside world; built once at start-up. */
export interface AppContext {
  db: Db;
  config: Config;
  /** The transport; services queue mail with `queueMail` (decision 054) and the worker delivers through this. */
  mailer: Mailer;
  loginThrottle: LoginThrottle;
  storage: Storage;
  log: FastifyBaseLogger;
}
