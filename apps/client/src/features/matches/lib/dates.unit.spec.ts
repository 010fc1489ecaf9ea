import { describe, expect, it } from '@jest/globals';
import { formatMatchDate, formatShortDay } from './dates';

describe('match dates', () => {
  it('shows Warsaw time in Polish, across the daylight-saving change', () => {
    expect(formatMatchDate('2025-11-15T17:00:00Z')).toBe('sob., 15 listopada 2025, 18:00');
    expect(formatMatchDate('2025-08-16T16:30:00Z')).toBe('sob., 16 sierpnia 2025, 18:30');
  });

  it('gives null for a missing or unset date', () => {
    expect(formatMatchDate(null)).toBeNull();
    expect(formatMatchDate('')).toBeNull();
    expect(formatMatchDate('nonsense')).toBeNull();
    expect(formatMatchDate('1970-01-01T00:00:00Z')).toBeNull();
  });

  it('writes a short day', () => {
    expect(formatShortDay(new Date('2025-08-10T00:00:00Z'))).toBe('10.08');
    expect(formatShortDay(new Date('2025-08-16T23:59:59.999Z'))).toBe('16.08');
  });
});
