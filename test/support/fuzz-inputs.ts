import fc from 'fast-check';
import { gzipSync } from 'node:zlib';

/** Hostile text: injections, unicode edge cases, special numbers as text, path tricks. */
export const NASTY_STRINGS = [
  '',
  ' ',
  "' OR '1'='1' --",
  "'; DROP TABLE events; --",
  '1; SELECT pg_sleep(5)',
  '%',
  '%%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '\u202Eodwrócony\u202C',
  'ukryty\u200B\u200C\u200D\uFEFFtekst',
  '⚽👨‍👩‍👧‍👦🇵🇱',
  'Zażółć gęślą jaźń',
  '\uD800',
  'a\uDC00b',
  '\u0000',
  'a\u0000b',
  '\u0001\u001F\u007F',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-0',
  '0x1F',
  '99999999999999999999999',
  '-2147483649',
  '2147483648',
  '1.5',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  '../../etc/passwd',
  '..%2F..%2F',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2025-02-30T25:61:00Z',
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  'x'.repeat(300),
  'ż'.repeat(5_000),
  'a'.repeat(20_000),
];

const BIG_TEXT = 'x'.repeat(900_000);
const OVER_LIMIT_TEXT = 'y'.repeat(2 * 1024 * 1024);
const DEEP_ARRAY = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;

export const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

const nastyNumber = fc.oneof(
  fc.constantFrom(-1, 0, 0.5, -0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const nastyScalar = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));

