import {
  describeNotification,
  NOTIFICATION_MESSAGES as M,
  type NotificationContent,
  type NotificationNames,
  type TextLanguage,
} from '@liga/contracts';
import type { Queryable } from '../../../platform/event-store/event-store';
import { withTextLanguage } from '../../../platform/http/request-context';
import type { MailMessage } from '../../../platform/mail/mailer';
import { type MailFrame, renderMailHtml, renderMailText } from '../../../platform/mail/mail-layout';
import { type UnsubscribeTarget, unsubscribeToken } from './unsubscribe-token';

export interface MailRecipient {
  userId: string;
  email: string;
  firstName: string;
  /** The language the person chose (issue 19); Polish when they never chose one. */
  language: TextLanguage;
}

const languageOfRow = (language: string | null): TextLanguage => (language === 'en' ? 'en' : 'pl');

/** Paths of the portal the mails link to (the client's routes). */
export const MAIL_PATHS = {
  settings: '/user/manage#powiadomienia',
  unsubscribePage: '/unsubscribe',
  unsubscribeApi: '/api/notification/unsubscribe',
};

/**
 * Composes the notification e-mails: multipart HTML + text in the portal's look, absolute
 * links, the one-click unsubscribe headers of RFC 8058 (`List-Unsubscribe` with the signed
 * token, `List-Unsubscribe-Post: List-Unsubscribe=One-Click`) and a Message-ID derived from the
 * outbox key, so a message sent again after a crash is the same message.
 */
export class NotificationMails {
  private readonly host: string;

  constructor(
    private readonly baseUrl: string,
    private readonly unsubscribeKey: Buffer,
  ) {
    this.host = new URL(baseUrl).hostname || 'liga.local';
  }

  /** A person who can get mail: open account, confirmed address. */
  static async recipient(db: Queryable, userId: string): Promise<MailRecipient | null> {
    const rows: Array<{ email: string | null; first_name: string; language: string | null }> =
      await db.query(
        `SELECT email, first_name, language FROM rm_users
          WHERE id = $1 AND NOT erased AND verified AND email IS NOT NULL`,
        [userId],
      );
    const row = rows[0];
    return row?.email
      ? {
          userId,
          email: row.email,
          firstName: row.first_name,
          language: languageOfRow(row.language),
        }
      : null;
  }

  /** The language a person reads their notifications in (web push): theirs, else Polish. */
  static async languageOf(db: Queryable, userId: string): Promise<TextLanguage> {
    const rows: Array<{ language: string | null }> = await db.query(
      'SELECT language FROM rm_users WHERE id = $1',
      [userId],
    );
    return languageOfRow(rows[0]?.language ?? null);
  }

  /** The notifications behind outbox rows (an erased person's are gone: left out). */
  static async contents(
    db: Queryable,
    ids: readonly string[],
  ): Promise<Map<string, NotificationContent>> {
    const rows: Array<{ id: string; kind: NotificationContent['kind']; params: unknown }> =
      await db.query('SELECT id, kind, params FROM rm_notifications WHERE id = ANY($1::uuid[])', [
        ids,
      ]);
    return new Map(
      rows.map((r) => [r.id, { kind: r.kind, params: r.params } as NotificationContent]),
    );
  }

  single(
    to: MailRecipient,
    content: NotificationContent,
    names: NotificationNames,
    messageKey: string,
    now: Date,
  ): MailMessage {
    return withTextLanguage(to.language, () => this.singleNow(to, content, names, messageKey, now));
  }

  private singleNow(
    to: MailRecipient,
    content: NotificationContent,
    names: NotificationNames,
    messageKey: string,
    now: Date,
  ): MailMessage {
    const d = describeNotification(content, names);
    const frame = this.frame(to, content.kind, now, {
      title: d.subject,
      blocks: [{ text: d.text }],
      action: { href: this.url(d.link), label: M.mail.open },
    });
    return this.message(
      to,
      `${M.mail.subjectPrefix}${d.subject}`,
      frame,
      content.kind,
      messageKey,
      now,
    );
  }

  digest(
    to: MailRecipient,
    contents: NotificationContent[],
    names: NotificationNames,
    messageKey: string,
    now: Date,
  ): MailMessage {
    return withTextLanguage(to.language, () =>
      this.digestNow(to, contents, names, messageKey, now),
    );
  }

  private digestNow(
    to: MailRecipient,
    contents: NotificationContent[],
    names: NotificationNames,
    messageKey: string,
    now: Date,
  ): MailMessage {
    const items = contents.map((c) => describeNotification(c, names));
    const subject = M.mail.digestSubject(items.length);
    const frame = this.frame(to, 'digest', now, {
      title: subject,
      blocks: [
        { text: M.mail.digestIntro(items.length) },
        ...items.map((d) => ({
          text: d.text,
          link: { href: this.url(d.link), label: M.mail.open },
        })),
      ],
      action: { href: this.url('/news'), label: M.mail.open },
    });
    return this.message(to, subject, frame, 'digest', messageKey, now);
  }

  private frame(
    to: MailRecipient,
    target: UnsubscribeTarget,
    now: Date,
    body: Pick<MailFrame, 'title' | 'blocks' | 'action'>,
  ): MailFrame {
    const token = this.token(to, target, now);
    return {
      ...body,
      greeting: M.mail.greeting(to.firstName),
      footer: M.mail.footer,
      footerLinks: [
        {
          href: this.url(`${MAIL_PATHS.unsubscribePage}?token=${token}`),
          label: M.mail.unsubscribe,
        },
        { href: this.url(MAIL_PATHS.settings), label: M.mail.settings },
      ],
    };
  }

  private message(
    to: MailRecipient,
    subject: string,
    frame: MailFrame,
    target: UnsubscribeTarget,
    messageKey: string,
    now: Date,
  ): MailMessage {
    const oneClick = this.url(`${MAIL_PATHS.unsubscribeApi}?token=${this.token(to, target, now)}`);
    return {
      to: to.email,
      subject,
      text: renderMailText(frame),
      html: renderMailHtml(frame),
      messageId: `<${messageKey}@${this.host}>`,
      headers: {
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  private token(to: MailRecipient, target: UnsubscribeTarget, now: Date): string {
    return unsubscribeToken(this.unsubscribeKey, { userId: to.userId, target }, now);
  }

  private url(path: string): string {
    return `${this.baseUrl}${path}`;
  }
}
