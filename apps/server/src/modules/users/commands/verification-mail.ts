import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { Mailer } from '../../../platform/mail/mailer';
import { USER_TEXTS } from '../users.texts';

/** The e-mail with the verification link: `${PUBLIC_URL}/api/user/verify-email?token=…`. */
@Injectable()
export class VerificationMail {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Mailer) private readonly mailer: Mailer,
  ) {}

  link(token: string): string {
    const base = (this.config.publicUrl ?? `http://localhost:${this.config.port}`).replace(
      /\/+$/,
      '',
    );
    return `${base}/api/user/verify-email?token=${encodeURIComponent(token)}`;
  }

  send(to: string, firstName: string, token: string): void {
    this.mailer.sendInBackground({
      to,
      subject: USER_TEXTS.mail.verifySubject,
      text: USER_TEXTS.mail.verifyText(firstName, this.link(token)),
    });
  }
}
