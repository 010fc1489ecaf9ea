import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RegisterUserResultDto } from '@liga/contracts';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { newId } from '../../../platform/ids/ids';
import { userTokens } from '../auth/user-tokens';
import { RegisterUserCommand } from '../commands/register-user.handler';
import { registrationThrottle } from './registration-throttle';
import { TakenAddressMail } from './taken-address-mail';

/** By its code, whichever error class carries it (an HTTP error today, a domain error later). */
function isEmailTaken(error: unknown): boolean {
  const { code, errors } = (error ?? {}) as { code?: unknown; errors?: Array<{ code?: unknown }> };
  return (
    code === EMAIL_TAKEN || (Array.isArray(errors) && errors.some((e) => e.code === EMAIL_TAKEN))
  );
}
const EMAIL_TAKEN = 'user.email_taken';

/**
 * The front of `POST /api/user` (issue 20): throttled per address and overall, and it answers
 * the same for a taken address as for a new one, so registration tells nobody which e-mails
 * have accounts. For a taken address the handler has done the same work (argon2 hash, then the
 * claim refused inside its transaction); the answer carries a fresh id and upload token of the
 * same shapes as a real one (the token even uploads: the picture is accepted and thrown
 * away, so the upload answers as a real one does), and the owner of the address gets a mail instead of the caller.
 */
@Injectable()
export class RegistrationDesk {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(TakenAddressMail) private readonly takenMail: TakenAddressMail,
  ) {}

  async register(command: RegisterUserCommand, address: string): Promise<RegisterUserResultDto> {
    await registrationThrottle.admit(this.db, address, this.clock.now());
    try {
      return await this.commands.execute<RegisterUserCommand, RegisterUserResultDto>(command);
    } catch (error) {
      if (!isEmailTaken(error)) throw error;
      this.takenMail.send(command.account.email);
      // the decoy's upload token works like a real one (accepted once, then discarded)
      const id = newId();
      const avatarUploadToken = await userTokens.issue(
        this.db,
        id,
        'avatar-decoy',
        this.clock.now(),
      );
      return { id, avatarUploadToken };
    }
  }
}
