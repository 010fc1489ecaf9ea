import { TooManyRequestsError } from '../../../platform/http/app-errors';
import type { Queryable } from '../../../platform/event-store/event-store';
import { USER_TEXTS } from '../users.texts';

export const THROTTLE = {
  /** Failures older than this count for nothing. */
  windowMs: 60 * 60_000,
  /** Failures of one address against one account before the first delay. */
  freePerPair: 5,
  /** Failures of one address against any accounts before the first delay. */
  freePerAddress: 20,
  /** The first delay; every further failure doubles it, up to `maxDelayMs`. */
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  /** Failures against one account (from any addresses) within `burstWindowMs` that are logged. */
  burstPerAccount: 10,
  burstWindowMs: 15 * 60_000,
} as const;

interface ThrottleRow {
  pair: number;
  address: number;
  pair_last: Date | null;
  address_last: Date | null;
}

/** The wait after `failures` failures when `free` of them cost nothing: 0, or 30 s doubling. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(THROTTLE.maxDelayMs, THROTTLE.firstDelayMs * 2 ** (failures - free));
}

/**
 * Failed logins (and failed password confirmations), counted per (account key, client address)
 * and per client address over the last hour (OWASP ASVS 5.0, 6.3.1/6.3.5: anti-automation that
 * cannot be turned against the owner). Past the free attempts each failure makes that pair (or
 * that address) wait, 30 s doubling up to 15 min, counted from its last failure; during the wait
 * the attempt is refused with 429 before the password is checked. Nothing is counted per account
 * alone: failures from other addresses never stop the owner, whose address did not fail.
 */
export const loginThrottle = {
  async check(db: Queryable, accountKey: string, address: string, now: Date): Promise<void> {
    const since = new Date(now.getTime() - THROTTLE.windowMs);
    const rows: ThrottleRow[] = await db.query(
      `SELECT count(*) FILTER (WHERE account_key = $1)::int AS pair,
              count(*)::int AS address,
              max(failed_at) FILTER (WHERE account_key = $1) AS pair_last,
              max(failed_at) AS address_last
         FROM login_failures
        WHERE address = $2 AND failed_at > $3`,
      [accountKey, address, since],
    );
    const row = rows[0];
    if (!row) return;
    const freeAt = Math.max(
      freeFrom(row.pair_last, delayAfter(row.pair, THROTTLE.freePerPair)),
      freeFrom(row.address_last, delayAfter(row.address, THROTTLE.freePerAddress)),
    );
    if (freeAt <= now.getTime()) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    throw new TooManyRequestsError(
      'auth.too_many_attempts',
      USER_TEXTS.tooManyAttempts(retryAfterSeconds),
      retryAfterSeconds,
    );
  },

  /** Records a failure; answers the account's failures (any address) of the burst window. */
  async recordFailure(
    db: Queryable,
    accountKey: string,
    address: string,
    now: Date,
  ): Promise<{ failures: number; addresses: string[] }> {
    await db.query(
      'INSERT INTO login_failures (account_key, address, failed_at) VALUES ($1, $2, $3)',
      [accountKey, address, now],
    );
    // keep the table small: a failure older than a day counts for nothing
    await db.query('DELETE FROM login_failures WHERE failed_at < $1', [
      new Date(now.getTime() - 24 * 3600_000),
    ]);
    const rows: Array<{ failures: number; addresses: string[] }> = await db.query(
      `SELECT count(*)::int AS failures,
              (array_agg(DISTINCT address))[1:20] AS addresses
         FROM login_failures WHERE account_key = $1 AND failed_at > $2`,
      [accountKey, new Date(now.getTime() - THROTTLE.burstWindowMs)],
    );
    return rows[0] ?? { failures: 1, addresses: [address] };
  },

  /** A success from this address: its failures against this account are forgiven. */
  async clearPair(db: Queryable, accountKey: string, address: string): Promise<void> {
    await db.query('DELETE FROM login_failures WHERE account_key = $1 AND address = $2', [
      accountKey,
      address,
    ]);
  },
};

const freeFrom = (last: Date | null, delayMs: number): number =>
  last && delayMs > 0 ? new Date(last).getTime() + delayMs : 0;

/** Whether this many failures against one account is a burst worth a warning (10, 20, 30…). */
export const isBurst = (failures: number): boolean =>
  failures >= THROTTLE.burstPerAccount && failures % THROTTLE.burstPerAccount === 0;
