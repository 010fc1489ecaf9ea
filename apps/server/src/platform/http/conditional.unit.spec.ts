import { etagMatches } from './conditional';

describe('etagMatches (If-None-Match, weak comparison)', () => {
  const tag = 'W/"abc.123"';

  it.each([
    ['the same weak tag', 'W/"abc.123"'],
    ['the strong form of it', '"abc.123"'],
    ['a list naming it', '"x", W/"abc.123" ,"y"'],
    ['any representation', '*'],
  ])('matches %s', (_what, header) => {
    expect(etagMatches(header, tag)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['another tag', '"abc.124"'],
    ['no quotes', 'abc.123'],
    ['an unterminated tag', '"abc.123'],
    ['a weak prefix without quotes', 'W/abc.123'],
    ['a malformed element beside the right tag', 'W/"abc.123", junk'],
    ['a quote inside', '"abc"123"'],
    ['a space inside', '"abc 123"'],
    ['an empty element', 'W/"abc.123",,'],
  ])('does not match %s (answered as unconditional)', (_what, header) => {
    expect(etagMatches(header, tag)).toBe(false);
  });
});
