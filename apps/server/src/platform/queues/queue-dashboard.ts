import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BullBoardFastifyAdapter } from '@bull-board/fastify';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../bootstrap/infrastructure';
import type { LigaRequest } from '../http/request-context';
import { WAKE_QUEUE } from '../projections/wake-queue';
import {
  queueDashboardAccess,
  QUEUE_DASHBOARD_PATH,
  QUEUES_NOT_AVAILABLE,
  sendFailure,
} from './queue-dashboard-access';

/** Every BullMQ queue the app uses (the projection wake-up queue is the only one). */
export const APP_QUEUES = [WAKE_QUEUE] as const;

/**
 * The dashboard page loads its own scripts, styles and locale files from its path; nothing
 * else is allowed (no third-party fonts: the page falls back to the system font).
 */
const DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * Mounts the BullMQ dashboard (bull-board's Fastify adapter) at /api/admin/queues, Admins
 * only: its routes live in their own Fastify scope, whose `onRequest` hook sets the page's CSP
 * and checks the caller before anything of the dashboard runs. Embedded mode has no queues:
 * the path answers 404 with a clear message. Returns what closes the dashboard's queue handles.
 */
export async function mountQueueDashboard(
  fastify: FastifyInstance,
  infra: Infrastructure,
): Promise<() => Promise<void>> {
  if (!infra.redis) {
    const notInEmbeddedMode = (request: unknown, reply: Parameters<typeof sendFailure>[1]) =>
      sendFailure(request as LigaRequest, reply, 404, [QUEUES_NOT_AVAILABLE]);
    for (const url of [QUEUE_DASHBOARD_PATH, `${QUEUE_DASHBOARD_PATH}/*`]) {
      fastify.route({ method: [...ALL_METHODS], url, handler: notInEmbeddedMode });
    }
    return async () => undefined;
  }
  const queues = APP_QUEUES.map(
    (name) => new Queue(name, { connection: infra.redis!, prefix: infra.config.redisPrefix }),
  );
  const board = new BullBoardFastifyAdapter();
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Liga — kolejki' } },
  });
  board.setBasePath(QUEUE_DASHBOARD_PATH);
  const access = queueDashboardAccess(infra.tokens, infra.accounts);
  await fastify.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      reply.header('Content-Security-Policy', DASHBOARD_CSP);
      reply.header('Cache-Control', 'no-store');
      await access(request as LigaRequest, reply);
      // refused: the answer is sent, the dashboard's route must not run
      if (reply.sent) return reply;
    });
    await scope.register(board.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  });
  return async () => {
    await Promise.all(queues.map((queue) => queue.close()));
  };
}
