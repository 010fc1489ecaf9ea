import { Controller, Delete, Get, Inject, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type ChangeLeagueRequest,
  changeLeagueSchema,
  type CreateTeamRequest,
  createTeamSchema,
  type EditTeamRequest,
  editTeamSchema,
  type LeagueTeamLinkDto,
  type TeamCardDto,
  type TeamDto,
} from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId, Roles } from '../../../platform/http/decorators';
import { ParsedBody, ParsedParams, ParsedQuery } from '../../../platform/http/input.decorators';
import { HotRead } from '../../../platform/http/hot-reads';
import { ChangeLeagueCommand } from '../commands/change-league.handler';
import { CreateTeamCommand } from '../commands/create-team.handler';
import { DeleteTeamCommand } from '../commands/delete-team.handler';
import { RenameTeamCommand } from '../commands/rename-team.handler';
import { teamErrors } from '../domain/team.errors';
import { pngFromBase64 } from '../images/team-image-input';
import { TeamsReadModel } from '../queries/teams.read-model';
import { StandingsReadModel } from '../../standings/queries/standings.read-model';
import { eventContext, idSchema, optionalIdSchema } from './http-input';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { leagueTeamLinkDtoSchema, teamCardDtoSchema, teamDtoSchema } from '@liga/contracts';
import { z } from 'zod';

/** `/api/team/*` (spec section 7, Teams). */
@Controller('team')
export class TeamsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(TeamsReadModel) private readonly teams: TeamsReadModel,
    @Inject(StandingsReadModel) private readonly standings: StandingsReadModel,
  ) {}

  @ApiDoc({ answer: teamDtoSchema })
  @HotRead({ perCaller: false, perSeason: true })
  @Get('get-team-by-id')
  async byId(
    @ParsedQuery(idSchema('team', 'TeamId')) { TeamId }: { TeamId: string },
  ): Promise<TeamDto> {
    const team = await this.teams.team(TeamId);
    if (!team) throw teamErrors.teamNotFound();
    return team;
  }

  @ApiDoc({
    summary: "Teams page and transfers: the league's teams (every team when LeagueId is left out).",
    answer: z.array(teamCardDtoSchema),
  })
  @Get('get-teams')
  async list(
    @ParsedQuery(optionalIdSchema('league', 'LeagueId')) { LeagueId }: { LeagueId: string | null },
  ): Promise<TeamCardDto[]> {
    const cards = await this.teams.cardsOfLeague(LeagueId);
    return this.withTablePositions(cards);
  }

  /** Each card's place in its league's table, once the league has any verified result. */
  private async withTablePositions(cards: TeamCardDto[]): Promise<TeamCardDto[]> {
    const leagueIds = [...new Set(cards.map((c) => c.leagueId).filter((id): id is string => !!id))];
    const positions = new Map<string, number>();
    for (const leagueId of leagueIds) {
      // the cached table (the /table page's answer): no query while standings has not moved
      const table = await this.standings.leagueTable(leagueId, null, 'position');
      if (!table?.some((row) => row.matchesPlayed > 0)) continue;
      for (const row of table) positions.set(`${leagueId}:${row.id}`, row.position);
    }
    return cards.map((c) => ({ ...c, position: positions.get(`${c.leagueId}:${c.id}`) ?? null }));
  }

  @ApiDoc({
    summary:
      'The caller creates a team and becomes its captain; `leagueId` is a request to the admin.',
    answer: z.object({ id: z.string() }),
  })
  @Post()
  async create(
    @ParsedBody(createTeamSchema) input: CreateTeamRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<{ id: string }> {
    const png = input.imageUrl ? await pngFromBase64(input.imageUrl) : null;
    return this.commands.execute(
      new CreateTeamCommand(
        {
          actor: caller,
          name: input.name,
          shortName: input.shortName,
          leagueId: input.leagueId,
          png,
        },
        eventContext(caller, cid),
      ),
    );
  }

  @ApiDoc({ answer: z.null() })
  @Put()
  async edit(
    @ParsedBody(editTeamSchema) { id, name, shortName }: EditTeamRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    await this.commands.execute(
      new RenameTeamCommand(
        { actor: caller, teamId: id, name, shortName },
        eventContext(caller, cid),
      ),
    );
    return null;
  }

  @ApiDoc({ answer: leagueTeamLinkDtoSchema })
  @Roles('Admin')
  @Post('change-league')
  async changeLeague(
    @ParsedBody(changeLeagueSchema) input: ChangeLeagueRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<LeagueTeamLinkDto> {
    return this.commands.execute(
      new ChangeLeagueCommand(
        { leagueTeamId: input.leagueTeamId, newLeagueId: input.newLeagueId },
        eventContext(caller, cid),
      ),
    );
  }

  @ApiDoc({ answer: z.null() })
  @Roles('Admin')
  @Delete(':id')
  async remove(
    @ParsedParams(idSchema('team', 'id')) { id }: { id: string },
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    await this.commands.execute(
      new DeleteTeamCommand({ actor: caller, teamId: id }, eventContext(caller, cid)),
    );
    return null;
  }
}
