import { randomBytes } from 'node:crypto';

let serverUrl: Promise<string> | null = null;

/** REDIS_URL when set, else a Redis container through testcontainers when Docker is there. */
export function testRedisUrl(): Promise<string> {
  serverUrl ??= (async () => {
    if (process.env.REDIS_URL) return process.env.REDIS_URL;
    const { RedisContainer } = await import('@testcontainers/redis');
    const container = await new RedisContainer('redis:7-alpine').start();
    return container.getConnectionUrl();
  })().catch((error: unknown) => {
    throw new Error(
      `Tests need Redis: set REDIS_URL (e.g. redis://127.0.0.1:6379) or run Docker. ${String(error)}`,
    );
  });
  return serverUrl;
}

/** A key prefix of its own per test run, so runs sharing one Redis never see each other. */
export function testRedisPrefix(label = 'test'): string {
  return `liga-${label}-${randomBytes(4).toString('hex')}`;
}
