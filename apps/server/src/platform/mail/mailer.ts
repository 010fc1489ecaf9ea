import { Module } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { Logger } from '../logging/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
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
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  async send(message: MailMessage): Promise<void> {
    if (!this.transport) {
      this.logger.info('e-mail not sent (no SMTP_URL), logged instead', {
        to: message.to,
        subject: message.subject,
        text: message.text,
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
