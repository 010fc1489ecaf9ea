import { answerWith, thrown } from '../../../../../../test/support/refusals';
import { foldEvents } from '../../../platform/event-store/decider';
import { leagueErrorResponses } from '../http/league.error-responses';
import { seasonDecider, type SeasonEvent, type StartSeason } from './season.decider';
import { carryOver, type LeagueSeats } from './season-turn';

const answer = answerWith(leagueErrorResponses);

const opened: SeasonEvent = {
  type: 'SeasonOpened',
  data: {
    seasonId: 'spring',
    key: '2027-spring',
    name: 'Sezon wiosenny 2027',
    startDate: '2027-01-15T23:00:00.000Z',
    endDate: '2027-08-09T21:59:59.999Z',
  },
};
const carried = [{ teamId: 't1', fromLeagueId: 'a1', toLeagueId: 's1', leagueTeamId: 'lt1' }];
const start: StartSeason = {
  type: 'StartSeason',
  previousSeasonId: 'autumn',
  now: '2027-01-15T23:00:00.000Z',
  carried,
};
const decide = (past: SeasonEvent[], command: StartSeason) =>
  seasonDecider.decide(command, foldEvents(seasonDecider, past));

describe('season decider: the turn', () => {
  it('given an opened season, at 00:00 Warsaw on its first day: SeasonStarted + TeamsCarriedOver', () => {
    expect(decide([opened], start)).toEqual([
      {
        type: 'SeasonStarted',
        data: {
          seasonId: 'spring',
          previousSeasonId: 'autumn',
          startDate: '2027-01-15T23:00:00.000Z',
          startedAt: '2027-01-15T23:00:00.000Z',
        },
      },
      {
        type: 'TeamsCarriedOver',
        data: { seasonId: 'spring', fromSeasonId: 'autumn', teams: carried },
      },
    ]);
  });

  it('with nobody to carry, only SeasonStarted', () => {
    expect(decide([opened], { ...start, carried: [] }).map((e) => e.type)).toEqual([
      'SeasonStarted',
    ]);
  });

  it('given a started season, the turn again writes nothing (a second node, a restart)', () => {
    const past = [opened, ...decide([opened], start)];
    expect(decide(past, start)).toEqual([]);
  });

  it('refuses the turn at 23:59:59 Warsaw, a second before the season starts', () => {
    const early = thrown(() => decide([opened], { ...start, now: '2027-01-15T22:59:59.000Z' }));
    expect(answer(early).status).toBe(400);
    expect(answer(early).errors[0].message).toBe('Ten sezon jeszcze się nie rozpoczął.');
  });

  it('refuses the turn of a season never opened', () => {
    expect(answer(thrown(() => decide([], start))).status).toBe(404);
  });
});

describe('carry-over without a plan', () => {
  const previous: LeagueSeats[] = [
    { leagueId: 'a-l1', name: 'Liga 1', teams: { x: 't2', y: 't1' } },
    { leagueId: 'a-l6a', name: 'Liga 6A', teams: { z: 't3' } },
  ];
  const next = (name: string) => `s-${name}`;
  const link = (teamId: string) => `link-${teamId}`;

  it('every team enters the league of the same name, leagues in order, teams by id', () => {
    expect(carryOver(previous, next, new Set(), link)).toEqual([
      { teamId: 't1', fromLeagueId: 'a-l1', toLeagueId: 's-Liga 1', leagueTeamId: 'link-t1' },
      { teamId: 't2', fromLeagueId: 'a-l1', toLeagueId: 's-Liga 1', leagueTeamId: 'link-t2' },
      { teamId: 't3', fromLeagueId: 'a-l6a', toLeagueId: 's-Liga 6A', leagueTeamId: 'link-t3' },
    ]);
  });

  it('a team already placed in the new season keeps its place', () => {
    expect(carryOver(previous, next, new Set(['t2']), link).map((c) => c.teamId)).toEqual([
      't1',
      't3',
    ]);
  });

  it('an empty previous season carries nobody', () => {
    expect(carryOver([], next, new Set(), link)).toEqual([]);
  });
});
