import { Controller, Delete, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type MatchReportCreatedDto,
  type MatchReportActionRequest,
  type MatchReportDto,
  matchReportActionSchema,
  matchReportByMatchQuerySchema,
  matchReportIdSchema,
  type MatchReportPayload,
  matchReportPayloadSchema,
  matchReportQuerySchema,
  type MatchReportSummaryDto,
  REPORT_STATUS,
  reportsByDateQuerySchema,
  reportsByTeamQuerySchema,
  reportsToAcceptQuerySchema,
} from '@liga/contracts';
import { z } from 'zod';
import { isAdmin, type Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId, Roles } from '../../../platform/http/decorators';
import {
  type Parsed,
  ParsedBody,
  ParsedParams,
  ParsedQuery,
} from '../../../platform/http/input.decorators';
import { AcceptReportCommand } from '../commands/accept-report.handler';
import type { ReportDecisionDto } from '../commands/decide-on-report';
import { DeleteReportCommand } from '../commands/delete-report.handler';
import { InsertResultCommand } from '../commands/insert-result.handler';
import { RejectReportCommand } from '../commands/reject-report.handler';
import { SubmitReportCommand } from '../commands/submit-report.handler';
import { VerifyReportCommand } from '../commands/verify-report.handler';
import { reportErrors } from '../domain/report.errors';
import type { ReportRow } from '../queries/report-rows';
import { ReportsReadModel } from '../queries/reports.read-model';
import { StandingsReadModel } from '../../standings/queries/standings.read-model';
import { NotFoundError } from '../../../platform/http/app-errors';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import {
  matchReportCreatedDtoSchema,
  matchReportDtoSchema,
  matchReportSummaryDtoSchema,
} from '@liga/contracts';
import { HotRead } from '../../../platform/http/hot-reads';

/** The answer of a report decision (ReportDecisionDto). */
const reportDecisionAnswer = z.object({
  id: z.string(),
  matchId: z.string(),
  statusId: z.number().nullable(),
  matchRemoved: z.boolean(),
  message: z.string(),
});

const reportIdParam = z.object({ id: matchReportIdSchema });

const contextOf = (caller: Principal, correlationId: string) => ({
  actorUserId: caller.userId,
  correlationId,
  causationId: null,
});

/**
 * `/api/match-report` (spec section 7): captains file, accept and reject reports of their
 * matches; admins verify, delete and enter results. Verified reports are open to every
 * logged-in user; an open report only to the two captains and the admins.
 */
