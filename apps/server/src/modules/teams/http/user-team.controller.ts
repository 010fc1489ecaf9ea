import { Controller, Delete, Get, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type ChangeCaptainRequest, changeCaptainSchema, type TeamDto } from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId } from '../../../platform/http/decorators';
import { ParsedBody, ParsedParams, ParsedQuery } from '../../../platform/http/input.decorators';
import { EndMembershipCommand } from '../commands/end-membership.handler';
import { HandOverCaptaincyCommand } from '../commands/hand-over-captaincy.handler';
import { TeamsReadModel } from '../queries/teams.read-model';
import { eventContext, idSchema } from './http-input';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { teamDtoSchema } from '@liga/contracts';
import { z } from 'zod';

/** `/api/user-team/*`: leaving, removing a member, handing over the captaincy. */
@Controller('user-team')
export class UserTeamController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @ApiDoc({ answer: z.null() })
  @Delete(':userTeamId')
  async end(
    @ParsedParams(idSchema('membership', 'userTeamId')) { userTeamId }: { userTeamId: string },
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    await this.commands.execute(
      new EndMembershipCommand({ actor: caller, userTeamId }, eventContext(caller, cid)),
    );
    return null;
  }

  @ApiDoc({ answer: z.null() })
  @Post('change-capitan')
  async changeCaptain(
    @ParsedBody(changeCaptainSchema) input: ChangeCaptainRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    await this.commands.execute(
      new HandOverCaptaincyCommand(
        {
          actor: caller,
          teamId: input.teamId,
          oldCaptainId: input.oldCapitanId,
          newCaptainId: input.newCapitanId,
        },
        eventContext(caller, cid),
      ),
    );
    return null;
  }
}

/** `GET /api/user/get-teams-by-user-id?UserId`: the player's teams (Mój zespół, captain status). */
@Controller('user')
export class UserTeamsController {
  constructor(@Inject(TeamsReadModel) private readonly teams: TeamsReadModel) {}

  @ApiDoc({ answer: z.array(teamDtoSchema) })
  @Get('get-teams-by-user-id')
  teamsOfUser(
    @ParsedQuery(idSchema('user', 'UserId')) { UserId }: { UserId: string },
  ): Promise<TeamDto[]> {
    return this.teams.teamsOfUser(UserId);
  }
}
