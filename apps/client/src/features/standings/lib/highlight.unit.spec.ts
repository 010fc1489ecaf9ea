import { describe, expect, it } from '@jest/globals';
import { formatBalance, zoneOf } from './highlight';

describe('table zones', () => {
  it('marks the first three and the last two of twelve', () => {
    const zones = Array.from({ length: 12 }, (_, i) => zoneOf(i + 1, 12));
    expect(zones.slice(0, 3)).toEqual(['top', 'top', 'top']);
    expect(zones.slice(3, 10).every((z) => z === null)).toBe(true);
    expect(zones.slice(10)).toEqual(['relegation', 'relegation']);
  });

  it('never lets the relegation zone eat into the top three', () => {
    expect([1, 2, 3, 4].map((p) => zoneOf(p, 4))).toEqual(['top', 'top', 'top', 'relegation']);
    expect([1, 2, 3].map((p) => zoneOf(p, 3))).toEqual(['top', 'top', 'top']);
    expect([1, 2, 3, 4, 5].map((p) => zoneOf(p, 5))).toEqual([
      'top',
      'top',
      'top',
      'relegation',
      'relegation',
    ]);
  });

  it('writes the balance with a plus sign when positive', () => {
    expect(formatBalance(3)).toBe('+3');
    expect(formatBalance(0)).toBe('0');
    expect(formatBalance(-2)).toBe('-2');
  });
});
