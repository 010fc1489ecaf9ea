import { describe, expect, it } from '@jest/globals';
import { formatDay, formatHour, hasStarted } from './dates';

describe('report dates', () => {
  it('writes the day, the Polish month name and the year in Warsaw time', () => {
    expect(formatDay('2026-11-14T23:30:00Z')).toBe('15 listopada 2026');
    expect(formatHour('2026-11-14T17:00:00Z')).toBe('18:00');
    expect(formatDay(null)).toBeNull();
  });

  it('allows a report only once the match has started', () => {
    const start = '2026-11-14T17:00:00Z';
    expect(hasStarted(start, Date.parse(start) - 1)).toBe(false);
    expect(hasStarted(start, Date.parse(start))).toBe(true);
    expect(hasStarted(null, Date.now())).toBe(false);
  });
});
