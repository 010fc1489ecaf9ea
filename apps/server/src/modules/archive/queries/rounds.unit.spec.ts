import type { LeagueTeamStatisticDto } from '@liga/contracts';
import { positionTable } from '../../standings/queries/standings.read-model';
import { positionsByRound, type RoundResult, seasonRounds } from './rounds';

const team = (id: string, name: string): LeagueTeamStatisticDto => ({
  id,
  name,
  shortName: name.slice(0, 3),
  imageUrl: '',
  position: 0,
  points: 99,
  matchesPlayed: 9,
  wins: 0,
  draws: 0,
  losses: 0,
  goalsScored: 0,
  goalsConceded: 0,
  goalBalance: 0,
  form: [],
  formMatchIds: [],
});
const r = (teamId: string, day: string, scored: number, conceded: number): RoundResult => ({
  teamId,
  day,
  scored,
  conceded,
  result: scored > conceded ? 'W' : scored < conceded ? 'L' : 'D',
  points: scored > conceded ? 3 : scored === conceded ? 1 : 0,
});

describe('rounds of a season', () => {
  it('weeks from the first day; the last one ends with the season', () => {
    const rounds = seasonRounds('2025-08-10', '2026-01-15', '2026-06-01');
    expect(rounds).toHaveLength(23);
    expect(rounds[1]).toEqual({ round: 2, startDay: '2025-08-17', endDay: '2025-08-23' });
    expect(rounds[22]).toEqual({ round: 23, startDay: '2026-01-11', endDay: '2026-01-15' });
  });

  it('a season under way: up to the week that holds today; none before it starts', () => {
    expect(seasonRounds('2026-01-16', '2026-08-09', '2026-01-22')).toHaveLength(1);
    expect(seasonRounds('2026-01-16', '2026-08-09', '2026-01-23')).toHaveLength(2);
    expect(seasonRounds('2026-01-16', '2026-08-09', '2026-01-15')).toEqual([]);
  });
});

describe('positions by round', () => {
  const teams = [team('a', 'Alfa'), team('b', 'Bravo'), team('c', 'Charlie')];
  const rounds = seasonRounds('2025-08-10', '2026-01-15', '2025-08-30');

  it('each round is the table of the matches played up to its last day (1 at the top)', () => {
    const results = [
      r('c', '2025-08-12', 2, 0),
      r('b', '2025-08-12', 0, 2),
      r('b', '2025-08-23', 1, 0), // the round's last day counts in it
      r('a', '2025-08-23', 0, 1),
      r('a', '2025-08-24', 5, 0),
      r('c', '2025-08-24', 0, 5),
    ];
    const positions = positionsByRound(rounds, teams, results, positionTable);
    expect(positions.get('a')).toEqual([2, 3, 1]); // level with B on 0 points, better on name
    expect(positions.get('b')).toEqual([3, 2, 2]);
    expect(positions.get('c')).toEqual([1, 1, 3]); // all on 3 points: difference decides
  });

  it('numbers of the given rows are ignored; a result of a team not in the league is skipped', () => {
    const positions = positionsByRound(rounds, teams, [r('x', '2025-08-11', 9, 0)], positionTable);
    expect([...positions.values()]).toEqual([
      [1, 1, 1],
      [2, 2, 2],
      [3, 3, 3],
    ]);
  });
});
