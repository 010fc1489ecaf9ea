import type { NextFunction, Response } from 'express';
import { withAnswerScope } from '../projections/answer-scope';
import type { LigaRequest } from './request-context';

/**
 * Gives every request an answer scope (see answer-scope.ts): the commands it runs wait for
 * their views, and the envelope interceptor reads from `req.answerScope` whether they did.
 */
export function answerScopeMiddleware(req: LigaRequest, _res: Response, next: NextFunction): void {
  req.answerScope = { viewsCatchingUp: false };
  withAnswerScope(req.answerScope, next);
}
