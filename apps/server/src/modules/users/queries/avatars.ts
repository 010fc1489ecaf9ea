import type { Queryable } from '../../../platform/event-store/event-store';

/** Avatar bytes (256x256 PNG) by user id: kept out of events, written with `AvatarChanged`. */
export const avatars = {
  async put(tx: Queryable, userId: string, png: Buffer, version: number, now: Date): Promise<void> {
    await tx.query(
      `INSERT INTO user_avatars (user_id, png, version, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE
         SET png = EXCLUDED.png, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
      [userId, png, version, now],
    );
  },

  async get(db: Queryable, userId: string): Promise<{ png: Buffer; version: number } | null> {
    const rows: Array<{ png: Buffer; version: number }> = await db.query(
      'SELECT png, version FROM user_avatars WHERE user_id = $1',
      [userId],
    );
    return rows[0] ?? null;
  },

  async remove(tx: Queryable, userId: string): Promise<void> {
    await tx.query('DELETE FROM user_avatars WHERE user_id = $1', [userId]);
  },
};
