import { describe, expect, it } from '@jest/globals';
import { detectLanguage } from './detect-language';

describe('detectLanguage', () => {
  it('keeps the device’s saved choice over the browser’s languages', () => {
    expect(detectLanguage({ saved: 'en', browser: ['pl-PL'] })).toBe('en');
    expect(detectLanguage({ saved: 'pl', browser: ['en-GB'] })).toBe('pl');
  });

  it('ignores a saved value that is not one of our languages', () => {
    expect(detectLanguage({ saved: 'de', browser: ['en-US'] })).toBe('en');
    expect(detectLanguage({ saved: '', browser: [] })).toBe('pl');
  });

  it('takes the first browser language whose primary subtag we have', () => {
    expect(detectLanguage({ saved: null, browser: ['de-DE', 'en-GB', 'pl'] })).toBe('en');
    expect(detectLanguage({ saved: null, browser: ['fr', 'PL-pl', 'en'] })).toBe('pl');
    expect(detectLanguage({ saved: null, browser: ['en_US'] })).toBe('en');
  });

  it('falls back to Polish when nothing matches', () => {
    expect(detectLanguage({ saved: null, browser: ['de', 'fr-FR'] })).toBe('pl');
    expect(detectLanguage({ saved: null, browser: [] })).toBe('pl');
  });
});
