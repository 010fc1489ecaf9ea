import { afterEach, describe, expect, it } from '@jest/globals';
import { setTextLanguageResolver, type AuditChangeDto } from '@liga/contracts';
import { formatAuditValue, shownChanges } from './change-value';

const change = (field: string, after: unknown, before: unknown = null): AuditChangeDto => ({
  field,
  before,
  after,
});

describe('the change history of a match: what a report changed', () => {
  afterEach(() => setTextLanguageResolver(() => 'pl'));

  it('leaves out the result type of a report that is no walkover', () => {
    const report = [change('homeGoals', 3), change('enemyGoals', 1), change('walkoverType', 1)];
    expect(shownChanges(report).map((c) => c.field)).toEqual(['homeGoals', 'enemyGoals']);
  });

  it('shows a walkover, and a walkover corrected to a normal result, in words', () => {
    const walkover = change('walkoverType', 2);
    const corrected = change('walkoverType', 1, 3);
    expect(shownChanges([walkover, corrected])).toEqual([walkover, corrected]);
    expect(formatAuditValue(2, 'walkoverType')).toBe('gospodarze wygrywają 10:0');
    expect(formatAuditValue(3, 'walkoverType')).toBe('goście wygrywają 10:0');
    expect(formatAuditValue(1, 'walkoverType')).toBe('nie');
    // the same number in another field stays a number
    expect(formatAuditValue(2, 'homeGoals')).toBe('2');
  });

  it('says yes and no in the page language', () => {
    expect(formatAuditValue(true)).toBe('tak');
    setTextLanguageResolver(() => 'en');
    expect(formatAuditValue(true)).toBe('yes');
    expect(formatAuditValue(false)).toBe('no');
    expect(formatAuditValue(3, 'walkoverType')).toBe('away team wins 10:0');
  });
});