@Controller('match-report')
export class MatchReportController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ReportsReadModel) private readonly reports: ReportsReadModel,
    @Inject(StandingsReadModel) private readonly standings: StandingsReadModel,
  ) {}

  @ApiDoc({ answer: z.array(matchReportSummaryDtoSchema) })
  @HotRead({ perCaller: true })
  @Get('get-match-report-by-date')
  async byDate(
    @ParsedQuery(reportsByDateQuerySchema) q: Parsed<typeof reportsByDateQuerySchema>,
    @Caller() caller: Principal,
  ): Promise<MatchReportSummaryDto[]> {
    if (q.LeagueId && !(await this.reports.leagueExists(q.LeagueId))) {
      throw reportErrors.leagueNotFound();
    }
    return this.reports.byDate(q.StartDate, q.EndDate, q.LeagueId ?? null, isAdmin(caller));
  }

  @ApiDoc({ answer: z.array(matchReportSummaryDtoSchema) })
  @Get('get-match-reports-to-accept')
  async toAccept(
    @ParsedQuery(reportsToAcceptQuerySchema) { TeamId }: Parsed<typeof reportsToAcceptQuerySchema>,
    @Caller() caller: Principal,
  ): Promise<MatchReportSummaryDto[]> {
    if (!isAdmin(caller) && !(await this.reports.captainsAny(caller.userId, [TeamId]))) {
      throw reportErrors.notMatchCaptain();
    }
    return this.reports.toAccept(TeamId);
  }

  @ApiDoc({ answer: matchReportDtoSchema })
  @Get('get-match-report')
  async one(
    @ParsedQuery(matchReportQuerySchema) { MatchReportId }: Parsed<typeof matchReportQuerySchema>,
    @Caller() caller: Principal,
  ): Promise<MatchReportDto> {
    const row = await this.reports.row('id', MatchReportId);
    if (!row) throw reportErrors.reportNotFound();
    await this.mustSee(row, caller);
    return this.reports.detail(row);
  }

  @ApiDoc({
    summary: "The match's live report, or null when it has none.",
    answer: matchReportDtoSchema.nullable(),
  })
  @Get('get-match-report-by-match-id')
  async byMatch(
    @ParsedQuery(matchReportByMatchQuerySchema)
    { MatchId }: Parsed<typeof matchReportByMatchQuerySchema>,
    @Caller() caller: Principal,
  ): Promise<MatchReportDto | null> {
    const row = await this.reports.row('match_id', MatchId);
    if (!row) {
      if (!(await this.reports.matchExists(MatchId))) throw reportErrors.matchNotFound();
      return null;
    }
    await this.mustSee(row, caller);
    return this.reports.detail(row);
  }

  @ApiDoc({ answer: z.array(matchReportSummaryDtoSchema) })
  @Get('get-match-reports-by-team-id')
  async byTeam(
    @ParsedQuery(reportsByTeamQuerySchema) q: Parsed<typeof reportsByTeamQuerySchema>,
  ): Promise<MatchReportSummaryDto[]> {
    const { TeamId, pageSize, page, SeasonId } = q;
    if (SeasonId && !(await this.standings.seasonExists(SeasonId))) {
      throw new NotFoundError('season.not_found', 'Nie znaleziono sezonu.');
    }
    return this.reports.byTeam(TeamId, pageSize, page, SeasonId ?? null);
  }

  @ApiDoc({
    summary:
      'A captain files a report (`adminInsert: false`) or an admin enters a result (`true`).',
    answer: matchReportCreatedDtoSchema,
  })
  @HttpCode(200)
  @Post('entity-insert')
  submitReport(
    @ParsedBody(matchReportPayloadSchema) payload: MatchReportPayload,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<MatchReportCreatedDto> {
    const context = contextOf(caller, cid);
    if (!payload.adminInsert) {
      return this.commands.execute(new SubmitReportCommand(caller, payload, context));
    }
    if (!isAdmin(caller)) throw reportErrors.notAdmin();
    return this.commands.execute(new InsertResultCommand(caller, payload, context));
  }

  @ApiDoc({ answer: reportDecisionAnswer })
  @HttpCode(200)
  @Post('accept')
  acceptReport(
    @ParsedBody(matchReportActionSchema) { matchReportId }: MatchReportActionRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<ReportDecisionDto> {
    return this.commands.execute(
      new AcceptReportCommand(caller, matchReportId, contextOf(caller, cid)),
    );
  }

  @ApiDoc({ answer: reportDecisionAnswer })
  @HttpCode(200)
  @Post('cancel')
  rejectReport(
    @ParsedBody(matchReportActionSchema) { matchReportId }: MatchReportActionRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<ReportDecisionDto> {
    return this.commands.execute(
      new RejectReportCommand(caller, matchReportId, contextOf(caller, cid)),
    );
  }

  @ApiDoc({ answer: reportDecisionAnswer })
  @Roles('Admin')
  @HttpCode(200)
  @Post('admin-accept')
  verifyReport(
    @ParsedBody(matchReportActionSchema) { matchReportId }: MatchReportActionRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<ReportDecisionDto> {
    return this.commands.execute(
      new VerifyReportCommand(caller, matchReportId, contextOf(caller, cid)),
    );
  }

  @ApiDoc({ answer: reportDecisionAnswer })
  @Roles('Admin')
  @Delete(':id')
  deleteReport(
    @ParsedParams(reportIdParam) { id }: Parsed<typeof reportIdParam>,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<ReportDecisionDto> {
    return this.commands.execute(new DeleteReportCommand(caller, id, contextOf(caller, cid)));
  }

  /** An unverified report (its score) is for the members of its two teams and the admins. */
  private async mustSee(row: ReportRow, caller: Principal): Promise<void> {
    if (row.status === REPORT_STATUS.verified || isAdmin(caller)) return;
    if (await this.reports.membersAny(caller.userId, [row.home_team_id, row.enemy_team_id])) {
      return;
    }
    throw reportErrors.notMatchCaptain();
  }
}
