import {
  DEFAULT_EMAIL_MODE,
  instantOfLocal,
  isNotificationKind,
  NOTIFICATION_RULES,
  wallClockAt,
} from '@liga/contracts';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../../platform/logging/logger';
import type { Mailer } from '../../../platform/mail/mailer';
import { loadNames } from '../queries/notification-names';
import type { DeliveryChannel, FreshNotification } from './channels';
import { NotificationMails } from './notification-mails';
import { outbox } from './outbox';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The next digest slot after `now`: today's or tomorrow's 18:00 in Warsaw. */
export function nextDigestSlot(now: Date): Date {
  const today = wallClockAt(now);
  const slot = (day: number) =>
    instantOfLocal({
      year: today.year,
      month: today.month,
      day,
      hour: NOTIFICATION_RULES.digestHour,
      minute: 0,
      second: 0,
    });
  const todays = slot(today.day);
  return todays.getTime() > now.getTime() ? todays : slot(today.day + 1);
}

/**
 * The daily digest, for the kinds a person has on `digest`: every row of one person's slot
 * (18:00 Warsaw) goes out as one mail, newest first. The slot is fixed when the row is
 * written, so the same rows make the same digest (and Message-ID) if it is sent again.
 */
export class DigestChannel implements DeliveryChannel {
  readonly name = 'digest';

  constructor(
    private readonly db: DataSource,
    private readonly mailer: Mailer,
    private readonly mails: NotificationMails,
    private readonly logger: Logger,
  ) {}

  route(n: FreshNotification, now: Date): Date | null {
    return n.emailMode === 'digest' ? nextDigestSlot(now) : null;
  }

  async sendDue(now: Date): Promise<number> {
    let settled = 0;
    for (;;) {
      const rows = await outbox.claimGroup(this.db, this.name, now);
      if (rows.length === 0) return settled;
      settled += rows.length;
      await this.sendGroup(rows, now);
    }
  }

  private async sendGroup(rows: Awaited<ReturnType<typeof outbox.claimGroup>>, now: Date) {
    const ids = rows.map((r) => r.id);
    const recipientId = rows[0].recipientId;
    const contents = await NotificationMails.contents(
      this.db,
      rows.map((r) => r.notificationId),
    );
    // a kind turned off (or out of the digest) since it was queued is left out now
    const wanted = await this.stillDigested(recipientId);
    const kept = [...rows]
      .sort((a, b) => b.eventPosition - a.eventPosition)
      .map((r) => contents.get(r.notificationId))
      .filter((c) => c !== undefined && wanted(c.kind))
      .map((c) => c!);
    const to = kept.length > 0 ? await NotificationMails.recipient(this.db, recipientId) : null;
    if (!to) {
      await outbox.skipped(
        this.db,
        ids,
        kept.length === 0 ? 'nothing left' : 'no confirmed address',
      );
      return;
    }
    const names = await loadNames(this.db, kept);
    const key = `digest.${recipientId}.${rows[0].dueAt.getTime()}`;
    try {
      await this.mailer.send(this.mails.digest(to, kept, names, key, now));
    } catch (error) {
      this.logger.warn('digest e-mail failed, retried later', {
        recipientId,
        error: errorText(error),
      });
      await outbox.failed(this.db, rows, now, errorText(error));
      return;
    }
    await outbox.sent(this.db, ids, now);
  }

  private async stillDigested(userId: string): Promise<(kind: string) => boolean> {
    const rows: Array<{ kind: string; email: string }> = await this.db.query(
      'SELECT kind, email FROM rm_notif_preferences WHERE user_id = $1',
      [userId],
    );
    const set = new Map(rows.map((r) => [r.kind, r.email]));
    return (kind) =>
      isNotificationKind(kind) && (set.get(kind) ?? DEFAULT_EMAIL_MODE[kind]) === 'digest';
  }
}
