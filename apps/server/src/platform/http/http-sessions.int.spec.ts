import { apiClient } from '../../../../../test/support/api';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { testRedisPrefix, testRedisUrl } from '../../../../../test/support/redis';
import {
  createAdmin,
  login,
  registerVerifiedUser,
  type TestUser,
} from '../../../../../test/support/users';
import { ActiveAccounts } from '../auth/active-accounts';
import { createDaemon } from '../bootstrap/infrastructure';
import { createBroadcastOnlyServer } from '../realtime/redis-streams-io.adapter';
import { SocketChangePublisher } from '../realtime/socket-publisher';

jest.setTimeout(120_000);

const ENDED = 'auth.session_ended';

/**
 * Issue 20: an access token stops working on HTTP as soon as its account's sessions end
 * (password change, the admin's reset), not at its expiry — on every API node, each with its
 * own cache of account answers (the second node's cache is filled before the change).
 */
describe.each([
  ['embedded', false],
  ['Redis (two API nodes)', true],
])('HTTP access tokens follow the session cutoff, %s mode', (_mode, redis) => {
  let infra: TestInfrastructure;
  let nodes: ApiApp[];
  let a: ReturnType<typeof apiClient>;
  let b: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let stopWorker = async () => undefined;

  beforeAll(async () => {
    infra = await createTestInfrastructure({
      label: redis ? 'httpsessr' : 'httpsess',
      ...(redis ? { redisUrl: await testRedisUrl(), redisPrefix: testRedisPrefix('hsess') } : {}),
    });
    nodes = [await createApiApp(infra, { serveClient: false })];
    if (redis) {
      // a node of its own: its own cache of account answers, told of changes over Redis
      const own = { ...infra, accounts: new ActiveAccounts(infra.db) };
      nodes.push(await createApiApp(own, { serveClient: false }));
      // the worker: projections out of the API (a broadcast-only node of the cluster)
      const broadcaster = createBroadcastOnlyServer(infra.redis!, infra.config.redisPrefix);
      const publisher = new SocketChangePublisher();
      publisher.attach(broadcaster.io);
      const daemon = createDaemon(infra, publisher);
      daemon.start();
      stopWorker = async () => {
        await daemon.stop();
        await broadcaster.close();
      };
    }
    const urls = await Promise.all(nodes.map((node) => node.listen(0, '127.0.0.1')));
    a = apiClient(urls[0]);
    b = apiClient(urls[urls.length - 1]);
    admin = await createAdmin(a, infra);
  });
  afterAll(async () => {
    await stopWorker();
    for (const node of nodes) await node.close();
    await infra.dispose();
  });

  const profile = (http: typeof a, user: TestUser, token: string) =>
    http.get(`/api/user/get-user-by-id?UserId=${user.id}`, token);
  const codeOf = (res: { body: { errors: Array<{ code: string }> } }) => res.body.errors[0]?.code;

  it('a password change: the old token is refused at once on every node, a new login works', async () => {
    const player = await registerVerifiedUser(a, infra);
    expect((await profile(b, player, player.token)).status).toBe(200);
    const changed = await a.post(
      '/api/user/change-password',
      { currentPassword: player.password, newPassword: 'NoweHaslo9!' },
      player.token,
    );
    expect(changed.status).toBe(200);
    for (const http of [a, b]) {
      const stale = await profile(http, player, player.token);
      expect([stale.status, codeOf(stale)]).toEqual([401, ENDED]);
      expect(stale.body.errors[0].message).toMatch(/Zaloguj się ponownie/);
    }
    const fresh = await login(a, player.email, 'NoweHaslo9!');
    expect((await profile(b, player, fresh.authorizationToken)).status).toBe(200);
  });

  it("the admin's password reset: the user's token is refused at once; others keep theirs", async () => {
    const player = await registerVerifiedUser(a, infra);
    const other = await registerVerifiedUser(a, infra);
    expect((await profile(b, player, player.token)).status).toBe(200);
    const reset = await a.post('/api/admin/user-password', { userId: player.id }, admin.token);
    expect(reset.status).toBe(200);
    const stale = await profile(b, player, player.token);
    expect([stale.status, codeOf(stale)]).toEqual([401, ENDED]);
    // a public route serves the refused token as a guest, a closed one refuses it
    expect((await b.get('/api/season/current', player.token)).status).toBe(200);
    expect((await profile(b, other, other.token)).status).toBe(200);
    expect((await profile(b, other, admin.token)).status).toBe(200);
  });
});
