import { describe, expect, it } from '@jest/globals';
import { matchesTeamName } from './team-search';

describe('challenge team search', () => {
  it('finds names containing the query, ignoring letter case (Polish letters too)', () => {
    expect(matchesTeamName('Orły Kraków', 'kraków')).toBe(true);
    expect(matchesTeamName('Orły Kraków', 'ORŁY')).toBe(true);
    expect(matchesTeamName('Orły Kraków', 'y kr')).toBe(true);
    expect(matchesTeamName('Orły Kraków', '  ')).toBe(true);
    expect(matchesTeamName('Orły Kraków', 'Wisła')).toBe(false);
  });
});
