import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { REPORT_MESSAGES, REPORT_STATUS } from '@liga/contracts';
import { type Principal, isAdmin } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { matchPairs, pitchBookings } from '../../matches/commands/pitch-bookings';
import { matchDecider, matchStream } from '../../matches/domain/match.decider';
import type { ReportCommand } from '../domain/report.decider';
import { reportErrors } from '../domain/report.errors';
import { reportKeys } from './report-keys';
import { teamFacts } from '../../teams/facts/team-facts.reader';

export type ReportDecision = 'accept' | 'reject' | 'verify' | 'delete';

const COMMAND_TYPES = {
  accept: 'AcceptReport',
  reject: 'RejectReport',
  verify: 'VerifyReport',
  delete: 'DeleteReport',
} as const;

export class DecideReportCommand {
  constructor(
    readonly actor: Principal,
    readonly reportId: string,
    readonly decision: ReportDecision,
    readonly context: EventContext,
  ) {}
}

export interface ReportDecisionDto {
  id: string;
  matchId: string;
  /** The report's status after the call; null when the report is gone. */
  statusId: number | null;
  /** True when the match was removed with its verified report. */
  matchRemoved: boolean;
  message: string;
}

/**
 * `POST /api/match-report/accept` and `/cancel` (the captains), `/admin-accept` and
 * `DELETE /api/match-report/{id}` (admins). Every decision appends to the report's match stream
 * with the version read: two admins verifying at once → one wins, the other gets 409.
 * Verification frees the pair of teams for a rematch; deleting a verified report removes the
 * match and frees its pitch booking, in the same transaction.
 */
@CommandHandler(DecideReportCommand)
export class DecideReportHandler implements ICommandHandler<DecideReportCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  async execute(command: DecideReportCommand): Promise<ReportDecisionDto> {
    const { actor, reportId, decision, context } = command;
    return this.unitOfWork.run(context, async (unit) => {
      const { tx } = unit;
      const matchId = await reportKeys.matchOf(unit, reportId);
      if (!matchId) throw reportErrors.reportNotFound();
      const stream = matchStream(matchId);
      const { state, version } = await unit.load(stream, matchDecider);
      if (state.phase === 'none') throw reportErrors.reportNotFound();
      const { match } = state;
      const teams = await Promise.all(
        [match.senderTeamId, match.receiverTeamId].map((id) =>
          teamFacts.of(unit, id, match.seasonId),
        ),
      );
      const decide: ReportCommand = {
        type: COMMAND_TYPES[decision],
        reportId,
        actorUserId: actor.userId,
        isAdmin: isAdmin(actor),
        teams,
      };
      const events = matchDecider.decide(decide, state);
      await unit.append(stream, version, events);
      const [event] = events;
      if (event.type === 'MatchReportVerified') {
        await matchPairs.release(tx, match, stream.streamId);
      }
      const removed = event.type === 'MatchReportDeleted' && event.data.matchRemoved;
      if (removed) await pitchBookings.release(tx, matchId);
      return outcome(reportId, matchId, event.type, removed);
    });
  }
}

function outcome(reportId: string, matchId: string, type: string, removed: boolean) {
  const base = { id: reportId, matchId, matchRemoved: removed };
  switch (type) {
    case 'MatchReportAccepted':
      return { ...base, statusId: REPORT_STATUS.toVerify, message: REPORT_MESSAGES.accepted };
    case 'MatchReportVerified':
      return { ...base, statusId: REPORT_STATUS.verified, message: REPORT_MESSAGES.verified };
    case 'MatchReportDeleted':
      return {
        ...base,
        statusId: null,
        message: removed ? REPORT_MESSAGES.deletedVerified : REPORT_MESSAGES.rejectedUnverified,
      };
    default:
      return { ...base, statusId: null, message: REPORT_MESSAGES.rejected };
  }
}
