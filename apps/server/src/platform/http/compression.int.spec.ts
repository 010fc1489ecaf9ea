import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';

describe('compressed answers', () => {
  const script = `export const answer = ${JSON.stringify('liga '.repeat(2_000))};\n`;
  let clientDir: string;
  let infra: TestInfrastructure;
  let api: ApiApp;
  let url: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'liga-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(clientDir, 'assets', 'app.js'), script);
    writeFileSync(join(clientDir, 'assets', 'app.js.br'), brotliCompressSync(script));
    writeFileSync(join(clientDir, 'assets', 'app.js.gz'), gzipSync(script));
    process.env.CLIENT_DIST = clientDir;
    infra = await createTestInfrastructure();
    api = await createApiApp(infra);
    url = await api.listen(0, '127.0.0.1');
  });

  afterAll(async () => {
    delete process.env.CLIENT_DIST;
    await api?.close();
    await infra?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding: string) =>
    fetch(`${url}${path}`, { headers: { 'accept-encoding': acceptEncoding } });

  it('sends the precompressed brotli copy of an asset to browsers that take it', async () => {
    const res = await get('/assets/app.js', 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await get('/assets/app.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(script);
    const plain = await get('/assets/app.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('compresses API answers over 1 KiB, not small ones', async () => {
    const season = await (await get('/api/season/current', 'gzip')).json();
    const leagues = await get(
      `/api/league/get-leagues-by-season-id?SeasonId=${season.value.id}`,
      'gzip',
    );
    expect(leagues.status).toBe(200);
    expect(leagues.headers.get('content-encoding')).toBe('gzip');
    expect((await leagues.json()).value.length).toBeGreaterThan(0);
    const health = await get('/api/health', 'gzip');
    expect(health.headers.get('content-encoding')).toBeNull();
  });
});