export const nastyKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'isAdmin'),
  fc.string({ maxLength: 12 }),
);

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyScalar },
  { weight: 1, arbitrary: fc.array(nastyScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyKey, nastyScalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** How a body goes over the wire. */
export interface WireBody {
  text: string | Buffer;
  contentType: string | null;
  contentEncoding?: string;
}

const json = (text: string): WireBody => ({ text, contentType: 'application/json' });

/** A JSON object text with one extra own key, even `__proto__` (kept as data by JSON.parse). */
function withExtraKey(seed: Record<string, unknown>, key: string, value: unknown): string {
  const base = JSON.stringify(seed);
  const extra = `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`;
  return base === '{}' ? `{${extra}}` : `${base.slice(0, -1)},${extra}}`;
}

/** Broken, strange or oversized bodies, sent byte for byte. */
const rawBodies: fc.Arbitrary<WireBody> = fc.oneof(
  fc
    .constantFrom(
      '',
      '{',
      '{"a":',
      "{'a':1}",
      '[1,]',
      'NaN',
      'Infinity',
      '{"a":1e400}',
      '{"a":-1e400,"b":123456789012345678901234567890}',
      'null',
      'true',
      '"tekst"',
      '123',
      '[]',
      '{"__proto__":{"role":"Admin","isAdmin":true}}',
      '{"constructor":{"prototype":{"role":"Admin"}}}',
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
      '\uFEFF{}',
      '\u0000',
      DEEP_ARRAY,
      DEEP_OBJECT,
      JSON.stringify({ a: BIG_TEXT }),
      JSON.stringify({ a: OVER_LIMIT_TEXT }),
    )
    .map(json),
  fc.constantFrom<WireBody>(
    { text: '{"a":1}', contentType: 'application/json; charset=utf-16' },
    { text: '{"a":1}', contentType: 'application/json; charset=klingon' },
    { text: 'a=1&b[c]=2', contentType: 'application/x-www-form-urlencoded' },
    { text: '{"a":1}', contentType: 'text/plain' },
    { text: '--x\r\n\r\n', contentType: 'multipart/form-data; boundary=x' },
    { text: '{"a":1}', contentType: null },
    { text: 'to nie jest gzip', contentType: 'application/json', contentEncoding: 'gzip' },
    { text: '{"a":1}', contentType: 'application/json', contentEncoding: 'br2' },
    { text: gzipSync('{"a":1}'), contentType: 'application/json', contentEncoding: 'gzip' },
    {
      text: gzipSync(Buffer.alloc(3 * 1024 * 1024, 32)),
      contentType: 'application/json',
      contentEncoding: 'gzip',
    },
  ),
);

/** Bodies derived from a valid one: one field dropped, replaced or added; or no object at all. */
export function bodyArbitrary(seed: Record<string, unknown> | undefined): fc.Arbitrary<WireBody> {
  const base = seed ?? {};
  const keys = Object.keys(base);
  const mutations: Array<fc.Arbitrary<WireBody>> = [
    fc.constant(json(JSON.stringify(base))),
    fc.tuple(nastyKey, nastyValue).map(([k, v]) => json(withExtraKey(base, k, v))),
    fc.jsonValue({ maxDepth: 4 }).map((v) => json(JSON.stringify(v))),
    rawBodies,
  ];
  if (keys.length > 0) {
    const key = fc.constantFrom(...keys);
    mutations.push(
      key.map((k) => json(JSON.stringify({ ...base, [k]: undefined }))),
      fc.tuple(key, nastyValue).map(([k, v]) => json(JSON.stringify({ ...base, [k]: v }))),
      key.map((k) => json(JSON.stringify({ ...base, [k]: [base[k]] }))),
      key.map((k) => json(JSON.stringify({ ...base, [k]: { value: base[k] } }))),
    );
  }
  return fc.oneof(...mutations);
}

/**
 * Percent-encodes any JS string, lone surrogates included (as the three bytes a sloppy
 * encoder would send, which are not valid UTF-8); encodeURIComponent throws on them.
 */
export function encodeAny(value: string): string {
  const parts = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]|[^\uD800-\uDFFF]+/g;
  return value.replace(parts, (part) => {
    if (part.length > 1 || !/[\uD800-\uDFFF]/.test(part)) return encodeURIComponent(part);
    const unit = part.charCodeAt(0);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });
}

const encodeValue = encodeAny;

/** A query string derived from a valid one: values replaced, keys dropped, nested or repeated. */
export function queryArbitrary(seed: Record<string, string> | undefined): fc.Arbitrary<string> {
  const base = seed ?? {};
  const keys = Object.keys(base);
  const render = (pairs: Array<[string, string]>) => pairs.map(([k, v]) => `${k}=${v}`).join('&');
  const seedPairs = keys.map((k): [string, string] => [k, encodeValue(base[k])]);
  const key = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('q');
  return fc.oneof(
    fc.constant(render(seedPairs)),
    fc
      .tuple(key, nastyString)
      .map(([k, v]) => render([...seedPairs.filter(([p]) => p !== k), [k, encodeValue(v)]])),
    key.map((k) => render(seedPairs.filter(([p]) => p !== k))),
    fc.tuple(key, nastyString).map(([k, v]) => render([...seedPairs, [k, encodeValue(v)]])),
    fc
      .tuple(
        key,
        fc.constantFrom(
          '[]',
          '[0]',
          '[__proto__]',
          '[constructor][prototype]',
          '[a][b][c][d][e][f][g]',
        ),
      )
      .map(([k, suffix]) =>
        render([...seedPairs.filter(([p]) => p !== k), [`${k}${suffix}`, 'x']]),
      ),
    fc
      .tuple(nastyKey, nastyString)
      .map(([k, v]) => render([...seedPairs, [encodeAny(k), encodeValue(v)]])),
    fc.constantFrom('%', '%zz=1', '%E0%A4%A=%', '__proto__[role]=Admin', 'a=%00', '&&&==&'),
  );
}

/** A path parameter: the real record, or garbage (encoded as one segment, or raw escapes). */
export function paramArbitrary(valid: string | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(encodeAny(valid ?? 'brak')) },
    { weight: 2, arbitrary: nastyString.filter((s) => s.length > 0).map(encodeAny) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%2e%2e', '%2F', '..') },
  );
}
