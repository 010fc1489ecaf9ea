import { Controller, Get, Inject } from '@nestjs/common';
import { type SeasonSummaryDto, seasonSummaryDtoSchema } from '@liga/contracts';
import { Public } from '../../../platform/http/decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { SeasonService } from '../../../platform/seasons/season.service';
import { SeasonSummaryReadModel } from '../queries/season-summary.read-model';

/** `GET /api/season/summary`: the landing page's figures (seasons played, matches, goals). */
@Controller('season')
export class SeasonSummaryController {
  constructor(
    @Inject(SeasonSummaryReadModel) private readonly summaries: SeasonSummaryReadModel,
    @Inject(SeasonService) private readonly seasons: SeasonService,
  ) {}

  @ApiDoc({
    summary: 'The league in figures: seasons played, verified matches and their goals.',
    answer: seasonSummaryDtoSchema,
  })
  @Public()
  @Get('summary')
  summary(): Promise<SeasonSummaryDto> {
    return this.summaries.summary(this.seasons.current().start);
  }
}
