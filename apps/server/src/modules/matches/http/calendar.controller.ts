import { Controller, Get, Inject } from '@nestjs/common';
import { type CalendarMatchDto, calendarQuerySchema } from '@liga/contracts';
import { Public } from '../../../platform/http/decorators';
import { type Parsed, ParsedQuery } from '../../../platform/http/input.decorators';
import { MatchesReadModel } from '../queries/matches.read-model';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { calendarMatchDtoSchema } from '@liga/contracts';
import { z } from 'zod';

/** `GET /api/pitch/get-calendar` (the spec's path): the week view of /calendar. */
@Controller('pitch')
export class CalendarController {
  constructor(@Inject(MatchesReadModel) private readonly matches: MatchesReadModel) {}

  @ApiDoc({
    summary:
      'Public: /calendar has no guard. StartDate/EndDate are ISO instants, or local date-times without zone read as Europe/Warsaw time; matches starting in [StartDate, EndDate).',
    answer: z.array(calendarMatchDtoSchema),
  })
  @Public()
  @Get('get-calendar')
  calendar(
    @ParsedQuery(calendarQuerySchema) { StartDate, EndDate }: Parsed<typeof calendarQuerySchema>,
  ): Promise<CalendarMatchDto[]> {
    return this.matches.calendar(StartDate, EndDate);
  }
}
