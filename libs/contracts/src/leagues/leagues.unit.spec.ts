import { compareLeagueNames, DEFAULT_LEAGUE_NAMES, leagueSortKey } from './league-names';

describe('league order', () => {
  it.each([
    ['Liga 1', { number: 1, letter: '' }],
    ['Liga 6A', { number: 6, letter: 'A' }],
    ['Liga 7b', { number: 7, letter: 'B' }],
    ['Liga 12', { number: 12, letter: '' }],
  ])('%s -> %j', (name, key) => expect(leagueSortKey(name)).toEqual(key));

  it('sorts by number, then letter (not alphabetically)', () => {
    const shuffled = [
      'Liga 7B',
      'Liga 10',
      'Liga 6',
      'Liga 1',
      'Liga 6B',
      'Liga 2',
      'Liga 6A',
      'Liga 7',
    ];
    expect([...shuffled].sort(compareLeagueNames)).toEqual([
      'Liga 1',
      'Liga 2',
      'Liga 6',
      'Liga 6A',
      'Liga 6B',
      'Liga 7',
      'Liga 7B',
      'Liga 10',
    ]);
  });

  it('the default leagues are already in that order', () => {
    expect([...DEFAULT_LEAGUE_NAMES].sort(compareLeagueNames)).toEqual([...DEFAULT_LEAGUE_NAMES]);
  });
});
