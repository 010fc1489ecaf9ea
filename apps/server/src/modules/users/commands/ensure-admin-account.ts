import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EMAIL_PATTERN, PASSWORD_PATTERN } from '@liga/contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { hasCode } from '../../../platform/domain/domain-error';
import { ConflictError } from '../../../platform/http/app-errors';
import { Logger } from '../../../platform/logging/logger';
import { emailClaims } from '../auth/email-claims';
import { RegisterUserCommand } from './register-user.handler';
import { temporaryPassword } from './reset-password.handler';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { userDecider, userStream } from '../domain/user.decider';

export const DEMO_ADMIN_EMAIL = 'admin@liga.local';

/**
 * At start: `ADMIN_EMAIL` + `ADMIN_PASSWORD` make sure that account exists, confirmed, with the
 * Admin role (created through the registration command; an existing account keeps its
 * password and only gets the role). In embedded (demo) mode without ADMIN_EMAIL a demo admin
 * `admin@liga.local` is made with a generated password kept in DATA_DIR/admin-password, and its
 * login is printed. Otherwise there is no default admin account.
 */
@Injectable()
export class EnsureAdminAccount implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(Logger) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { adminEmail, adminPassword, embedded } = this.config;
    if (adminEmail) {
      if (!EMAIL_PATTERN.test(adminEmail)) throw new Error('ADMIN_EMAIL is not an e-mail address');
      if (!adminPassword || !PASSWORD_PATTERN.test(adminPassword)) {
        throw new Error(
          'ADMIN_PASSWORD is required with ADMIN_EMAIL: at least 8 characters with a-z, A-Z, 0-9 and one of @$!%*?&',
        );
      }
      await this.ensure(adminEmail, adminPassword);
    } else if (embedded) {
      const { password, file } = this.demoPassword();
      await this.ensure(DEMO_ADMIN_EMAIL, password);
      process.stdout.write(
        `\n  Konto administratora (demo): ${DEMO_ADMIN_EMAIL} / ${password}\n  (hasło zapisane w ${file}; logowanie na /admin-login)\n`,
      );
    }
  }

  async ensure(email: string, password: string): Promise<string> {
    const context = { actorUserId: null, correlationId: randomUUID(), causationId: null };
    let userId = await emailClaims.owner(this.db, email);
    if (!userId) {
      try {
        const created = await this.commands.execute(
          new RegisterUserCommand(
            {
              email,
              password,
              profile: {
                firstName: 'Administrator',
                lastName: 'Ligi',
                birthDate: null,
                height: null,
                shirtNumber: null,
              },
              position: 0,
              dominateLeg: 0,
            },
            context,
            false,
          ),
        );
        userId = (created as { id: string }).id;
        this.logger.info('admin account created', { userId });
      } catch (error) {
        if (!isConflict(error)) throw error;
        userId = await emailClaims.owner(this.db, email);
        if (!userId) throw error;
      }
    }
    const now = this.clock.now().toISOString();
    await ignoreConflict(
      this.unitOfWork.decide(
        userStream(userId),
        userDecider,
        { type: 'VerifyEmail', userId, now },
        context,
      ),
    );
    await ignoreConflict(
      this.unitOfWork.decide(
        userStream(userId),
        userDecider,
        { type: 'GrantRole', userId, role: 'Admin', actor: null },
        context,
      ),
    );
    return userId;
  }

  private demoPassword(): { password: string; file: string } {
    const file = join(this.config.dataDir, 'admin-password');
    if (existsSync(file)) {
      const saved = readFileSync(file, 'utf8').trim();
      if (PASSWORD_PATTERN.test(saved)) return { password: saved, file };
    }
    mkdirSync(this.config.dataDir, { recursive: true });
    const password = temporaryPassword();
    writeFileSync(file, password, { mode: 0o600 });
    return { password, file };
  }
}

async function ignoreConflict(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (!isConflict(error)) throw error;
  }
}

/** The e-mail taken (a claim), the account already there, or a concurrent start's append. */
const isConflict = (error: unknown) =>
  error instanceof ConflictError ||
  hasCode(error, 'user.already_registered', 'stream.version_conflict');
