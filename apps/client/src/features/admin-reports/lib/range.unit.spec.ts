import { describe, expect, it } from '@jest/globals';
import { defaultRange, isDay, monthBefore, rangeBounds, warsawDay } from './range';

describe('admin report range', () => {
  it('defaults to one month back to today, in Warsaw days', () => {
    expect(defaultRange(new Date('2026-11-21T12:00:00Z'))).toEqual({
      from: '2026-10-21',
      to: '2026-11-21',
    });
    expect(warsawDay(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
  });

  it('clamps to the end of a shorter month', () => {
    expect(monthBefore('2026-03-31')).toBe('2026-02-28');
    expect(monthBefore('2026-01-15')).toBe('2025-12-15');
  });

  it('checks dates and builds inclusive bounds', () => {
    expect(isDay('2026-11-01')).toBe(true);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay(null)).toBe(false);
    expect(rangeBounds('2026-10-01', '2026-10-31')).toEqual({
      StartDate: '2026-10-01T00:00:00',
      EndDate: '2026-10-31T23:59:59',
    });
  });
});
