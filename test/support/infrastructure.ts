import { loadConfig } from '../../apps/server/src/config/app-config';
import {
  createInfrastructure,
  type Infrastructure,
  type ProcessRole,
} from '../../apps/server/src/platform/bootstrap/infrastructure';
import type { Clock } from '../../apps/server/src/platform/clock/clock';
import { createLogger, type Logger } from '../../apps/server/src/platform/logging/logger';
import { createTestDatabase, type TestDatabase } from './database';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestInfrastructure extends Infrastructure {
  database: TestDatabase;
  /** Closes connections and drops the test database. */
  dispose(): Promise<void>;
}

/** Real infrastructure on a fresh database (and Redis, when `redisUrl` is given). */
export async function createTestInfrastructure(
  options: {
    label?: string;
    redisUrl?: string;
    redisPrefix?: string;
    role?: ProcessRole;
    clock?: Clock;
    env?: Record<string, string>;
    /** The infrastructure's logger (default: errors only, to stderr); see log-capture.ts. */
    logger?: Logger;
    /** An existing database to use (and drop on dispose) instead of a fresh one. */
    database?: TestDatabase;
  } = {},
): Promise<TestInfrastructure> {
  const database = options.database ?? (await createTestDatabase(options.label));
  const config = loadConfig({
    DATABASE_URL: database.url,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'error',
    PROJECTION_TICK_MS: '200',
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...(options.redisPrefix ? { REDIS_PREFIX: options.redisPrefix } : {}),
    ...options.env,
  });
  const infra = await createInfrastructure(
    config,
    options.logger ?? createLogger('test', 'error'),
    options.role ?? 'api',
    options.clock,
  );
  return {
    ...infra,
    database,
    async dispose() {
      await infra.close();
      await database.drop();
    },
  };
}

export const testContext = (actorUserId: string | null = null) => ({
  actorUserId,
  correlationId: `test-${Math.random().toString(36).slice(2)}`,
  causationId: null,
});
