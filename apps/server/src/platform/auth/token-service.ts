import { createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { UnauthorizedError } from '../http/app-errors';
import type { Principal, Role } from './principal';
import { type VerifiedToken, VerifiedTokens } from './verified-tokens';
import { HTTP_TEXTS } from '../http/http.texts';

/** The only algorithm accepted: a token signed otherwise (or with 'none') is refused. */
const ALGORITHM = 'HS256' as const;
const ISSUER = 'liga';

export interface TokenServiceOptions {
  secret: string;
  accessTtlSeconds: number;
}

/** What a token is good for: the API (`access`) or one narrow use, such as a dashboard cookie. */
export type TokenScope = 'access' | 'queue-dashboard';

interface ScopedClaims {
  sub: string;
  role: Role;
  typ: TokenScope;
  /** Present (true) only on a session from a temporary password. */
  pwc?: true;
  /**
   * When the token was signed, in milliseconds (`iat` has whole seconds): a session cut-off
   * (password change, logout everywhere) refuses exactly the tokens signed before it, also
   * within the same second, and none signed after it.
   */
  ims: number;
}

/**
 * Signs and verifies access tokens (JWT, claims `sub` = user id, `role` = Admin | User,
 * `typ` = access). A token of another type (a refresh token, a dashboard cookie's token) is
 * never accepted as an access token, nor the other way round.
 */
export class TokenService {
  /**
   * The secret as a KeyObject, made once: given a string, jsonwebtoken first tries it as a
   * public key (createPublicKey throws, is caught) on every call — about 100× the cost of
   * the HMAC itself, paid by every authenticated request.
   */
  private readonly key: KeyObject;
  private readonly verified = new VerifiedTokens();

  constructor(private readonly options: TokenServiceOptions) {
    this.key = createSecretKey(Buffer.from(options.secret, 'utf8'));
  }

  /**
   * A 32-byte key for one purpose (signed unsubscribe links, calendar feed tokens), derived
   * from the server secret with HKDF-SHA256: the same on every node and restart, and useless
   * for signing access tokens or for any other purpose.
   */
  signingKey(purpose: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.options.secret, 'liga', `liga:${purpose}`, 32));
  }

  get accessTtlSeconds(): number {
    return this.options.accessTtlSeconds;
  }

  signAccess(principal: Principal): { token: string; expiresAt: Date } {
    return this.signScoped(principal, 'access', this.options.accessTtlSeconds);
  }

  verifyAccess(token: string): Principal {
    return this.verifyScoped(token, 'access');
  }

  /** A token's holder and signing time (ms), for the session cutoff. */
  verifySession(token: string, scope: TokenScope = 'access'): VerifiedToken {
    return this.verifySigned(token, scope);
  }

  /** A token for one narrow use (`typ` = scope): never accepted where another scope is expected. */
  signScoped(
    principal: Principal,
    scope: TokenScope,
    ttlSeconds: number,
  ): { token: string; expiresAt: Date } {
    const claims: ScopedClaims = {
      sub: principal.userId,
      role: principal.role,
      typ: scope,
      ims: Date.now(),
      ...(principal.mustChangePassword ? { pwc: true as const } : {}),
    };
    const token = jwt.sign(claims, this.key, {
      algorithm: ALGORITHM,
      expiresIn: ttlSeconds,
      issuer: ISSUER,
    });
    return { token, expiresAt: new Date(Date.now() + ttlSeconds * 1000) };
  }

  verifyScoped(token: string, scope: TokenScope): Principal {
    return this.verifySigned(token, scope).principal;
  }

  private verifySigned(token: string, scope: TokenScope): VerifiedToken {
    const key = `${scope} ${token}`;
    const known = this.verified.lookup(key, Date.now());
    if (known) return known;
    let claims: jwt.JwtPayload | string;
    try {
      claims = jwt.verify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER });
    } catch (error) {
      const expired = error instanceof jwt.TokenExpiredError;
      throw new UnauthorizedError(
        expired ? 'auth.token_expired' : 'auth.token_invalid',
        expired ? HTTP_TEXTS.session.expired : HTTP_TEXTS.session.tokenInvalid,
      );
    }
    if (
      typeof claims === 'string' ||
      claims.typ !== scope ||
      typeof claims.sub !== 'string' ||
      (claims.role !== 'Admin' && claims.role !== 'User')
    ) {
      throw new UnauthorizedError('auth.token_invalid', HTTP_TEXTS.session.tokenInvalid);
    }
    const principal: Principal = {
      userId: claims.sub,
      role: claims.role,
      ...(claims.pwc === true ? { mustChangePassword: true } : {}),
    };
    // signed in ms (`ims`); older tokens have only `iat`'s whole seconds
    const issuedAt =
      typeof claims.ims === 'number'
        ? claims.ims
        : (typeof claims.iat === 'number' ? claims.iat : 0) * 1000;
    if (typeof claims.exp === 'number') this.verified.set(key, principal, claims.exp, issuedAt);
    return { principal, issuedAt };
  }
}
