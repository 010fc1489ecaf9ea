import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../../../platform/event-store/event-store';
import { randomToken, sha256 } from './user-tokens';

export const REFRESH_TTL_MS = 30 * 24 * 3600_000;

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

export type RotateOutcome =
  | { kind: 'rotated'; userId: string; next: IssuedRefreshToken }
  | { kind: 'invalid' }
  | { kind: 'reused'; userId: string };

/**
 * Refresh tokens: opaque random strings, stored as sha256 with a family id (one family per
 * login). Every refresh rotates: the presented token is marked rotated and a new one of the
 * same family is issued. A token presented again after its rotation means it leaked (or a
 * client replayed it): the whole family is revoked, so the thief's copy dies too (RFC 6819
 * 5.2.2.3, OAuth 2.0 Security BCP "refresh token rotation").
 */
export const refreshTokens = {
  async issue(
    db: Queryable,
    userId: string,
    now: Date,
    familyId: string = randomUUID(),
  ): Promise<IssuedRefreshToken> {
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + REFRESH_TTL_MS);
    await db.query(
      `INSERT INTO refresh_tokens (token_hash, user_id, family_id, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [sha256(token), userId, familyId, expiresAt, now],
    );
    return { token, expiresAt };
  },

  async rotate(db: DataSource, token: string, now: Date): Promise<RotateOutcome> {
    return db.transaction(async (tx) => {
      const rows: Array<{
        user_id: string;
        family_id: string;
        expires_at: Date;
        rotated_at: Date | null;
        revoked_at: Date | null;
      }> = await tx.query(
        `SELECT user_id, family_id, expires_at, rotated_at, revoked_at
           FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
        [sha256(token)],
      );
      const row = rows[0];
      if (!row) return { kind: 'invalid' };
      if (row.rotated_at || row.revoked_at) {
        await tx.query(
          `UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL`,
          [row.family_id, now],
        );
        return row.revoked_at && !row.rotated_at
          ? { kind: 'invalid' }
          : { kind: 'reused', userId: row.user_id };
      }
      if (row.expires_at.getTime() <= now.getTime()) return { kind: 'invalid' };
      await tx.query('UPDATE refresh_tokens SET rotated_at = $2 WHERE token_hash = $1', [
        sha256(token),
        now,
      ]);
      const next = await refreshTokens.issue(tx, row.user_id, now, row.family_id);
      return { kind: 'rotated', userId: row.user_id, next };
    });
  },

  /** The user of a token that could still be rotated (not spent, revoked or expired), or null. */
  async holder(db: Queryable, token: string, now: Date): Promise<string | null> {
    const rows: Array<{ user_id: string }> = await db.query(
      `SELECT user_id FROM refresh_tokens
        WHERE token_hash = $1 AND rotated_at IS NULL AND revoked_at IS NULL AND expires_at > $2`,
      [sha256(token), now],
    );
    return rows[0]?.user_id ?? null;
  },

  /** Logout: the family of this token ends. */
  async revokeFamilyOf(db: Queryable, token: string, now: Date): Promise<void> {
    await db.query(
      `UPDATE refresh_tokens SET revoked_at = $2
        WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)
          AND revoked_at IS NULL`,
      [sha256(token), now],
    );
  },

  /** Password change or reset: every session of the user must log in again. */
  async revokeAllOf(tx: Queryable, userId: string, now: Date): Promise<void> {
    await tx.query(
      'UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
      [userId, now],
    );
  },

  async removeAllOf(tx: Queryable, userId: string): Promise<void> {
    await tx.query('DELETE FROM refresh_tokens WHERE user_id = $1', [userId]);
  },
};
