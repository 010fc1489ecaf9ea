import { honoursOf, tierOf } from './honours';

const season = (over: Partial<Parameters<typeof honoursOf>[0]>) =>
  honoursOf({
    finished: true,
    position: 4,
    matchesPlayed: 20,
    leagueName: 'Liga 3',
    nextLeagueName: 'Liga 3',
    ...over,
  });

describe('honours of a finished season', () => {
  it('tiers: Liga 1 at the top, parallel leagues share one', () => {
    expect([tierOf('Liga 1'), tierOf('Liga 6A'), tierOf('Liga 6B'), tierOf('Liga 7C')]).toEqual([
      1, 6, 6, 7,
    ]);
  });

  it('champion: first with a match played; promoted / relegated by next season’s tier', () => {
    expect(season({ position: 1 })).toEqual(['champion']);
    expect(season({ position: 1, matchesPlayed: 0 })).toEqual([]);
    expect(season({ position: 1, nextLeagueName: 'Liga 2' })).toEqual(['champion', 'promoted']);
    expect(season({ position: 12, nextLeagueName: 'Liga 4' })).toEqual(['relegated']);
    expect(season({ leagueName: 'Liga 6A', nextLeagueName: 'Liga 6B' })).toEqual([]);
    expect(season({ nextLeagueName: null })).toEqual([]);
  });

  it('a season under way has none', () => {
    expect(season({ finished: false, position: 1, nextLeagueName: 'Liga 2' })).toEqual([]);
  });
});
