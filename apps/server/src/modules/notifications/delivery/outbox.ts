import type { Queryable } from '../../../platform/event-store/event-store';

/**
 * The outbox (`notification_outbox`, migration 1733170000000): one row per (event position,
 * recipient, channel) — the unique key that makes delivery exactly-once over at-least-once
 * hand-offs. A row goes pending → sending (claimed with a lease) → sent; a failed attempt goes
 * back to pending with a later `next_attempt_at` (backoff), and after MAX_ATTEMPTS to failed.
 * A row whose lease ran out while `sending` (the sender died) is claimed again: see
 * docs/ARCHITECTURE.md, "Notifications", for what that means at the exact crash point.
 */
export interface OutboxRow {
  id: string;
  eventPosition: number;
  recipientId: string;
  notificationId: string;
  kind: string;
  dueAt: Date;
  attempts: number;
}

export interface NewOutboxRow {
  eventPosition: number;
  recipientId: string;
  channel: string;
  notificationId: string;
  kind: string;
  dueAt: Date;
}

export const OUTBOX = {
  /** A claimed row is someone's for this long (SMTP timeouts are 10 + 10 + 30 s). */
  leaseMs: 2 * 60_000,
  maxAttempts: 10,
  /** 30 s, 1 min, 2 min … up to an hour between attempts (about 5.5 h in all). */
  backoffMs: (attempts: number) => Math.min(3600_000, 30_000 * 2 ** Math.max(0, attempts - 1)),
  batch: 50,
};

interface Row {
  id: string;
  event_position: string;
  recipient_id: string;
  notification_id: string;
  kind: string;
  due_at: Date;
  attempts: number;
}

const toRow = (r: Row): OutboxRow => ({
  id: String(r.id),
  eventPosition: Number(r.event_position),
  recipientId: r.recipient_id,
  notificationId: r.notification_id,
  kind: r.kind,
  dueAt: new Date(r.due_at),
  attempts: r.attempts,
});

const CLAIMABLE = `(status = 'pending' OR (status = 'sending' AND claimed_until < $2))`;
const CLAIM = `UPDATE notification_outbox o
      SET status = 'sending', attempts = o.attempts + 1, claimed_until = $3
     FROM due WHERE o.id = due.id
   RETURNING o.id, o.event_position, o.recipient_id, o.notification_id, o.kind, o.due_at, o.attempts`;

export const outbox = {
  /** Inserts rows; a key already there is left alone (a redelivered hand-off adds nothing). */
  async add(db: Queryable, rows: NewOutboxRow[], now: Date): Promise<number> {
    if (rows.length === 0) return 0;
    const inserted: Array<{ id: string }> = await db.query(
      `WITH added AS (
         INSERT INTO notification_outbox (event_position, recipient_id, channel, notification_id,
           kind, due_at, next_attempt_at, created_at)
         SELECT p, r, c, n, k, d, d, $7
           FROM unnest($1::bigint[], $2::uuid[], $3::text[], $4::uuid[], $5::text[],
                       $6::timestamptz[]) AS x(p, r, c, n, k, d)
         ON CONFLICT ON CONSTRAINT notification_outbox_key DO NOTHING
         RETURNING id)
       SELECT id FROM added`,
      [
        rows.map((r) => r.eventPosition),
        rows.map((r) => r.recipientId),
        rows.map((r) => r.channel),
        rows.map((r) => r.notificationId),
        rows.map((r) => r.kind),
        rows.map((r) => r.dueAt),
        now,
      ],
    );
    return inserted.length;
  },

  /** Claims up to `limit` due rows of a channel, oldest first (several senders skip each other). */
  async claim(
    db: Queryable,
    channel: string,
    now: Date,
    limit = OUTBOX.batch,
  ): Promise<OutboxRow[]> {
    const rows: Row[] = await db.query(
      `WITH due AS (
         SELECT id FROM notification_outbox
          WHERE channel = $1 AND next_attempt_at <= $2 AND ${CLAIMABLE}
          ORDER BY next_attempt_at, id LIMIT $4
          FOR UPDATE SKIP LOCKED),
       claimed AS (${CLAIM})
       SELECT * FROM claimed ORDER BY id`,
      [channel, now, new Date(now.getTime() + OUTBOX.leaseMs), limit],
    );
    return rows.map(toRow);
  },

  /**
   * Claims every due row of one recipient's earliest slot (`due_at`) of a channel: one digest.
   * Empty when nothing is due.
   */
  async claimGroup(db: Queryable, channel: string, now: Date): Promise<OutboxRow[]> {
    const rows: Row[] = await db.query(
      `WITH pick AS (
         SELECT recipient_id, due_at FROM notification_outbox
          WHERE channel = $1 AND next_attempt_at <= $2 AND ${CLAIMABLE}
          ORDER BY next_attempt_at, id LIMIT 1
          FOR UPDATE SKIP LOCKED),
       due AS (
         SELECT o.id FROM notification_outbox o JOIN pick
             ON o.recipient_id = pick.recipient_id AND o.due_at = pick.due_at
          WHERE o.channel = $1 AND (o.status = 'pending' OR (o.status = 'sending' AND o.claimed_until < $2))
          FOR UPDATE OF o SKIP LOCKED),
       claimed AS (${CLAIM})
       SELECT * FROM claimed ORDER BY id`,
      [channel, now, new Date(now.getTime() + OUTBOX.leaseMs)],
    );
    return rows.map(toRow);
  },

  async sent(db: Queryable, ids: string[], now: Date): Promise<void> {
    await db.query(
      `UPDATE notification_outbox SET status = 'sent', sent_at = $2, claimed_until = NULL,
              last_error = NULL
        WHERE id = ANY($1::bigint[]) AND status = 'sending'`,
      [ids, now],
    );
  },

  /** Nothing to send (the person was erased, has no confirmed address, turned it off). */
  async skipped(db: Queryable, ids: string[], reason: string): Promise<void> {
    await db.query(
      `UPDATE notification_outbox SET status = 'skipped', claimed_until = NULL, last_error = $2
        WHERE id = ANY($1::bigint[]) AND status = 'sending'`,
      [ids, reason],
    );
  },

  /** A failed attempt: back to pending after the backoff, or failed for good. */
  async failed(db: Queryable, rows: OutboxRow[], now: Date, error: string): Promise<void> {
    const attempts = Math.max(...rows.map((r) => r.attempts));
    const giveUp = attempts >= OUTBOX.maxAttempts;
    await db.query(
      `UPDATE notification_outbox
          SET status = $2, next_attempt_at = $3, claimed_until = NULL, last_error = $4
        WHERE id = ANY($1::bigint[]) AND status = 'sending'`,
      [
        rows.map((r) => r.id),
        giveUp ? 'failed' : 'pending',
        new Date(now.getTime() + OUTBOX.backoffMs(attempts)),
        error.slice(0, 1000),
      ],
    );
  },
};
