import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { type LoginRequest, type LoginResultDto, loginSchema } from '@liga/contracts';
import { z } from 'zod';
import { ClientAddress, Public } from '../../../platform/http/decorators';
import { type Parsed, ParsedBody, ParsedQuery } from '../../../platform/http/input.decorators';
import { AuthService } from '../auth/auth.service';
import { typeError } from '@liga/contracts';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { loginResultDtoSchema } from '@liga/contracts';
import { USER_TEXTS } from '../users.texts';

const refreshQuery = z.object({
  refreshRequest: z
    .string(typeError(USER_TEXTS.refreshMissing))
    .min(1, USER_TEXTS.refreshMissing)
    .max(4096, USER_TEXTS.refreshMalformed),
});

type RefreshQuery = Parsed<typeof refreshQuery>;

/**
 * Login and refresh, for users and for the admin panel. Both answer `AuthTokensDto` (plus
 * `mustChangePassword: true` after an admin password reset). The admin door only lets in
 * accounts with the Admin role (403 otherwise).
 */
@Controller()
export class AuthController {
  constructor(@Inject(AuthService) private readonly auth: AuthService) {}

  @ApiDoc({ answer: loginResultDtoSchema })
  @Public()
  @Post('user/login')
  @HttpCode(200)
  userLogin(
    @ParsedBody(loginSchema) input: LoginRequest,
    @ClientAddress() address: string,
  ): Promise<LoginResultDto> {
    return this.auth.login('user', input, address);
  }

  @ApiDoc({ answer: loginResultDtoSchema })
  @Public()
  @Post('admin/login')
  @HttpCode(200)
  adminLogin(
    @ParsedBody(loginSchema) input: LoginRequest,
    @ClientAddress() address: string,
  ): Promise<LoginResultDto> {
    return this.auth.login('admin', input, address);
  }

  @ApiDoc({ answer: loginResultDtoSchema })
  @Public()
  @Post('user/refresh-token')
  @HttpCode(200)
  userRefresh(@ParsedQuery(refreshQuery) query: RefreshQuery): Promise<LoginResultDto> {
    return this.auth.refresh('user', query.refreshRequest);
  }

  @ApiDoc({ answer: loginResultDtoSchema })
  @Public()
  @Post('admin/refresh-token')
  @HttpCode(200)
  adminRefresh(@ParsedQuery(refreshQuery) query: RefreshQuery): Promise<LoginResultDto> {
    return this.auth.refresh('admin', query.refreshRequest);
  }

  @ApiDoc({
    summary: 'Ends the session of this refresh token (its whole family). Always succeeds.',
    answer: z.null(),
  })
  @Public()
  @Post('user/logout')
  @HttpCode(200)
  async logout(@ParsedQuery(refreshQuery) query: RefreshQuery): Promise<null> {
    await this.auth.logout(query.refreshRequest);
    return null;
  }
}
