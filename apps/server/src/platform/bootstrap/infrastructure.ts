import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { allProjections } from '../../projections';
import { ActiveAccounts } from '../auth/active-accounts';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { TokenService } from '../auth/token-service';
import { type Clock, systemClock } from '../clock/clock';
import { createDataSource, migrate } from '../database/data-source';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../database/embedded-postgres';
import { EventStore } from '../event-store/event-store';
import { UpcasterRegistry } from '../event-store/upcasters';
import type { Logger } from '../logging/logger';
import type { ChangePublisher } from '../projections/change-collector';
import { ensureProjections } from '../projections/ensure-projections';
import { ProjectionDaemon } from '../projections/projection-daemon';
import type { Projection } from '../projections/projection';
import { ProjectionRunner } from '../projections/projection-runner';
import { SocketChangePublisher } from '../realtime/socket-publisher';

export type ProcessRole = 'api' | 'worker' | 'cli';

/** Everything outside Nest that the API, the worker and the CLI share. */
export interface Infrastructure {
  config: AppConfig;
  logger: Logger;
  clock: Clock;
  db: DataSource;
  eventStore: EventStore;
  upcasters: UpcasterRegistry;
  projections: Projection[];
  publisher: SocketChangePublisher;
  tokens: TokenService;
  /** Whether the account behind a valid access token is still open (not erased). */
  accounts: ActiveAccounts;
  /** A Redis connection for BullMQ and the socket adapter (Redis mode only). */
  redis: Redis | null;
  embeddedDatabase: EmbeddedDatabase | null;
  close(): Promise<void>;
}

export async function createInfrastructure(
  config: AppConfig,
  logger: Logger,
  role: ProcessRole,
  clock: Clock = systemClock,
): Promise<Infrastructure> {
  const embeddedDatabase = config.databaseUrl
    ? null
    : await startEmbeddedPostgres(config.dataDir, logger);
  const db = createDataSource({
    url: config.databaseUrl ?? embeddedDatabase!.url,
    applicationName: `liga-${role}`,
    poolSize: role === 'cli' ? 4 : 20,
  });
  await db.initialize();
  await migrate(db);
  const upcasters = new UpcasterRegistry();
  const eventStore = new EventStore(db, clock, upcasters);
  if (role !== 'cli') await ensureProjections(db, allProjections, upcasters, logger);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: null, lazyConnect: false })
    : null;
  redis?.on('error', (error) => logger.warn('redis error', { error: error.message }));
  return {
    config,
    logger,
    clock,
    db,
    eventStore,
    upcasters,
    projections: allProjections,
    publisher: new SocketChangePublisher(),
    tokens: new TokenService({ secret: resolveJwtSecret(config), accessTtlSeconds: 15 * 60 }),
    accounts: new ActiveAccounts(db),
    redis,
    embeddedDatabase,
    async close() {
      await redis?.quit().catch(() => undefined);
      await db.destroy().catch(() => undefined);
      await embeddedDatabase?.stop().catch(() => undefined);
    },
  };
}

export function createDaemon(infra: Infrastructure, publisher: ChangePublisher): ProjectionDaemon {
  const runners = infra.projections.map(
    (projection) =>
      new ProjectionRunner(infra.db, projection, infra.upcasters, publisher, {
        batchSize: infra.config.projectionBatchSize,
        maxFailures: 5,
      }),
  );
  return new ProjectionDaemon(infra.db, runners, infra.logger.child('projections'), {
    tickMs: infra.config.projectionTickMs,
  });
}
