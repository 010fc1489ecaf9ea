import 'reflect-metadata';
import { loadConfig } from './config/app-config';
import { createApiApp } from './platform/bootstrap/api-app';
import { createInfrastructure } from './platform/bootstrap/infrastructure';
import { exitGracefullyOnSignals } from './platform/bootstrap/shutdown-signals';
import { rootLogger } from './platform/logging/logger';
import { SeasonTurnScheduler } from './modules/leagues/commands/season-turn.scheduler';
import { featureStartupTasks } from './startup-tasks';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = rootLogger.child('api');
  const infra = await createInfrastructure(config, logger, 'api');
  const api = await createApiApp(infra, { startupTasks: featureStartupTasks });
  const url = await api.listen(config.port);
  // every node wakes at the season's turn (00:00 Warsaw); the first one turns it
  api.app.get(SeasonTurnScheduler).start();
  logger.info('Liga is running', { url, mode: config.embedded ? 'embedded' : 'external' });
  process.stdout.write(`\n  Liga działa: ${url}\n\n`);

  // SIGTERM/SIGINT: requests in flight finish, then Socket.IO, queues, Redis, the PG pool and
  // the embedded PostgreSQL close; exit 0. A second signal exits at once.
  exitGracefullyOnSignals(
    logger,
    async () => {
      await api.close().catch((error: unknown) => logger.error('close failed', { error }));
      await infra.close();
    },
    config.shutdownTimeoutMs + 20_000,
  );
}

main().catch((error: unknown) => {
  rootLogger.error('start failed', { error });
  process.exit(1);
});
