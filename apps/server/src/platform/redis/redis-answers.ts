import type { Redis } from 'ioredis';

/**
 * True when Redis answers PING within `timeoutMs`. The app's connections queue commands while
 * they reconnect (`maxRetriesPerRequest: null`, which BullMQ needs), so a bare `ping()` during
 * an outage would wait for Redis to come back instead of saying it is gone.
 */
export async function redisAnswers(redis: Redis, timeoutMs = 1_000): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      redis.ping().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
