import { DEFAULT_EMAIL_MODE, type EmailMode, type NotificationKind } from '@liga/contracts';
import type { DataSource } from 'typeorm';
import { visibleLogHead } from '../../../platform/event-store/event-store';
import type { Queryable } from '../../../platform/event-store/event-store';
import type { LogPosition } from '../../../platform/event-store/event-types';
import type { DeliveryChannel, FreshNotification } from './channels';
import { type NewOutboxRow, outbox } from './outbox';

const PROJECTION = 'notifications';

interface FreshRow {
  id: string;
  user_id: string;
  kind: NotificationKind;
  event_position: string;
  created_at: Date;
  email: EmailMode | null;
  push: boolean;
}

/**
 * Hands the notifications projection's new rows to the outbox, exactly once: one transaction
 * locks the dispatcher's watermark (`notification_dispatch`), takes the rows past it up to the
 * projection's checkpoint (rows and checkpoint commit together, so all of them are there),
 * writes one outbox row per channel that wants each, and moves the watermark. Two
 * dispatchers serialise on the lock; a crash rolls everything back and the next run does it
 * again; the outbox's unique key would absorb a repeat anyway.
 *
 * The watermark starts at the log's head when a dispatcher first runs (after the start-up
 * tasks: the demo league's history), and a rebuild or replay of the projection only rewrites
 * rows behind it: history is never mailed.
 */
export class Dispatcher {
  constructor(
    private readonly db: DataSource,
    private readonly channels: readonly DeliveryChannel[],
    private readonly name = 'notifications',
  ) {}

  /** Creates the watermark at the log's head if this dispatcher never ran. */
  async init(): Promise<void> {
    const head = await visibleLogHead(this.db);
    await this.db.query(
      `INSERT INTO notification_dispatch (name, transaction_id, global_position)
       VALUES ($1, $2::xid8, $3) ON CONFLICT (name) DO NOTHING`,
      [this.name, head.transactionId, head.globalPosition],
    );
  }

  /** One hand-off; answers how many outbox rows it wrote. */
  async dispatch(now: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const from = await this.watermark(tx);
      if (!from) return 0;
      const to = await checkpoint(tx);
      if (!to || !(await isAfter(tx, to, from))) return 0;
      const fresh = await freshRows(tx, from, to);
      const rows: NewOutboxRow[] = [];
      for (const n of fresh) {
        for (const channel of this.channels) {
          const dueAt = channel.route(n, now);
          if (!dueAt) continue;
          rows.push({
            eventPosition: n.eventPosition,
            recipientId: n.userId,
            channel: channel.name,
            notificationId: n.id,
            kind: n.kind,
            dueAt,
          });
        }
      }
      const added = await outbox.add(tx, rows, now);
      await tx.query(
        `UPDATE notification_dispatch SET transaction_id = $2::xid8, global_position = $3,
                updated_at = $4 WHERE name = $1`,
        [this.name, to.transactionId, to.globalPosition, now],
      );
      return added;
    });
  }

  private async watermark(tx: Queryable): Promise<LogPosition | null> {
    const rows: Array<{ transaction_id: string; global_position: string }> = await tx.query(
      `SELECT transaction_id::text AS transaction_id, global_position
         FROM notification_dispatch WHERE name = $1 FOR UPDATE`,
      [this.name],
    );
    const row = rows[0];
    return row
      ? { transactionId: row.transaction_id, globalPosition: Number(row.global_position) }
      : null;
  }
}

async function checkpoint(tx: Queryable): Promise<LogPosition | null> {
  const rows: Array<{ transaction_id: string; global_position: string }> = await tx.query(
    `SELECT transaction_id::text AS transaction_id, global_position
       FROM projection_checkpoints WHERE name = $1`,
    [PROJECTION],
  );
  const row = rows[0];
  return row
    ? { transactionId: row.transaction_id, globalPosition: Number(row.global_position) }
    : null;
}

async function isAfter(tx: Queryable, a: LogPosition, b: LogPosition): Promise<boolean> {
  const [row]: Array<{ after: boolean }> = await tx.query(
    `SELECT ($1::xid8, $2::bigint) > ($3::xid8, $4::bigint) AS after`,
    [a.transactionId, a.globalPosition, b.transactionId, b.globalPosition],
  );
  return row.after;
}

async function freshRows(
  tx: Queryable,
  from: LogPosition,
  to: LogPosition,
): Promise<FreshNotification[]> {
  const rows: FreshRow[] = await tx.query(
    `SELECT n.id, n.user_id, n.kind, n.event_position, n.created_at, p.email,
            EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = n.user_id) AS push
       FROM rm_notifications n
       LEFT JOIN rm_notif_preferences p ON p.user_id = n.user_id AND p.kind = n.kind
      WHERE (n.event_tx, n.event_position) > ($1::xid8, $2::bigint)
        AND (n.event_tx, n.event_position) <= ($3::xid8, $4::bigint)
      ORDER BY n.event_tx, n.event_position, n.user_id`,
    [from.transactionId, from.globalPosition, to.transactionId, to.globalPosition],
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    kind: r.kind,
    eventPosition: Number(r.event_position),
    createdAt: new Date(r.created_at),
    emailMode: r.email ?? DEFAULT_EMAIL_MODE[r.kind],
    hasPush: r.push,
  }));
}
