import { answerWith, thrown } from '../../../../../../test/support/refusals';
import type { TieBreakRule } from '@liga/contracts';
import { ConflictError, NotFoundError, ValidationError } from '../../../platform/http/app-errors';
import { foldEvents } from '../../../platform/event-store/decider';
import { leagueDecider, type LeagueEvent } from './league.decider';
import { seasonDecider, type SeasonEvent } from './season.decider';
import { leagueErrorResponses } from '../http/league.error-responses';

const answer = answerWith(leagueErrorResponses);

const seasonOpened: SeasonEvent = {
  type: 'SeasonOpened',
  data: {
    seasonId: 's1',
    key: '2025-autumn',
    name: 'Sezon jesienny 2025/2026',
    startDate: 'a',
    endDate: 'b',
  },
};

describe('season decider', () => {
  const open = {
    type: 'OpenSeason' as const,
    seasonId: 's1',
    key: '2025-autumn',
    name: 'Sezon jesienny 2025/2026',
    startDate: 'a',
    endDate: 'b',
  };

  it('given no events, when OpenSeason, then SeasonOpened', () => {
    expect(seasonDecider.decide(open, foldEvents(seasonDecider, []))).toEqual([seasonOpened]);
  });

  it('given SeasonOpened, when OpenSeason, then a conflict', () => {
    expect(
      answer(thrown(() => seasonDecider.decide(open, foldEvents(seasonDecider, [seasonOpened])))),
    ).toBeInstanceOf(ConflictError);
  });
});

describe('league decider', () => {
  const open = { type: 'OpenLeague' as const, leagueId: 'l1', seasonId: 's1', name: '  Liga 6A ' };
  const opened: LeagueEvent = {
    type: 'LeagueOpened',
    data: { leagueId: 'l1', seasonId: 's1', name: 'Liga 6A' },
  };

  it('given no events, when OpenLeague, then LeagueOpened with a trimmed name', () => {
    expect(leagueDecider.decide(open, foldEvents(leagueDecider, []))).toEqual([opened]);
  });

  it('given LeagueOpened, when OpenLeague, then a conflict', () => {
    const state = foldEvents(leagueDecider, [opened]);
    expect(state).toEqual({
      status: 'open',
      leagueId: 'l1',
      seasonId: 's1',
      name: 'Liga 6A',
      teams: {},
      tieBreaks: null,
      lotSeed: null,
    });
    expect(answer(thrown(() => leagueDecider.decide(open, state)))).toBeInstanceOf(ConflictError);
  });

  describe('SetLeagueTieBreaks', () => {
    const set = (tieBreaks: TieBreakRule[]) => ({
      type: 'SetLeagueTieBreaks' as const,
      tieBreaks,
      reason: 'Uchwała zarządu ligi',
      lotSeed: 'seed-1',
    });
    const data = (tieBreaks: TieBreakRule[], lotSeed: string | null) => ({
      leagueId: 'l1',
      seasonId: 's1',
      tieBreaks,
      lotSeed,
      reason: 'Uchwała zarządu ligi',
    });

    it('given an open league, when the admin orders the rules, then LeagueTieBreaksSet with the reason', () => {
      const rules: TieBreakRule[] = ['points', 'goalDifference', 'wins'];
      expect(leagueDecider.decide(set(rules), foldEvents(leagueDecider, [opened]))).toEqual([
        { type: 'LeagueTieBreaksSet', data: data(rules, null) },
      ]);
    });

    it('records the seed of the draw by lot the first time, and keeps it afterwards', () => {
      const first: LeagueEvent = {
        type: 'LeagueTieBreaksSet',
        data: data(['points', 'lot'], 'seed-0'),
      };
      expect(
        leagueDecider.decide(set(['points', 'wins', 'lot']), foldEvents(leagueDecider, [opened])),
      ).toEqual([{ type: 'LeagueTieBreaksSet', data: data(['points', 'wins', 'lot'], 'seed-1') }]);
      expect(
        leagueDecider.decide(
          set(['points', 'wins', 'lot']),
          foldEvents(leagueDecider, [opened, first]),
        ),
      ).toEqual([{ type: 'LeagueTieBreaksSet', data: data(['points', 'wins', 'lot'], 'seed-0') }]);
    });

    it('given the same order already, then nothing', () => {
      const same: LeagueEvent = {
        type: 'LeagueTieBreaksSet',
        data: data(['points', 'wins'], null),
      };
      expect(
        leagueDecider.decide(set(['points', 'wins']), foldEvents(leagueDecider, [opened, same])),
      ).toEqual([]);
    });

    it('refuses a list not led by points, a repeated rule, and an unknown league', () => {
      const state = foldEvents(leagueDecider, [opened]);
      expect(
        answer(thrown(() => leagueDecider.decide(set(['wins', 'points']), state))),
      ).toBeInstanceOf(ValidationError);
      expect(
        answer(thrown(() => leagueDecider.decide(set(['points', 'wins', 'wins']), state))),
      ).toBeInstanceOf(ValidationError);
      expect(
        answer(thrown(() => leagueDecider.decide(set(['points']), foldEvents(leagueDecider, [])))),
      ).toBeInstanceOf(NotFoundError);
    });
  });
});

describe('league decider: points deductions and bonuses', () => {
  const opened: LeagueEvent = {
    type: 'LeagueOpened',
    data: { leagueId: 'l1', seasonId: 's1', name: 'Liga 6A' },
  };
  const assigned: LeagueEvent = {
    type: 'TeamAssignedToLeague',
    data: { leagueTeamId: 'lt1', teamId: 't1', leagueId: 'l1', seasonId: 's1' },
  };
  const adjust = (teamId: string, points: number) => ({
    type: 'AdjustPoints' as const,
    adjustmentId: 'adj1',
    teamId,
    points,
    reason: 'Nieuprawniony zawodnik',
  });

  it('given a team of the league, when −3 is decided, then PointsAdjusted with the reason', () => {
    expect(
      leagueDecider.decide(adjust('t1', -3), foldEvents(leagueDecider, [opened, assigned])),
    ).toEqual([
      {
        type: 'PointsAdjusted',
        data: {
          adjustmentId: 'adj1',
          leagueId: 'l1',
          seasonId: 's1',
          teamId: 't1',
          points: -3,
          reason: 'Nieuprawniony zawodnik',
        },
      },
    ]);
  });

  it('refuses a team outside the league (also one that left it) and zero points', () => {
    const state = foldEvents(leagueDecider, [opened, assigned]);
    expect(answer(thrown(() => leagueDecider.decide(adjust('t2', -3), state)))).toBeInstanceOf(
      ConflictError,
    );
    const left = foldEvents(leagueDecider, [
      opened,
      assigned,
      {
        type: 'TeamRemovedFromLeague',
        data: {
          leagueTeamId: 'lt1',
          teamId: 't1',
          leagueId: 'l1',
          seasonId: 's1',
          reason: 'removed',
        },
      },
    ]);
    expect(answer(thrown(() => leagueDecider.decide(adjust('t1', -3), left)))).toBeInstanceOf(
      ConflictError,
    );
    expect(answer(thrown(() => leagueDecider.decide(adjust('t1', 0), state)))).toBeInstanceOf(
      ValidationError,
    );
  });
});
