import { describe, expect, it } from '@jest/globals';
import { matchesSearch } from './search';

describe('team name search', () => {
  it('ignores spaces and case, Polish letters included', () => {
    expect(matchesSearch('FC Orły Kraków', 'orłykra')).toBe(true);
    expect(matchesSearch('FC Orły Kraków', '  ORŁY  KRAK ')).toBe(true);
    expect(matchesSearch('FC Orły Kraków', 'orly')).toBe(false);
    expect(matchesSearch('Anything', '   ')).toBe(true);
  });
});
