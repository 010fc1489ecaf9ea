import { describe, expect, it } from '@jest/globals';
import { fillerCount } from './grid';

describe('match grid padding', () => {
  it('pads the cards to a multiple of 3', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => fillerCount(n))).toEqual([0, 2, 1, 0, 2, 1, 0, 2]);
  });
});
