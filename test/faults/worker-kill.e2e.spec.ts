import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readCheckpoint } from '../../apps/server/src/platform/projections/checkpoints';
import { rebuildProjection } from '../../apps/server/src/platform/projections/rebuild';
import { leaguesProjection } from '../../apps/server/src/modules/leagues/projections/leagues.projection';
import {
  createTestInfrastructure,
  TEST_JWT_SECRET,
  testContext,
  type TestInfrastructure,
} from '../support/infrastructure';
import { testRedisPrefix, testRedisUrl } from '../support/redis';
import { WORKER_ENTRY } from '../support/start-app';

jest.setTimeout(120_000);

const STREAMS = 200;
const PER_STREAM = 100;
const SEASON = '22222222-2222-4222-8222-222222222222';

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
    for (let s = 0; s < STREAMS; s++) {
      const events = Array.from({ length: PER_STREAM }, (_, i) => ({
        type: 'LeagueOpened',
        data: { leagueId: randomUUID(), seasonId: SEASON, name: `Liga ${s * PER_STREAM + i + 1}` },
      }));
      await infra.eventStore.append(`bulk-${s}`, 'league-season', 0, events, testContext());
    }
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
  const checkpoint = async () => (await readCheckpoint(infra.db, 'leagues'))!.globalPosition;
  const leagueRows = () =>
    infra.db.query(
      'SELECT id, season_id, name, sort_number, sort_letter FROM rm_leagues ORDER BY id',
    );

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
    const [{ applied }] = await infra.db.query(
      `SELECT count(*)::int AS applied FROM events WHERE event_type = 'LeagueOpened' AND global_position <= $1`,
      [killedAt],
    );
    const [{ rows }] = await infra.db.query('SELECT count(*)::int AS rows FROM rm_leagues');
    expect(rows).toBe(applied);

    const second = startWorker();
    for (let i = 0; i < 3000 && (await checkpoint()) < head; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await checkpoint()).toBe(head);
    second.kill('SIGTERM');
    await new Promise((r) => second.once('exit', r));

    const live = await leagueRows();
    expect(live.length).toBeGreaterThanOrEqual(STREAMS * PER_STREAM);
    await rebuildProjection(infra.db, leaguesProjection, infra.upcasters);
    expect(await leagueRows()).toEqual(live);
  });
});
