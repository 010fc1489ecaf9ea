import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  adminUserActionSchema,
  type AdminUserRowDto,
  adminUsersQuerySchema,
  type TemporaryPasswordDto,
} from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId, Roles } from '../../../platform/http/decorators';
import { parseInput } from '../../../platform/http/parse-input';
import { ResetPasswordCommand } from '../commands/reset-password.handler';
import { ResetUserDataCommand } from '../commands/reset-user-data.handler';
import { UsersReadModel } from '../queries/users.read-model';
import { eventContext } from './request-info';

/** The admin panel's users tab. Every route: Admin role only (403 for others, 401 without a token). */
@Roles('Admin')
@Controller('admin')
export class AdminUsersController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(UsersReadModel) private readonly users: UsersReadModel,
  ) {}

  @Get('users')
  list(@Query() query: unknown): Promise<AdminUserRowDto[]> {
    return this.users.adminList(parseInput(adminUsersQuerySchema, query));
  }

  /** Answers the temporary password once; the user must change it at the next login. */
  @Post('user-password')
  @HttpCode(200)
  resetPassword(
    @Body() body: unknown,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<TemporaryPasswordDto> {
    const { userId } = parseInput(adminUserActionSchema, body);
    return this.commands.execute(
      new ResetPasswordCommand(userId, caller, eventContext(caller, cid)),
    );
  }

  @Post('user-reset')
  @HttpCode(200)
  async resetData(
    @Body() body: unknown,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    const { userId } = parseInput(adminUserActionSchema, body);
    await this.commands.execute(
      new ResetUserDataCommand(userId, caller, eventContext(caller, cid)),
    );
    return null;
  }
}
