import type { Request } from 'express';
import type { Principal } from '../../../platform/auth/principal';
import type { TokenService } from '../../../platform/auth/token-service';
import { UnauthorizedError } from '../../../platform/http/app-errors';
import type { EventContext } from '../../../platform/event-store/event-types';

/** The client's address for throttling (Express honours `trust proxy` for X-Forwarded-For). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export function eventContext(caller: Principal | null, correlationId: string): EventContext {
  return { actorUserId: caller?.userId ?? null, correlationId, causationId: null };
}

/**
 * On a @Public() route the guard lets a bad token through as "no caller". Where a caller is
 * required after all, this answers 401 with the token's own reason (expired or invalid).
 */
export function requireCaller(
  caller: Principal | null,
  req: Request,
  tokens: TokenService,
): Principal {
  if (caller) return caller;
  const header = req.header('authorization');
  if (header?.startsWith('Bearer ')) tokens.verifyAccess(header.slice(7).trim());
  throw new UnauthorizedError();
}
