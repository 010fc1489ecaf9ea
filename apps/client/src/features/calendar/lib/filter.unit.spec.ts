import { describe, expect, it } from '@jest/globals';
import type { CalendarMatchDto } from '@liga/contracts';
import { filterCalendar } from './filter';

const match = (id: string, a: string, b: string, league: string | null): CalendarMatchDto =>
  ({
    id,
    teamA: { id: a, name: a, shortName: a },
    teamB: { id: b, name: b, shortName: b },
    league: league ? { id: league, name: league } : null,
  }) as CalendarMatchDto;

describe('filterCalendar', () => {
  const week = [match('1', 'a', 'b', 'L1'), match('2', 'c', 'd', 'L2'), match('3', 'a', 'c', null)];

  it("keeps a league (with its teams' matches against other leagues)", () => {
    const f = { leagueId: 'L1', leagueTeamIds: new Set(['a', 'b']), teamId: null };
    expect(filterCalendar(week, f).map((m) => m.id)).toEqual(['1', '3']);
  });

  it('keeps one team; no filter keeps all', () => {
    expect(
      filterCalendar(week, { leagueId: null, leagueTeamIds: new Set(), teamId: 'c' }).map(
        (m) => m.id,
      ),
    ).toEqual(['2', '3']);
    expect(
      filterCalendar(week, { leagueId: null, leagueTeamIds: new Set(), teamId: null }),
    ).toHaveLength(3);
  });
});
