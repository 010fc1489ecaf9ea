import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_EMAIL_MODE,
  describeNotification,
  type EmailMode,
  NOTIFICATION_KINDS,
  type NotificationContent,
  type NotificationDto,
  type NotificationKind,
  type NotificationPreferenceDto,
  type NotificationsPageDto,
} from '@liga/contracts';
import { DataSource } from 'typeorm';
import { loadNames } from './notification-names';

interface NotificationRow {
  id: string;
  kind: NotificationKind;
  params: NotificationContent['params'];
  created_at: Date;
  read: boolean;
}

/** Reads of the notifications projection: a person's list, unread count and settings. */
@Injectable()
export class NotificationsReadModel {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** A page of the caller's list, newest first (page counts from 1), and the unread count. */
  async page(userId: string, page: number, pageSize: number): Promise<NotificationsPageDto> {
    const [rows, unreadCount] = await Promise.all([
      this.db.query<NotificationRow[]>(
        `SELECT id, kind, params, created_at, read FROM rm_notifications
          WHERE user_id = $1
          ORDER BY created_at DESC, event_position DESC, id
          LIMIT $2 OFFSET $3`,
        [userId, pageSize, (page - 1) * pageSize],
      ),
      this.unreadCount(userId),
    ]);
    return { items: await this.describe(rows), unreadCount };
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.db.query<Array<{ n: number }>>(
      'SELECT count(*)::int AS n FROM rm_notifications WHERE user_id = $1 AND NOT read',
      [userId],
    );
    return row?.n ?? 0;
  }

  /** The owners of the given notification ids (ids nobody owns are left out). */
  async owners(ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.db.query<Array<{ id: string; user_id: string }>>(
      'SELECT id, user_id FROM rm_notifications WHERE id = ANY($1::uuid[])',
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.user_id]));
  }

  /** Every notification of a person (the "Moje dane" export), newest first. */
  async all(userId: string): Promise<NotificationDto[]> {
    const rows = await this.db.query<NotificationRow[]>(
      `SELECT id, kind, params, created_at, read FROM rm_notifications
        WHERE user_id = $1 ORDER BY created_at DESC, event_position DESC, id`,
      [userId],
    );
    return this.describe(rows);
  }

  /** Every kind with the person's e-mail setting (the default where never changed). */
  async preferences(userId: string): Promise<NotificationPreferenceDto[]> {
    const rows = await this.db.query<Array<{ kind: NotificationKind; email: EmailMode }>>(
      'SELECT kind, email FROM rm_notif_preferences WHERE user_id = $1',
      [userId],
    );
    const set = new Map(rows.map((r) => [r.kind, r.email]));
    return NOTIFICATION_KINDS.map((kind) => ({
      kind,
      email: set.get(kind) ?? DEFAULT_EMAIL_MODE[kind],
      isDefault: !set.has(kind),
    }));
  }

  private async describe(rows: NotificationRow[]): Promise<NotificationDto[]> {
    const contents = rows.map((r) => ({ kind: r.kind, params: r.params }) as NotificationContent);
    const names = await loadNames(this.db, contents);
    return rows.map((row, i) => {
      const { text, link } = describeNotification(contents[i], names);
      return {
        id: row.id,
        kind: row.kind,
        text,
        link,
        createdAt: new Date(row.created_at).toISOString(),
        read: row.read,
      };
    });
  }
}
