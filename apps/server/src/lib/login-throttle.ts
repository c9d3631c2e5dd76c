import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';

/**
 * Failed sign-ins per account (issue 12 part 1, decision 053): `failures` failures within `windowMs` lock the
 * account for `lockMs`, whatever address the attempts come from. Kept in Redis when REDIS_URL is set, else in the
 * database, so every process sees the same count.
 */
export interface LoginThrottle {
  /** When the account's lock ends, or null when it may try. */
  lockedUntil(email: string): Promise<Date | null>;
  /** Counts one failure; `locked` is true only for the failure that starts a lock (once per lock). */
  recordFailure(email: string, db?: Db): Promise<{ locked: boolean; lockedUntil: Date | null }>;
  /** Forgets the failures and any lock (a successful sign-in, a password reset). */
  reset(email: string, db?: Db): Promise<void>;
}

export interface ThrottleLimits {
  failures: number;
  windowMs: number;
  lockMs: number;
}

/** The key of an e-mail, as typed: trimmed and lower-case, as accounts are looked up. */
export const throttleKey = (email: string) => email.trim().toLowerCase();

export function databaseThrottle(db: Db, limits: ThrottleLimits): LoginThrottle {
  return {
    async lockedUntil(email) {
      const row = await db
        .selectFrom('login_throttle')
        .select('locked_until')
        .where('email', '=', throttleKey(email))
        .where('locked_until', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return row?.locked_until ? new Date(row.locked_until) : null;
    },
    async recordFailure(email, trx = db) {
      // One statement, so concurrent failures (other processes) each count: a window or lock that has ended starts
      // again at 1; reaching the limit sets the lock. Only the statement that set it reports it: its lock ends at
      // its own transaction's now() plus the lock time, which no other statement's does.
      const { rows } = await sql<{ failures: number; locked_until: Date | null; just_locked: boolean }>`
        insert into login_throttle as t (email, failures, window_ends_at, locked_until)
        values (${throttleKey(email)}, 1, now() + make_interval(secs => ${limits.windowMs / 1000}),
          case when ${limits.failures} <= 1 then now() + make_interval(secs => ${limits.lockMs / 1000}) end)
        on conflict (email) do update set
          failures = case when t.window_ends_at <= now() or t.locked_until <= now() then 1 else t.failures + 1 end,
          window_ends_at = case when t.window_ends_at <= now() or t.locked_until <= now()
            then now() + make_interval(secs => ${limits.windowMs / 1000}) else t.window_ends_at end,
          locked_until = case
            when t.locked_until > now() then t.locked_until
            when (case when t.window_ends_at <= now() or t.locked_until <= now() then 1 else t.failures + 1 end)
              >= ${limits.failures}
              then now() + make_interval(secs => ${limits.lockMs / 1000})
            else null end
        returning t.failures, t.locked_until,
          coalesce(t.locked_until = now() + make_interval(secs => ${limits.lockMs / 1000}), false) as just_locked
      `.execute(trx);
      const row = rows[0]!;
      return { locked: row.just_locked, lockedUntil: row.locked_until ? new Date(row.locked_until) : null };
    },
    async reset(email, trx = db) {
      await trx.deleteFrom('login_throttle').where('email', '=', throttleKey(email)).execute();
    },
  };
}

export function redisThrottle(redis: Redis, limits: ThrottleLimits, prefix = 'noite-login-'): LoginThrottle {
  const failuresKey = (email: string) => `${prefix}failures:${throttleKey(email)}`;
  const lockKey = (email: string) => `${prefix}lock:${throttleKey(email)}`;
  return {
    async lockedUntil(email) {
      const ttl = await redis.pttl(lockKey(email));
      return ttl > 0 ? new Date(Date.now() + ttl) : null;
    },
    async recordFailure(email) {
      // INCR is atomic across processes; the window starts with the first failure (PEXPIRE NX, Redis 7).
      const [[, count] = []] =
        (await redis.multi().incr(failuresKey(email)).pexpire(failuresKey(email), limits.windowMs, 'NX').exec()) ?? [];
      if (Number(count) < limits.failures) return { locked: false, lockedUntil: null };
      // SET NX: only the failure that creates the lock is told it locked.
      const created = await redis.set(lockKey(email), '1', 'PX', limits.lockMs, 'NX');
      await redis.del(failuresKey(email));
      const ttl = await redis.pttl(lockKey(email));
      return { locked: created === 'OK', lockedUntil: ttl > 0 ? new Date(Date.now() + ttl) : null };
    },
    async reset(email) {
      await redis.del(failuresKey(email), lockKey(email));
    },
  };
}
