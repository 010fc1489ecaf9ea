import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FeedScope } from '@liga/contracts';
import type { Queryable } from '../../../platform/event-store/event-store';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/**
 * The secret addresses of the feeds (`calendar_feed_tokens`): one per (person, feed). The row
 * keeps a random `secret_id`; the token in the address is its HMAC under a key derived from
 * the server secret, and `token_hash` (sha256) finds the row. So a copy of the table alone
 * opens no feed, the owner can be shown their address again, and regenerating replaces the
 * secret: the old address answers 404 at once.
 */
export class FeedTokens {
  constructor(private readonly key: Buffer) {}

  private tokenOf(secretId: string): string {
    return createHmac('sha256', this.key).update(secretId, 'utf8').digest('base64url');
  }

  /** The person's token for a feed, made on first ask. */
  async ensure(db: Queryable, userId: string, scope: FeedScope, scopeId: string, now: Date) {
    const found: Array<{ secret_id: string }> = await db.query(
      'SELECT secret_id FROM calendar_feed_tokens WHERE user_id = $1 AND scope = $2 AND scope_id = $3',
      [userId, scope, scopeId],
    );
    if (found[0]) return this.tokenOf(found[0].secret_id);
    return this.insert(db, userId, scope, scopeId, now, 'keep');
  }

  /** A new token for a feed; the old one stops working. */
  regenerate(db: Queryable, userId: string, scope: FeedScope, scopeId: string, now: Date) {
    return this.insert(db, userId, scope, scopeId, now, 'replace');
  }

  /** The feed a token opens (its owner's account still open), or null. */
  async resolve(
    db: Queryable,
    scope: FeedScope,
    token: string,
  ): Promise<{ userId: string; scopeId: string } | null> {
    if (!/^[\w-]{20,100}$/.test(token)) return null;
    const rows: Array<{ user_id: string; scope_id: string }> = await db.query(
      `SELECT t.user_id, t.scope_id FROM calendar_feed_tokens t
         JOIN rm_users u ON u.id = t.user_id AND NOT u.erased
        WHERE t.token_hash = $1 AND t.scope = $2`,
      [sha256(token), scope],
    );
    return rows[0] ? { userId: rows[0].user_id, scopeId: rows[0].scope_id } : null;
  }

  /** Every token of a person goes (their account is deleted). */
  async removeAll(db: Queryable, userId: string): Promise<void> {
    await db.query('DELETE FROM calendar_feed_tokens WHERE user_id = $1', [userId]);
  }

  private async insert(
    db: Queryable,
    userId: string,
    scope: FeedScope,
    scopeId: string,
    now: Date,
    onConflict: 'keep' | 'replace',
  ): Promise<string> {
    const secretId = randomBytes(24).toString('base64url');
    const token = this.tokenOf(secretId);
    const rows: Array<{ secret_id: string }> = await db.query(
      `INSERT INTO calendar_feed_tokens (token_hash, secret_id, user_id, scope, scope_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT ON CONSTRAINT calendar_feed_tokens_owner DO ${
         onConflict === 'replace'
           ? 'UPDATE SET token_hash = EXCLUDED.token_hash, secret_id = EXCLUDED.secret_id, created_at = EXCLUDED.created_at'
           : 'UPDATE SET user_id = calendar_feed_tokens.user_id'
       }
       RETURNING secret_id`,
      [sha256(token), secretId, userId, scope, scopeId, now],
    );
    return this.tokenOf(rows[0].secret_id);
  }
}
