import { Controller, Get, Inject } from '@nestjs/common';
import type { SeasonDto } from '@liga/contracts';
import { toSeasonDto } from '../../../config/season-calendar';
import { Public } from '../../../platform/http/decorators';
import { SeasonService } from '../../../platform/seasons/season.service';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { seasonDtoSchema } from '@liga/contracts';

@Controller('season')
export class SeasonController {
  constructor(@Inject(SeasonService) private readonly seasons: SeasonService) {}

  @ApiDoc({
    summary: 'The current season, so no client holds its id as a literal.',
    answer: seasonDtoSchema,
  })
  @Public()
  @Get('current')
  current(): SeasonDto {
    return toSeasonDto(this.seasons.current());
  }
}
