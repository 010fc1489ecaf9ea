import { describe, expect, it } from '@jest/globals';
import { MONTHS_NOMINATIVE } from '../../../lib/polish-dates';
import {
  dayOf,
  groupByDay,
  mondayOf,
  monthTitle,
  parseWeekParam,
  warsawAt,
  weekBounds,
  weekDays,
} from './week';

const months = MONTHS_NOMINATIVE;

describe('the calendar week', () => {
  it('runs Monday to Sunday', () => {
    const monday = mondayOf(dayOf(2025, 11, 15));
    expect(monday).toEqual({ year: 2025, month: 11, day: 10, weekday: 1 });
    expect(weekDays(monday).map((d) => d.day)).toEqual([10, 11, 12, 13, 14, 15, 16]);
    expect(mondayOf(dayOf(2025, 11, 16)).day).toBe(10);
    expect(mondayOf(dayOf(2025, 11, 17)).day).toBe(17);
  });

  it('asks for the Warsaw midnights as UTC instants, across the October change', () => {
    expect(weekBounds(dayOf(2025, 11, 10))).toEqual({
      startDate: '2025-11-09T23:00:00.000Z',
      endDate: '2025-11-16T23:00:00.000Z',
    });
    expect(weekBounds(dayOf(2025, 10, 20))).toEqual({
      startDate: '2025-10-19T22:00:00.000Z',
      endDate: '2025-10-26T23:00:00.000Z',
    });
    expect(weekBounds(dayOf(2026, 3, 23))).toEqual({
      startDate: '2026-03-22T23:00:00.000Z',
      endDate: '2026-03-29T22:00:00.000Z',
    });
  });

  it('puts a match on its Warsaw day: a late-evening UTC start belongs to the next day', () => {
    expect(warsawAt('2025-11-15T23:30:00Z')).toMatchObject({ day: 16, hour: 0, minute: 30 });
    const groups = groupByDay([
      { id: 'b', date: '2025-11-15T19:00:00Z' },
      { id: 'a', date: '2025-11-15T17:00:00Z' },
      { id: 'c', date: '2025-11-15T23:30:00Z' },
    ]);
    expect([...groups.entries()].map(([k, v]) => [k, v.map((m) => m.id)])).toEqual([
      ['2025-11-15', ['a', 'b']],
      ['2025-11-16', ['c']],
    ]);
  });

  it('reads the week parameter as the Monday of that week', () => {
    expect(parseWeekParam('2025-11-13')).toMatchObject({ month: 11, day: 10 });
    expect(parseWeekParam('2025-02-30')).toBeNull();
    expect(parseWeekParam('nope')).toBeNull();
    expect(parseWeekParam(null)).toBeNull();
  });

  it('names the month and year, or both months of a week that spans them', () => {
    expect(monthTitle(dayOf(2025, 11, 10), months)).toBe('listopad 2025');
    expect(monthTitle(dayOf(2025, 10, 27), months)).toBe('październik – listopad 2025');
    expect(monthTitle(dayOf(2025, 12, 29), months)).toBe('grudzień 2025 – styczeń 2026');
  });
});
