import { Body, Controller, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { type LoginResultDto, loginSchema } from '@liga/contracts';
import type { Request } from 'express';
import { z } from 'zod';
import { Public } from '../../../platform/http/decorators';
import { parseInput } from '../../../platform/http/parse-input';
import { AuthService } from '../auth/auth.service';
import { clientAddress } from './request-info';

const refreshQuery = z.object({
  refreshRequest: z
    .string({ required_error: 'Brak tokenu odświeżania (refreshRequest).' })
    .min(1, 'Brak tokenu odświeżania (refreshRequest).')
    .max(4096, 'Nieprawidłowy token odświeżania.'),
});

/**
 * Login and refresh, for users and for the admin panel. Both answer `AuthTokensDto` (plus
 * `mustChangePassword: true` after an admin password reset). The admin door only lets in
 * accounts with the Admin role (403 otherwise).
 */
@Controller()
export class AuthController {
  constructor(@Inject(AuthService) private readonly auth: AuthService) {}

  @Public()
  @Post('user/login')
  @HttpCode(200)
  userLogin(@Body() body: unknown, @Req() req: Request): Promise<LoginResultDto> {
    return this.auth.login('user', parseInput(loginSchema, body), clientAddress(req));
  }

  @Public()
  @Post('admin/login')
  @HttpCode(200)
  adminLogin(@Body() body: unknown, @Req() req: Request): Promise<LoginResultDto> {
    return this.auth.login('admin', parseInput(loginSchema, body), clientAddress(req));
  }

  @Public()
  @Post('user/refresh-token')
  @HttpCode(200)
  userRefresh(@Query() query: unknown): Promise<LoginResultDto> {
    return this.auth.refresh('user', parseInput(refreshQuery, query).refreshRequest);
  }

  @Public()
  @Post('admin/refresh-token')
  @HttpCode(200)
  adminRefresh(@Query() query: unknown): Promise<LoginResultDto> {
    return this.auth.refresh('admin', parseInput(refreshQuery, query).refreshRequest);
  }

  /** Ends the session of this refresh token (its whole family). Always succeeds. */
  @Public()
  @Post('user/logout')
  @HttpCode(200)
  async logout(@Query() query: unknown): Promise<null> {
    await this.auth.logout(parseInput(refreshQuery, query).refreshRequest);
    return null;
  }
}
