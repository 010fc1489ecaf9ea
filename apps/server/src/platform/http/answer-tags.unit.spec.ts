import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { encodedBody, preferredEncoding, serializedEnvelope } from './answer-tags';

describe('serializedEnvelope', () => {
  it('writes the bytes of JSON.stringify(success(value)), once per answer object', () => {
    const value = [{ id: 'a', points: 3, name: 'Wilki "Piasków"' }];
    const first = serializedEnvelope(value);
    expect(first.json).toBe(
      JSON.stringify({ isSuccess: true, isFailure: false, value, errors: [] }),
    );
    expect(serializedEnvelope(value)).toBe(first);
    // another object with the same content: serialized again, same bytes, same hash
    const copy = serializedEnvelope(structuredClone(value));
    expect(copy).not.toBe(first);
    expect(copy.hash).toBe(first.hash);
    expect(serializedEnvelope(null).json).toBe(
      '{"isSuccess":true,"isFailure":false,"value":null,"errors":[]}',
    );
  });

  it('changes its hash with its bytes', () => {
    expect(serializedEnvelope({ a: 1 }).hash).not.toBe(serializedEnvelope({ a: 2 }).hash);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0, br;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['BR', 'br'],
    ['garbage;;;q=x', null],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('encodedBody', () => {
  const call = (acceptEncoding: string | undefined, value: unknown) => {
    const headers: Record<string, string> = {};
    const req = { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} };
    const reply = { header: (name: string, v: string) => (headers[name] = v) };
    const serialized = serializedEnvelope(value);
    const body = encodedBody(req as never, reply as never, serialized);
    return { body, headers, serialized };
  };
  const big = { rows: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Drużyna ${i}` })) };

  it('sends brotli or gzip of an answer over 1 KiB, made once per answer', () => {
    const br = call('gzip, deflate, br', big);
    expect(br.headers['Content-Encoding']).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(br.serialized.json);
    expect(call('br', big).body).toBe(br.body);
    const gzip = call('gzip', big);
    expect(gzip.headers['Content-Encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body as Buffer).toString()).toBe(gzip.serialized.json);
  });

  it('sends the text as it is when small, or its kept bytes when nothing is accepted', () => {
    expect(call('gzip, br', { small: true }).body).toBe(serializedEnvelope({ small: true }).json);
    const plain = call(undefined, big);
    expect((plain.body as Buffer).toString('utf8')).toBe(plain.serialized.json);
    expect(call(undefined, big).body).toBe(plain.body);
    expect(plain.headers['Content-Encoding']).toBeUndefined();
  });
});
