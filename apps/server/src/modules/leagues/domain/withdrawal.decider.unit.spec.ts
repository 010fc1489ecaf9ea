import { answerWith, thrown } from '../../../../../../test/support/refusals';
import { OFFICE_MESSAGES } from '@liga/contracts';
import { foldEvents } from '../../../platform/event-store/decider';
import { leagueErrorResponses } from '../http/league.error-responses';
import { leagueDecider, type LeagueEvent, type WithdrawTeam } from './league.decider';

/** The league office withdraws a team: given the league's events → WithdrawTeam → events. */
const answer = answerWith(leagueErrorResponses);
const opened: LeagueEvent = {
  type: 'LeagueOpened',
  data: { leagueId: 'L1', seasonId: 'S1', name: 'Liga 1' },
};
const assigned = (teamId: string, link: string): LeagueEvent => ({
  type: 'TeamAssignedToLeague',
  data: { leagueTeamId: link, teamId, leagueId: 'L1', seasonId: 'S1' },
});
const walkover = {
  matchId: 'M1',
  resultId: 'R1',
  opponentId: 'B',
  playedAt: '2025-10-01T16:00:00Z',
};
const withdraw = (over: Partial<WithdrawTeam> = {}): WithdrawTeam => ({
  type: 'WithdrawTeam',
  teamId: 'W',
  mode: 'walkovers',
  reason: 'Drużyna się rozpadła',
  withdrawnBy: 'admin',
  at: '2025-09-20T10:00:00.000Z',
  cancelledMatchIds: ['M1', 'M2'],
  walkovers: [walkover],
  ...over,
});
const given = (events: LeagueEvent[]) => {
  const state = foldEvents(leagueDecider, events);
  return {
    when: (command: WithdrawTeam) => leagueDecider.decide(command, state),
    refuses: (command: WithdrawTeam) => answer(thrown(() => leagueDecider.decide(command, state))),
  };
};

describe('league decider: withdrawing a team mid-season', () => {
  const league = [opened, assigned('W', 'link-w'), assigned('B', 'link-b')];

  it('walkovers: records the withdrawal with its walkovers, then ends the link', () => {
    expect(given(league).when(withdraw())).toEqual([
      {
        type: 'TeamWithdrawn',
        data: {
          leagueId: 'L1',
          seasonId: 'S1',
          teamId: 'W',
          leagueTeamId: 'link-w',
          mode: 'walkovers',
          reason: 'Drużyna się rozpadła',
          withdrawnBy: 'admin',
          at: '2025-09-20T10:00:00.000Z',
          cancelledMatchIds: ['M1', 'M2'],
          walkovers: [walkover],
        },
      },
      {
        type: 'TeamRemovedFromLeague',
        data: {
          leagueTeamId: 'link-w',
          teamId: 'W',
          leagueId: 'L1',
          seasonId: 'S1',
          reason: 'withdrawn',
        },
      },
    ]);
  });

  it('annul: no walkovers are recorded (its results stop counting instead)', () => {
    const [event] = given(league).when(withdraw({ mode: 'annul' }));
    expect(event).toMatchObject({ type: 'TeamWithdrawn', data: { mode: 'annul', walkovers: [] } });
  });

  it('refuses a team outside the league, and a second withdrawal', () => {
    expect(given(league).refuses(withdraw({ teamId: 'X' }))).toMatchObject({
      status: 409,
      errors: [{ code: 'league.team_not_in_league' }],
    });
    const done = [...league, ...given(league).when(withdraw())];
    expect(given(done).refuses(withdraw())).toMatchObject({
      status: 409,
      errors: [{ code: 'league.team_withdrawn', message: OFFICE_MESSAGES.alreadyWithdrawn }],
    });
  });

  it('refuses an unknown league', () => {
    expect(given([]).refuses(withdraw())).toMatchObject({ status: 404 });
  });
});
