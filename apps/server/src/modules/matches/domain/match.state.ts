import { REPORT_STATUS } from '@liga/contracts';
import { assertNever } from '../../../platform/event-store/decider';
import type {
  Challenge,
  MatchEvent,
  MatchResultInsertedByAdmin,
  ReportSheet,
  RescheduleProposed,
  ResultPlacement,
} from './match.events';

/** A filed report still open: waiting for the opposing captain (1) or for an admin (3). */
export interface OpenReport extends ReportSheet {
  status: typeof REPORT_STATUS.waitingForReceiver | typeof REPORT_STATUS.toVerify;
  submittedByTeamId: string | null;
}
/** The verified report of a finished match. */
export interface VerifiedReport extends ReportSheet, ResultPlacement {
  status: typeof REPORT_STATUS.verified;
}

/** An admin's cancellation of an accepted match: who, why and when. */
export interface AdminCancellation {
  reason: string;
  cancelledBy: string;
  at: string;
}

/** A rescheduling proposal of an accepted match and what became of it. */
export interface RescheduleProposal extends Omit<RescheduleProposed['data'], 'matchId'> {
  status: 'pending' | 'accepted' | 'declined';
}

/** The match's phase, from its challenge and its report. */
export type MatchState =
  | { phase: 'none' }
  | { phase: 'pending'; match: Challenge }
  | {
      phase: 'accepted';
      match: Challenge;
      acceptedBy: string;
      report?: OpenReport;
      /** Every rescheduling proposal, oldest first (absent: none). */
      proposals?: RescheduleProposal[];
    }
  | { phase: 'rejected'; match: Challenge }
  /** Withdrawn while pending, or (`byAdmin`) an accepted match an admin cancelled. */
  | { phase: 'cancelled'; match: Challenge; byAdmin?: AdminCancellation }
  /** A verified report (or an admin's entry): status 5. */
  | { phase: 'finished'; match: Challenge; report: VerifiedReport }
  /** Its verified report was deleted by an admin: the match is out of every table. */
  | { phase: 'removed'; match: Challenge };

export const matchStream = (matchId: string) => ({
  streamId: `match-${matchId}`,
  streamType: 'match',
});

export const initialMatchState = (): MatchState => ({ phase: 'none' });

export const sheetOf = (d: ReportSheet): ReportSheet => ({
  reportId: d.reportId,
  walkoverType: d.walkoverType,
  homeTeamId: d.homeTeamId,
  enemyTeamId: d.enemyTeamId,
  teams: d.teams,
  homeGoals: d.homeGoals,
  enemyGoals: d.enemyGoals,
  ...(d.penalties ? { penalties: d.penalties } : {}),
});
const placementOf = (d: ResultPlacement): ResultPlacement => ({
  seasonId: d.seasonId,
  leagueId: d.leagueId,
  homeLeagueId: d.homeLeagueId,
  enemyLeagueId: d.enemyLeagueId,
  matchDate: d.matchDate,
});

/** Folds one fact of the match stream into its state (challenge and report alike). */
export function evolveMatch(state: MatchState, event: MatchEvent): MatchState {
  switch (event.type) {
    case 'ChallengeIssued':
      return { phase: 'pending', match: event.data };
    case 'ChallengeAccepted':
      return state.phase === 'pending'
        ? { phase: 'accepted', match: state.match, acceptedBy: event.data.acceptedBy }
        : state;
    case 'ChallengeRejected':
      return state.phase === 'pending' ? { phase: 'rejected', match: state.match } : state;
    case 'ChallengeCancelled':
      return state.phase === 'pending' ? { phase: 'cancelled', match: state.match } : state;
    case 'MatchCancelledByAdmin': {
      // a withdrawal cancels a pending challenge too; the admin's route only an accepted match
      if (state.phase !== 'pending' && (state.phase !== 'accepted' || state.report)) return state;
      const { reason, cancelledBy, at } = event.data;
      return { phase: 'cancelled', match: state.match, byAdmin: { reason, cancelledBy, at } };
    }
    case 'RescheduleProposed': {
      if (state.phase !== 'accepted') return state;
      const { matchId: _matchId, ...proposal } = event.data;
      return {
        ...state,
        proposals: [...(state.proposals ?? []), { ...proposal, status: 'pending' }],
      };
    }
    case 'RescheduleAccepted': {
      if (state.phase !== 'accepted') return state;
      const { proposalId, after } = event.data;
      return {
        ...state,
        match: { ...state.match, date: after.date, pitchId: after.pitchId },
        proposals: decideProposal(state.proposals, proposalId, 'accepted'),
      };
    }
    case 'RescheduleDeclined':
      if (state.phase !== 'accepted') return state;
      return {
        ...state,
        proposals: decideProposal(state.proposals, event.data.proposalId, 'declined'),
      };
    case 'MatchReportSubmitted': {
      if (state.phase !== 'accepted') return state;
      const report: OpenReport = {
        ...sheetOf(event.data),
        status: REPORT_STATUS.waitingForReceiver,
        submittedByTeamId: event.data.submittedByTeamId,
      };
      return { ...state, report };
    }
    case 'MatchReportAccepted':
      if (state.phase !== 'accepted' || !state.report) return state;
      return { ...state, report: { ...state.report, status: REPORT_STATUS.toVerify } };
    case 'MatchReportRejected':
      return state.phase === 'accepted' ? { ...state, report: undefined } : state;
    case 'MatchReportVerified':
      if (state.phase !== 'accepted') return state;
      return {
        phase: 'finished',
        match: state.match,
        report: { ...sheetOf(event.data), ...placementOf(event.data), status: 4 },
      };
    case 'MatchReportDeleted':
      if (state.phase === 'finished') return { phase: 'removed', match: state.match };
      return state.phase === 'accepted' ? { ...state, report: undefined } : state;
    case 'MatchResultCorrected':
      if (state.phase !== 'finished') return state;
      return { ...state, report: { ...state.report, ...sheetOf(event.data) } };
    case 'MatchResultInsertedByAdmin':
      return {
        phase: 'finished',
        match: insertedMatch(event.data),
        report: { ...sheetOf(event.data), ...placementOf(event.data), status: 4 },
      };
    default:
      return assertNever(event);
  }
}

function decideProposal(
  proposals: RescheduleProposal[] | undefined,
  proposalId: string,
  status: 'accepted' | 'declined',
): RescheduleProposal[] {
  return (proposals ?? []).map((p) => (p.proposalId === proposalId ? { ...p, status } : p));
}

function insertedMatch(d: MatchResultInsertedByAdmin['data']): Challenge {
  return {
    matchId: d.matchId,
    seasonId: d.seasonId,
    senderTeamId: d.homeTeamId,
    receiverTeamId: d.enemyTeamId,
    leagueId: d.leagueId,
    senderLeagueId: d.homeLeagueId,
    receiverLeagueId: d.enemyLeagueId,
    pitchId: d.pitchId,
    date: d.matchDate,
    length: d.length,
    matchType: d.matchType,
    issuedBy: d.insertedBy,
  };
}
