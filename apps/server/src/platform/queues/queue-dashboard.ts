import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Queue } from 'bullmq';
import type { NextFunction, Request, Response } from 'express';
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

function dashboardCsp(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Content-Security-Policy', DASHBOARD_CSP);
  res.setHeader('Cache-Control', 'no-store');
  next();
}

function notInEmbeddedMode(req: LigaRequest, res: Response): void {
  sendFailure(req, res, 404, [QUEUES_NOT_AVAILABLE]);
}

/**
 * Mounts the BullMQ dashboard (bull-board) at /api/admin/queues, Admins only, in front of
 * Nest's routes. Embedded mode has no queues: the path answers 404 with a clear message.
 * Returns what closes the dashboard's queue handles.
 */
export function mountQueueDashboard(
  app: NestExpressApplication,
  infra: Infrastructure,
): () => Promise<void> {
  if (!infra.redis) {
    app.use(QUEUE_DASHBOARD_PATH, notInEmbeddedMode);
    return async () => undefined;
  }
  const queues = APP_QUEUES.map(
    (name) => new Queue(name, { connection: infra.redis!, prefix: infra.config.redisPrefix }),
  );
  const board = new ExpressAdapter().setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Liga — kolejki' } },
  });
  app.use(
    QUEUE_DASHBOARD_PATH,
    dashboardCsp,
    queueDashboardAccess(infra.tokens, infra.accounts),
    board.getRouter() as (req: Request, res: Response, next: NextFunction) => void,
  );
  return async () => {
    await Promise.all(queues.map((queue) => queue.close()));
  };
}
