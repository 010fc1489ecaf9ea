import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Principal, Role } from '../auth/principal';
import { UnauthorizedError } from './app-errors';
import type { LigaReply, LigaRequest } from './request-context';

import {
  CALLER_IN_HANDLER,
  IS_PUBLIC,
  PASSWORD_CHANGE,
  RAW_RESPONSE,
  ROLES,
} from './route-metadata';

/** The route needs no token (guests welcome); a valid token, if sent, is still read. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * A @Public() route whose handler still demands a caller: the guard lets it through (so the
 * handler can pass an unknown path on, or take another credential) and the handler answers
 * 401 without one. `alternatives` name the other credentials it takes (OpenAPI security
 * schemes). The API document describes such a route as secured, as it is.
 */
export const CallerCheckedInHandler = (...alternatives: string[]) =>
  SetMetadata(CALLER_IN_HANDLER, alternatives);

/** The route a session from a temporary password may call: the password change itself. */
export const PasswordChangeRoute = () => SetMetadata(PASSWORD_CHANGE, true);

/** Only these roles may call the route (403 otherwise). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);

/** The handler answers bytes (an image), not the JSON envelope. */
export const RawResponse = () => SetMetadata(RAW_RESPONSE, true);

/** The authenticated caller; 401 when there is none. */
export const Caller = createParamDecorator((_data: unknown, ctx: ExecutionContext): Principal => {
  const principal = ctx.switchToHttp().getRequest<LigaRequest>().principal;
  if (!principal) throw new UnauthorizedError();
  return principal;
});

/** The caller when there is one (public routes), else null. */
export const OptionalCaller = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Principal | null =>
    ctx.switchToHttp().getRequest<LigaRequest>().principal ?? null,
);

export const CorrelationId = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): string =>
    ctx.switchToHttp().getRequest<LigaRequest>().correlationId,
);

/**
 * The client's address (for throttling): the socket's peer, or X-Forwarded-For's client when
 * the peer is a trusted proxy (loopback, see `trustProxy` in api-app.ts).
 */
export const ClientAddress = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): string => {
    const req = ctx.switchToHttp().getRequest<LigaRequest>();
    return req.ip ?? req.raw.socket.remoteAddress ?? 'unknown';
  },
);

/** Headers a handler adds to its (enveloped) answer, e.g. a cookie. */
export interface ResponseHeaderSink {
  set(name: string, value: string): void;
}

/** Where the handler sets headers of its answer, whatever HTTP library is underneath. */
export const ResponseHeaders = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): ResponseHeaderSink => {
    const reply = ctx.switchToHttp().getResponse<LigaReply>();
    return { set: (name, value) => void reply.header(name, value) };
  },
);
