import { describe, expect, it } from '@jest/globals';
import { groupContaining, seasonWeeks, weekGroups } from './weeks';

const START = '2025-08-10T00:00:00.000Z';
const END = '2026-01-15T23:59:59.999Z';

describe('season weeks', () => {
  const weeks = seasonWeeks(START, END);
  const groups = weekGroups(weeks);

  it('cuts the season into consecutive 7-day weeks', () => {
    expect(weeks[0].number).toBe(1);
    expect(weeks[0].start.toISOString()).toBe(START);
    expect(weeks[0].end.toISOString()).toBe('2025-08-16T23:59:59.999Z');
    expect(weeks[1].start.toISOString()).toBe('2025-08-17T00:00:00.000Z');
    expect(weeks).toHaveLength(23);
    expect(weeks[22].start.getTime()).toBeLessThanOrEqual(new Date(END).getTime());
  });

  it('puts three weeks in each group, named first - last', () => {
    expect(groups.map((g) => g.label)).toEqual([
      '1 - 3',
      '4 - 6',
      '7 - 9',
      '10 - 12',
      '13 - 15',
      '16 - 18',
      '19 - 21',
      '22 - 23',
    ]);
  });

  it('preselects the group containing today, otherwise none', () => {
    expect(groupContaining(groups, new Date('2025-08-10T00:00:00Z'))).toBe(0);
    expect(groupContaining(groups, new Date('2025-08-30T23:59:59Z'))).toBe(0);
    expect(groupContaining(groups, new Date('2025-08-31T00:00:00Z'))).toBe(1);
    expect(groupContaining(groups, new Date('2026-01-15T12:00:00Z'))).toBe(7);
    expect(groupContaining(groups, new Date('2025-08-09T23:59:59Z'))).toBeNull();
    expect(groupContaining(groups, new Date('2026-03-01T00:00:00Z'))).toBeNull();
  });

  it('gives nothing for a broken season', () => {
    expect(seasonWeeks('x', END)).toEqual([]);
    expect(seasonWeeks(END, START)).toEqual([]);
  });
});
