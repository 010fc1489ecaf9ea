import { type ChildProcess, spawn } from 'node:child_process';
import { rebuildProjection } from '../../apps/server/src/platform/projections/rebuild';
import { leaguesProjection } from '../../apps/server/src/modules/leagues/projections/leagues.projection';
import {
  createTestInfrastructure,
  TEST_JWT_SECRET,
  type TestInfrastructure,
} from '../support/infrastructure';
import {
  appendLeagueBacklog,
  leagueRows,
  leaguesCheckpoint,
  leaguesMatchCheckpoint,
} from '../support/league-load';
import { testRedisPrefix, testRedisUrl } from '../support/redis';
import { WORKER_ENTRY } from '../support/start-app';

jest.setTimeout(120_000);

const STREAMS = 200;
const PER_STREAM = 100;

describe('a projection worker killed mid-batch (kill -9)', () => {
  let infra: TestInfrastructure;
  let redisUrl: string;
  let prefix: string;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    redisUrl = await testRedisUrl();
    prefix = testRedisPrefix('kill');
    infra = await createTestInfrastructure({
      label: 'kill',
      redisUrl,
      redisPrefix: prefix,
      role: 'api',
    });
    await appendLeagueBacklog(infra, STREAMS, PER_STREAM);
  });
  afterAll(async () => {
    workers.forEach((w) => w.exitCode === null && w.kill('SIGKILL'));
    await infra.dispose();
  });

  const startWorker = () => {
    const worker = spawn(process.execPath, [WORKER_ENTRY], {
      env: {
        ...process.env,
        DATABASE_URL: infra.database.url,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
        JWT_SECRET: TEST_JWT_SECRET,
        PROJECTION_BATCH_SIZE: '50',
        LOG_LEVEL: 'error',
      },
      stdio: 'ignore',
    });
    workers.push(worker);
    return worker;
  };
  const checkpoint = () => leaguesCheckpoint(infra);

  it('leaves nothing half-applied, and after a restart the tables equal a rebuild', async () => {
    const [{ head }] = await infra.db.query('SELECT max(global_position)::int AS head FROM events');
    const first = startWorker();
    let at = 0;
    for (let i = 0; i < 2000 && at < head * 0.2; i++) {
      await new Promise((r) => setTimeout(r, 10));
      at = await checkpoint();
    }
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const killedAt = await checkpoint();
    expect(killedAt).toBeGreaterThan(0);
    expect(killedAt).toBeLessThan(head);
    // exactly the events up to the checkpoint are in the table: the batch in flight rolled back
    expect(await leaguesMatchCheckpoint(infra)).toBe(true);

    const second = startWorker();
    for (let i = 0; i < 3000 && (await checkpoint()) < head; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await checkpoint()).toBe(head);
    second.kill('SIGTERM');
    await new Promise((r) => second.once('exit', r));

    const live = await leagueRows(infra);
    expect(live.length).toBeGreaterThanOrEqual(STREAMS * PER_STREAM);
    await rebuildProjection(infra.db, leaguesProjection, infra.upcasters);
    expect(await leagueRows(infra)).toEqual(live);
  });
});
