import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type SuspendPlayerRequest,
  suspendPlayerSchema,
  type SuspensionDto,
  suspensionDtoSchema,
  type SuspensionsQuery,
  suspensionsQuerySchema,
} from '@liga/contracts';
import { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId, Roles } from '../../../platform/http/decorators';
import { ParsedBody, ParsedQuery } from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { SuspendPlayerCommand } from '../commands/suspend-player.handler';
import { SuspensionsReadModel } from '../queries/suspensions.read-model';

/** `/api/admin/team/suspend`: the league office suspends a player (admins). */
@Roles('Admin')
@Controller('admin/team')
export class AdminSuspensionController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @ApiDoc({
    summary:
      'Suspends a member of the team for N matches of the team or until a day, with a reason.',
    answer: z.object({ id: z.string() }),
  })
  @HttpCode(200)
  @Post('suspend')
  suspend(
    @ParsedBody(suspendPlayerSchema) input: SuspendPlayerRequest,
    @Caller() caller: Principal,
    @CorrelationId() correlationId: string,
  ): Promise<{ id: string }> {
    return this.commands.execute(
      new SuspendPlayerCommand(caller, input, {
        actorUserId: caller.userId,
        correlationId,
        causationId: null,
      }),
    );
  }
}

/** `GET /api/suspension/get-suspensions?TeamId=|UserId=`: the profile and the team roster. */
@Controller('suspension')
export class SuspensionController {
  constructor(@Inject(SuspensionsReadModel) private readonly suspensions: SuspensionsReadModel) {}

  @ApiDoc({
    summary: "A team's or a player's suspensions, newest first, with whether each still holds.",
    answer: z.array(suspensionDtoSchema),
  })
  @Get('get-suspensions')
  list(@ParsedQuery(suspensionsQuerySchema) q: SuspensionsQuery): Promise<SuspensionDto[]> {
    return this.suspensions.list(q.TeamId ? { teamId: q.TeamId } : { userId: q.UserId! });
  }
}
