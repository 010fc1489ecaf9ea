import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import {
  type ForgotPasswordRequest,
  forgotPasswordSchema,
  type ResetPasswordRequest,
  resetPasswordSchema,
} from '@liga/contracts';
import { z } from 'zod';
import { ClientAddress, CorrelationId, Public } from '../../../platform/http/decorators';
import { ParsedBody } from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { PasswordRecovery } from '../registration/password-recovery';
import { eventContext } from './request-info';

/** "Nie pamiętasz hasła?": the mailed link and the new password (issue 17). */
@Controller('user')
export class PasswordRecoveryController {
  constructor(@Inject(PasswordRecovery) private readonly recovery: PasswordRecovery) {}

  @ApiDoc({
    summary:
      'Mails a single-use link (60 min) to set a new password. Always the same answer, in the same time, whether or not the address has an account; throttled like login.',
    answer: z.null(),
  })
  @Public()
  @Post('forgot-password')
  @HttpCode(200)
  async forgotPassword(
    @ParsedBody(forgotPasswordSchema) { email }: ForgotPasswordRequest,
    @ClientAddress() address: string,
  ): Promise<null> {
    await this.recovery.request(email, address);
    return null;
  }

  @ApiDoc({
    summary:
      'Sets a new password with the mailed token (the registration rules); every refresh token of the account is revoked and every session ends. A used, expired or tampered token: 400.',
    answer: z.null(),
  })
  @Public()
  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(
    @ParsedBody(resetPasswordSchema) { token, password }: ResetPasswordRequest,
    @ClientAddress() address: string,
    @CorrelationId() cid: string,
  ): Promise<null> {
    await this.recovery.reset(token, password, address, eventContext(null, cid));
    return null;
  }
}
