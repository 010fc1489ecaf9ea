import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { ActiveAccounts } from '../auth/active-accounts';
import { passwordChangePending, passwordChangeRequired } from '../auth/password-change-gate';
import type { Principal, Role } from '../auth/principal';
import { TokenService } from '../auth/token-service';
import { ForbiddenError, UnauthorizedError } from './app-errors';
import { IS_PUBLIC, PASSWORD_CHANGE, ROLES } from './decorators';
import { headerOf, type LigaRequest } from './request-context';

export const accountClosed = () =>
  new UnauthorizedError('auth.account_closed', 'To konto zostało usunięte. Zaloguj się ponownie.');

export const sessionEnded = () =>
  new UnauthorizedError(
    'auth.session_ended',
    'Sesja została zakończona (zmiana hasła, roli lub wylogowanie ze wszystkich urządzeń). Zaloguj się ponownie.',
  );

/**
 * Global guard: reads the bearer token on every route; routes are closed unless marked
 * @Public(); @Roles() narrows them further. A valid token of an erased account counts for
 * nothing, and so does one signed before the account's sessions were ended. A session from a temporary password may only change the password (403
 * `auth.password_change_required` elsewhere). Ownership checks live in the command handlers.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(ActiveAccounts) private readonly accounts: ActiveAccounts,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<LigaRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) === true;
    const header = headerOf(req.headers, 'authorization');
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (token) {
      try {
        req.principal = await this.openSession(token);
      } catch (error) {
        if (!isPublic) throw error;
      }
    }
    if (req.principal && (await passwordChangePending(this.db, req.principal))) {
      // a temporary password's session: the password change only; elsewhere a guest at most
      const changeRoute = this.reflector.getAllAndOverride<boolean>(PASSWORD_CHANGE, targets);
      if (!changeRoute && !isPublic) throw passwordChangeRequired();
      if (!changeRoute) req.principal = null;
    }
    if (isPublic) return true;
    if (!req.principal) throw new UnauthorizedError();
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(req.principal.role)) throw new ForbiddenError();
    return true;
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
