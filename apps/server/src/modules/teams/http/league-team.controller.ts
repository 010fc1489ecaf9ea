import { Controller, Delete, Get, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type AssignLeagueTeamRequest,
  assignLeagueTeamSchema,
  type LeagueTeamLinkDto,
  type LeagueTeamsDto,
  type TeamCardDto,
  type TeamWithoutLeagueDto,
} from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId, Roles } from '../../../platform/http/decorators';
import { ParsedBody, ParsedParams, ParsedQuery } from '../../../platform/http/input.decorators';
import { AssignTeamToLeagueCommand } from '../commands/assign-team-to-league.handler';
import { RemoveTeamFromLeagueCommand } from '../commands/remove-team-from-league.handler';
import { teamErrors } from '../domain/team.errors';
import { TeamsReadModel } from '../queries/teams.read-model';
import { eventContext, idSchema, optionalIdSchema } from './http-input';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import {
  leagueTeamLinkDtoSchema,
  leagueTeamsDtoSchema,
  teamCardDtoSchema,
  teamWithoutLeagueDtoSchema,
} from '@liga/contracts';
import { z } from 'zod';

/** `/api/league-team/*` (admin): new teams awaiting a league, assignment, removal. */
@Roles('Admin')
@Controller('league-team')
export class LeagueTeamController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(TeamsReadModel) private readonly teams: TeamsReadModel,
  ) {}

  @ApiDoc({ answer: z.array(teamWithoutLeagueDtoSchema) })
  @Get('get-teams-without-league-query')
  withoutLeague(): Promise<TeamWithoutLeagueDto[]> {
    return this.teams.withoutLeague();
  }

  @ApiDoc({ answer: leagueTeamLinkDtoSchema })
  @Post()
  assign(
    @ParsedBody(assignLeagueTeamSchema) { leagueId, teamId }: AssignLeagueTeamRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<LeagueTeamLinkDto> {
    return this.commands.execute(
      new AssignTeamToLeagueCommand({ leagueId, teamId }, eventContext(caller, cid)),
    );
  }

  @ApiDoc({ answer: z.null() })
  @Delete(':id')
  async remove(
    @ParsedParams(idSchema('leagueTeam', 'id')) { id }: { id: string },
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    await this.commands.execute(
      new RemoveTeamFromLeagueCommand({ leagueTeamId: id }, eventContext(caller, cid)),
    );
    return null;
  }
}

/** `GET /api/league/get-league-team-by-id?LeagueId`: a league with its teams (any user). */
@Controller('league')
export class LeagueTeamsController {
  constructor(@Inject(TeamsReadModel) private readonly teams: TeamsReadModel) {}

  @ApiDoc({ answer: leagueTeamsDtoSchema })
  @Get('get-league-team-by-id')
  async byLeague(
    @ParsedQuery(idSchema('league', 'LeagueId')) { LeagueId }: { LeagueId: string },
  ): Promise<LeagueTeamsDto> {
    const league = await this.teams.leagueTeams(LeagueId);
    if (!league) throw teamErrors.leagueNotFound();
    return league;
  }
}

/** `GET /api/admin/teams?LeagueId=`: the admin Drużyny tab (every team without LeagueId). */
@Roles('Admin')
@Controller('admin')
export class AdminTeamsController {
  constructor(@Inject(TeamsReadModel) private readonly teams: TeamsReadModel) {}

  @ApiDoc({ answer: z.array(teamCardDtoSchema) })
  @Get('teams')
  list(
    @ParsedQuery(optionalIdSchema('league', 'LeagueId')) { LeagueId }: { LeagueId: string | null },
  ): Promise<TeamCardDto[]> {
    return this.teams.cardsOfLeague(LeagueId);
  }
}
