import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type WithdrawTeamDto,
  withdrawTeamDtoSchema,
  type WithdrawTeamRequest,
  withdrawTeamSchema,
} from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId, Roles } from '../../../platform/http/decorators';
import { ParsedBody } from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { WithdrawTeamCommand } from '../commands/withdraw-team.handler';

/** `/api/admin/team/withdraw`: the league office withdraws a team mid-season (admins). */
@Roles('Admin')
@Controller('admin/team')
export class AdminWithdrawalController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @ApiDoc({
    summary:
      "Withdraws a team from its league this season with a reason: its results annulled ('annul') or kept with its accepted matches as walkovers lost ('walkovers'); its pending and accepted matches are cancelled and both teams told.",
    answer: withdrawTeamDtoSchema,
  })
  @HttpCode(200)
  @Post('withdraw')
  withdraw(
    @ParsedBody(withdrawTeamSchema) input: WithdrawTeamRequest,
    @Caller() caller: Principal,
    @CorrelationId() correlationId: string,
  ): Promise<WithdrawTeamDto> {
    return this.commands.execute(
      new WithdrawTeamCommand(caller, input, {
        actorUserId: caller.userId,
        correlationId,
        causationId: null,
      }),
    );
  }
}
