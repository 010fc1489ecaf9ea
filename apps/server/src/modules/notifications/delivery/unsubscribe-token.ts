import { createHmac, timingSafeEqual } from 'node:crypto';
import { isNotificationKind, type NotificationKind } from '@liga/contracts';
import { isUuid } from '../../../platform/ids/ids';

/** What a mail's unsubscribe link turns off: one kind, or (a digest's link) the digest. */
export type UnsubscribeTarget = NotificationKind | 'digest';

/** How long a mail's unsubscribe link keeps working. */
export const UNSUBSCRIBE_TTL_MS = 180 * 24 * 3600_000;

export interface UnsubscribeClaim {
  userId: string;
  target: UnsubscribeTarget;
}

const sign = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload, 'utf8').digest().subarray(0, 18).toString('base64url');

/**
 * The token of a one-click unsubscribe link (RFC 8058): `payload.signature`, the payload
 * `{userId}.{kind|digest}.{expiry in seconds}` in base64url and the signature a truncated
 * HMAC-SHA256 under a key derived from the server secret. It holds no e-mail address.
 */
export function unsubscribeToken(key: Buffer, claim: UnsubscribeClaim, now: Date): string {
  const expires = Math.floor((now.getTime() + UNSUBSCRIBE_TTL_MS) / 1000);
  const payload = Buffer.from(`${claim.userId}.${claim.target}.${expires}`, 'utf8').toString(
    'base64url',
  );
  return `${payload}.${sign(key, payload)}`;
}

/** The claim of a genuine, unexpired token, or null (tampered, expired, malformed). */
export function readUnsubscribeToken(
  key: Buffer,
  token: string,
  now: Date,
): UnsubscribeClaim | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [userId, target, expires] = Buffer.from(payload, 'base64url').toString('utf8').split('.');
  if (!isUuid(userId) || !(target === 'digest' || isNotificationKind(target))) return null;
  if (!/^\d+$/.test(expires ?? '') || Number(expires) * 1000 <= now.getTime()) return null;
  return { userId, target };
}
