import type { QueueDashboardInfoDto, QueueDashboardSessionDto } from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { testRedisPrefix, testRedisUrl } from '../../../../../test/support/redis';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import { newId } from '../ids/ids';
import { WAKE_QUEUE } from '../projections/wake-queue';

jest.setTimeout(60_000);

const DASHBOARD = '/api/admin/queues';

describe('the BullMQ dashboard (Redis mode)', () => {
  let infra: TestInfrastructure;
  let api: ApiApp;
  let url: string;
  let adminToken: string;
  let playerToken: string;

  beforeAll(async () => {
    infra = await createTestInfrastructure({
      label: 'queues',
      redisUrl: await testRedisUrl(),
      redisPrefix: testRedisPrefix('queues'),
    });
    api = await createApiApp(infra, { serveClient: false });
    url = await api.listen(0, '127.0.0.1');
    adminToken = infra.tokens.signAccess({ userId: newId(), role: 'Admin' }).token;
    playerToken = infra.tokens.signAccess({ userId: newId(), role: 'User' }).token;
  });
  afterAll(async () => {
    await api.close();
    await infra.dispose();
  });

  const page = (headers: Record<string, string> = {}, path = DASHBOARD) =>
    fetch(`${url}${path}`, { headers, redirect: 'manual' });

  it('turns guests away with 401 and players with 403, in the error envelope', async () => {
    const guest = await page();
    expect(guest.status).toBe(401);
    expect(await guest.json()).toMatchObject({
      isFailure: true,
      errors: [{ code: 'auth.unauthorized' }],
    });
    const player = await page({ authorization: `Bearer ${playerToken}` });
    expect(player.status).toBe(403);
    expect(await player.json()).toMatchObject({ errors: [{ code: 'auth.forbidden' }] });
    const http = apiClient(url);
    expect((await http.post(`/api/admin/queue-dashboard/session`)).status).toBe(401);
    expect((await http.post(`/api/admin/queue-dashboard/session`, {}, playerToken)).status).toBe(
      403,
    );
    // an access token is no dashboard cookie, and a forged cookie is refused
    const forged = await page({ cookie: `liga_queues=${playerToken}` });
    expect(forged.status).toBe(401);
  });

  it('gives an admin a scoped cookie, then the page and the queue list', async () => {
    const http = apiClient(url);
    const info = await http.get<QueueDashboardInfoDto>('/api/admin/queue-dashboard', adminToken);
    expect(info.body.value).toEqual({ available: true, path: DASHBOARD });
    const session = await http.post<QueueDashboardSessionDto>(
      '/api/admin/queue-dashboard/session',
      {},
      adminToken,
    );
    expect(session.status).toBe(200);
    const setCookie = session.headers.get('set-cookie')!;
    expect(setCookie).toMatch(
      /^liga_queues=[\w.-]+; Path=\/api\/admin\/queues; Max-Age=900; HttpOnly; SameSite=Strict$/,
    );
    const cookie = setCookie.split(';')[0];

    const html = await page({ cookie });
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('<base href="/api/admin/queues/"');
    const csp = html.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('openstreetmap');

    const list = await page({ cookie }, `${DASHBOARD}/api/queues`);
    expect(list.status).toBe(200);
    const { queues } = (await list.json()) as { queues: { name: string }[] };
    expect(queues.map((q) => q.name)).toEqual([expect.stringContaining(WAKE_QUEUE)]);
    // the dashboard's scoped token is no access token for the rest of the API
    const token = cookie.split('=')[1];
    expect((await http.get('/api/admin/projections', token)).status).toBe(401);
  });

  it('leaves the CSP of the rest of the API as it was', async () => {
    const health = await fetch(`${url}/api/health`);
    expect(health.headers.get('content-security-policy')).toContain('openstreetmap');
  });
});

describe('the BullMQ dashboard in embedded mode (no Redis)', () => {
  it('does not exist: a clear 404 on the page, 409 for a session, available false', async () => {
    const infra = await createTestInfrastructure({ label: 'noqueues' });
    const api = await createApiApp(infra, { serveClient: false });
    try {
      const url = await api.listen(0, '127.0.0.1');
      const http = apiClient(url);
      const admin = infra.tokens.signAccess({ userId: newId(), role: 'Admin' }).token;
      const info = await http.get<QueueDashboardInfoDto>('/api/admin/queue-dashboard', admin);
      expect(info.body.value).toEqual({ available: false, path: DASHBOARD });
      const session = await http.post('/api/admin/queue-dashboard/session', {}, admin);
      expect(session.status).toBe(409);
      expect(session.body.errors[0].code).toBe('queues.not_available');
      const page = await http.get(DASHBOARD, admin);
      expect(page.status).toBe(404);
      expect(page.body.errors[0].message).toContain('Redis');
    } finally {
      await api.close();
      await infra.dispose();
    }
  });
});
