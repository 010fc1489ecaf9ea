import type { Params } from 'nestjs-pino';
import type { Logger } from './logger';

/**
 * nestjs-pino's options: Nest's own lines go through our pino root, under the component
 * `nest`. Its per-request middleware (pino-http) is not mounted (`forRoutes: []`): the request
 * lines come from a Fastify hook that costs nothing unless it writes (request-lines.ts).
 */
export function httpLogging(logger: Logger): Params {
  return {
    pinoHttp: { logger: logger.child('nest').pino },
    forRoutes: [],
  };
}
