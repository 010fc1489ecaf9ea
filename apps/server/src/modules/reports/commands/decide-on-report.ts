import { REPORT_MESSAGES, REPORT_STATUS } from '@liga/contracts';
import { type Principal, isAdmin } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import type { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { matchPairs, pitchBookings } from '../../matches/commands/pitch-bookings';
import { matchStream } from '../../matches/domain/match.state';
import { teamFacts } from '../../teams/facts/team-facts.reader';
import { reportDecider } from '../domain/report.decider';
import { reportErrors } from '../domain/report.errors';
import { reportKeys } from './report-keys';
import { cupTies } from '../../cup/facts/cup-ties.reader';
import { cupResultOf } from './cup-result';

/** The decisions on a filed report, by the name of their command (and route action). */
export type ReportDecision = 'AcceptReport' | 'RejectReport' | 'VerifyReport' | 'DeleteReport';

/** What every decision on a report carries: who, which report, and the event context. */
export abstract class ReportDecisionCommand {
  abstract readonly decision: ReportDecision;
  constructor(
    readonly actor: Principal,
    readonly reportId: string,
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
 * `DELETE /api/match-report/{id}` (admins), run by their handlers through this one function.
 * Every decision appends to the report's match stream with the version read: two admins
 * verifying at once → one wins, the other gets 409. Verification frees the pair of teams for a
 * rematch; deleting a verified report removes the match and frees its pitch booking, in the
 * same transaction. The report's match comes from its `match-report` claim (write side).
 */
export function decideOnReport(
  unitOfWork: UnitOfWork,
  command: ReportDecisionCommand,
): Promise<ReportDecisionDto> {
  const { actor, reportId, decision, context } = command;
  return unitOfWork.run(context, async (unit) => {
    const { tx } = unit;
    const matchId = await reportKeys.matchOf(unit, reportId);
    if (!matchId) throw reportErrors.reportNotFound();
    const stream = matchStream(matchId);
    const { state, version } = await unit.load(stream, reportDecider);
    if (state.phase === 'none') throw reportErrors.reportNotFound();
    const { match } = state;
    const teams = await Promise.all(
      [match.senderTeamId, match.receiverTeamId].map((id) =>
        teamFacts.of(unit, id, match.seasonId),
      ),
    );
    const events = reportDecider.decide(
      { type: decision, reportId, actorUserId: actor.userId, isAdmin: isAdmin(actor), teams },
      state,
    );
    await unit.append(stream, version, events);
    const [event] = events;
    if (event.type === 'MatchReportVerified') {
      await matchPairs.release(tx, match, stream.streamId);
      if (event.data.cup) await cupTies.recordResult(unit, cupResultOf(event.data));
    }
    const removed = event.type === 'MatchReportDeleted' && event.data.matchRemoved;
    if (removed) await pitchBookings.release(tx, matchId);
    return outcome(reportId, matchId, event.type, removed);
  });
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
