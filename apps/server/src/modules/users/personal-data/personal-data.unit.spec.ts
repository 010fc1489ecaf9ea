import { searchKey, searchPatterns } from '../projections/search-key';
import { newPersonalKey, seal, unseal } from './personal-data-vault';

describe('personal data sealing (AES-256-GCM, per-person key)', () => {
  const profile = { email: 'ala@example.com', firstName: 'Ala', lastName: 'Żółć' };

  it('round-trips with the key, and the sealed form shows nothing in clear', () => {
    const key = newPersonalKey();
    const sealed = seal(key, profile, 'u1');
    expect(JSON.stringify(sealed)).not.toMatch(/ala|Ala|Żółć|example/i);
    expect(unseal(key, sealed, 'u1')).toEqual(profile);
  });

  it('does not open with another key (shredded) or for another user (copied blob)', () => {
    const key = newPersonalKey();
    const sealed = seal(key, profile, 'u1');
    expect(() => unseal(newPersonalKey(), sealed, 'u1')).toThrow();
    expect(() => unseal(key, sealed, 'u2')).toThrow();
  });

  it('uses a fresh IV every time', () => {
    const key = newPersonalKey();
    expect(seal(key, profile, 'u1').ct).not.toEqual(seal(key, profile, 'u1').ct);
  });
});

describe('search keys', () => {
  it.each([
    ['Łukasz Żółć', 'lukasz zolc'],
    ['  ANNA   Maria ', 'anna maria'],
    ["O'Neil-Śliwa", "o'neil-sliwa"],
  ])('%s -> %s', (text, key) => expect(searchKey(text)).toBe(key));

  it('one LIKE pattern per word, wildcards escaped', () => {
    expect(searchPatterns(' Łuk  Kow ')).toEqual(['%luk%', '%kow%']);
    expect(searchPatterns('50%_')).toEqual(['%50\\%\\_%']);
    expect(searchPatterns('   ')).toEqual([]);
  });
});
