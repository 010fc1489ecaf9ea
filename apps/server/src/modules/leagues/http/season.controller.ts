import { Controller, Get, Inject } from '@nestjs/common';
import type { SeasonDto, SeasonListItemDto } from '@liga/contracts';
import { z } from 'zod';
import { toSeasonDto } from '../../../config/season-calendar';
import { Public } from '../../../platform/http/decorators';
import { SeasonService } from '../../../platform/seasons/season.service';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { seasonDtoSchema, seasonListItemDtoSchema } from '@liga/contracts';
import { LeaguesReadModel } from '../queries/leagues.read-model';

@Controller('season')
export class SeasonController {
  constructor(
    @Inject(SeasonService) private readonly seasons: SeasonService,
    @Inject(LeaguesReadModel) private readonly leagues: LeaguesReadModel,
  ) {}

  @ApiDoc({
    summary: 'The current season, so no client holds its id as a literal.',
    answer: seasonDtoSchema,
  })
  @Public()
  @Get('current')
  current(): SeasonDto {
    return toSeasonDto(this.seasons.current());
  }

  @ApiDoc({
    summary: 'Every season, newest first, the current one marked (the season picker).',
    answer: z.array(seasonListItemDtoSchema),
  })
  @Public()
  @Get('get-seasons')
  list(): Promise<SeasonListItemDto[]> {
    return this.leagues.listSeasons(this.seasons.currentId());
  }
}
