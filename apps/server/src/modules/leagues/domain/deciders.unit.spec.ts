import { answerWith, thrown } from '../../../../../../test/support/refusals';
import { ConflictError } from '../../../platform/http/app-errors';
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
    });
    expect(answer(thrown(() => leagueDecider.decide(open, state)))).toBeInstanceOf(ConflictError);
  });
});
