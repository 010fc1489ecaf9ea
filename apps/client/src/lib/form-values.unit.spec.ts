import { describe, expect, it } from '@jest/globals';
import { trimAll, withoutEmpty } from './form-values';

describe('withoutEmpty', () => {
  it('turns empty fields into missing ones and keeps the rest', () => {
    expect(withoutEmpty({ a: '', b: '0', c: 'x' })).toEqual({ a: undefined, b: '0', c: 'x' });
  });
});

describe('trimAll', () => {
  it('trims every field', () => {
    expect(trimAll({ a: ' x ', b: '' })).toEqual({ a: 'x', b: '' });
  });
});
