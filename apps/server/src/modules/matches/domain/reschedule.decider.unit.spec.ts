import { answerWith, thrown } from '../../../../../../test/support/refusals';
import { CHALLENGE_MESSAGES, RESCHEDULE_MESSAGES as M } from '@liga/contracts';
import { foldEvents } from '../../../platform/event-store/decider';
import type { TeamFacts } from '../../teams/domain/team-facts';
import { rescheduleErrorResponses } from '../http/reschedule.error-responses';
import type { Challenge, MatchEvent, ReportSheet } from './match.events';
import {
  type AcceptReschedule,
  type DeclineReschedule,
  openProposal,
  type ProposeReschedule,
  type RescheduleCommand,
  rescheduleDecider as decider,
} from './reschedule.decider';

const answer = answerWith(rescheduleErrorResponses);
const matchId = 'a0000000-0000-4000-8000-000000000001';
const KICK_OFF = '2025-10-26T17:00:00.000Z';
const challenge: Challenge = {
  matchId,
  seasonId: 'season',
  senderTeamId: 'team-s',
  receiverTeamId: 'team-r',
  leagueId: 'L1',
  senderLeagueId: 'L1',
  receiverLeagueId: 'L1',
  pitchId: 'pitch-1',
  date: KICK_OFF,
  length: 60,
  matchType: 1,
  issuedBy: 'cap-s',
};
const sender: TeamFacts = { teamId: 'team-s', active: true, captainId: 'cap-s', leagueId: 'L1' };
const receiver: TeamFacts = { teamId: 'team-r', active: true, captainId: 'cap-r', leagueId: 'L1' };
const issued: MatchEvent = { type: 'ChallengeIssued', data: challenge };
const accepted: MatchEvent = { type: 'ChallengeAccepted', data: { matchId, acceptedBy: 'cap-r' } };
const NOW = '2025-10-20T10:00:00.000Z';
const NEW_DATE = '2025-10-28T18:30:00.000Z';

const propose = (over: Partial<ProposeReschedule> = {}): ProposeReschedule => ({
  type: 'ProposeReschedule',
  proposalId: 'proposal-1',
  actorUserId: 'cap-s',
  sender,
  receiver,
  now: NOW,
  date: NEW_DATE,
  pitchId: 'pitch-2',
  pitchAvailable: true,
  slotTaken: false,
  seasonStart: '2025-08-09T22:00:00.000Z',
  seasonEnd: '2026-01-15T22:59:59.999Z',
  roundDeadline: null,
  ...over,
});
const proposed: MatchEvent = {
  type: 'RescheduleProposed',
  data: {
    matchId,
    proposalId: 'proposal-1',
    proposedBy: 'cap-s',
    proposedByTeamId: 'team-s',
    date: NEW_DATE,
    pitchId: 'pitch-2',
    expiresAt: KICK_OFF,
    at: NOW,
  },
};
const answerCommand = <T extends 'AcceptReschedule' | 'DeclineReschedule'>(
  type: T,
  over: Partial<AcceptReschedule> = {},
) =>
  ({
    type,
    proposalId: 'proposal-1',
    actorUserId: 'cap-r',
    sender,
    receiver,
    now: '2025-10-21T09:00:00.000Z',
    ...over,
  }) as T extends 'AcceptReschedule' ? AcceptReschedule : DeclineReschedule;
const acceptedProposal: MatchEvent = {
  type: 'RescheduleAccepted',
  data: {
    matchId,
    proposalId: 'proposal-1',
    acceptedBy: 'cap-r',
    acceptedByTeamId: 'team-r',
    proposedByTeamId: 'team-s',
    before: { date: KICK_OFF, pitchId: 'pitch-1' },
    after: { date: NEW_DATE, pitchId: 'pitch-2' },
    at: '2025-10-21T09:00:00.000Z',
  },
};
const declinedProposal: MatchEvent = {
  type: 'RescheduleDeclined',
  data: {
    matchId,
    proposalId: 'proposal-1',
    declinedBy: 'cap-r',
    declinedByTeamId: 'team-r',
    proposedByTeamId: 'team-s',
    proposed: { date: NEW_DATE, pitchId: 'pitch-2' },
    at: '2025-10-21T09:00:00.000Z',
  },
};

function given(events: MatchEvent[]) {
  const state = foldEvents(decider, events);
  return {
    state,
    when: (command: RescheduleCommand) => decider.decide(command, state),
    refuses: (command: RescheduleCommand) => answer(thrown(() => decider.decide(command, state))),
  };
}

