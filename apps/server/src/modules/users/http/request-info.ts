import type { Principal } from '../../../platform/auth/principal';
import type { TokenService } from '../../../platform/auth/token-service';
import { UnauthorizedError } from '../../../platform/http/app-errors';
import type { EventContext } from '../../../platform/event-store/event-types';

export function eventContext(caller: Principal | null, correlationId: string): EventContext {
  return { actorUserId: caller?.userId ?? null, correlationId, causationId: null };
}

/**
 * On a @Public() route the guard lets a bad token through as "no caller". Where a caller is
 * required after all, this answers 401 with the token's own reason (expired or invalid).
 */
export function requireCaller(
  caller: Principal | null,
  authorization: string | undefined,
  tokens: TokenService,
): Principal {
  if (caller) return caller;
  const header = authorization;
  if (header?.startsWith('Bearer ')) tokens.verifyAccess(header.slice(7).trim());
  throw new UnauthorizedError();
}
