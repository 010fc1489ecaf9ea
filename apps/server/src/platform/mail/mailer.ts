import { Module } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { Logger } from '../logging/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** A Message-ID of our own: the same message sent again carries the same one. */
  messageId?: string;
}

/** A mail server that does not answer fails the attempt (it is retried later), never hangs it. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The portal's public address (PUBLIC_URL, else this server), for links in e-mails. */
export function publicBaseUrl(config: AppConfig): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}

/**
 * Sends e-mail through SMTP (`SMTP_URL`, e.g. smtp://mailcatcher:1025). With no SMTP_URL the
 * message, links included, is written to the server log instead (development, demo).
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly config: AppConfig,
    private readonly logger: Logger,
  ) {
    this.transport = config.smtpUrl
      ? nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS })
      : null;
  }

  /** Whether mail really leaves (SMTP_URL set) or is only logged. */
  get delivers(): boolean {
    return this.transport !== null;
  }

  async send(message: MailMessage): Promise<void> {
    if (!this.transport) {
      this.logger.info('e-mail not sent (no SMTP_URL), logged instead', {
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: message.messageId,
      });
      return;
    }
    await this.transport.sendMail({ from: this.config.mailFrom, ...message });
  }

  /** Sends without making the caller wait; a failure is logged (the user can ask again). */
  sendInBackground(message: MailMessage): void {
    this.send(message).catch((error: unknown) =>
      this.logger.error('e-mail failed', { subject: message.subject, error }),
    );
  }
}

@Module({
  providers: [
    {
      provide: Mailer,
      useFactory: (config: AppConfig, logger: Logger) => new Mailer(config, logger.child('mail')),
      inject: [APP_CONFIG, Logger],
    },
  ],
  exports: [Mailer],
})
export class MailModule {}
