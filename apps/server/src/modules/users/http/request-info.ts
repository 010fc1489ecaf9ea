import type { Request } from 'express';
import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';

/** The client's address for throttling (Express honours `trust proxy` for X-Forwarded-For). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export function eventContext(caller: Principal | null, correlationId: string): EventContext {
  return { actorUserId: caller?.userId ?? null, correlationId, causationId: null };
}
