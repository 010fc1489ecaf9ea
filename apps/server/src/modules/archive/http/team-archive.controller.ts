import { Controller, Get, Inject } from '@nestjs/common';
import {
  type PlayerSeasonDto,
  playerSeasonDtoSchema,
  type SeasonSquadPlayerDto,
  seasonSquadPlayerDtoSchema,
  type TeamHistoryQuery,
  teamHistoryQuerySchema,
  type TeamSeasonDto,
  teamSeasonDtoSchema,
  type TeamSeasonQuery,
  teamSeasonQuerySchema,
  type UserCareerQuery,
  userCareerQuerySchema,
} from '@liga/contracts';
import { z } from 'zod';
import { ParsedQuery } from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { ArchiveSeasons } from '../queries/archive-seasons';
import { PlayerCareerReadModel } from '../queries/player-career.read-model';
import { TeamHistoryReadModel } from '../queries/team-history.read-model';
import { archiveNotFound } from './archive.errors';

/** The team page's past: `/api/team/get-team-history`, `/api/team/get-team-players-by-season`. */
@Controller('team')
export class TeamArchiveController {
  constructor(
    @Inject(TeamHistoryReadModel) private readonly history: TeamHistoryReadModel,
    @Inject(ArchiveSeasons) private readonly seasons: ArchiveSeasons,
  ) {}

  @ApiDoc({
    summary: 'The team season by season: league, place, record, honours (newest first).',
    answer: z.array(teamSeasonDtoSchema),
  })
  @Get('get-team-history')
  async teamHistory(
    @ParsedQuery(teamHistoryQuerySchema) { TeamId }: TeamHistoryQuery,
  ): Promise<TeamSeasonDto[]> {
    if (!(await this.history.teamExists(TeamId))) throw archiveNotFound.team();
    return this.history.history(TeamId);
  }

  @ApiDoc({
    summary: 'Who played for the team in a season, with their matches, goals, MVP, keeping.',
    answer: z.array(seasonSquadPlayerDtoSchema),
  })
  @Get('get-team-players-by-season')
  async playersBySeason(
    @ParsedQuery(teamSeasonQuerySchema) { TeamId, SeasonId }: TeamSeasonQuery,
  ): Promise<SeasonSquadPlayerDto[]> {
    if (!(await this.history.teamExists(TeamId))) throw archiveNotFound.team();
    if (!(await this.seasons.byId()).has(SeasonId)) throw archiveNotFound.season();
    return this.history.playersOfSeason(TeamId, SeasonId);
  }
}

/** `/api/user/get-user-career`: a player's seasons and teams. */
@Controller('user')
export class UserArchiveController {
  constructor(@Inject(PlayerCareerReadModel) private readonly careers: PlayerCareerReadModel) {}

  @ApiDoc({
    summary: 'A player season by season: team, matches, goals, MVP points, keeper rating.',
    answer: z.array(playerSeasonDtoSchema),
  })
  @Get('get-user-career')
  async career(
    @ParsedQuery(userCareerQuerySchema) { UserId }: UserCareerQuery,
  ): Promise<PlayerSeasonDto[]> {
    if (!(await this.careers.userExists(UserId))) throw archiveNotFound.user();
    return this.careers.career(UserId);
  }
}
