import { describe, expect, it } from '@jest/globals';
import type { FixtureDto } from '@liga/contracts';
import { dayKey, dayToShow, groupByDay, mapLink } from './fixture-days';
import { isPlayed, provisionalNote, scoreText } from './match-result';

const fixture = (id: string, date: string, result: FixtureDto['result'] = null): FixtureDto =>
  ({
    id,
    date,
    result,
    teamA: { id: 'a', name: 'Orły', shortName: 'ORL', imageUrl: '' },
    teamB: { id: 'b', name: 'Sokoły', shortName: 'SOK', imageUrl: '' },
  }) as FixtureDto;

describe('fixture days', () => {
  it('groups by the Warsaw day: 23:30 UTC on Saturday is Sunday in Warsaw', () => {
    const days = groupByDay([
      fixture('1', '2025-10-04T16:00:00Z'),
      fixture('2', '2025-10-04T22:30:00Z'),
      fixture('3', '2025-10-05T10:00:00Z'),
    ]);
    expect(days.map((d) => [d.key, d.fixtures.map((f) => f.id)])).toEqual([
      ['2025-10-04', ['1']],
      ['2025-10-05', ['2', '3']],
    ]);
  });

  it('opens on today, else the next day with matches, else the last', () => {
    const days = groupByDay([
      fixture('1', '2025-10-01T16:00:00Z'),
      fixture('2', '2025-10-05T16:00:00Z'),
    ]);
    expect(dayToShow(days, new Date('2025-10-01T08:00:00Z'))).toBe('2025-10-01');
    expect(dayToShow(days, new Date('2025-10-03T08:00:00Z'))).toBe('2025-10-05');
    expect(dayToShow(days, new Date('2025-10-09T08:00:00Z'))).toBe('2025-10-05');
    expect(dayToShow([], new Date())).toBeNull();
    expect(dayKey('2025-10-31T23:30:00Z')).toBe('2025-11-01');
  });

  it('links the pitch to the map', () => {
    expect(mapLink({ latitude: 50.06, longitude: 19.94 })).toContain('mlat=50.06&mlon=19.94');
  });
});

describe('results', () => {
  const provisional = {
    reportId: 'r',
    status: { id: 1, name: '' },
    verified: false,
    awaiting: 'opponent' as const,
    awaitingTeamId: 'b',
    visible: false,
    teamAGoals: null,
    teamBGoals: null,
    walkoverWinnerId: null,
  };

  it('says who must act next on a provisional result, and hides a score the viewer may not see', () => {
    const f = fixture('1', '2025-10-01T16:00:00Z', provisional);
    expect(provisionalNote(f, provisional)).toBe(
      'niezweryfikowany — czeka na akceptację kapitana drużyny Sokoły',
    );
    expect(provisionalNote(f, { ...provisional, awaiting: 'admin' })).toBe(
      'niezweryfikowany — czeka na weryfikację administratora',
    );
    expect(scoreText(provisional)).toBeNull();
    expect(scoreText({ ...provisional, visible: true, teamAGoals: 3, teamBGoals: 1 })).toBe(
      '3 : 1',
    );
    expect(provisionalNote(f, { ...provisional, verified: true })).toBeNull();
  });

  it('tells played from upcoming: a result, or a kick-off in the past', () => {
    const now = new Date('2025-10-02T12:00:00Z');
    expect(isPlayed(fixture('1', '2025-10-03T16:00:00Z'), now)).toBe(false);
    expect(isPlayed(fixture('1', '2025-10-01T16:00:00Z'), now)).toBe(true);
    expect(isPlayed(fixture('1', '2025-10-03T16:00:00Z', provisional), now)).toBe(true);
  });
});
