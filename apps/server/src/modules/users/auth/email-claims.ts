import { createHash } from 'node:crypto';
import type { Queryable } from '../../../platform/event-store/event-store';
import { ConflictError } from '../../../platform/http/app-errors';
import { USER_TEXTS } from '../users.texts';
import { normalizeEmail } from './email-address';

export const EMAIL_SCOPE = 'user-email';

/**
 * The key of an e-mail address: sha256 of the trimmed, lower-cased address. `unique_keys`
 * stores this, not the address, so the claim table holds no personal data in clear.
 */
export function emailKey(email: string): string {
  return createHash('sha256').update(normalizeEmail(email), 'utf8').digest('hex');
}

const streamOf = (userId: string) => `user-${userId}`;

/** One account per e-mail: a row in `unique_keys`, claimed in the registration transaction. */
export const emailClaims = {
  async claim(tx: Queryable, email: string, userId: string): Promise<void> {
    try {
      await tx.query(
        'INSERT INTO unique_keys (scope, value, owner_stream_id) VALUES ($1, $2, $3)',
        [EMAIL_SCOPE, emailKey(email), streamOf(userId)],
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        throw new ConflictError('user.email_taken', USER_TEXTS.emailTaken);
      }
      throw error;
    }
  },

  /** The id of the account registered with this address, or null. */
  async owner(db: Queryable, email: string): Promise<string | null> {
    const rows: Array<{ owner_stream_id: string }> = await db.query(
      'SELECT owner_stream_id FROM unique_keys WHERE scope = $1 AND value = $2',
      [EMAIL_SCOPE, emailKey(email)],
    );
    const stream = rows[0]?.owner_stream_id;
    return stream ? stream.slice('user-'.length) : null;
  },

  async release(tx: Queryable, userId: string): Promise<void> {
    await tx.query('DELETE FROM unique_keys WHERE scope = $1 AND owner_stream_id = $2', [
      EMAIL_SCOPE,
      streamOf(userId),
    ]);
  },
};
