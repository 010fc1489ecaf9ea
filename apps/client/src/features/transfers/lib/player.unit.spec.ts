import { describe, expect, it } from '@jest/globals';
import { legName, positionName } from './player';

describe('transfers player row', () => {
  it('names positions and legs, with both legs as 0', () => {
    expect(positionName(1)).toBe('Bramkarz');
    expect(positionName(0)).toBe('—');
    expect(legName(0)).toBe('Obunożny');
    expect(legName(2)).toBe('Lewonożny');
    expect(legName(9)).toBe('—');
  });
});
