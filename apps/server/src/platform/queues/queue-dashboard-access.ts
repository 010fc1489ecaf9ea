import { type ApiError, failure } from '@liga/contracts';
import type { TokenService } from '../auth/token-service';
import type { VerifiedToken } from '../auth/verified-tokens';
import type { ActiveAccounts } from '../auth/active-accounts';
import {
  AppError,
  ForbiddenError,
  ServiceUnavailableError,
  UnauthorizedError,
} from '../http/app-errors';
import { accountClosed, sessionEnded } from '../http/session-gate';
import { headerOf, type LigaReply, type LigaRequest } from '../http/request-context';
import { HTTP_TEXTS } from '../http/http.texts';

/** Where the BullMQ dashboard lives; its cookie is sent to this path only. */
export const QUEUE_DASHBOARD_PATH = '/api/admin/queues';
export const QUEUE_DASHBOARD_COOKIE = 'liga_queues';
/** The dashboard cookie's life: short, the admin panel hands out a new one on every visit. */
export const QUEUE_DASHBOARD_TTL_SECONDS = 15 * 60;

export const QUEUES_NOT_AVAILABLE: ApiError = {
  code: 'queues.not_available',
  message: HTTP_TEXTS.queuesNotAvailable,
};

/** `Set-Cookie` value carrying a dashboard-scoped token (HttpOnly, SameSite=Strict, own path). */
export function queueDashboardCookie(token: string, secure: boolean): string {
  return [
    `${QUEUE_DASHBOARD_COOKIE}=${token}`,
    `Path=${QUEUE_DASHBOARD_PATH}`,
    `Max-Age=${QUEUE_DASHBOARD_TTL_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The caller: the dashboard cookie (a browser page), or a bearer access token (API clients). */
function callerOf(req: LigaRequest, tokens: TokenService): VerifiedToken {
  const header = headerOf(req.headers, 'authorization');
  if (header?.startsWith('Bearer ')) return tokens.verifySession(header.slice(7).trim());
  const cookie = cookieValue(headerOf(req.headers, 'cookie'), QUEUE_DASHBOARD_COOKIE);
  if (cookie) return tokens.verifySession(cookie, 'queue-dashboard');
  throw new UnauthorizedError();
}

export function sendFailure(req: LigaRequest, res: LigaReply, status: number, errors: ApiError[]) {
  return res
    .status(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(failure(errors, req.correlationId)));
}

/**
 * A Fastify `onRequest` hook: lets Admins through to the dashboard; anyone else gets 401/403 in
 * the error envelope.
 */
export function queueDashboardAccess(tokens: TokenService, accounts: ActiveAccounts) {
  return async (req: LigaRequest, res: LigaReply): Promise<void> => {
    try {
      const { principal, issuedAt } = callerOf(req, tokens);
      const verdict = await accounts.verdict(principal.userId, issuedAt);
      if (verdict === 'account_closed') throw accountClosed();
      if (verdict === 'session_ended') throw sessionEnded();
      if (principal.role !== 'Admin') throw new ForbiddenError();
      req.principal = principal;
    } catch (error) {
      // the account check needs the database: when it is down, a 503 in the envelope
      const { status, errors } = error instanceof AppError ? error : new ServiceUnavailableError();
      await sendFailure(req, res, status, errors);
    }
  };
}
