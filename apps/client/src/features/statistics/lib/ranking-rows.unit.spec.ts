import { describe, expect, it } from '@jest/globals';
import { keeperEntry, mvpEntry, scorerEntry, teamEntry } from './ranking-rows';

const base = {
  id: 'u1',
  firstName: 'Jan',
  lastName: 'Nowak',
  teamId: 't1',
  name: 'Orły',
  matches: 4,
  position: 1,
};

describe('ranking rows', () => {
  it('uses the Polish plural of goals', () => {
    expect(scorerEntry({ ...base, userGoals: 1 }).unit).toBe('Bramka');
    expect(scorerEntry({ ...base, userGoals: 3 }).unit).toBe('Bramki');
    expect(scorerEntry({ ...base, userGoals: 12 }).unit).toBe('Bramek');
    expect(scorerEntry({ ...base, userGoals: 22 }).unit).toBe('Bramki');
  });

  it('uses the Polish plural of MVP points', () => {
    expect(mvpEntry({ ...base, userPoints: 1 }).unit).toBe('Punkt');
    expect(mvpEntry({ ...base, userPoints: 4 }).unit).toBe('Punkty');
    expect(mvpEntry({ ...base, userPoints: 5 }).unit).toBe('Punktów');
  });

  it('shows a keeper rate with one decimal', () => {
    const row = keeperEntry({ ...base, goalkeeperRate: 7.25, matchCount: 2 });
    expect(row.value).toBe('7,3');
    expect(keeperEntry({ ...base, goalkeeperRate: 8, matchCount: 1 }).value).toBe('8,0');
  });

  it('links players to /user and their team to /team', () => {
    const row = scorerEntry({ ...base, userGoals: 2 });
    expect(row.title).toBe('Jan Nowak');
    expect(row.titleHref).toBe('/user/u1');
    expect(row.subtitleHref).toBe('/team/t1');
  });

  it('shows the real captain of a team', () => {
    const row = teamEntry({
      id: 't1',
      name: 'Orły',
      shortName: 'ORL',
      imageUrl: '/api/team/image/t1',
      goalsScored: 5,
      matchesPlayed: 2,
      points: 4,
      capitan: { id: 'c1', firstName: 'Anna', lastName: 'Kapitan' },
      membersCount: 7,
      position: 1,
    });
    expect(row.subtitle).toBe('Kapitan: Anna Kapitan');
    expect(row.subtitleHref).toBe('/user/c1');
    expect(row.unit).toBe('Bramek');
  });
});
