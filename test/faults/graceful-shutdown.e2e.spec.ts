import { request } from 'node:http';
import { leaguesProjection } from '../../apps/server/src/modules/leagues/projections/leagues.projection';
import { rebuildProjection } from '../../apps/server/src/platform/projections/rebuild';
import { eventually } from '../support/eventually';
import { createTestInfrastructure, type TestInfrastructure } from '../support/infrastructure';
import {
  appendLeagueBacklog,
  leagueRows,
  leaguesCheckpoint,
  leaguesMatchCheckpoint,
} from '../support/league-load';
import { testRedisPrefix, testRedisUrl } from '../support/redis';
import { type RunningWorker, startApp, startWorker } from '../support/start-app';

jest.setTimeout(180_000);

/** Sends `signal` and resolves with the exit code and how long the exit took. */
async function signalAndWait(
  child: RunningWorker['process'],
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const code = await Promise.race([
    exited,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
  ]);
  return { code, ms: Date.now() - started };
}

describe('graceful shutdown of the projection worker (SIGTERM mid-batch)', () => {
  let infra: TestInfrastructure;
  let redisUrl: string;
  let prefix: string;
  const workers: RunningWorker[] = [];

  beforeAll(async () => {
    redisUrl = await testRedisUrl();
    prefix = testRedisPrefix('term');
    infra = await createTestInfrastructure({ label: 'term', redisUrl, redisPrefix: prefix });
  });
  afterAll(async () => {
    for (const worker of workers) await worker.stop('SIGKILL');
    await infra.dispose();
  });

  const worker = () => {
    const started = startWorker({
      DATABASE_URL: infra.database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      PROJECTION_BATCH_SIZE: '50',
      LOG_LEVEL: 'info',
    });
    workers.push(started);
    return started;
  };

  it('exits 0 within seconds, nothing half-applied, and a restart equals a rebuild', async () => {
    const head = await appendLeagueBacklog(infra, 200, 100);
    const first = worker();
    await eventually(
      async () => expect(await leaguesCheckpoint(infra)).toBeGreaterThan(head * 0.2),
      60_000,
    );
    const { code, ms } = await signalAndWait(first.process);
    expect({ code, output: code === 0 ? '' : first.output() }).toEqual({ code: 0, output: '' });
    expect(ms).toBeLessThan(5_000);
    expect(first.output()).toContain('"msg":"stopped"');
    const stoppedAt = await leaguesCheckpoint(infra);
    expect(stoppedAt).toBeLessThan(head);
    expect(await leaguesMatchCheckpoint(infra)).toBe(true);

    const second = worker();
    await eventually(async () => expect(await leaguesCheckpoint(infra)).toBe(head), 120_000);
    expect((await signalAndWait(second.process)).code).toBe(0);
    const live = await leagueRows(infra);
    await rebuildProjection(infra.db, leaguesProjection, infra.upcasters);
    expect(await leagueRows(infra)).toEqual(live);
  });
});

describe('graceful shutdown of the API (SIGTERM with a request in flight)', () => {
  it('stops accepting, answers the request in flight, then exits 0', async () => {
    const app = await startApp({ env: { LOG_LEVEL: 'info' } });
    try {
      const { hostname, port } = new URL(app.url);
      const body = JSON.stringify({ username: 'nikt@example.com', password: 'Haslo123!' });
      // a login whose body is only half sent when the signal arrives
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = request(
          {
            hostname,
            port,
            path: '/api/user/login',
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': body.length },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          app.process.kill('SIGTERM');
          // the server no longer accepts connections, but the request in flight goes on
          setTimeout(() => req.end(body.slice(10)), 500);
        }, 300);
      });
      const exited = new Promise<number | null>((resolve) => app.process.once('exit', resolve));
      const { status, text } = await answer;
      expect(status).toBe(401);
      expect(JSON.parse(text)).toMatchObject({ isFailure: true });
      await expect(fetch(`${app.url}/api/health`)).rejects.toThrow();
      const started = Date.now();
      expect(await exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(app.output()).toContain('"msg":"stopped"');
    } finally {
      await app.close();
    }
  });

  it('exits at once (code 1) on a second signal while a request hangs', async () => {
    const app = await startApp({ env: { LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: '60000' } });
    try {
      const { hostname, port } = new URL(app.url);
      // a request whose body never completes keeps the graceful stop waiting
      const req = request({
        hostname,
        port,
        path: '/api/user/login',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': 100 },
      });
      req.on('error', () => undefined);
      req.write('{"username"');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const exited = new Promise<number | null>((resolve) => app.process.once('exit', resolve));
      app.process.kill('SIGTERM');
      await eventually(async () => expect(app.output()).toContain('"msg":"shutting down"'));
      expect(app.process.exitCode).toBeNull();
      const started = Date.now();
      app.process.kill('SIGTERM');
      expect(await exited).toBe(1);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(app.output()).toContain('second signal');
      req.destroy();
    } finally {
      await app.close();
    }
  });
});
