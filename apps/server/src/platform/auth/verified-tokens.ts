import type { Principal } from './principal';

interface Verified {
  principal: Principal;
  /** The token's `exp` claim (seconds since the epoch). */
  exp: number;
  /** When it was signed (ms: its `ims` claim, else `iat`), for the session cutoff. */
  issuedAt: number;
}

/** A verified token: whose it is and when it was signed (ms). */
export interface VerifiedToken {
  principal: Principal;
  issuedAt: number;
}

/**
 * Tokens whose signature and claims have already been verified, by their exact text (and
 * scope), until their `exp`: a client sends the same token with every request, so the HMAC
 * and the JSON parsing are paid once per token instead of once per request. Only a token that
 * verified is kept, and it is given back only while `jsonwebtoken` would still accept it (the
 * same whole-second comparison), so nothing is accepted that verifying again would refuse.
 * Revocation stays where it is (the erased-account check after verification). Holds at most
 * `capacity` tokens, the least recently stored go first.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, Verified>();

  constructor(private readonly capacity = 10_000) {}

  get(key: string, nowMs: number): Principal | null {
    return this.lookup(key, nowMs)?.principal ?? null;
  }

  lookup(key: string, nowMs: number): VerifiedToken | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (Math.floor(nowMs / 1000) >= hit.exp) {
      this.entries.delete(key);
      return null;
    }
    return { principal: { ...hit.principal }, issuedAt: hit.issuedAt };
  }

  set(key: string, principal: Principal, exp: number, issuedAt = 0): void {
    this.entries.delete(key);
    this.entries.set(key, { principal, exp, issuedAt });
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }
}
