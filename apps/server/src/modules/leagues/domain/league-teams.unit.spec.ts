import { answerWith, thrown } from '../../../../../../test/support/refusals';
import { ConflictError, NotFoundError } from '../../../platform/http/app-errors';
import { foldEvents } from '../../../platform/event-store/decider';
import { leagueDecider, type LeagueEvent } from './league.decider';
import { leagueErrorResponses } from '../http/league.error-responses';

const answer = answerWith(leagueErrorResponses);

const opened: LeagueEvent = {
  type: 'LeagueOpened',
  data: { leagueId: 'l1', seasonId: 's1', name: 'Liga 1' },
};
const assigned: LeagueEvent = {
  type: 'TeamAssignedToLeague',
  data: { leagueTeamId: 'lt1', teamId: 't1', leagueId: 'l1', seasonId: 's1' },
};
const decide = (events: LeagueEvent[], command: Parameters<typeof leagueDecider.decide>[0]) =>
  leagueDecider.decide(command, foldEvents(leagueDecider, events));

describe('league decider: teams in a league', () => {
  it('given an open league, when AssignTeamToLeague, then TeamAssignedToLeague', () => {
    expect(
      decide([opened], { type: 'AssignTeamToLeague', leagueTeamId: 'lt1', teamId: 't1' }),
    ).toEqual([assigned]);
  });

  it('given no league, when AssignTeamToLeague, then not found', () => {
    expect(
      answer(
        thrown(() => decide([], { type: 'AssignTeamToLeague', leagueTeamId: 'lt1', teamId: 't1' })),
      ),
    ).toBeInstanceOf(NotFoundError);
  });

  it('given the team already plays here, when AssignTeamToLeague, then a conflict', () => {
    expect(
      answer(
        thrown(() =>
          decide([opened, assigned], {
            type: 'AssignTeamToLeague',
            leagueTeamId: 'lt2',
            teamId: 't1',
          }),
        ),
      ),
    ).toBeInstanceOf(ConflictError);
  });

  it('given a link, when RemoveTeamFromLeague, then the link ends with its reason', () => {
    expect(
      decide([opened, assigned], {
        type: 'RemoveTeamFromLeague',
        leagueTeamId: 'lt1',
        reason: 'moved',
      }),
    ).toEqual([
      {
        type: 'TeamRemovedFromLeague',
        data: {
          leagueTeamId: 'lt1',
          teamId: 't1',
          leagueId: 'l1',
          seasonId: 's1',
          reason: 'moved',
        },
      },
    ]);
  });

  it('given an ended link, when RemoveTeamFromLeague, then a conflict; the team may come back', () => {
    const removed: LeagueEvent = {
      type: 'TeamRemovedFromLeague',
      data: { ...assigned.data, reason: 'removed' } as never,
    };
    expect(
      answer(
        thrown(() =>
          decide([opened, assigned, removed], {
            type: 'RemoveTeamFromLeague',
            leagueTeamId: 'lt1',
            reason: 'removed',
          }),
        ),
      ),
    ).toBeInstanceOf(ConflictError);
    expect(
      decide([opened, assigned, removed], {
        type: 'AssignTeamToLeague',
        leagueTeamId: 'lt2',
        teamId: 't1',
      }),
    ).toHaveLength(1);
  });
});
