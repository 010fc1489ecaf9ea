import jwt from 'jsonwebtoken';
import { UnauthorizedError } from '../http/app-errors';
import type { Principal, Role } from './principal';

/** The only algorithm accepted: a token signed otherwise (or with 'none') is refused. */
const ALGORITHM = 'HS256' as const;
const ISSUER = 'liga';

export interface TokenServiceOptions {
  secret: string;
  accessTtlSeconds: number;
}

interface AccessClaims {
  sub: string;
  role: Role;
  typ: 'access';
}

/**
 * Signs and verifies access tokens (JWT, claims `sub` = user id, `role` = Admin | User,
 * `typ` = access). A token of another type (a refresh token) is never accepted here.
 */
export class TokenService {
  constructor(private readonly options: TokenServiceOptions) {}

  get accessTtlSeconds(): number {
    return this.options.accessTtlSeconds;
  }

  signAccess(principal: Principal): { token: string; expiresAt: Date } {
    const claims: AccessClaims = { sub: principal.userId, role: principal.role, typ: 'access' };
    const token = jwt.sign(claims, this.options.secret, {
      algorithm: ALGORITHM,
      expiresIn: this.options.accessTtlSeconds,
      issuer: ISSUER,
    });
    return { token, expiresAt: new Date(Date.now() + this.options.accessTtlSeconds * 1000) };
  }

  verifyAccess(token: string): Principal {
    let claims: jwt.JwtPayload | string;
    try {
      claims = jwt.verify(token, this.options.secret, { algorithms: [ALGORITHM], issuer: ISSUER });
    } catch (error) {
      const expired = error instanceof jwt.TokenExpiredError;
      throw new UnauthorizedError(
        expired ? 'auth.token_expired' : 'auth.token_invalid',
        expired ? 'Sesja wygasła. Zaloguj się ponownie.' : 'Nieprawidłowy token dostępu.',
      );
    }
    if (
      typeof claims === 'string' ||
      claims.typ !== 'access' ||
      typeof claims.sub !== 'string' ||
      (claims.role !== 'Admin' && claims.role !== 'User')
    ) {
      throw new UnauthorizedError('auth.token_invalid', 'Nieprawidłowy token dostępu.');
    }
    return { userId: claims.sub, role: claims.role };
  }
}
