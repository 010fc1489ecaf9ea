import type { Queryable } from '../../../platform/event-store/event-store';

/** Password hashes live here, never in events; written in the command's transaction. */
export const credentials = {
  async find(
    db: Queryable,
    userId: string,
  ): Promise<{ passwordHash: string; mustChangePassword: boolean } | null> {
    const rows: Array<{ password_hash: string; must_change_password: boolean }> = await db.query(
      'SELECT password_hash, must_change_password FROM credentials WHERE user_id = $1',
      [userId],
    );
    const row = rows[0];
    return row
      ? { passwordHash: row.password_hash, mustChangePassword: row.must_change_password }
      : null;
  },

  async set(
    tx: Queryable,
    userId: string,
    passwordHash: string,
    mustChangePassword: boolean,
    now: Date,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO credentials (user_id, password_hash, must_change_password, updated_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE
         SET password_hash = EXCLUDED.password_hash,
             must_change_password = EXCLUDED.must_change_password,
             updated_at = EXCLUDED.updated_at`,
      [userId, passwordHash, mustChangePassword, now],
    );
  },

  async remove(tx: Queryable, userId: string): Promise<void> {
    await tx.query('DELETE FROM credentials WHERE user_id = $1', [userId]);
  },
};
