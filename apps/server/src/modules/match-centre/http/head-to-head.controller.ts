import { Controller, Get, Inject } from '@nestjs/common';
import { type HeadToHeadDto, headToHeadDtoSchema, headToHeadQuerySchema } from '@liga/contracts';
import { NotFoundError } from '../../../platform/http/app-errors';
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
  async headToHead(
    @ParsedQuery(headToHeadQuerySchema) q: Parsed<typeof headToHeadQuerySchema>,
  ): Promise<HeadToHeadDto> {
    for (const id of [q.TeamAId, q.TeamBId]) {
      if (!(await this.h2h.teamExists(id))) {
        throw new NotFoundError('team.not_found', MATCH_CENTRE_MESSAGES.teamNotFound);
      }
    }
    return this.h2h.get(q.TeamAId, q.TeamBId);
  }
}
