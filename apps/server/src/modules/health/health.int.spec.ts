import { apiClient } from '../../../../../test/support/api';
import { eventually } from '../../../../../test/support/eventually';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { type PrivateRedis, startPrivateRedis } from '../../../../../test/support/private-redis';
import { testRedisPrefix } from '../../../../../test/support/redis';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';

jest.setTimeout(90_000);

interface Readiness {
  status: string;
  database: string;
  redis: string;
}

/**
 * Readiness with real outages: a private redis-server killed and started again, and the
 * test's own database refusing connections (the shared PostgreSQL server stays up).
 */
describe('health and readiness (/api/health, /api/health/ready)', () => {
  let redis: PrivateRedis;
  let infra: TestInfrastructure;
  let api: ApiApp;
  let http: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    infra = await createTestInfrastructure({
      label: 'health',
      redisUrl: redis.url,
      redisPrefix: testRedisPrefix('health'),
    });
    api = await createApiApp(infra, { serveClient: false });
    http = apiClient(await api.listen(0, '127.0.0.1'));
  });
  afterAll(async () => {
    await api?.close();
    await infra?.dispose();
    await redis?.stop();
  });

  const ready = () => http.get<Readiness>('/api/health/ready');

  it('is ready with PostgreSQL and Redis up', async () => {
    const res = await ready();
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('answers 503 with a clear message while Redis is down, and recovers', async () => {
    await redis.kill();
    await eventually(async () => {
      const res = await ready();
      expect(res.status).toBe(503);
      expect(res.body.errors).toEqual([
        { code: 'health.redis_down', message: 'Redis jest niedostępny.' },
      ]);
    });
    // liveness does not depend on Redis: the process is fine, only not ready
    expect((await http.get('/api/health')).status).toBe(200);
    await redis.start();
    await eventually(async () => expect((await ready()).status).toBe(200), 30_000);
  });

  it('answers 503 with a clear message while the database refuses connections, and recovers', async () => {
    const name = infra.database.name;
    await dbAdmin(infra, `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await dbAdmin(
      infra,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`,
    );
    try {
      await eventually(async () => {
        const res = await ready();
        expect(res.status).toBe(503);
        expect(res.body.errors).toEqual([
          { code: 'health.database_down', message: 'Baza danych jest niedostępna.' },
        ]);
      });
    } finally {
      await dbAdmin(infra, `ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    await eventually(async () => expect((await ready()).status).toBe(200), 30_000);
  });
});

/** Runs a statement on the server's `postgres` database (not the one under test). */
async function dbAdmin(infra: TestInfrastructure, sql: string): Promise<void> {
  const { Client } = await import('pg');
  const url = new URL(infra.database.url);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
