import { answerWith } from '../../../../../../test/support/refusals';
import { CHALLENGE_MESSAGES, CUP_MESSAGES } from '@liga/contracts';
import { foldEvents } from '../../../platform/event-store/decider';
import type { AppError } from '../../../platform/http/app-errors';
import type { TeamFacts } from '../../teams/domain/team-facts';
import { challengeDecider, type ChallengeCommand, type IssueChallenge } from './challenge.decider';
import type { MatchEvent } from './match.events';
import { matchErrorResponses } from '../http/match.error-responses';

const answer = answerWith(matchErrorResponses);

const matchId = 'a0000000-0000-4000-8000-000000000001';
const sender: TeamFacts = { teamId: 'team-s', active: true, captainId: 'cap-s', leagueId: 'L1' };
const receiver: TeamFacts = { teamId: 'team-r', active: true, captainId: 'cap-r', leagueId: 'L1' };
const issue: IssueChallenge = {
  type: 'IssueChallenge',
  matchId,
  seasonId: 'season',
  seasonStart: '2025-08-09T22:00:00.000Z',
  seasonEnd: '2026-01-15T22:59:59.999Z',
  issuedBy: 'cap-s',
  sender,
  receiver,
  pitchAvailable: true,
  pitchId: 'pitch',
  date: '2025-10-26T01:30:00.000Z',
  length: 60,
  matchType: 1,
  now: '2025-10-20T12:00:00.000Z',
};
const issued = challengeDecider.decide(issue, challengeDecider.initialState());
const cupTie = {
  cupId: 'cup-1',
  tieId: 'tie-1',
  opponentTeamId: 'team-r',
  deadline: '2025-11-01T22:59:00.000Z',
};

function given(events: MatchEvent[]) {
  const state = foldEvents(challengeDecider, events);
  return {
    when: (command: ChallengeCommand) => challengeDecider.decide(command, state),
    refuses: (command: ChallengeCommand): AppError => {
      try {
        challengeDecider.decide(command, state);
      } catch (error) {
        return answer(error);
      }
      throw new Error('expected a refusal');
    },
  };
}
const decision = { actorUserId: 'cap-r', sender, receiver };

describe('match decider: issuing a challenge', () => {
  it('issues a cup match (type 2) against the current cup opponent, marked with its tie', () => {
    const [event] = challengeDecider.decide(
      { ...issue, matchType: 2, cupTie },
      challengeDecider.initialState(),
    );
    expect(event.type).toBe('ChallengeIssued');
    expect(event.data).toMatchObject({ matchType: 2, cup: { cupId: 'cup-1', tieId: 'tie-1' } });
  });

  it('issues a challenge with the shared league for colouring', () => {
    expect(issued).toEqual([
      {
        type: 'ChallengeIssued',
        data: {
          matchId,
          seasonId: 'season',
          senderTeamId: 'team-s',
          receiverTeamId: 'team-r',
          leagueId: 'L1',
          senderLeagueId: 'L1',
          receiverLeagueId: 'L1',
          pitchId: 'pitch',
          date: '2025-10-26T01:30:00.000Z',
          length: 60,
          matchType: 1,
          issuedBy: 'cap-s',
        },
      },
    ]);
  });

  it('has no shared league when the teams play in different leagues (or the sender in none)', () => {
    for (const leagueId of ['L2', null]) {
      const [event] = given([]).when({ ...issue, sender: { ...sender, leagueId } });
      expect(event.type === 'ChallengeIssued' && event.data.leagueId).toBeNull();
    }
  });

  it.each<[string, Partial<IssueChallenge>, number, string]>([
    ['a non-captain', { issuedBy: 'player' }, 403, 'Tylko kapitan drużyny może rzucić wyzwanie.'],
    ['a captain of no team', { sender: null }, 403, 'Tylko kapitan drużyny może rzucić wyzwanie.'],
    ['an unknown receiver', { receiver: null }, 404, 'Nie znaleziono drużyny przeciwnika.'],
    [
      'a deleted receiver',
      { receiver: { ...receiver, active: false } },
      404,
      'Nie znaleziono drużyny przeciwnika.',
    ],
    ['the own team', { receiver: sender }, 400, 'Nie możesz rzucić wyzwania własnej drużynie.'],
    [
      'a receiver without league',
      { receiver: { ...receiver, leagueId: null } },
      400,
      'Ta drużyna nie została jeszcze przypisana do ligi; nie można jej rzucić wyzwania.',
    ],
    ['an unknown pitch', { pitchAvailable: false }, 404, 'Nie znaleziono boiska.'],
    [
      'an unset (1970) date',
      { date: '1970-01-01T00:00:00.000Z' },
      400,
      CHALLENGE_MESSAGES.dateRequired,
    ],
    [
      'a date before the season (issued before it starts)',
      { date: '2025-08-09T21:59:59.999Z', now: '2025-08-01T00:00:00.000Z' },
      400,
      'Data spotkania musi mieścić się między 10/08/2025 a 15/01/2026.',
    ],
    [
      'a date after the season',
      { date: '2026-01-15T23:00:00.000Z' },
      400,
      'Data spotkania musi mieścić się między 10/08/2025 a 15/01/2026.',
    ],
    ['length 10', { length: 10 }, 400, CHALLENGE_MESSAGES.lengthRange],
    ['length 120', { length: 120 }, 400, CHALLENGE_MESSAGES.lengthRange],
    ['match type 3', { matchType: 3 }, 400, CHALLENGE_MESSAGES.matchTypeInvalid],
    ['a cup match without a cup tie', { matchType: 2 }, 409, CUP_MESSAGES.noCupTie],
    [
      'a cup match against anyone but the cup opponent',
      { matchType: 2, cupTie: { ...cupTie, opponentTeamId: 'team-x' } },
      400,
      CUP_MESSAGES.notCupOpponent,
    ],
    [
      "a cup match after the round's deadline",
      { matchType: 2, cupTie: { ...cupTie, deadline: '2025-10-25T00:00:00.000Z' } },
      400,
      CUP_MESSAGES.afterRoundDeadline('25.10.2025 02:00'),
    ],
  ])('refuses %s', (_name, change, status, message) => {
    const error = given([]).refuses({ ...issue, ...change });
    expect(error.status).toBe(status);
    expect(error.errors[0].message).toBe(message);
  });

  it.each([
    ['the day before', '2025-10-19T12:00:00.000Z'],
    ['a second before', '2025-10-20T11:59:59.000Z'],
    ['the very moment of issue', '2025-10-20T12:00:00.000Z'],
  ])('refuses a date in the past: %s (nothing issued)', (_name, date) => {
    const error = given([]).refuses({ ...issue, date });
    expect([error.status, error.errors]).toEqual([
      400,
      [{ code: 'date', message: 'Termin meczu musi być w przyszłości.' }],
    ]);
  });

  it('accepts a date a millisecond after the moment of issue', () => {
    expect(given([]).when({ ...issue, date: '2025-10-20T12:00:00.001Z' })).toHaveLength(1);
  });

  it('refuses issuing twice on one stream', () => {
    expect(given(issued).refuses(issue).status).toBe(409);
  });
});

