import { describe, expect, it } from '@jest/globals';
import { initialSlideshow, slideshowReducer, SLIDE_LOCK_MS } from './slideshow';

const reduce = slideshowReducer(3);

describe('news slideshow', () => {
  it('cycles 0, 1, 2, 0', () => {
    let state = initialSlideshow;
    const seen = [state.index];
    for (let i = 1; i <= 3; i++) {
      state = reduce(state, { type: 'next', now: i * 10_000 });
      seen.push(state.index);
    }
    expect(seen).toEqual([0, 1, 2, 0]);
    expect(reduce({ index: 0, lockedUntil: 0 }, { type: 'previous', now: 1 }).index).toBe(2);
  });

  it('jumps to a clicked slide', () => {
    expect(reduce(initialSlideshow, { type: 'go', index: 2, now: 1000 }).index).toBe(2);
  });

  it('ignores changes within 500 ms of the last one', () => {
    const first = reduce(initialSlideshow, { type: 'go', index: 1, now: 1000 });
    expect(first.lockedUntil).toBe(1000 + SLIDE_LOCK_MS);
    expect(reduce(first, { type: 'go', index: 2, now: 1499 })).toBe(first);
    expect(reduce(first, { type: 'go', index: 2, now: 1500 }).index).toBe(2);
  });

  it('does not lock when the slide does not change', () => {
    const state = reduce(initialSlideshow, { type: 'go', index: 0, now: 1000 });
    expect(state).toBe(initialSlideshow);
  });
});
