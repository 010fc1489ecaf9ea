import { describe, expect, it } from '@jest/globals';
import { isCarousel, staticSlots, stepOffset } from './logo-strip';

describe('team logo strip', () => {
  it('pads up to 14 boxes', () => {
    const slots = staticSlots(['a', 'b', 'c']);
    expect(slots).toHaveLength(14);
    expect(slots.filter((s) => s.kind === 'team')).toHaveLength(3);
    expect(slots.filter((s) => s.kind === 'empty')).toHaveLength(11);
  });

  it('is a carousel only with more than 14 teams', () => {
    expect(isCarousel(14)).toBe(false);
    expect(isCarousel(15)).toBe(true);
  });

  it('wraps the carousel at both ends', () => {
    expect(stepOffset(0, 1, 16)).toBe(1);
    expect(stepOffset(2, 1, 16)).toBe(0);
    expect(stepOffset(0, -1, 16)).toBe(2);
  });
});
