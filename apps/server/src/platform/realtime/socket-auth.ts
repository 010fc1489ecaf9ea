import jwt from 'jsonwebtoken';
import type { Queryable } from '../event-store/event-store';
import type { ActiveAccounts } from '../auth/active-accounts';
import { passwordChangePending } from '../auth/password-change-gate';
import type { Principal } from '../auth/principal';
import type { TokenService } from '../auth/token-service';
import { isUuid } from '../ids/ids';

/** What a socket keeps of its handshake (in `socket.data`, which recovery restores too). */
export interface SocketIdentity {
  principal: Principal | null;
  /** When the access token was signed (ms; its `ims` claim, else `iat`), for a signed-in socket. */
  issuedAt?: number;
  /** The access token's `exp` (seconds). */
  expiresAt?: number;
}

export class SocketAuthError extends Error {}

/** The account's sessions end here: tokens issued before now count for nothing (HTTP and sockets). */
export async function cutSessions(db: Queryable, userId: string, now: Date): Promise<void> {
  if (!isUuid(userId)) return;
  await db.query(
    `INSERT INTO session_cutoffs (user_id, not_before) VALUES ($1::uuid, $2)
     ON CONFLICT (user_id) DO UPDATE SET not_before = EXCLUDED.not_before`,
    [userId, now],
  );
}

/**
 * Checks a signed-in socket against the account as it is now: open (not erased), token not
 * expired, issued after the account's last cutoff; a temporary password's session is a guest.
 * Used by the handshake and, before anything is restored, by connection recovery.
 */
export async function currentIdentity(
  db: Queryable,
  accounts: ActiveAccounts,
  identity: SocketIdentity,
  nowMs: number,
): Promise<SocketIdentity> {
  const { principal, issuedAt = 0, expiresAt = 0 } = identity;
  if (!principal) return identity;
  if (expiresAt * 1000 <= nowMs) throw new SocketAuthError('auth.token_expired');
  const verdict = await accounts.verdict(principal.userId, issuedAt);
  if (verdict !== 'open') throw new SocketAuthError(`auth.${verdict}`);
  if (await passwordChangePending(db, principal)) return { principal: null };
  return identity;
}

/** The identity of a handshake's token (no token: a guest); throws on a bad token. */
export function identityOfToken(tokens: TokenService, token: unknown): SocketIdentity {
  if (typeof token !== 'string' || token === '') return { principal: null };
  let principal: Principal;
  try {
    principal = tokens.verifyAccess(token);
  } catch {
    throw new SocketAuthError('auth.token_invalid');
  }
  const claims = jwt.decode(token) as { iat?: number; ims?: number; exp?: number } | null;
  const issuedAt = typeof claims?.ims === 'number' ? claims.ims : (claims?.iat ?? 0) * 1000;
  return { principal, issuedAt, expiresAt: claims?.exp ?? 0 };
}
