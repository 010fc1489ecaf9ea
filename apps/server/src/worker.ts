import 'reflect-metadata';
import { loadConfig } from './config/app-config';
import { createDaemon, createInfrastructure } from './platform/bootstrap/infrastructure';
import { exitGracefullyOnSignals } from './platform/bootstrap/shutdown-signals';
import { UnitOfWork } from './platform/event-store/unit-of-work';
import { rootLogger } from './platform/logging/logger';
import { Mailer } from './platform/mail/mailer';
import { NotificationDelivery } from './modules/notifications/delivery/notification-delivery';
import { startWakeWorker } from './platform/projections/wake-queue';
import { createBroadcastOnlyServer } from './platform/realtime/redis-streams-io.adapter';

/**
 * Projection worker (Redis mode): catches up on start, on every BullMQ wake-up and on a
 * periodic tick; publishes committed changes through the Socket.IO Redis streams adapter,
 * so every API node pushes them to its clients. Notification delivery (the outbox, e-mail, the
 * digest, match reminders as BullMQ delayed jobs) runs here too, where the projections run.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = rootLogger.child('worker', { pid: process.pid });
  if (!config.redisUrl || !config.databaseUrl) {
    throw new Error(
      'The worker needs DATABASE_URL and REDIS_URL (embedded mode projects in-process)',
    );
  }
  const infra = await createInfrastructure(config, logger, 'worker');
  const redis = infra.redis!;
  const broadcaster = createBroadcastOnlyServer(redis, config.redisPrefix);
  infra.publisher.attach(broadcaster.io);
  const daemon = createDaemon(infra, infra.publisher);
  daemon.start();
  const delivery = new NotificationDelivery({
    db: infra.db,
    clock: infra.clock,
    config,
    logger,
    mailer: new Mailer(config, logger.child('mail')),
    tokens: infra.tokens,
    unitOfWork: new UnitOfWork(infra.db, infra.eventStore),
    redis,
    daemon,
  });
  await delivery.start();
  const wakeConnection = redis.duplicate();
  const wakeWorker = startWakeWorker(wakeConnection, config.redisPrefix, logger, () =>
    daemon.wake(),
  );
  logger.info('worker started', { projections: infra.projections.map((p) => p.name) });

  // SIGTERM/SIGINT: no new wake-ups, the batch in flight commits or rolls back (its rows and
  // its checkpoint are one transaction, never half-applied), then Redis and the PG pool close.
  exitGracefullyOnSignals(
    logger,
    async () => {
      await wakeWorker.close().catch(() => undefined);
      await wakeConnection.quit().catch(() => undefined);
      await daemon.stop();
      await delivery.stop();
      await broadcaster.close();
      await infra.close();
    },
    config.shutdownTimeoutMs + 20_000,
  );
}

main().catch((error: unknown) => {
  rootLogger.error('worker failed', { error });
  process.exit(1);
});
