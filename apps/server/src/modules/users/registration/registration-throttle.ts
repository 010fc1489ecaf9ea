import { isLoopbackAddress } from '../../../platform/http/loopback';
import type { Queryable } from '../../../platform/event-store/event-store';
import { TooManyRequestsError } from '../../../platform/http/app-errors';
import { USER_TEXTS } from '../users.texts';

export const REGISTRATION_LIMITS = {
  windowMs: 15 * 60_000,
  /** Registrations from one client address per window (a person registers once). */
  perAddress: 5,
  /** Registrations from everyone per window: caps the verification mails the portal sends. */
  overall: 200,
} as const;

interface Counts {
  address: number;
  overall: number;
  address_free_from: Date | null;
  overall_free_from: Date | null;
}

/**
 * Registration requests (valid ones: a rejected form costs nothing) per client address and
 * overall, over a sliding 15-minute window; at a limit the request is refused with 429 and
 * Retry-After (until the oldest counted request leaves the window). A legitimate sign-up is
 * never slowed: nothing waits below the limits. The machine itself (loopback without a
 * forwarded address: tests, tools) only counts towards the overall limit.
 */
export const registrationThrottle = {
  async admit(db: Queryable, address: string, now: Date): Promise<void> {
    const since = new Date(now.getTime() - REGISTRATION_LIMITS.windowMs);
    const rows: Counts[] = await db.query(
      `SELECT count(*) FILTER (WHERE address = $1)::int AS address,
              count(*)::int AS overall,
              (array_agg(attempted_at ORDER BY attempted_at DESC)
                 FILTER (WHERE address = $1))[$3::int] AS address_free_from,
              (array_agg(attempted_at ORDER BY attempted_at DESC))[$4::int] AS overall_free_from
         FROM registration_attempts WHERE attempted_at > $2`,
      [address, since, REGISTRATION_LIMITS.perAddress, REGISTRATION_LIMITS.overall],
    );
    const counts = rows[0];
    const perAddressApplies = !isLoopbackAddress(address);
    const blockedSince = [
      perAddressApplies && counts && counts.address >= REGISTRATION_LIMITS.perAddress
        ? counts.address_free_from
        : null,
      counts && counts.overall >= REGISTRATION_LIMITS.overall ? counts.overall_free_from : null,
    ].filter((time): time is Date => time !== null);
    if (blockedSince.length > 0) {
      const freeAt = Math.max(
        ...blockedSince.map((t) => new Date(t).getTime() + REGISTRATION_LIMITS.windowMs),
      );
      const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
      throw new TooManyRequestsError(
        'user.too_many_registrations',
        USER_TEXTS.tooManyRegistrations,
        retryAfterSeconds,
      );
    }
    await db.query('INSERT INTO registration_attempts (address, attempted_at) VALUES ($1, $2)', [
      address,
      now,
    ]);
    await db.query('DELETE FROM registration_attempts WHERE attempted_at < $1', [
      new Date(now.getTime() - 24 * 3600_000),
    ]);
  },
};
