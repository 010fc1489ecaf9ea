import { randomUUID } from 'node:crypto';
import { VIEWS_CATCHING_UP_HEADER } from '@liga/contracts';
import { apiClient } from '../support/api';
import { type ApiApp, createApiApp } from '../support/api-app';
import {
  createTestInfrastructure,
  type TestInfrastructure,
  testContext,
} from '../support/infrastructure';
import { testRedisPrefix, testRedisUrl } from '../support/redis';
import { currentLeagues } from '../support/teams';
import { createAdmin, registerVerifiedUser, type TestUser } from '../support/users';
import { createDaemon } from '../../apps/server/src/platform/bootstrap/infrastructure';
import { noopPublisher } from '../../apps/server/src/platform/projections/change-collector';

/**
 * Read your writes is bounded: when a projection a command feeds is stalled, the command still
 * answers (within 2 s), its write is durable, and the answer says the views are catching up
 * (`viewsCatchingUp: true` in the envelope, X-Views-Catching-Up: 1). The only timing assertion
 * of these tests is that upper bound.
 */
jest.setTimeout(120_000);

const BOUND_MS = 2_000;

async function addPitchTimed(http: ReturnType<typeof apiClient>, admin: TestUser) {
  const name = `Orlik ${randomUUID().slice(0, 6)}`;
  const started = performance.now();
  const res = await http.post<{ id: string }>(
    '/api/pitch',
    { name, latitude: 50.06, longitude: 19.94 },
    admin.token,
  );
  return { res, elapsedMs: performance.now() - started };
}

async function durable(infra: TestInfrastructure, pitchId: string): Promise<number> {
  const rows: unknown[] = await infra.db.query(
    `SELECT 1 FROM events WHERE event_type = 'PitchAdded' AND data->>'pitchId' = $1`,
    [pitchId],
  );
  return rows.length;
}

describe('a stalled projection: the command answers within 2 s, saying views catch up', () => {
  let infra: TestInfrastructure;
  let api: ApiApp;
  let http: ReturnType<typeof apiClient>;
  let admin: TestUser;

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'ryw-poison' });
    api = await createApiApp(infra, { serveClient: false, projectionsInProcess: true });
    http = apiClient(await api.listen(0, '127.0.0.1'));
    admin = await createAdmin(http, infra);
  });

  afterAll(async () => {
    await api.close();
    await infra.dispose();
  });

  it('a poison event stops the pitches projection: a new pitch is saved, the answer says so', async () => {
    // a PitchAdded no handler can apply (the id is no uuid): the pitches projection stalls on it
    await infra.eventStore.append(
      `pitch-${randomUUID()}`,
      'pitch',
      0,
      [{ type: 'PitchAdded', data: { pitchId: 'nie-uuid', name: null } }],
      testContext(),
    );
    const { res, elapsedMs } = await addPitchTimed(http, admin);
    expect(res.status).toBe(201);
    expect(res.body.viewsCatchingUp).toBe(true);
    expect(res.headers.get(VIEWS_CATCHING_UP_HEADER)).toBe('1');
    expect(elapsedMs).toBeLessThan(BOUND_MS);
    expect(await durable(infra, res.body.value!.id)).toBe(1);

    // a command whose views are not stalled answers without the flag
    const captain = await registerVerifiedUser(http, infra, { firstName: 'Kapitan' });
    const [league] = await currentLeagues(http);
    const other = await http.post<{ id: string }>(
      '/api/team',
      { name: `Drużyna ${randomUUID().slice(0, 6)}`, shortName: 'PSN', leagueId: league.id },
      captain.token,
    );
    expect(other.status).toBe(201);
    expect(other.body.viewsCatchingUp).toBeUndefined();
    expect(other.headers.get(VIEWS_CATCHING_UP_HEADER)).toBeNull();
  });
});

describe('Redis mode with the workers down: the command answers within 2 s, saying views catch up', () => {
  let infra: TestInfrastructure;
  let api: ApiApp;
  let http: ReturnType<typeof apiClient>;
  let admin: TestUser;

  beforeAll(async () => {
    const redis = { redisUrl: await testRedisUrl(), redisPrefix: testRedisPrefix('ryw-down') };
    infra = await createTestInfrastructure({ label: 'ryw-down', ...redis });
    // a worker projects while the admin is set up, then goes away
    const worker = await createTestInfrastructure({
      database: infra.database,
      role: 'worker',
      ...redis,
    });
    const daemon = createDaemon(worker, noopPublisher);
    daemon.start();
    api = await createApiApp(infra, { serveClient: false, projectionsInProcess: false });
    http = apiClient(await api.listen(0, '127.0.0.1'));
    admin = await createAdmin(http, infra);
    await daemon.stop();
    await worker.close();
  });

  afterAll(async () => {
    await api.close();
    await infra.dispose();
  });

  it('a new pitch is saved and answered within the bound, with the flag and the header', async () => {
    const { res, elapsedMs } = await addPitchTimed(http, admin);
    expect(res.status).toBe(201);
    expect(res.body.viewsCatchingUp).toBe(true);
    expect(res.headers.get(VIEWS_CATCHING_UP_HEADER)).toBe('1');
    expect(elapsedMs).toBeLessThan(BOUND_MS);
    expect(await durable(infra, res.body.value!.id)).toBe(1);
  });
});
