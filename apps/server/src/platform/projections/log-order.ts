import type { LogPosition } from '../event-store/event-types';

/**
 * Whether `a` stands at or after `b` in the log's commit-safe order: by transaction id (xid8,
 * compared as a number), then by global position (see readGlobalLog).
 */
export function atOrAfter(a: LogPosition, b: LogPosition): boolean {
  const ta = BigInt(a.transactionId);
  const tb = BigInt(b.transactionId);
  if (ta !== tb) return ta > tb;
  return a.globalPosition >= b.globalPosition;
}
