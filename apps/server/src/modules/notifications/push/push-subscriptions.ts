import { PUSH_RULES, type PushSubscribeRequest } from '@liga/contracts';
import type { Queryable } from '../../../platform/event-store/event-store';

export interface StoredPushSubscription {
  endpoint: string;
  userId: string;
  keys: { p256dh: string; auth: string };
}

/**
 * The browsers subscribed to Web Push (`push_subscriptions`). An endpoint belongs to one
 * account: subscribing it again (another account on the same browser) moves it; an account
 * keeps its newest `devicesMax` browsers.
 */
export const pushSubscriptions = {
  /** Saves the caller's browser; answers how many browsers the account has subscribed. */
  async save(db: Queryable, userId: string, sub: PushSubscribeRequest, now: Date) {
    await db.query(
      `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, created_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh,
         auth = EXCLUDED.auth, created_at = EXCLUDED.created_at`,
      [sub.endpoint, userId, sub.keys.p256dh, sub.keys.auth, now],
    );
    await db.query(
      `DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint NOT IN (
         SELECT endpoint FROM push_subscriptions WHERE user_id = $1
          ORDER BY created_at DESC LIMIT $2)`,
      [userId, PUSH_RULES.devicesMax],
    );
    return this.count(db, userId);
  },

  /** Removes the caller's browser (another account's endpoint is left alone). */
  async remove(db: Queryable, userId: string, endpoint: string) {
    await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1 AND user_id = $2', [
      endpoint,
      userId,
    ]);
    return this.count(db, userId);
  },

  /** The push service says the browser is gone (404/410): the row goes. */
  async prune(db: Queryable, endpoint: string): Promise<void> {
    await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint]);
  },

  async count(db: Queryable, userId: string): Promise<number> {
    const [row]: Array<{ n: number }> = await db.query(
      'SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1',
      [userId],
    );
    return row.n;
  },

  async ofUser(db: Queryable, userId: string): Promise<StoredPushSubscription[]> {
    const rows: Array<{ endpoint: string; user_id: string; p256dh: string; auth: string }> =
      await db.query(
        'SELECT endpoint, user_id, p256dh, auth FROM push_subscriptions WHERE user_id = $1',
        [userId],
      );
    return rows.map((r) => ({
      endpoint: r.endpoint,
      userId: r.user_id,
      keys: { p256dh: r.p256dh, auth: r.auth },
    }));
  },
};
