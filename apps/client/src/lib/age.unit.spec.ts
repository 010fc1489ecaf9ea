import { describe, expect, it } from '@jest/globals';
import { ageInYears } from './age';

describe('ageInYears', () => {
  it('counts full years only', () => {
    const now = new Date(2025, 9, 15);
    expect(ageInYears('2000-10-15', now)).toBe(25);
    expect(ageInYears('2000-10-16', now)).toBe(24);
    expect(ageInYears(null, now)).toBeNull();
    expect(ageInYears('nonsense', now)).toBeNull();
  });
});
