import { Inject, Module } from '@nestjs/common';
import { DomainErrorResponses } from '../../platform/http/domain-error-responses';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { ChangeLanguageHandler } from './commands/change-language.handler';
import { DeleteOwnAccountHandler } from './commands/delete-own-account.handler';
import { AccountController } from './http/account.controller';
import { accountErrorResponses } from './http/account.error-responses';
import { MyDataReadModel } from './queries/my-data.read-model';

/**
 * The caller's own account across modules: the data export and deleting it (issue 17), the
 * language kept with it (issue 19).
 */
@Module({
  imports: [UsersModule, NotificationsModule],
  controllers: [AccountController],
  providers: [MyDataReadModel, DeleteOwnAccountHandler, ChangeLanguageHandler],
})
export class AccountModule {
  constructor(@Inject(DomainErrorResponses) errors: DomainErrorResponses) {
    errors.register(accountErrorResponses);
  }
}
