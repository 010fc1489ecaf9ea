import { Controller, Get, Inject } from '@nestjs/common';
import {
  type HallOfFameSeasonDto,
  hallOfFameSeasonDtoSchema,
  type PositionByRoundDto,
  positionByRoundDtoSchema,
  type PositionByRoundQuery,
  positionByRoundQuerySchema,
  type RecordsDto,
  recordsDtoSchema,
  type RecordsQuery,
  recordsQuerySchema,
} from '@liga/contracts';
import { z } from 'zod';
import { HotRead } from '../../../platform/http/hot-reads';
import { ParsedQuery } from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { HallOfFameReadModel } from '../queries/hall-of-fame.read-model';
import { PositionByRoundReadModel } from '../queries/position-by-round.read-model';
import { RecordsReadModel } from '../queries/records.read-model';
import { archiveNotFound } from './archive.errors';

/** The Rekordy page: `/api/records/get-records`, `/api/records/get-hall-of-fame`. */
@Controller('records')
export class RecordsController {
  constructor(
    @Inject(RecordsReadModel) private readonly records: RecordsReadModel,
    @Inject(HallOfFameReadModel) private readonly hallOfFame: HallOfFameReadModel,
  ) {}

  @ApiDoc({
    summary:
      'All-time records: scorers, MVP points, appearances, keepers (min. matches), biggest wins, most goals, longest runs.',
    answer: recordsDtoSchema,
  })
  @Get('get-records')
  @HotRead({ perCaller: false })
  list(@ParsedQuery(recordsQuerySchema) q: RecordsQuery): Promise<RecordsDto> {
    return this.records.records(q.Limit, q.MinKeeperMatches);
  }

  @ApiDoc({
    summary: 'The champions of every league of every finished season (newest first).',
    answer: z.array(hallOfFameSeasonDtoSchema),
  })
  @Get('get-hall-of-fame')
  @HotRead({ perCaller: false, perSeason: true })
  champions(): Promise<HallOfFameSeasonDto[]> {
    return this.hallOfFame.hallOfFame();
  }
}

/** `/api/league/get-position-by-round`: the position chart beside the table and on team pages. */
@Controller('league')
export class PositionByRoundController {
  constructor(
    @Inject(PositionByRoundReadModel) private readonly positions: PositionByRoundReadModel,
  ) {}

  @ApiDoc({
    summary: "Each team's place after every round (week) of the league's season (1 = top).",
    answer: positionByRoundDtoSchema,
  })
  @Get('get-position-by-round')
  async positionByRound(
    @ParsedQuery(positionByRoundQuerySchema) { LeagueId, TeamId }: PositionByRoundQuery,
  ): Promise<PositionByRoundDto> {
    const league = await this.positions.league(LeagueId);
    if (!league) throw archiveNotFound.league();
    if (!TeamId) return league;
    const team = league.teams.find((t) => t.id === TeamId);
    if (!team) throw archiveNotFound.teamInLeague();
    return { ...league, teams: [team] };
  }
}
