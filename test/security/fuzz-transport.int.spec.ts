import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { type FuzzWorld, startFuzzWorld } from '../support/fuzz-world';

/**
 * Regression tests of what the fuzzing battery found below the controllers: the body parser's
 * refusals, requests Node refuses itself, and NUL characters. Each answer is a 4xx in the error
 * envelope with a Polish message, and nothing is written.
 */
jest.setTimeout(120_000);

describe('hostile transport (regressions found by fuzzing)', () => {
  let world: FuzzWorld;

  beforeAll(async () => {
    world = await startFuzzWorld('fuzz-transport');
  });
  afterAll(() => world?.close());

  async function send(
    path: string,
    init: { method?: string; body?: string | Buffer; headers?: Record<string, string> } = {},
  ) {
    const before = await world.writeMark();
    const res = await fetch(`${world.app.baseUrl}${path}`, {
      method: init.method ?? 'POST',
      body: typeof init.body === 'string' || !init.body ? init.body : new Uint8Array(init.body),
      headers: { 'content-type': 'application/json', ...init.headers },
    });
    const body = (await res.json()) as {
      isSuccess: boolean;
      isFailure: boolean;
      errors: Array<{ code: string; message: string }>;
    };
    expect({ isSuccess: body.isSuccess, isFailure: body.isFailure }).toEqual({
      isSuccess: false,
      isFailure: true,
    });
    expect(await world.writeMark()).toBe(before);
    return { status: res.status, error: body.errors[0] };
  }

  it.each([
    [
      'broken JSON',
      '{"username":',
      {},
      400,
      'request.malformed_json',
      'Nieprawidłowy format JSON.',
    ],
    [
      'a corrupt gzip body',
      'to nie jest gzip',
      { 'content-encoding': 'gzip' },
      400,
      'request.invalid',
      'Nieprawidłowe żądanie.',
    ],
    [
      'an unknown Content-Encoding',
      '{}',
      { 'content-encoding': 'br2' },
      415,
      'request.unsupported_encoding',
      'Nieobsługiwane kodowanie przesłanych danych (Content-Encoding).',
    ],
    [
      'an unknown charset',
      '{}',
      { 'content-type': 'application/json; charset=klingon' },
      415,
      'request.unsupported_charset',
      'Nieobsługiwane kodowanie znaków. Wyślij dane w UTF-8.',
    ],
  ])(
    '%s is refused with its own 4xx, not a 500',
    async (_what, body, headers, status, code, message) => {
      const res = await send('/api/user/login', { body, headers });
      expect(res).toEqual({ status, error: { code, message } });
    },
  );

  it('a body over 1 MB, or a gzip bomb inflating past it, is a 413', async () => {
    const tooLarge = { code: 'request.too_large', message: 'Przesłane dane są zbyt duże.' };
    const big = JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'x' });
    expect(await send('/api/user/login', { body: big })).toEqual({ status: 413, error: tooLarge });
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024, 32));
    expect(bomb.length).toBeLessThan(100_000);
    const inflated = await send('/api/user/login', {
      body: bomb,
      headers: { 'content-encoding': 'gzip' },
    });
    expect(inflated).toEqual({ status: 413, error: tooLarge });
  });

  it('a NUL in the path, the query or any string or key of the body is a 400 (PostgreSQL cannot store it)', async () => {
    const nul = {
      code: 'request.nul_character',
      message: 'Dane zawierają niedozwolony znak (NUL).',
    };
    const { admin } = world.fixtures;
    const auth = { authorization: `Bearer ${admin.token}` };
    expect(await send('/api/user/search-user?Query=a%00b', { method: 'GET' })).toEqual({
      status: 400,
      error: nul,
    });
    expect(await send('/api/admin/projections/%00x/resume', { headers: auth, body: '{}' })).toEqual(
      { status: 400, error: nul },
    );
    expect(
      await send('/api/pitch', {
        headers: auth,
        body: JSON.stringify({ name: 'Orlik\u0000', latitude: 50, longitude: 19 }),
      }),
    ).toEqual({ status: 400, error: nul });
    expect(
      await send('/api/user/login', { body: '{"username":"a@b.pl","password":"x","k\\u0000":1}' }),
    ).toEqual({ status: 400, error: nul });
  });

  it('a nesting 100,000 levels deep is refused as broken JSON', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect((await send('/api/user/login', { body: deep })).status).toBe(400);
  });

  it('a URL over 16 KB gets a 431 in the envelope, also on a kept-alive connection', async () => {
    await fetch(`${world.app.baseUrl}/api/health`); // the next request reuses this connection
    const res = await send(`/api/season/current?q=${'a'.repeat(20_000)}`, { method: 'GET' });
    expect(res).toEqual({
      status: 431,
      error: {
        code: 'request.headers_too_large',
        message: 'Adres lub nagłówki żądania są za długie.',
      },
    });
  });

  it('a request that is not HTTP gets a 400 in the envelope', async () => {
    const { port } = new URL(world.app.baseUrl);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('TO NIE JEST HTTP\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const [head, body] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(body)).toMatchObject({
      isFailure: true,
      errors: [{ code: 'request.malformed', message: 'Nieprawidłowe żądanie HTTP.' }],
    });
  });
});
