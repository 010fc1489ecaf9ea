import type { Logger } from '../logging/logger';

/**
 * SIGTERM/SIGINT → `stop()` (graceful: stop accepting, finish what is in flight, close
 * connections), then exit 0. A second signal, a failure or `stop()` running past
 * `forceAfterMs` exits 1 at once.
 */
export function exitGracefullyOnSignals(
  logger: Logger,
  stop: () => Promise<void>,
  forceAfterMs: number,
): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn('second signal: exiting now', { signal });
      process.exit(1);
    }
    stopping = true;
    logger.info('shutting down', { signal });
    const guard = setTimeout(() => {
      logger.error('shutdown took too long: exiting now', { forceAfterMs });
      process.exit(1);
    }, forceAfterMs);
    guard.unref();
    stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error('shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