const refusal = (status: number, code: string, message: string) => ({
  status,
  errors: [{ code, message }],
});

describe('reschedule decider: a captain proposes a new date, time or pitch', () => {
  it('records the proposal, expiring at the current kick-off', () => {
    expect(given([issued, accepted]).when(propose())).toEqual([proposed]);
  });

  it('lets the receiving captain propose too (their team is the proposer)', () => {
    const [event] = given([issued, accepted]).when(propose({ actorUserId: 'cap-r' }));
    expect(event).toMatchObject({ data: { proposedBy: 'cap-r', proposedByTeamId: 'team-r' } });
  });

  it('allows only a new time on the same pitch, or only a new pitch at the same time', () => {
    const g = given([issued, accepted]);
    expect(g.when(propose({ pitchId: 'pitch-1' }))).toHaveLength(1);
    expect(g.when(propose({ date: KICK_OFF }))).toHaveLength(1);
  });

  it('refuses a non-captain (a member, a stranger) and a captain of a deleted team: 403', () => {
    const g = given([issued, accepted]);
    expect(g.refuses(propose({ actorUserId: 'member' }))).toMatchObject(
      refusal(403, 'reschedule.not_captain', M.notCaptain),
    );
    expect(g.refuses(propose({ sender: { ...sender, active: false } }))).toMatchObject({
      status: 403,
    });
  });

  it('refuses a slot another accepted match holds: 409', () => {
    expect(given([issued, accepted]).refuses(propose({ slotTaken: true }))).toMatchObject(
      refusal(409, 'match.pitch_booked', CHALLENGE_MESSAGES.pitchBooked),
    );
  });

  it('refuses a second proposal while one is pending (by either captain): 409', () => {
    const g = given([issued, accepted, proposed]);
    for (const actorUserId of ['cap-s', 'cap-r']) {
      expect(g.refuses(propose({ actorUserId, proposalId: 'proposal-2' }))).toMatchObject(
        refusal(409, 'reschedule.already_pending', M.alreadyPending),
      );
    }
  });

  it('takes a new proposal once the last one was declined', () => {
    const [event] = given([issued, accepted, proposed, declinedProposal]).when(
      propose({ proposalId: 'proposal-2', now: '2025-10-22T10:00:00.000Z' }),
    );
    expect(event).toMatchObject({ type: 'RescheduleProposed', data: { proposalId: 'proposal-2' } });
  });

  it('refuses a date outside the season, in the past or unchanged: 400', () => {
    const g = given([issued, accepted]);
    expect(g.refuses(propose({ date: '2026-02-01T18:00:00.000Z' }))).toMatchObject({
      status: 400,
      errors: [
        { code: 'date', message: CHALLENGE_MESSAGES.dateOutsideSeason('10/08/2025', '15/01/2026') },
      ],
    });
    expect(g.refuses(propose({ date: '2025-10-19T18:00:00.000Z' }))).toMatchObject({
      status: 400,
      errors: [{ code: 'date', message: CHALLENGE_MESSAGES.dateNotInFuture }],
    });
    expect(g.refuses(propose({ date: KICK_OFF, pitchId: 'pitch-1' }))).toMatchObject({
      status: 400,
      errors: [{ code: 'date', message: M.unchanged }],
    });
  });

  it('refuses a cup match moved past its round deadline: 400', () => {
    const g = given([issued, accepted]);
    const answered = g.refuses(propose({ roundDeadline: '2025-10-27T22:59:59.000Z' }));
    expect(answered).toMatchObject({ status: 400 });
  });

  it('refuses a pitch that is not offered: 404', () => {
    expect(given([issued, accepted]).refuses(propose({ pitchAvailable: false }))).toMatchObject({
      status: 404,
    });
  });

  it('refuses a match not accepted, with a report, started, or unknown', () => {
    expect(given([issued]).refuses(propose())).toMatchObject(
      refusal(409, 'reschedule.not_accepted', M.notAccepted),
    );
    expect(given([]).refuses(propose())).toMatchObject({ status: 404 });
    expect(given([issued, accepted]).refuses(propose({ now: KICK_OFF }))).toMatchObject(
      refusal(409, 'reschedule.started', M.started),
    );
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
    const submitted: MatchEvent = {
      type: 'MatchReportSubmitted',
      data: {
        ...sheet,
        seasonId: 'season',
        leagueId: 'L1',
        homeLeagueId: 'L1',
        enemyLeagueId: 'L1',
        matchDate: KICK_OFF,
        matchId,
        submittedBy: 'cap-s',
        submittedByTeamId: 'team-s',
      },
    };
    expect(given([issued, accepted, submitted]).refuses(propose())).toMatchObject(
      refusal(409, 'reschedule.report_filed', M.reportFiled),
    );
  });
});

