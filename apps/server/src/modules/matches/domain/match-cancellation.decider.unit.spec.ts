import { answerWith, thrown } from '../../../../../../test/support/refusals';
import { MATCH_CANCELLATION_MESSAGES } from '@liga/contracts';
import { foldEvents } from '../../../platform/event-store/decider';
import { matchCancellationErrorResponses } from '../http/match-cancellation.error-responses';
import {
  type CancelMatchByAdmin,
  matchCancellationDecider as decider,
} from './match-cancellation.decider';
import type { Challenge, MatchEvent, ReportSheet } from './match.events';

type MatchCancelledData = Extract<MatchEvent, { type: 'MatchCancelledByAdmin' }>['data'];

const answer = answerWith(matchCancellationErrorResponses);
const matchId = 'a0000000-0000-4000-8000-000000000001';
const challenge: Challenge = {
  matchId,
  seasonId: 'season',
  senderTeamId: 'team-s',
  receiverTeamId: 'team-r',
  leagueId: 'L1',
  senderLeagueId: 'L1',
  receiverLeagueId: 'L1',
  pitchId: 'pitch',
  date: '2025-10-26T17:00:00.000Z',
  length: 60,
  matchType: 1,
  issuedBy: 'cap-s',
};
const issued: MatchEvent = { type: 'ChallengeIssued', data: challenge };
const accepted: MatchEvent = { type: 'ChallengeAccepted', data: { matchId, acceptedBy: 'cap-r' } };
const sheet: ReportSheet = {
  reportId: 'report-1',
  walkoverType: 1,
  homeTeamId: 'team-s',
  enemyTeamId: 'team-r',
  teams: [
    { teamId: 'team-s', attendances: [], goals: [], mvp: [], keepers: [] },
    { teamId: 'team-r', attendances: [], goals: [], mvp: [], keepers: [] },
  ],
  homeGoals: 0,
  enemyGoals: 0,
};
const placement = {
  seasonId: 'season',
  leagueId: 'L1',
  homeLeagueId: 'L1',
  enemyLeagueId: 'L1',
  matchDate: challenge.date,
};
const submitted: MatchEvent = {
  type: 'MatchReportSubmitted',
  data: { ...sheet, ...placement, matchId, submittedBy: 'cap-s', submittedByTeamId: 'team-s' },
};
const verified: MatchEvent = {
  type: 'MatchReportVerified',
  data: { ...sheet, ...placement, matchId, verifiedBy: 'admin' },
};
const cancel: CancelMatchByAdmin = {
  type: 'CancelMatchByAdmin',
  cancelledBy: 'admin',
  reason: '  Boisko zamknięte  ',
  at: '2025-10-20T10:00:00.000Z',
};
const cancelledByAdmin: MatchEvent = {
  type: 'MatchCancelledByAdmin',
  data: { matchId, reason: 'Boisko zamknięte', cancelledBy: 'admin', at: cancel.at },
};

function given(events: MatchEvent[]) {
  const state = foldEvents(decider, events);
  return {
    state,
    when: (command: CancelMatchByAdmin) => decider.decide(command, state),
    refuses: (command: CancelMatchByAdmin) => answer(thrown(() => decider.decide(command, state))),
  };
}

describe('match cancellation decider: an admin cancels an accepted match', () => {
  it('cancels an accepted match without a report, with the trimmed reason', () => {
    expect(given([issued, accepted]).when(cancel)).toEqual([cancelledByAdmin]);
  });

  it('still cancels after a report was filed and then rejected', () => {
    const rejected: MatchEvent = {
      type: 'MatchReportRejected',
      data: {
        matchId,
        reportId: 'report-1',
        rejectedBy: 'cap-r',
        rejectedByTeamId: 'team-r',
        reason: 'rejected',
      },
    };
    expect(given([issued, accepted, submitted, rejected]).when(cancel)).toEqual([cancelledByAdmin]);
  });

  it('folds the cancellation into a cancelled phase that keeps the reason', () => {
    expect(given([issued, accepted, cancelledByAdmin]).state).toEqual({
      phase: 'cancelled',
      match: challenge,
      byAdmin: { reason: 'Boisko zamknięte', cancelledBy: 'admin', at: cancel.at },
    });
  });

  it.each<[string, MatchEvent[], number, string]>([
    ['an unknown match', [], 404, 'match.not_found'],
    ['a pending challenge', [issued], 409, 'match.not_accepted'],
    [
      'a rejected challenge',
      [issued, { type: 'ChallengeRejected', data: { matchId, rejectedBy: 'cap-r' } }],
      409,
      'match.not_accepted',
    ],
    [
      'a withdrawn challenge',
      [issued, { type: 'ChallengeCancelled', data: { matchId, cancelledBy: 'cap-s' } }],
      409,
      'match.not_accepted',
    ],
    ['a match with a filed report', [issued, accepted, submitted], 409, 'match.report_filed'],
    [
      'a played (verified) match',
      [issued, accepted, submitted, verified],
      409,
      'match.already_played',
    ],
    [
      'a match already cancelled',
      [issued, accepted, cancelledByAdmin],
      409,
      'match.already_cancelled',
    ],
  ])('refuses %s', (_name, events, status, code) => {
    const refusal = given(events).refuses(cancel);
    expect(refusal.status).toBe(status);
    expect(refusal.errors[0].code).toBe(code);
    expect(refusal.errors[0].message).toMatch(/\p{L}/u);
  });

  it.each([
    ['a blank reason', '   ', 400, MATCH_CANCELLATION_MESSAGES.reasonRequired],
    [
      'a reason over 500 characters',
      'x'.repeat(501),
      400,
      MATCH_CANCELLATION_MESSAGES.reasonTooLong,
    ],
  ])('refuses %s', (_name, reason, status, message) => {
    const refusal = given([issued, accepted]).refuses({ ...cancel, reason });
    expect(refusal.status).toBe(status);
    expect(refusal.errors).toEqual([{ code: 'reason', message }]);
  });
});

describe("match state: a withdrawal cancels the team's open matches", () => {
  const withdrawn: MatchEvent = {
    type: 'MatchCancelledByAdmin',
    data: { ...(cancelledByAdmin.data as MatchCancelledData), withdrawnTeamId: 'team-s' },
  };

  it('cancels a pending challenge and an accepted match without a report', () => {
    expect(given([issued, withdrawn]).state).toMatchObject({
      phase: 'cancelled',
      byAdmin: { reason: 'Boisko zamknięte' },
    });
    expect(given([issued, accepted, withdrawn]).state).toMatchObject({ phase: 'cancelled' });
  });

  it('leaves a match with a filed report or a result as it was', () => {
    expect(given([issued, accepted, submitted, withdrawn]).state).toMatchObject({
      phase: 'accepted',
    });
    expect(given([issued, accepted, verified, withdrawn]).state).toMatchObject({
      phase: 'finished',
    });
  });
});
