import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type MatchReportCreatedDto,
  type MatchReportDto,
  matchReportActionSchema,
  matchReportByMatchQuerySchema,
  matchReportIdSchema,
  matchReportPayloadSchema,
  matchReportQuerySchema,
  type MatchReportSummaryDto,
  REPORT_STATUS,
  reportsByDateQuerySchema,
  reportsByTeamQuerySchema,
  reportsToAcceptQuerySchema,
} from '@liga/contracts';
import { isAdmin, type Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId, Roles } from '../../../platform/http/decorators';
import { parseInput } from '../../../platform/http/parse-input';
import {
  DecideReportCommand,
  type ReportDecision,
  type ReportDecisionDto,
} from '../commands/decide-report.handler';
import { SubmitReportCommand } from '../commands/submit-report.handler';
import { reportErrors } from '../domain/report.errors';
import type { ReportRow } from '../queries/report-rows';
import { ReportsReadModel } from '../queries/reports.read-model';

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
  ) {}

  @Get('get-match-report-by-date')
  async byDate(
    @Query() query: unknown,
    @Caller() caller: Principal,
  ): Promise<MatchReportSummaryDto[]> {
    const q = parseInput(reportsByDateQuerySchema, query);
    if (q.LeagueId && !(await this.reports.leagueExists(q.LeagueId))) {
      throw reportErrors.leagueNotFound();
    }
    return this.reports.byDate(q.StartDate, q.EndDate, q.LeagueId ?? null, isAdmin(caller));
  }

  @Get('get-match-reports-to-accept')
  async toAccept(
    @Query() query: unknown,
    @Caller() caller: Principal,
  ): Promise<MatchReportSummaryDto[]> {
    const { TeamId } = parseInput(reportsToAcceptQuerySchema, query);
    if (!isAdmin(caller) && !(await this.reports.captainsAny(caller.userId, [TeamId]))) {
      throw reportErrors.notMatchCaptain();
    }
    return this.reports.toAccept(TeamId);
  }

  @Get('get-match-report')
  async one(@Query() query: unknown, @Caller() caller: Principal): Promise<MatchReportDto> {
    const { MatchReportId } = parseInput(matchReportQuerySchema, query);
    const row = await this.reports.row('id', MatchReportId);
    if (!row) throw reportErrors.reportNotFound();
    await this.mustSee(row, caller);
    return this.reports.detail(row);
  }

  /** The match's live report, or null when it has none. */
  @Get('get-match-report-by-match-id')
  async byMatch(
    @Query() query: unknown,
    @Caller() caller: Principal,
  ): Promise<MatchReportDto | null> {
    const { MatchId } = parseInput(matchReportByMatchQuerySchema, query);
    const row = await this.reports.row('match_id', MatchId);
    if (!row) {
      if (!(await this.reports.matchExists(MatchId))) throw reportErrors.matchNotFound();
      return null;
    }
    await this.mustSee(row, caller);
    return this.reports.detail(row);
  }

  @Get('get-match-reports-by-team-id')
  byTeam(@Query() query: unknown): Promise<MatchReportSummaryDto[]> {
    const { TeamId, pageSize, page } = parseInput(reportsByTeamQuerySchema, query);
    return this.reports.byTeam(TeamId, pageSize, page);
  }

  /** A captain files a report (`adminInsert: false`) or an admin enters a result (`true`). */
  @HttpCode(200)
  @Post('entity-insert')
  insert(
    @Body() body: unknown,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<MatchReportCreatedDto> {
    const payload = parseInput(matchReportPayloadSchema, body);
    if (payload.adminInsert && !isAdmin(caller)) throw reportErrors.notAdmin();
    return this.commands.execute(new SubmitReportCommand(caller, payload, contextOf(caller, cid)));
  }

  @HttpCode(200)
  @Post('accept')
  accept(@Body() body: unknown, @Caller() caller: Principal, @CorrelationId() cid: string) {
    return this.decide('accept', body, caller, cid);
  }

  @HttpCode(200)
  @Post('cancel')
  reject(@Body() body: unknown, @Caller() caller: Principal, @CorrelationId() cid: string) {
    return this.decide('reject', body, caller, cid);
  }

  @Roles('Admin')
  @HttpCode(200)
  @Post('admin-accept')
  verify(@Body() body: unknown, @Caller() caller: Principal, @CorrelationId() cid: string) {
    return this.decide('verify', body, caller, cid);
  }

  @Roles('Admin')
  @Delete(':id')
  remove(
    @Param('id') id: string,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<ReportDecisionDto> {
    const reportId = parseInput(matchReportIdSchema, id);
    return this.commands.execute(
      new DecideReportCommand(caller, reportId, 'delete', contextOf(caller, cid)),
    );
  }

  private decide(
    decision: ReportDecision,
    body: unknown,
    caller: Principal,
    cid: string,
  ): Promise<ReportDecisionDto> {
    const { matchReportId } = parseInput(matchReportActionSchema, body);
    return this.commands.execute(
      new DecideReportCommand(caller, matchReportId, decision, contextOf(caller, cid)),
    );
  }

  private async mustSee(row: ReportRow, caller: Principal): Promise<void> {
    if (row.status === REPORT_STATUS.verified || isAdmin(caller)) return;
    if (await this.reports.captainsAny(caller.userId, [row.home_team_id, row.enemy_team_id])) {
      return;
    }
    throw reportErrors.notMatchCaptain();
  }
}
