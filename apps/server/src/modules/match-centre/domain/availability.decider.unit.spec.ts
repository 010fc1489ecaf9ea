import { answerWith, thrown } from '../../../../../../test/support/refusals';
import { MATCH_CENTRE_MESSAGES } from '@liga/contracts';
import { foldEvents } from '../../../platform/event-store/decider';
import type { Challenge, MatchEvent } from '../../matches/domain/match.events';
import { evolveMatch, initialMatchState, type MatchState } from '../../matches/domain/match.state';
import type { TeamRoster } from '../../teams/domain/team-facts';
import { matchCentreErrorResponses } from '../http/match-centre.error-responses';
import { type AnswerAvailability, availabilityDecider as decider } from './availability.decider';
import type { AvailabilityEvent } from './availability.events';

const answer = answerWith(matchCentreErrorResponses);
const matchId = 'a0000000-0000-4000-8000-000000000001';
const challenge: Challenge = {
  matchId,
  seasonId: 'season',
  senderTeamId: 'team-a',
  receiverTeamId: 'team-b',
  leagueId: 'L1',
  senderLeagueId: 'L1',
  receiverLeagueId: 'L1',
  pitchId: 'pitch',
  date: '2025-10-26T17:00:00.000Z',
  length: 60,
  matchType: 1,
  issuedBy: 'cap-a',
};
const issued: MatchEvent = { type: 'ChallengeIssued', data: challenge };
const accepted: MatchEvent = { type: 'ChallengeAccepted', data: { matchId, acceptedBy: 'cap-b' } };
const matchAfter = (...events: MatchEvent[]): MatchState =>
  foldEvents({ initialState: initialMatchState, evolve: evolveMatch }, events);
const roster = (teamId: string, members: string[], active = true): TeamRoster => ({
  teamId,
  active,
  captainId: members[0],
  leagueId: 'L1',
  members,
});
const teams: [TeamRoster, TeamRoster] = [
  roster('team-a', ['cap-a', 'a1', 'a2']),
  roster('team-b', ['cap-b', 'b1']),
];
const command = (over: Partial<AnswerAvailability> = {}): AnswerAvailability => ({
  type: 'AnswerAvailability',
  matchId,
  userId: 'a1',
  answer: 'yes',
  now: '2025-10-25T10:00:00.000Z',
  match: matchAfter(issued, accepted),
  teams,
  ...over,
});
const given = (...events: AvailabilityEvent[]) => foldEvents(decider, events);
const answered = (
  userId: string,
  teamId: string,
  a: 'yes' | 'no' | 'maybe',
): AvailabilityEvent => ({
  type: 'AvailabilityAnswered',
  data: {
    matchId,
    userId,
    teamId,
    answer: a,
    at: '2025-10-25T10:00:00.000Z',
    teamIds: ['team-a', 'team-b'],
    leagueIds: ['L1'],
  },
});

describe('availability decider', () => {
  it('a member of team A says yes: one fact with both teams and the league for the pushes', () => {
    expect(decider.decide(command(), given())).toEqual([answered('a1', 'team-a', 'yes')]);
  });

  it('a member of team B (the challenged team) answers for team B', () => {
    expect(decider.decide(command({ userId: 'b1', answer: 'maybe' }), given())).toEqual([
      answered('b1', 'team-b', 'maybe'),
    ]);
  });

  it('changing the answer appends; the same answer again appends nothing', () => {
    const state = given(answered('a1', 'team-a', 'yes'));
    expect(decider.decide(command({ answer: 'no' }), state)).toEqual([
      answered('a1', 'team-a', 'no'),
    ]);
    expect(decider.decide(command({ answer: 'yes' }), state)).toEqual([]);
  });

  it('refuses a pending challenge, a cancelled match and a match with a report (409)', () => {
    for (const match of [
      matchAfter(issued),
      matchAfter(issued, { type: 'ChallengeCancelled', data: { matchId, cancelledBy: 'cap-a' } }),
    ]) {
      const refusal = answer(thrown(() => decider.decide(command({ match }), given())));
      expect(refusal.status).toBe(409);
      expect(refusal.errors[0].message).toBe(MATCH_CENTRE_MESSAGES.notAccepted);
    }
  });

  it('refuses an unknown match (404)', () => {
    const refusal = answer(thrown(() => decider.decide(command({ match: matchAfter() }), given())));
    expect(refusal.status).toBe(404);
  });

  it('refuses once the match has kicked off (409)', () => {
    const refusal = answer(thrown(() => decider.decide(command({ now: challenge.date }), given())));
    expect(refusal.status).toBe(409);
    expect(refusal.errors[0].message).toBe(MATCH_CENTRE_MESSAGES.alreadyStarted);
  });

  it('refuses a player of neither team, and a member of a deleted team (403)', () => {
    for (const over of [
      { userId: 'stranger' },
      {
        userId: 'b1',
        teams: [teams[0], roster('team-b', ['cap-b', 'b1'], false)] as [TeamRoster, TeamRoster],
      },
    ]) {
      const refusal = answer(thrown(() => decider.decide(command(over), given())));
      expect(refusal.status).toBe(403);
      expect(refusal.errors[0].message).toBe(MATCH_CENTRE_MESSAGES.notMember);
    }
  });
});
