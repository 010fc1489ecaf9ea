import { Inject, Module } from '@nestjs/common';
import { DomainErrorResponses } from '../../platform/http/domain-error-responses';
import { userErrorResponses } from './http/user.error-responses';
import { MailModule } from '../../platform/mail/mailer';
import { AuthService } from './auth/auth.service';
import { ChangeAvatarHandler } from './commands/change-avatar.handler';
import { ChangePasswordHandler } from './commands/change-password.handler';
import { EnsureAdminAccount } from './commands/ensure-admin-account';
import { EraseUserHandler } from './commands/erase-user.handler';
import { GrantRoleHandler } from './commands/grant-role.handler';
import { RegisterUserHandler } from './commands/register-user.handler';
import { RemoveAvatarHandler } from './commands/remove-avatar.handler';
import { ResendVerificationHandler } from './commands/resend-verification.handler';
import { ResetPasswordHandler } from './commands/reset-password.handler';
import { ResetUserDataHandler } from './commands/reset-user-data.handler';
import { UpdateProfileHandler } from './commands/update-profile.handler';
import { VerificationMail } from './commands/verification-mail';
import { VerifyEmailHandler } from './commands/verify-email.handler';
import { AdminUsersController } from './http/admin-users.controller';
import { AuthController } from './http/auth.controller';
import { PasswordRecoveryController } from './http/password-recovery.controller';
import { PasswordRecovery } from './registration/password-recovery';
import { AvatarController } from './http/avatar.controller';
import { UsersController } from './http/users.controller';
import { UsersReadModel } from './queries/users.read-model';
import { RegistrationDesk } from './registration/registration-desk';
import { TakenAddressMail } from './registration/taken-address-mail';

/** Accounts: registration, e-mail verification, login and tokens, profiles, avatars, admin. */
@Module({
  imports: [MailModule],
  // UsersController last: its `GET user/:id` passes non-UUIDs on to later routes
  controllers: [
    AuthController,
    PasswordRecoveryController,
    AvatarController,
    AdminUsersController,
    UsersController,
  ],
  providers: [
    AuthService,
    PasswordRecovery,
    VerificationMail,
    RegistrationDesk,
    TakenAddressMail,
    UsersReadModel,
    EnsureAdminAccount,
    RegisterUserHandler,
    VerifyEmailHandler,
    ResendVerificationHandler,
    UpdateProfileHandler,
    ChangePasswordHandler,
    ResetPasswordHandler,
    ChangeAvatarHandler,
    RemoveAvatarHandler,
    ResetUserDataHandler,
    EraseUserHandler,
    GrantRoleHandler,
  ],
  exports: [UsersReadModel, EnsureAdminAccount, AuthService],
})
export class UsersModule {
  constructor(@Inject(DomainErrorResponses) errors: DomainErrorResponses) {
    errors.register(userErrorResponses);
  }
}
