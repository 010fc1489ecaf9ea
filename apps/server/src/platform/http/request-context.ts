import type { Request } from 'express';
import type { Principal } from '../auth/principal';

/** What the platform attaches to every request. */
export interface LigaRequest extends Request {
  correlationId: string;
  principal: Principal | null;
}
