import { describe, expect, it } from '@jest/globals';
import { polishPlural as plural } from '@liga/contracts';
import { ageInYears } from './age';

describe('ageInYears', () => {
  const now = new Date('2025-10-15T12:00:00Z');

  it('counts full years, the birthday itself included', () => {
    expect(ageInYears('2000-10-15T00:00:00.000Z', now)).toBe(25);
    expect(ageInYears('2000-10-16T00:00:00.000Z', now)).toBe(24);
    expect(ageInYears('2000-01-01T00:00:00.000Z', now)).toBe(25);
  });

  it('is null for a missing, invalid or future date', () => {
    expect(ageInYears(null, now)).toBeNull();
    expect(ageInYears('not a date', now)).toBeNull();
    expect(ageInYears('2030-01-01T00:00:00.000Z', now)).toBeNull();
  });
});

describe('plural', () => {
  it.each([
    [1, 'Bramka'],
    [2, 'Bramki'],
    [4, 'Bramki'],
    [5, 'Bramek'],
    [12, 'Bramek'],
    [22, 'Bramki'],
    [0, 'Bramek'],
  ])('%i → %s', (count, form) => {
    expect(plural(count, 'Bramka', 'Bramki', 'Bramek')).toBe(form);
  });
});
