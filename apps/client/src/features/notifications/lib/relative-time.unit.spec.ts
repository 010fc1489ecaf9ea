import { describe, expect, it } from '@jest/globals';
import { relativeTime } from './relative-time';

const now = Date.parse('2025-09-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it.each([
    [10_000, 'przed chwilą'],
    [5 * 60_000, '5 minut temu'],
    [3 * 3600_000, '3 godziny temu'],
    [24 * 3600_000, 'wczoraj'],
  ])('%i ms ago → %s', (ms, text) => expect(relativeTime(ago(ms), now)).toBe(text));
  it('gives the date after a week', () => {
    expect(relativeTime('2025-09-01T16:00:00Z', now)).toMatch(/^1 wrz/);
  });
});
