import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../../platform/event-store/event-store';

/**
 * `avatar-decoy`: the upload token answered to a registration with a taken e-mail, for an id
 * that has no account; its upload is accepted and thrown away, as a real one is accepted.
 */
export type UserTokenPurpose = 'verify-email' | 'avatar-upload' | 'avatar-decoy' | 'reset-password';

export const USER_TOKEN_TTL_MS: Record<UserTokenPurpose, number> = {
  'verify-email': 48 * 3600_000,
  'avatar-upload': 3600_000,
  'avatar-decoy': 3600_000,
  /** The forgotten-password link: single use, 60 minutes. */
  'reset-password': 60 * 60_000,
};

export const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');

/**
 * One-time tokens sent to a person (the e-mail link, the avatar upload after registration):
 * random, stored only as sha256, single use, with an expiry.
 */
export const userTokens = {
  async issue(
    tx: Queryable,
    userId: string,
    purpose: UserTokenPurpose,
    now: Date,
  ): Promise<string> {
    const token = randomToken();
    await tx.query(
      `INSERT INTO user_tokens (token_hash, user_id, purpose, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [sha256(token), userId, purpose, new Date(now.getTime() + USER_TOKEN_TTL_MS[purpose]), now],
    );
    return token;
  },

  /** The user id of a valid, unused token (then marked used), or null. */
  async consume(
    tx: Queryable,
    token: string,
    purpose: UserTokenPurpose,
    now: Date,
    userId?: string,
  ): Promise<string | null> {
    const rows: Array<{ user_id: string }> = await tx.query(
      // a CTE, so the statement is a SELECT: TypeORM answers [rows, count] for a bare UPDATE
      `WITH used AS (
         UPDATE user_tokens SET used_at = $3
          WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
            AND ($4::uuid IS NULL OR user_id = $4::uuid)
          RETURNING user_id)
       SELECT user_id FROM used`,
      [sha256(token), purpose, now, userId ?? null],
    );
    return rows[0]?.user_id ?? null;
  },

  /** Was a token of this purpose ever issued for the id (used, expired or not)? */
  async issuedFor(db: Queryable, userId: string, purpose: UserTokenPurpose): Promise<boolean> {
    const rows: unknown[] = await db.query(
      'SELECT 1 FROM user_tokens WHERE user_id = $1 AND purpose = $2 LIMIT 1',
      [userId, purpose],
    );
    return rows.length > 0;
  },

  async lastIssuedAt(
    db: Queryable,
    userId: string,
    purpose: UserTokenPurpose,
  ): Promise<Date | null> {
    const rows: Array<{ at: Date | null }> = await db.query(
      'SELECT max(created_at) AS at FROM user_tokens WHERE user_id = $1 AND purpose = $2',
      [userId, purpose],
    );
    return rows[0]?.at ?? null;
  },

  /** Every unused token of one purpose goes (a password was just reset). */
  async removePurpose(tx: Queryable, userId: string, purpose: UserTokenPurpose): Promise<void> {
    await tx.query('DELETE FROM user_tokens WHERE user_id = $1 AND purpose = $2', [
      userId,
      purpose,
    ]);
  },

  async removeAll(tx: Queryable, userId: string): Promise<void> {
    await tx.query('DELETE FROM user_tokens WHERE user_id = $1', [userId]);
  },
};
