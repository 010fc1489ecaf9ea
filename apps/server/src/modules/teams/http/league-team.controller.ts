import { Body, Controller, Delete, Get, Inject, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  assignLeagueTeamSchema,
  type LeagueTeamLinkDto,
  type LeagueTeamsDto,
  type TeamCardDto,
  type TeamWithoutLeagueDto,
} from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId, Roles } from '../../../platform/http/decorators';
import { parseInput } from '../../../platform/http/parse-input';
import { AssignTeamToLeagueCommand } from '../commands/assign-team-to-league.handler';
import { RemoveTeamFromLeagueCommand } from '../commands/remove-team-from-league.handler';
import { teamErrors } from '../domain/team.errors';
import { TeamsReadModel } from '../queries/teams.read-model';
import { eventContext, parseId, parseOptionalId } from './http-input';

/** `/api/league-team/*` (admin): new teams awaiting a league, assignment, removal. */
@Roles('Admin')
@Controller('league-team')
export class LeagueTeamController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(TeamsReadModel) private readonly teams: TeamsReadModel,
  ) {}

  @Get('get-teams-without-league-query')
  withoutLeague(): Promise<TeamWithoutLeagueDto[]> {
    return this.teams.withoutLeague();
  }

  @Post()
  assign(
    @Body() body: unknown,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<LeagueTeamLinkDto> {
    const { leagueId, teamId } = parseInput(assignLeagueTeamSchema, body);
    return this.commands.execute(
      new AssignTeamToLeagueCommand({ leagueId, teamId }, eventContext(caller, cid)),
    );
  }

  @Delete(':id')
  async remove(
    @Param('id') raw: string,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    const leagueTeamId = parseId('leagueTeam', 'id', { id: raw });
    await this.commands.execute(
      new RemoveTeamFromLeagueCommand({ leagueTeamId }, eventContext(caller, cid)),
    );
    return null;
  }
}

/** `GET /api/league/get-league-team-by-id?LeagueId`: a league with its teams (any user). */
@Controller('league')
export class LeagueTeamsController {
  constructor(@Inject(TeamsReadModel) private readonly teams: TeamsReadModel) {}

  @Get('get-league-team-by-id')
  async byLeague(@Query() query: unknown): Promise<LeagueTeamsDto> {
    const league = await this.teams.leagueTeams(parseId('league', 'LeagueId', query));
    if (!league) throw teamErrors.leagueNotFound();
    return league;
  }
}

/** `GET /api/admin/teams?LeagueId=`: the admin Drużyny tab (every team without LeagueId). */
@Roles('Admin')
@Controller('admin')
export class AdminTeamsController {
  constructor(@Inject(TeamsReadModel) private readonly teams: TeamsReadModel) {}

  @Get('teams')
  list(@Query() query: unknown): Promise<TeamCardDto[]> {
    return this.teams.cardsOfLeague(parseOptionalId('league', 'LeagueId', query));
  }
}
