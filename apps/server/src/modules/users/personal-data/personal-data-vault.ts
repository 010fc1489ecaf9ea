import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Queryable } from '../../../platform/event-store/event-store';

/**
 * Crypto-shredding of personal data in the event log.
 *
 * The privacy policy promises that a deleted account's personal data (name, e-mail, phone,
 * birth date, avatar) is really gone, while the event log is append-only and replayable. So
 * personal fields never enter an event payload in clear: every person gets a random
 * AES-256-GCM key (a row in `personal_data_keys`), and the user events carry those fields as a
 * sealed blob `{ v, iv, tag, ct }` encrypted with that key, bound to the user id as associated
 * data (a blob copied onto another user's event does not open).
 *
 * - Appending a user event and writing the key happen in one transaction (registration).
 * - The users projection opens the blob while projecting; with no key it writes the blanked
 *   "Usunięty zawodnik" row instead.
 * - `UserErased` deletes the key in the same transaction as its append. From then on every
 *   copy of the person's data in the log (and in backups of the log) is ciphertext without a
 *   key: a replay or a rebuild can never bring it back, and no event is ever rewritten.
 *
 * Things kept outside events altogether (password hash, avatar bytes, tokens) are deleted
 * with the key.
 */
export interface SealedData {
  v: 1;
  iv: string;
  tag: string;
  ct: string;
}

const ALGORITHM = 'aes-256-gcm';

export function newPersonalKey(): Buffer {
  return randomBytes(32);
}

export function seal(key: Buffer, value: unknown, userId: string): SealedData {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const ct = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return {
    v: 1,
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ct: ct.toString('base64'),
  };
}

/** Opens a sealed blob; throws when the key or the user id does not match. */
export function unseal<T>(key: Buffer, sealed: SealedData, userId: string): T {
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(userId, 'utf8'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  const plain = Buffer.concat([
    decipher.update(Buffer.from(sealed.ct, 'base64')),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8')) as T;
}

/** The `personal_data_keys` table. Every write goes through the caller's transaction. */
export const personalDataKeys = {
  async store(tx: Queryable, userId: string, key: Buffer): Promise<void> {
    await tx.query('INSERT INTO personal_data_keys (user_id, key) VALUES ($1, $2)', [userId, key]);
  },

  async find(db: Queryable, userId: string): Promise<Buffer | null> {
    const rows: Array<{ key: Buffer }> = await db.query(
      'SELECT key FROM personal_data_keys WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.key ?? null;
  },

  /** The keys of several people at once (one read); a shredded key is missing from the map. */
  async findMany(db: Queryable, userIds: readonly string[]): Promise<Map<string, Buffer>> {
    if (userIds.length === 0) return new Map();
    const rows: Array<{ user_id: string; key: Buffer }> = await db.query(
      'SELECT user_id, key FROM personal_data_keys WHERE user_id = ANY($1::uuid[])',
      [[...new Set(userIds)]],
    );
    return new Map(rows.map((row) => [row.user_id, row.key]));
  },

  /** The shredding itself: without the key the sealed fields are noise. */
  async destroy(tx: Queryable, userId: string): Promise<void> {
    await tx.query('DELETE FROM personal_data_keys WHERE user_id = $1', [userId]);
  },
};

/** Opens a blob with the user's key, or null when the key is gone (erased) or does not fit. */
export async function openPersonal<T>(
  db: Queryable,
  userId: string,
  sealed: SealedData | undefined,
): Promise<T | null> {
  if (!sealed) return null;
  return openWithKey<T>(await personalDataKeys.find(db, userId), userId, sealed);
}

/** Opens a blob with a key already read (`findMany`), or null: no key (erased) or no fit. */
export function openWithKey<T>(
  key: Buffer | null | undefined,
  userId: string,
  sealed: SealedData | undefined,
): T | null {
  if (!key || !sealed) return null;
  try {
    return unseal<T>(key, sealed, userId);
  } catch {
    return null;
  }
}
