import { Body, Controller, Delete, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { UUID_FORMAT } from '@liga/contracts';
import { CommandBus } from '@nestjs/cqrs';
import {
  acceptedMatchesQuerySchema,
  type ChallengeableTeamDto,
  createChallengeSchema,
  type MatchActionRequest,
  matchActionSchema,
  matchesByStatusQuerySchema,
  type MatchDto,
  matchHistoryQuerySchema,
  teamsWithoutMatchSchema,
} from '@liga/contracts';
import { z } from 'zod';
import { type Principal, isAdmin } from '../../../platform/auth/principal';
import { NotFoundError } from '../../../platform/http/app-errors';
import { Caller, CorrelationId } from '../../../platform/http/decorators';
import { parseInput } from '../../../platform/http/parse-input';
import {
  ApiInput,
  type Parsed,
  ParsedBody,
  ParsedParams,
  ParsedQuery,
} from '../../../platform/http/input.decorators';
import { SeasonService } from '../../../platform/seasons/season.service';
import { AcceptChallengeCommand } from '../commands/accept-challenge.handler';
import { CancelChallengeCommand } from '../commands/cancel-challenge.handler';
import { IssueChallengeCommand } from '../commands/issue-challenge.handler';
import { RejectChallengeCommand } from '../commands/reject-challenge.handler';
import { matchErrors } from '../domain/match.errors';
import { MatchesReadModel } from '../queries/matches.read-model';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { challengeableTeamDtoSchema, matchDtoSchema } from '@liga/contracts';
import { HTTP_TEXTS } from '../../../platform/http/http.texts';

const matchIdParam = z.object({
  id: z.string().guid(HTTP_TEXTS.ids.match.invalid).meta(UUID_FORMAT),
});

const contextOf = (caller: Principal, correlationId: string) => ({
  actorUserId: caller.userId,
  correlationId,
  causationId: null,
});

/** `/api/match`: challenges between teams, from issue to acceptance (spec section 7). */
@Controller('match')
export class MatchesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(MatchesReadModel) private readonly matches: MatchesReadModel,
    @Inject(SeasonService) private readonly seasons: SeasonService,
  ) {}

  @ApiDoc({ answer: z.array(challengeableTeamDtoSchema) })
  @HttpCode(200)
  @Post('get-teams-without-match-with-team')
  async challengeable(
    @ParsedBody(teamsWithoutMatchSchema) { seasonId }: Parsed<typeof teamsWithoutMatchSchema>,
    @Caller() caller: Principal,
  ): Promise<ChallengeableTeamDto[]> {
    if (!(await this.matches.seasonExists(seasonId))) {
      throw new NotFoundError('season.not_found', 'Nie znaleziono sezonu.');
    }
    return this.matches.challengeable(seasonId, caller.userId);
  }

  @ApiDoc({ summary: 'A captain challenges a team; the date must lie inside the current season.' })
  @ApiInput({ body: createChallengeSchema() })
  @Post()
  issue(@Body() body: unknown, @Caller() caller: Principal, @CorrelationId() cid: string) {
    const season = this.seasons.current();
    const schema = createChallengeSchema({ startDate: season.start, endDate: season.end });
    const input = parseInput(schema, body);
    return this.commands.execute(new IssueChallengeCommand(caller, input, contextOf(caller, cid)));
  }

  @ApiDoc({ answer: z.array(matchDtoSchema) })
  @Get('get-matches-by-status')
  async byStatus(
    @ParsedQuery(matchesByStatusQuerySchema) { TeamId }: Parsed<typeof matchesByStatusQuerySchema>,
    @Caller() caller: Principal,
  ): Promise<MatchDto[]> {
    await this.mustSeeTeam(TeamId, caller);
    return this.matches.pending(TeamId);
  }

  @ApiDoc({ answer: z.array(matchDtoSchema) })
  @Get('history')
  async history(
    @ParsedQuery(matchHistoryQuerySchema) { TeamId }: Parsed<typeof matchHistoryQuerySchema>,
    @Caller() caller: Principal,
  ): Promise<MatchDto[]> {
    await this.mustSeeTeam(TeamId, caller);
    return this.matches.history(TeamId);
  }

  @ApiDoc({ answer: z.array(matchDtoSchema) })
  @Get('get-accepted-matches')
  async accepted(
    @ParsedQuery(acceptedMatchesQuerySchema) q: Parsed<typeof acceptedMatchesQuerySchema>,
    @Caller() caller: Principal,
  ): Promise<MatchDto[]> {
    const { teamId, pageSize, page } = q;
    return this.matches.accepted(teamId, pageSize, page, await this.matches.scoreViewer(caller));
  }

  @ApiDoc({ summary: "The receiver's captain accepts a pending challenge." })
  @HttpCode(200)
  @Post('accept')
  accept(
    @ParsedBody(matchActionSchema) { matchId }: MatchActionRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ) {
    return this.commands.execute(
      new AcceptChallengeCommand(caller, matchId, contextOf(caller, cid)),
    );
  }

  @ApiDoc({
    summary:
      'The receiver\'s captain rejects a pending challenge (the spec\'s "reject uses cancel").',
  })
  @HttpCode(200)
  @Post('cancel')
  reject(
    @ParsedBody(matchActionSchema) { matchId }: MatchActionRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ) {
    return this.commands.execute(
      new RejectChallengeCommand(caller, matchId, contextOf(caller, cid)),
    );
  }

  @ApiDoc({ summary: "The sender's captain withdraws a pending challenge." })
  @Delete(':id')
  cancel(
    @ParsedParams(matchIdParam) { id }: Parsed<typeof matchIdParam>,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ) {
    return this.commands.execute(new CancelChallengeCommand(caller, id, contextOf(caller, cid)));
  }

  /** A team's challenge lists are for its players and the admins. */
  private async mustSeeTeam(teamId: string, caller: Principal): Promise<void> {
    if (isAdmin(caller)) return;
    if (!(await this.matches.isTeamMember(teamId, caller.userId)))
      throw matchErrors.notTeamMember();
  }
}
