import { Inject, Injectable } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { ActiveAccounts } from '../auth/active-accounts';
import { passwordChangePending, passwordChangeRequired } from '../auth/password-change-gate';
import type { Principal, Role } from '../auth/principal';
import { TokenService } from '../auth/token-service';
import { ForbiddenError, UnauthorizedError } from './app-errors';
import { IS_PUBLIC, PASSWORD_CHANGE, ROLES } from './route-metadata';
import { headerOf } from './request-context';
import { HTTP_TEXTS } from './http.texts';

export const accountClosed = () =>
  new UnauthorizedError('auth.account_closed', HTTP_TEXTS.session.accountClosed);

export const sessionEnded = () =>
  new UnauthorizedError('auth.session_ended', HTTP_TEXTS.session.ended);

/** Who may call a route, from its decorators (@Public, @Roles, @PasswordChangeRoute). */
export interface RouteAccess {
  isPublic: boolean;
  roles: readonly Role[] | undefined;
  passwordChangeRoute: boolean;
}

/** The access rules of a handler and its controller class. */
export function routeAccessOf(
  reflector: Reflector,
  targets: Parameters<Reflector['getAllAndOverride']>[1],
): RouteAccess {
  return {
    isPublic: reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) === true,
    roles: reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets),
    passwordChangeRoute: reflector.getAllAndOverride<boolean>(PASSWORD_CHANGE, targets) === true,
  };
}

/**
 * The caller of a request to a route, by the route's rules (`sessionOf`, then `admit`): the
 * bearer token's holder, or null for a guest on a public route. Routes are closed
 * unless public; @Roles narrow them. A valid token of an erased account counts for nothing, and
 * so does one signed before the account's sessions were ended. A session from a temporary
 * password may only change the password (403 `auth.password_change_required` elsewhere; a guest
 * on public routes). Used by the global guard and by the hot-read path (hot-reads.ts).
 */
@Injectable()
export class SessionGate {
  constructor(
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(ActiveAccounts) private readonly accounts: ActiveAccounts,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  /**
   * The session a request carries on a route: the bearer token's holder, or null (no token; a
   * bad one on a public route; a temporary password's session outside the password change on
   * a public route). Throws the 401/403 of a bad token or a temporary password's session.
   */
  async sessionOf(
    headers: Record<string, string | string[] | undefined>,
    access: RouteAccess,
  ): Promise<Principal | null> {
    const header = headerOf(headers, 'authorization');
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    let principal: Principal | null = null;
    if (token) {
      try {
        principal = await this.openSession(token);
      } catch (error) {
        if (!access.isPublic) throw error;
      }
    }
    if (principal && (await passwordChangePending(this.db, principal))) {
      // a temporary password's session: the password change only; elsewhere a guest at most
      if (!access.passwordChangeRoute && !access.isPublic) throw passwordChangeRequired();
      if (!access.passwordChangeRoute) principal = null;
    }
    return principal;
  }

  /** Lets the session in, or throws: 401 without a caller on a closed route, 403 by role. */
  admit(principal: Principal | null, access: RouteAccess): void {
    if (access.isPublic) return;
    if (!principal) throw new UnauthorizedError();
    if (access.roles && !access.roles.includes(principal.role)) throw new ForbiddenError();
  }

  /**
   * The token's holder, if the account is still open and the token was signed after the
   * account's last session cutoff (password change or reset, role change, logout everywhere):
   * the same rule as the live socket's handshake, from the same cached answer.
   */
  private async openSession(token: string): Promise<Principal> {
    const { principal, issuedAt } = this.tokens.verifySession(token);
    const verdict = await this.accounts.verdict(principal.userId, issuedAt);
    if (verdict === 'account_closed') throw accountClosed();
    if (verdict === 'session_ended') throw sessionEnded();
    return principal;
  }
}