describe('reschedule decider: the other captain accepts or declines', () => {
  it('accepts: the match moves (before → after), the state follows', () => {
    const g = given([issued, accepted, proposed]);
    expect(g.when(answerCommand('AcceptReschedule'))).toEqual([acceptedProposal]);
    const after = foldEvents(decider, [issued, accepted, proposed, acceptedProposal]);
    expect(after).toMatchObject({
      phase: 'accepted',
      match: { date: NEW_DATE, pitchId: 'pitch-2', length: 60 },
    });
  });

  it('declines: the match stays, the proposal is closed', () => {
    const g = given([issued, accepted, proposed]);
    expect(g.when(answerCommand('DeclineReschedule'))).toEqual([declinedProposal]);
    const after = foldEvents(decider, [issued, accepted, proposed, declinedProposal]);
    expect(after).toMatchObject({ match: { date: KICK_OFF, pitchId: 'pitch-1' } });
    expect(openProposal(after.phase === 'accepted' ? after.proposals : undefined, NOW)).toBeNull();
  });

  it("refuses the proposer's own captain: 403", () => {
    const g = given([issued, accepted, proposed]);
    for (const type of ['AcceptReschedule', 'DeclineReschedule'] as const) {
      expect(g.refuses(answerCommand(type, { actorUserId: 'cap-s' }))).toMatchObject(
        refusal(403, 'reschedule.own_proposal', M.ownProposal),
      );
    }
  });

  it('refuses a non-captain: 403', () => {
    expect(
      given([issued, accepted, proposed]).refuses(
        answerCommand('AcceptReschedule', { actorUserId: 'member' }),
      ),
    ).toMatchObject(refusal(403, 'reschedule.not_captain', M.notCaptain));
  });

  it('refuses a decided proposal (accepted or declined): 409', () => {
    expect(
      given([issued, accepted, proposed, acceptedProposal]).refuses(
        answerCommand('DeclineReschedule'),
      ),
    ).toMatchObject(refusal(409, 'reschedule.already_decided', M.alreadyAccepted));
    expect(
      given([issued, accepted, proposed, declinedProposal]).refuses(
        answerCommand('AcceptReschedule'),
      ),
    ).toMatchObject(refusal(409, 'reschedule.already_decided', M.alreadyDeclined));
  });

  it('refuses an expired proposal (at the original kick-off, Warsaw 26.10.2025 18:00): 409', () => {
    const g = given([issued, accepted, proposed]);
    expect(g.refuses(answerCommand('AcceptReschedule', { now: KICK_OFF }))).toMatchObject(
      refusal(409, 'reschedule.expired', M.expired('26.10.2025 18:00')),
    );
    // a minute before, it still holds
    expect(
      g.when(answerCommand('AcceptReschedule', { now: '2025-10-26T16:59:00.000Z' })),
    ).toHaveLength(1);
  });

  it('an expired proposal no longer blocks a new one', () => {
    const late: MatchEvent = {
      ...proposed,
      data: { ...(proposed.data as object), expiresAt: '2025-10-20T11:00:00.000Z' },
    } as MatchEvent;
    const [event] = given([issued, accepted, late]).when(
      propose({ proposalId: 'proposal-2', now: '2025-10-20T11:00:00.000Z' }),
    );
    expect(event).toMatchObject({ type: 'RescheduleProposed' });
  });

  it('refuses an unknown proposal: 404', () => {
    expect(
      given([issued, accepted, proposed]).refuses(
        answerCommand('AcceptReschedule', { proposalId: 'other' }),
      ),
    ).toMatchObject(refusal(404, 'reschedule.proposal_not_found', M.proposalNotFound));
  });

  it('refuses to accept an earlier date that has passed meanwhile: 409', () => {
    const earlier: MatchEvent = {
      ...proposed,
      data: { ...(proposed.data as object), date: '2025-10-21T08:00:00.000Z' },
    } as MatchEvent;
    expect(
      given([issued, accepted, earlier]).refuses(answerCommand('AcceptReschedule')),
    ).toMatchObject(refusal(409, 'reschedule.date_passed', M.datePassed));
  });
});
