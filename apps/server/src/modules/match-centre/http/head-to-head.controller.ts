import { Controller, Get, Inject } from '@nestjs/common';
import { type HeadToHeadDto, headToHeadDtoSchema, headToHeadQuerySchema } from '@liga/contracts';
import { NotFoundError } from '../../../platform/http/app-errors';
import { HotRead } from '../../../platform/http/hot-reads';
import { type Parsed, ParsedQuery } from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { HeadToHeadReadModel } from '../queries/head-to-head.read-model';
import { MATCH_CENTRE_MESSAGES } from '@liga/contracts';

/** `GET /api/match/get-head-to-head`: every verified meeting of two teams, across seasons. */
@Controller('match')
export class HeadToHeadController {
  constructor(@Inject(HeadToHeadReadModel) private readonly h2h: HeadToHeadReadModel) {}

  @ApiDoc({
    summary:
      'Head-to-head of two teams over all seasons, seen from team A: W-D-L, goals, the last five verified results.',
    answer: headToHeadDtoSchema,
  })
  @Get('get-head-to-head')
  @HotRead({ perCaller: false })
  async headToHead(
    @ParsedQuery(headToHeadQuerySchema) q: Parsed<typeof headToHeadQuerySchema>,
  ): Promise<HeadToHeadDto> {
    const answer = await this.h2h.get(q.TeamAId, q.TeamBId);
    if (!answer) throw new NotFoundError('team.not_found', MATCH_CENTRE_MESSAGES.teamNotFound);
    return answer;
  }
}
