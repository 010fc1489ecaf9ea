import { TooManyRequestsError } from '../../../platform/http/app-errors';
import type { Queryable } from '../../../platform/event-store/event-store';
import { USER_TEXTS } from '../users.texts';

interface ThrottleRow {
  account: number;
  address: number;
  account_free_from: Date | null;
  address_free_from: Date | null;
}

export const THROTTLE = {
  windowMs: 15 * 60_000,
  perAccount: 5,
  perAddress: 20,
} as const;

/**
 * Failed logins (and failed password confirmations) counted per account key (sha256 of the
 * e-mail, known or not) and per client address over a sliding 15-minute window. At the limit
 * every attempt is refused with 429 before the password is even checked.
 */
export const loginThrottle = {
  async check(db: Queryable, accountKey: string, address: string, now: Date): Promise<void> {
    const since = new Date(now.getTime() - THROTTLE.windowMs);
    // the limit-th newest failure of a key: once it leaves the window, the key is free again
    const rows: ThrottleRow[] = await db.query(
      `SELECT count(*) FILTER (WHERE account_key = $1)::int AS account,
              count(*) FILTER (WHERE address = $2)::int AS address,
              (array_agg(failed_at ORDER BY failed_at DESC)
                 FILTER (WHERE account_key = $1))[$4::int] AS account_free_from,
              (array_agg(failed_at ORDER BY failed_at DESC)
                 FILTER (WHERE address = $2))[$5::int] AS address_free_from
         FROM login_failures
        WHERE failed_at > $3 AND (account_key = $1 OR address = $2)`,
      [accountKey, address, since, THROTTLE.perAccount, THROTTLE.perAddress],
    );
    const row = rows[0];
    if (!row) return;
    const blockedSince = [
      row.account >= THROTTLE.perAccount ? row.account_free_from : null,
      row.address >= THROTTLE.perAddress ? row.address_free_from : null,
    ].filter((time): time is Date => time !== null);
    if (blockedSince.length === 0) return;
    const freeAt = Math.max(...blockedSince.map((t) => new Date(t).getTime() + THROTTLE.windowMs));
    const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    throw new TooManyRequestsError(
      'auth.too_many_attempts',
      USER_TEXTS.tooManyAttempts,
      retryAfterSeconds,
    );
  },

  async recordFailure(
    db: Queryable,
    accountKey: string,
    address: string,
    now: Date,
  ): Promise<void> {
    await db.query(
      'INSERT INTO login_failures (account_key, address, failed_at) VALUES ($1, $2, $3)',
      [accountKey, address, now],
    );
    // keep the table small: a failure older than a day counts for nothing
    await db.query('DELETE FROM login_failures WHERE failed_at < $1', [
      new Date(now.getTime() - 24 * 3600_000),
    ]);
  },

  async clearAccount(db: Queryable, accountKey: string): Promise<void> {
    await db.query('DELETE FROM login_failures WHERE account_key = $1', [accountKey]);
  },
};
