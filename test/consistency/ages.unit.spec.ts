import { describe, expect, it } from '@jest/globals';
import { applicationsTexts } from '../../apps/client/src/features/applications/texts';
import { transfersTexts } from '../../apps/client/src/features/transfers/texts';
import { usersTexts } from '../../apps/client/src/features/users/texts';

describe('ages read the same everywhere (one plural helper)', () => {
  it.each([
    [1, '1 rok'],
    [24, '24 lata'],
    [25, '25 lat'],
    [33, '33 lata'],
    [112, '112 lat'],
  ])('%i → %s', (years, text) => {
    expect(transfersTexts.age(years)).toBe(text);
    expect(applicationsTexts.age(years)).toBe(text);
    expect(usersTexts.profile.years(years)).toBe(text);
  });
});
