import { Inject, Injectable } from '@nestjs/common';
import { inLanguage, SELF_SERVICE_TEXTS, textLanguage } from '@liga/contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { ValidationError } from '../../../platform/http/app-errors';
import { withTextLanguage } from '../../../platform/http/request-context';
import { Logger } from '../../../platform/logging/logger';
import { renderMailHtml, renderMailText } from '../../../platform/mail/mail-layout';
import { Mailer, publicBaseUrl } from '../../../platform/mail/mailer';
import { AccountSockets } from '../../../platform/realtime/account-sockets';
import { credentials } from '../auth/credentials';
import { emailClaims, emailKey } from '../auth/email-claims';
import { loginThrottle } from '../auth/login-throttle';
import { hashPassword } from '../auth/password-hasher';
import { refreshTokens } from '../auth/refresh-tokens';
import { userTokens } from '../auth/user-tokens';
import { userDecider, userStream } from '../domain/user.decider';

const T = SELF_SERVICE_TEXTS;
/** The throttle's account key of a wrong reset token (per client address, as login failures). */
const RESET_TOKEN_KEY = 'reset-token';

/**
 * "Nie pamiętasz hasła?" (issue 17). `request` answers every address alike and in the same
 * time: the throttle (per address and per address+e-mail, as login) is checked and counted
 * before anything depends on the account, and the lookup and the mail happen after the
 * answer. `reset` takes the single-use, 60-minute token, sets the new password, revokes every
 * refresh token and ends every session of the account.
 */
@Injectable()
export class PasswordRecovery {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(AccountSockets) private readonly sockets: AccountSockets,
    @Inject(Logger) private readonly logger: Logger,
  ) {}

  async request(email: string, address: string): Promise<void> {
    const now = this.clock.now();
    const accountKey = `reset:${emailKey(email)}`;
    await loginThrottle.check(this.db, accountKey, address, now);
    await loginThrottle.recordFailure(this.db, accountKey, address, now);
    setImmediate(() => {
      this.mailLink(email, now).catch((error: unknown) =>
        this.logger.error('password reset mail failed', { error }),
      );
    });
  }

  async reset(token: string, password: string, address: string, context: EventContext) {
    const now = this.clock.now();
    await loginThrottle.check(this.db, RESET_TOKEN_KEY, address, now);
    const hash = await hashPassword(password);
    const userId = await this.unitOfWork.run(context, async (unit) => {
      const id = await userTokens.consume(unit.tx, token, 'reset-password', now);
      if (!id) return null;
      await unit.decide(userStream(id), userDecider, {
        type: 'RecoverPassword',
        userId: id,
        now: now.toISOString(),
      });
      await credentials.set(unit.tx, id, hash, false, now);
      await refreshTokens.revokeAllOf(unit.tx, id, now);
      await userTokens.removePurpose(unit.tx, id, 'reset-password');
      return id;
    });
    if (!userId) {
      await loginThrottle.recordFailure(this.db, RESET_TOKEN_KEY, address, now);
      throw ValidationError.of('user.reset_token_invalid', T.resetTokenInvalid);
    }
    await this.sockets.endSessions(userId);
  }

  private async mailLink(email: string, now: Date): Promise<void> {
    const userId = await emailClaims.owner(this.db, email);
    if (!userId) return;
    const state = await this.unitOfWork.state(userStream(userId), userDecider);
    if (state.status !== 'active') return;
    const token = await userTokens.issue(this.db, userId, 'reset-password', now);
    const link = `${publicBaseUrl(this.config)}/reset-password?token=${encodeURIComponent(token)}`;
    // in the account's language (issue 19), else in the language the link was asked in
    const message = withTextLanguage(state.language ?? textLanguage(), () => this.mail(link));
    await this.mailer.send({ to: email, ...message });
  }

  private mail(link: string) {
    const frame = {
      title: T.mail.resetSubject,
      greeting: inLanguage('Cześć!', 'Hi!'),
      blocks: [{ text: T.mail.resetIntro }, { text: T.mail.resetOutro }],
      action: { href: link, label: T.mail.resetAction },
      footer: T.mail.resetFooter,
      footerLinks: [],
    };
    return {
      subject: T.mail.resetSubject,
      text: renderMailText(frame),
      html: renderMailHtml(frame),
    };
  }
}
