import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  adminUserActionSchema,
  type AdminUserRowDto,
  type AdminUsersQuery,
  adminUsersQuerySchema,
  type TemporaryPasswordDto,
} from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { AccountSockets } from '../../../platform/realtime/account-sockets';
import { Caller, CorrelationId, Roles } from '../../../platform/http/decorators';
import { type Parsed, ParsedBody, ParsedQuery } from '../../../platform/http/input.decorators';
import { ResetPasswordCommand } from '../commands/reset-password.handler';
import { ResetUserDataCommand } from '../commands/reset-user-data.handler';
import { UsersReadModel } from '../queries/users.read-model';
import { eventContext } from './request-info';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { adminUserRowDtoSchema, temporaryPasswordDtoSchema } from '@liga/contracts';
import { z } from 'zod';

/** The admin panel's users tab. Every route: Admin role only (403 for others, 401 without a token). */
@Roles('Admin')
@Controller('admin')
export class AdminUsersController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(UsersReadModel) private readonly users: UsersReadModel,
    @Inject(AccountSockets) private readonly sockets: AccountSockets,
  ) {}

  @ApiDoc({ answer: z.array(adminUserRowDtoSchema) })
  @Get('users')
  list(@ParsedQuery(adminUsersQuerySchema) query: AdminUsersQuery): Promise<AdminUserRowDto[]> {
    return this.users.adminList(query);
  }

  @ApiDoc({
    summary: 'Answers the temporary password once; the user must change it at the next login.',
    answer: temporaryPasswordDtoSchema,
  })
  @Post('user-password')
  @HttpCode(200)
  async resetPassword(
    @ParsedBody(adminUserActionSchema) { userId }: Parsed<typeof adminUserActionSchema>,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<TemporaryPasswordDto> {
    const answer = await this.commands.execute<ResetPasswordCommand, TemporaryPasswordDto>(
      new ResetPasswordCommand(userId, caller, eventContext(caller, cid)),
    );
    await this.sockets.endSessions(userId); // every device of the user logs in again
    return answer;
  }

  @ApiDoc({ answer: z.null() })
  @Post('user-reset')
  @HttpCode(200)
  async resetData(
    @ParsedBody(adminUserActionSchema) { userId }: Parsed<typeof adminUserActionSchema>,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    await this.commands.execute(
      new ResetUserDataCommand(userId, caller, eventContext(caller, cid)),
    );
    return null;
  }
}