describe('match decider: deciding on a challenge', () => {
  it("lets the receiver's captain accept or reject, the sender's captain cancel", () => {
    expect(given(issued).when({ type: 'AcceptChallenge', ...decision })).toEqual([
      { type: 'ChallengeAccepted', data: { matchId, acceptedBy: 'cap-r' } },
    ]);
    expect(given(issued).when({ type: 'RejectChallenge', ...decision })).toEqual([
      { type: 'ChallengeRejected', data: { matchId, rejectedBy: 'cap-r' } },
    ]);
    expect(
      given(issued).when({ type: 'CancelChallenge', ...decision, actorUserId: 'cap-s' }),
    ).toEqual([{ type: 'ChallengeCancelled', data: { matchId, cancelledBy: 'cap-s' } }]);
  });

  it('refuses the wrong captain (403) and an unknown match (404)', () => {
    expect(
      given(issued).refuses({ type: 'AcceptChallenge', ...decision, actorUserId: 'cap-s' }).status,
    ).toBe(403);
    expect(
      given(issued).refuses({ type: 'RejectChallenge', ...decision, actorUserId: 'x' }).status,
    ).toBe(403);
    expect(given(issued).refuses({ type: 'CancelChallenge', ...decision }).status).toBe(403);
    expect(given([]).refuses({ type: 'AcceptChallenge', ...decision }).status).toBe(404);
  });

  it('decides only once: after acceptance, rejection or cancellation every decision is a 409', () => {
    const accepted: MatchEvent = {
      type: 'ChallengeAccepted',
      data: { matchId, acceptedBy: 'cap-r' },
    };
    const rejected: MatchEvent = {
      type: 'ChallengeRejected',
      data: { matchId, rejectedBy: 'cap-r' },
    };
    const cancelled: MatchEvent = {
      type: 'ChallengeCancelled',
      data: { matchId, cancelledBy: 'cap-s' },
    };
    const cases: Array<[MatchEvent, string]> = [
      [accepted, 'To wyzwanie zostało już zaakceptowane.'],
      [rejected, 'To wyzwanie zostało już odrzucone.'],
      [cancelled, 'To wyzwanie zostało już anulowane.'],
    ];
    for (const [past, message] of cases) {
      for (const command of [
        { type: 'AcceptChallenge' as const, ...decision },
        { type: 'RejectChallenge' as const, ...decision },
        { type: 'CancelChallenge' as const, ...decision, actorUserId: 'cap-s' },
      ]) {
        const error = given([...issued, past]).refuses(command);
        expect([error.status, error.errors[0].message]).toEqual([409, message]);
      }
    }
  });

  it('refuses accepting a challenge of a team deleted since', () => {
    const error = given(issued).refuses({
      type: 'AcceptChallenge',
      ...decision,
      sender: { ...sender, active: false },
    });
    expect(error.status).toBe(409);
  });
});
