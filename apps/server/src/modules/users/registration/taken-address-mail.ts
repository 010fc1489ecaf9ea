import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { Mailer } from '../../../platform/mail/mailer';
import { USER_TEXTS } from '../users.texts';

/**
 * The mail to the owner of an address someone tried to register again: "someone tried to
 * register with your address", with links to log in and to the password change.
 */
@Injectable()
export class TakenAddressMail {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Mailer) private readonly mailer: Mailer,
  ) {}

  send(to: string): void {
    const base = (this.config.publicUrl ?? `http://localhost:${this.config.port}`).replace(
      /\/+$/,
      '',
    );
    this.mailer.sendInBackground({
      to,
      subject: USER_TEXTS.mail.takenSubject,
      text: USER_TEXTS.mail.takenText(`${base}/login`, `${base}/user/manage`),
    });
  }
}
