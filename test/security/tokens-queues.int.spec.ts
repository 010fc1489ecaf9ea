import { type ApiApp, createApiApp } from '../support/api-app';
import { apiClient } from '../support/api';
import { createTestInfrastructure, type TestInfrastructure } from '../support/infrastructure';
import { testRedisPrefix, testRedisUrl } from '../support/redis';
import { createAdmin } from '../support/users';

jest.setTimeout(60_000);

/** The BullMQ dashboard (Redis mode) has its own door: an erased admin's token is refused there too. */
describe('queue dashboard and erased accounts (Redis mode)', () => {
  let infra: TestInfrastructure;
  let api: ApiApp;
  let url: string;

  beforeAll(async () => {
    infra = await createTestInfrastructure({
      label: 'tokensqueues',
      redisUrl: await testRedisUrl(),
      redisPrefix: testRedisPrefix('tokensqueues'),
    });
    api = await createApiApp(infra, { serveClient: false, projectionsInProcess: true });
    url = await api.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await api?.close();
    await infra?.dispose();
  });

  it("refuses the dashboard to a valid token of an erased admin (401 'auth.account_closed')", async () => {
    const http = apiClient(url);
    const [admin, leaving] = [await createAdmin(http, infra), await createAdmin(http, infra)];
    const page = (token: string) =>
      fetch(`${url}/api/admin/queues`, { headers: { authorization: `Bearer ${token}` } });
    expect((await page(leaving.token)).status).toBe(200);
    expect((await http.delete(`/api/user/${leaving.id}`, admin.token)).status).toBe(200);
    const refused = await page(leaving.token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      isFailure: true,
      errors: [{ code: 'auth.account_closed' }],
    });
    expect((await page(admin.token)).status).toBe(200);
  });
});
