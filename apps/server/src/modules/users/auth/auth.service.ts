import { Inject, Injectable } from '@nestjs/common';
import type { LoginRequest, LoginResultDto } from '@liga/contracts';
import { DataSource } from 'typeorm';
import type { Principal } from '../../../platform/auth/principal';
import { TokenService } from '../../../platform/auth/token-service';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import {
  ForbiddenError,
  UnauthorizedError,
  ValidationError,
} from '../../../platform/http/app-errors';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { Logger } from '../../../platform/logging/logger';
import { userDecider, userStream } from '../domain/user.decider';
import { USER_TEXTS } from '../users.texts';
import { credentials } from './credentials';
import { normalizeEmail } from './email-address';
import { emailClaims, emailKey } from './email-claims';
import { isBurst, loginThrottle } from './login-throttle';
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
    @Inject(Logger) private readonly logger: Logger,
  ) {}

  /** Both doors alike: the same throttle, keyed by the normalised e-mail and the address. */
  async login(door: LoginDoor, input: LoginRequest, address: string): Promise<LoginResultDto> {
    const now = this.clock.now();
    const email = normalizeEmail(input.username);
    const accountKey = emailKey(email);
    await loginThrottle.check(this.db, accountKey, address, now);
    const userId = await emailClaims.owner(this.db, email);
    const stored = userId ? await credentials.find(this.db, userId) : null;
    const ok = stored
      ? await verifyPassword(stored.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!ok || !userId || !stored) {
      await this.failed(accountKey, address, now, userId);
      throw badCredentials();
    }
    const state = await this.unitOfWork.state(userStream(userId), userDecider);
    if (state.status !== 'active') throw badCredentials();
    if (!state.verified) {
      throw new ForbiddenError('auth.email_not_verified', USER_TEXTS.emailNotVerified);
    }
    if (door === 'admin' && state.role !== 'Admin') throw notAdmin();
    await loginThrottle.clearPair(this.db, accountKey, address);
    const refresh = await refreshTokens.issue(this.db, userId, now);
    const answer = this.answer({ userId, role: state.role }, refresh, stored.mustChangePassword);
    return state.language ? { ...answer, language: state.language } : answer;
  }

  async refresh(door: LoginDoor, token: string): Promise<LoginResultDto> {
    const now = this.clock.now();
    if (!token || token.length > 200) {
      throw new UnauthorizedError('auth.refresh_invalid', USER_TEXTS.refreshInvalid);
    }
    // the admin door checks the role before the token is spent: a user's token stays valid
    if (door === 'admin') await this.refusingNonAdmin(token, now);
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
    return this.answer(
      { userId: outcome.userId, role: state.role },
      outcome.next,
      stored?.mustChangePassword === true,
    );
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
      await this.failed(accountKey, address, now, userId);
      throw ValidationError.of('user.wrong_password', USER_TEXTS.wrongPassword);
    }
  }

  async logout(token: string): Promise<void> {
    if (token && token.length <= 200) {
      await refreshTokens.revokeFamilyOf(this.db, token, this.clock.now());
    }
  }

  private async refusingNonAdmin(token: string, now: Date): Promise<void> {
    const userId = await refreshTokens.holder(this.db, token, now);
    if (!userId) return;
    const state = await this.unitOfWork.state(userStream(userId), userDecider);
    if (state.status === 'active' && state.role !== 'Admin') throw notAdmin();
  }

  /** Counts a failure; a burst against one account is logged with the addresses it came from. */
  private async failed(
    accountKey: string,
    address: string,
    now: Date,
    userId: string | null,
  ): Promise<void> {
    const { failures, addresses } = await loginThrottle.recordFailure(
      this.db,
      accountKey,
      address,
      now,
    );
    if (isBurst(failures)) {
      this.logger.warn('login failures burst against one account', {
        userId,
        accountKey: accountKey.slice(0, 16),
        failures,
        addresses,
      });
    }
  }

  /** The tokens; a temporary password's session carries the `pwc` claim (password change only). */
  private answer(
    principal: Principal,
    refresh: IssuedRefreshToken,
    mustChangePassword: boolean,
  ): LoginResultDto {
    const access = this.tokens.signAccess({
      ...principal,
      ...(mustChangePassword ? { mustChangePassword: true } : {}),
    });
    return {
      authorizationToken: access.token,
      refreshToken: refresh.token,
      authorizationTokenExpiration: access.expiresAt.toISOString(),
      refreshTokenExpiration: refresh.expiresAt.toISOString(),
      ...(mustChangePassword ? { mustChangePassword: true } : {}),
    };
  }
}
