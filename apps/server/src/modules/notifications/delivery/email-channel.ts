import type { DataSource } from 'typeorm';
import type { Logger } from '../../../platform/logging/logger';
import type { Mailer } from '../../../platform/mail/mailer';
import { loadNames } from '../queries/notification-names';
import type { DeliveryChannel, FreshNotification } from './channels';
import { NotificationMails } from './notification-mails';
import { OUTBOX, type OutboxRow, outbox } from './outbox';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * E-mail at once, for the kinds a person has `on`. Each claimed row is one message; the row
 * is marked sent right after the mail server accepted it. A failure (server down, refused)
 * puts the row back with a backoff: mail waits, nothing else does.
 */
export class EmailChannel implements DeliveryChannel {
  readonly name = 'email';

  constructor(
    private readonly db: DataSource,
    private readonly mailer: Mailer,
    private readonly mails: NotificationMails,
    private readonly logger: Logger,
  ) {}

  route(n: FreshNotification, now: Date): Date | null {
    return n.emailMode === 'on' ? now : null;
  }

  async sendDue(now: Date): Promise<number> {
    const rows = await outbox.claim(this.db, this.name, now, OUTBOX.batch);
    if (rows.length === 0) return 0;
    const contents = await NotificationMails.contents(
      this.db,
      rows.map((r) => r.notificationId),
    );
    const names = await loadNames(this.db, [...contents.values()]);
    for (const row of rows) await this.sendOne(row, contents, names, now);
    return rows.length;
  }

  private async sendOne(
    row: OutboxRow,
    contents: Awaited<ReturnType<typeof NotificationMails.contents>>,
    names: Awaited<ReturnType<typeof loadNames>>,
    now: Date,
  ): Promise<void> {
    const content = contents.get(row.notificationId);
    const to = content ? await NotificationMails.recipient(this.db, row.recipientId) : null;
    if (!content || !to) {
      await outbox.skipped(this.db, [row.id], content ? 'no confirmed address' : 'gone');
      return;
    }
    const key = `n${row.eventPosition}.${row.recipientId}.${this.name}`;
    try {
      await this.mailer.send(this.mails.single(to, content, names, key, now));
    } catch (error) {
      this.logger.warn('notification e-mail failed, retried later', {
        outboxId: row.id,
        attempts: row.attempts,
        error: errorText(error),
      });
      await outbox.failed(this.db, [row], now, errorText(error));
      return;
    }
    // the crash point: accepted by the mail server, not yet recorded (docs/ARCHITECTURE.md)
    await outbox.sent(this.db, [row.id], now);
  }
}
