import type { Request } from 'express';
import type { Principal } from '../auth/principal';
import type { AnswerScope } from '../projections/answer-scope';

/** What the platform attaches to every request. */
export interface LigaRequest extends Request {
  correlationId: string;
  principal: Principal | null;
  /** Set for every request (answer-scope.middleware.ts): did its writes reach every view? */
  answerScope?: AnswerScope;
}
