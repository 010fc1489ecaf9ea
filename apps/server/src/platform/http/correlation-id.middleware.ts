import { randomUUID } from 'node:crypto';
import type { NextFunction, Response } from 'express';
import { withLogContext } from '../logging/log-context';
import type { LigaRequest } from './request-context';

const HEADER = 'x-correlation-id';

/**
 * Every request gets a correlation id (the caller's, if sane), echoed in the answer; the rest
 * of the request runs in a log context carrying it, so every log line written while handling
 * it has the id (event metadata gets it from the controllers).
 */
export function correlationIdMiddleware(req: LigaRequest, res: Response, next: NextFunction): void {
  const given = req.header(HEADER);
  req.correlationId = given && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
  req.principal = null;
  res.setHeader(HEADER, req.correlationId);
  withLogContext({ correlationId: req.correlationId }, next);
}
