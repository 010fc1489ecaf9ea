import { describe, expect, it } from '@jest/globals';
import { ageInYears, legName, positionName } from './player';

describe('transfers player row', () => {
  it('counts full years only', () => {
    const now = new Date(2025, 9, 15);
    expect(ageInYears('2000-10-15', now)).toBe(25);
    expect(ageInYears('2000-10-16', now)).toBe(24);
    expect(ageInYears(null, now)).toBeNull();
    expect(ageInYears('nonsense', now)).toBeNull();
  });

  it('names positions and legs, with both legs as 0', () => {
    expect(positionName(1)).toBe('Bramkarz');
    expect(positionName(0)).toBe('—');
    expect(legName(0)).toBe('Obunożny');
    expect(legName(2)).toBe('Lewonożny');
    expect(legName(9)).toBe('—');
  });
});
