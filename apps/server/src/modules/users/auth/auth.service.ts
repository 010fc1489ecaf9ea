import { Inject, Injectable } from '@nestjs/common';
import type { LoginRequest, LoginResultDto, Role } from '@liga/contracts';
import { DataSource } from 'typeorm';
import { TokenService } from '../../../platform/auth/token-service';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import {
  ForbiddenError,
  UnauthorizedError,
  ValidationError,
} from '../../../platform/http/app-errors';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { userDecider, userStream } from '../domain/user.decider';
import { USER_TEXTS } from '../users.texts';
import { credentials } from './credentials';
import { emailClaims, emailKey } from './email-claims';
import { loginThrottle } from './login-throttle';
import { verifyAgainstDummy, verifyPassword } from './password-hasher';
import { type IssuedRefreshToken, refreshTokens } from './refresh-tokens';

export type LoginDoor = 'user' | 'admin';

const badCredentials = () =>
  new UnauthorizedError('auth.invalid_credentials', USER_TEXTS.invalidCredentials);
const notAdmin = () => new ForbiddenError('auth.not_admin', USER_TEXTS.notAdmin);

/**
 * Login and token refresh. Logins are not domain facts (no event): throttling and refresh
 * state live in tables. Unknown e-mail and wrong password answer the same, after the same
 * argon2 work; the "not confirmed" answer is only given to someone who knows the password.
 */
@Injectable()
export class AuthService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
  ) {}

  async login(door: LoginDoor, input: LoginRequest, address: string): Promise<LoginResultDto> {
    const now = this.clock.now();
    const accountKey = emailKey(input.username);
    await loginThrottle.check(this.db, accountKey, address, now);
    const userId = await emailClaims.owner(this.db, input.username);
    const stored = userId ? await credentials.find(this.db, userId) : null;
    const ok = stored
      ? await verifyPassword(stored.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!ok || !userId || !stored) {
      await loginThrottle.recordFailure(this.db, accountKey, address, now);
      throw badCredentials();
    }
    const state = await this.unitOfWork.state(userStream(userId), userDecider);
    if (state.status !== 'active') throw badCredentials();
    if (!state.verified) {
      throw new ForbiddenError('auth.email_not_verified', USER_TEXTS.emailNotVerified);
    }
    if (door === 'admin' && state.role !== 'Admin') throw notAdmin();
    await loginThrottle.clearAccount(this.db, accountKey);
    const refresh = await refreshTokens.issue(this.db, userId, now);
    return {
      ...this.answer(userId, state.role, refresh),
      ...(stored.mustChangePassword ? { mustChangePassword: true } : {}),
    };
  }

  async refresh(door: LoginDoor, token: string): Promise<LoginResultDto> {
    const now = this.clock.now();
    if (!token || token.length > 200) {
      throw new UnauthorizedError('auth.refresh_invalid', USER_TEXTS.refreshInvalid);
    }
    const outcome = await refreshTokens.rotate(this.db, token, now);
    if (outcome.kind === 'reused') {
      throw new UnauthorizedError('auth.refresh_reused', USER_TEXTS.refreshReused);
    }
    if (outcome.kind === 'invalid') {
      throw new UnauthorizedError('auth.refresh_invalid', USER_TEXTS.refreshInvalid);
    }
    const state = await this.unitOfWork.state(userStream(outcome.userId), userDecider);
    if (state.status !== 'active') {
      await refreshTokens.revokeAllOf(this.db, outcome.userId, now);
      throw new UnauthorizedError('auth.refresh_invalid', USER_TEXTS.refreshInvalid);
    }
    if (door === 'admin' && state.role !== 'Admin') throw notAdmin();
    const stored = await credentials.find(this.db, outcome.userId);
    return {
      ...this.answer(outcome.userId, state.role, outcome.next),
      ...(stored?.mustChangePassword ? { mustChangePassword: true } : {}),
    };
  }

  /**
   * A password typed to confirm a change (profile edit, password change): a wrong one is a 400
   * `user.wrong_password` and counts as a failed login for throttling.
   */
  async confirmPassword(userId: string, password: string, address: string): Promise<void> {
    const now = this.clock.now();
    const accountKey = `user:${userId}`;
    await loginThrottle.check(this.db, accountKey, address, now);
    const stored = await credentials.find(this.db, userId);
    const ok = stored
      ? await verifyPassword(stored.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!ok) {
      await loginThrottle.recordFailure(this.db, accountKey, address, now);
      throw ValidationError.of('user.wrong_password', USER_TEXTS.wrongPassword);
    }
  }

  async logout(token: string): Promise<void> {
    if (token && token.length <= 200) {
      await refreshTokens.revokeFamilyOf(this.db, token, this.clock.now());
    }
  }

  private answer(userId: string, role: Role, refresh: IssuedRefreshToken): LoginResultDto {
    const access = this.tokens.signAccess({ userId, role });
    return {
      authorizationToken: access.token,
      refreshToken: refresh.token,
      authorizationTokenExpiration: access.expiresAt.toISOString(),
      refreshTokenExpiration: refresh.expiresAt.toISOString(),
    };
  }
}
