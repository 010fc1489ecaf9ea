import type { FastifyInstance } from 'fastify';
import { pathOf, type LigaRequest } from '../http/request-context';
import type { Logger } from './logger';

/** One successful read (GET, 2xx/3xx) of this many gets its request line; every other request does. */
export const SUCCESSFUL_READS_SAMPLED = 100;

/**
 * One line per answered request ('request completed': correlation id, method, path without the
 * query string, status, time), from a Fastify `onResponse` hook: at debug, at warn for a 5xx,
 * so LOG_LEVEL=info writes only the 5xx lines. Successful reads are sampled, 1 in
 * SUCCESSFUL_READS_SAMPLED (`sampled: 100` on the line): under load they are almost every
 * request and tell nothing one by one; writes, refusals and failures are always written.
 * Before, pino-http (nestjs-pino's middleware) made a child logger and redacted its bindings
 * for every request whether the line was written or not: ~40% of the CPU of a cached read
 * (docs/PERFORMANCE.md, "Hot reads"). The query string is left out: a refresh token travels
 * in one (`refresh-token?refreshRequest=`).
 */
export function registerRequestLines(fastify: FastifyInstance, logger: Logger): void {
  let reads = 0;
  fastify.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    if (status < 500 && !logger.enabled('debug')) return done();
    const successfulRead = request.method === 'GET' && status < 400;
    if (successfulRead && ++reads % SUCCESSFUL_READS_SAMPLED !== 0) return done();
    const fields = {
      correlationId: (request as LigaRequest).correlationId,
      method: request.method,
      path: pathOf(request.url),
      status,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      ...(successfulRead ? { sampled: SUCCESSFUL_READS_SAMPLED } : {}),
    };
    if (status >= 500) logger.warn('request completed', fields);
    else logger.debug('request completed', fields);
    done();
  });
}
