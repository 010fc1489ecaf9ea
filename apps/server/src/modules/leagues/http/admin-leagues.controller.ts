import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type AdjustPointsRequest,
  adjustPointsSchema,
  type SetLeagueTieBreaksRequest,
  setLeagueTieBreaksSchema,
} from '@liga/contracts';
import { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId, Roles } from '../../../platform/http/decorators';
import { ParsedBody } from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { SetLeagueTieBreaksCommand } from '../commands/set-league-tie-breaks.handler';
import { AdjustPointsCommand } from '../commands/adjust-points.handler';

const contextOf = (caller: Principal, correlationId: string) => ({
  actorUserId: caller.userId,
  correlationId,
  causationId: null,
});

/** `/api/admin/league`: the league office's rules. Admin role only (403 for others). */
@Roles('Admin')
@Controller('admin/league')
export class AdminLeaguesController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @ApiDoc({
    summary: "Orders a league's tie-break rules (points first), with a required reason.",
    answer: z.null(),
  })
  @HttpCode(200)
  @Post('tie-breaks')
  async setTieBreaks(
    @ParsedBody(setLeagueTieBreaksSchema) input: SetLeagueTieBreaksRequest,
    @Caller() caller: Principal,
    @CorrelationId() correlationId: string,
  ): Promise<null> {
    await this.commands.execute(
      new SetLeagueTieBreaksCommand(
        { actor: caller, ...input },
        contextOf(caller, correlationId),
      ),
    );
    return null;
  }

  @ApiDoc({
    summary:
      'A points deduction (negative) or bonus (positive) for a team of the league, with a reason.',
    answer: z.object({ id: z.string() }),
  })
  @HttpCode(200)
  @Post('points')
  adjustPoints(
    @ParsedBody(adjustPointsSchema) input: AdjustPointsRequest,
    @Caller() caller: Principal,
    @CorrelationId() correlationId: string,
  ): Promise<{ id: string }> {
    return this.commands.execute(
      new AdjustPointsCommand({ actor: caller, ...input }, contextOf(caller, correlationId)),
    );
  }
}
