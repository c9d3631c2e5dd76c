import { Redis } from 'ioredis';

/** Where the tests find Redis (it runs on 127.0.0.1:6379 on the developers' machines and in CI). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether Redis answers. Tests that need it are skipped (with the reason printed) where it does not, except in CI,
 * where a missing Redis fails the run instead of silently skipping what it proves.
 */
export async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(TEST_REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 0, lazyConnect: true });
  redis.on('error', () => undefined);
  let answers = false;
  try {
    await redis.connect();
    answers = (await redis.ping()) === 'PONG';
  } catch {
    answers = false;
  } finally {
    redis.disconnect();
  }
  if (!answers && process.env.CI) throw new Error(`Redis does not answer at ${TEST_REDIS_URL}, and CI must have it`);
  return answers;
}

/** Every key under `prefix` (to check a test's keys landed where expected, and to clean up). */
export async function redisKeys(prefix: string): Promise<string[]> {
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    return (await redis.keys(`${prefix}*`)).sort();
  } finally {
    redis.disconnect();
  }
}

export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
