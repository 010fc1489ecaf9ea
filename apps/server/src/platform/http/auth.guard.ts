import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { LigaRequest } from './request-context';
import { routeAccessOf, SessionGate } from './session-gate';

/**
 * Global guard: reads the bearer token on every route and sets the request's caller by the
 * route's rules (SessionGate: closed unless @Public(), @Roles() narrowing, closed accounts,
 * ended sessions, temporary passwords). Ownership checks live in the command handlers.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(SessionGate) private readonly gate: SessionGate,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<LigaRequest>();
    const access = routeAccessOf(this.reflector, [context.getHandler(), context.getClass()]);
    req.principal = await this.gate.sessionOf(req.headers, access);
    this.gate.admit(req.principal, access);
    return true;
  }
}
