import { Body, Controller, Delete, Get, Inject, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { changeCaptainSchema, type TeamDto } from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId } from '../../../platform/http/decorators';
import { parseInput } from '../../../platform/http/parse-input';
import { EndMembershipCommand } from '../commands/end-membership.handler';
import { HandOverCaptaincyCommand } from '../commands/hand-over-captaincy.handler';
import { TeamsReadModel } from '../queries/teams.read-model';
import { eventContext, parseId } from './http-input';

/** `/api/user-team/*`: leaving, removing a member, handing over the captaincy. */
@Controller('user-team')
export class UserTeamController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Delete(':userTeamId')
  async end(
    @Param('userTeamId') raw: string,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    const userTeamId = parseId('membership', 'userTeamId', { userTeamId: raw });
    await this.commands.execute(
      new EndMembershipCommand({ actor: caller, userTeamId }, eventContext(caller, cid)),
    );
    return null;
  }

  @Post('change-capitan')
  async changeCaptain(
    @Body() body: unknown,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    const input = parseInput(changeCaptainSchema, body);
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

  @Get('get-teams-by-user-id')
  async teamsOfUser(@Query() query: unknown): Promise<TeamDto[]> {
    return this.teams.teamsOfUser(parseId('user', 'UserId', query));
  }
}
