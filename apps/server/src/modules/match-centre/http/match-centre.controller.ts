import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  availabilityAnsweredDtoSchema,
  type AvailabilityAnsweredDto,
  type AvailabilityRequest,
  availabilitySchema,
  type FixtureDto,
  fixtureDtoSchema,
  fixturesQuerySchema,
  MATCH_CENTRE_MESSAGES as M,
  matchByIdQuerySchema,
  type MatchDetailDto,
  matchDetailDtoSchema,
  type NextMatchDto,
  nextMatchDtoSchema,
  nextMatchQuerySchema,
} from '@liga/contracts';
import { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import { NotFoundError } from '../../../platform/http/app-errors';
import { Caller, CorrelationId } from '../../../platform/http/decorators';
import { type Parsed, ParsedBody, ParsedQuery } from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { AnswerAvailabilityCommand } from '../commands/answer-availability.handler';
import { MatchCentreReadModel } from '../queries/match-centre.read-model';

const contextOf = (caller: Principal, correlationId: string) => ({
  actorUserId: caller.userId,
  correlationId,
  causationId: null,
});

/** `/api/match/*` of the match centre: the match page, fixtures, the next match, who is coming. */
@Controller('match')
export class MatchCentreController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(MatchCentreReadModel) private readonly centre: MatchCentreReadModel,
  ) {}

  @ApiDoc({
    summary:
      'The match page: teams, date, pitch, status, the story (timeline), the result (an unverified score only for the two teams and admins), head-to-head and who is coming (names only for the two teams).',
    answer: matchDetailDtoSchema,
  })
  @Get('get-match-by-id')
  async byId(
    @ParsedQuery(matchByIdQuerySchema) { MatchId }: Parsed<typeof matchByIdQuerySchema>,
    @Caller() caller: Principal,
  ): Promise<MatchDetailDto> {
    const match = await this.centre.detail(MatchId, await this.centre.viewer(caller));
    if (!match) throw new NotFoundError('match.not_found', M.matchNotFound);
    return match;
  }

  @ApiDoc({
    summary:
      'Fixtures (accepted matches) and results (verified, or filed and not yet verified) starting in [StartDate, EndDate), at most 62 days; optionally of one league, team or season.',
    answer: z.array(fixtureDtoSchema),
  })
  @Get('get-fixtures')
  async fixtures(
    @ParsedQuery(fixturesQuerySchema) q: Parsed<typeof fixturesQuerySchema>,
    @Caller() caller: Principal,
  ): Promise<FixtureDto[]> {
    return this.centre.fixtures(q, await this.centre.viewer(caller));
  }

  @ApiDoc({
    summary:
      "The team's next accepted match (not over, no report yet) with who is coming, or null.",
    answer: nextMatchDtoSchema.nullable(),
  })
  @Get('get-next-match')
  async next(
    @ParsedQuery(nextMatchQuerySchema) { TeamId }: Parsed<typeof nextMatchQuerySchema>,
    @Caller() caller: Principal,
  ): Promise<NextMatchDto | null> {
    if (!(await this.centre.teamExists(TeamId))) {
      throw new NotFoundError('team.not_found', M.teamNotFound);
    }
    return this.centre.next(TeamId, await this.centre.viewer(caller));
  }

  @ApiDoc({
    summary:
      'A member of one of the two teams answers Będę (yes) / Nie będę (no) / Może (maybe) for an accepted match that has not started.',
    answer: availabilityAnsweredDtoSchema,
  })
  @HttpCode(200)
  @Post('availability')
  answer(
    @ParsedBody(availabilitySchema) { matchId, answer }: AvailabilityRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<AvailabilityAnsweredDto> {
    return this.commands.execute(
      new AnswerAvailabilityCommand({ actor: caller, matchId, answer }, contextOf(caller, cid)),
    );
  }
}
