import 'reflect-metadata';
import { loadConfig } from './config/app-config';
import { createApiApp } from './platform/bootstrap/api-app';
import { createInfrastructure } from './platform/bootstrap/infrastructure';
import { rootLogger } from './platform/logging/logger';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = rootLogger.child('api');
  const infra = await createInfrastructure(config, logger, 'api');
  const api = await createApiApp(infra);
  const url = await api.listen(config.port);
  logger.info('Liga is running', { url, mode: config.embedded ? 'embedded' : 'external' });
  process.stdout.write(`\n  Liga działa: ${url}\n\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info('shutting down', { signal });
    await api.close().catch((error: unknown) => logger.error('close failed', { error }));
    await infra.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  rootLogger.error('start failed', { error });
  process.exit(1);
});
