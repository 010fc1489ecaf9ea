import { type ChangeMessage, rooms } from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import {
  createTestInfrastructure,
  testContext,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import {
  liveClient,
  type LiveClient,
  nextConnection,
  pause,
} from '../../../../../test/support/live-sockets';
import { testRedisPrefix, testRedisUrl } from '../../../../../test/support/redis';
import {
  createAdmin,
  registerVerifiedUser,
  type TestUser,
} from '../../../../../test/support/users';
import { seasonDecider, seasonStream } from '../../modules/leagues/domain/season.decider';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import { createDaemon } from '../bootstrap/infrastructure';
import { createBroadcastOnlyServer } from './redis-streams-io.adapter';
import { SocketChangePublisher } from './socket-publisher';
import { UnitOfWork } from '../event-store/unit-of-work';
import { newId } from '../ids/ids';

jest.setTimeout(120_000);

/** Issue 20: live connections follow the account, in embedded and in Redis mode. */
describe.each([
  ['embedded', false],
  ['Redis (two API nodes)', true],
])('live sessions follow the account, %s mode', (_mode, redis) => {
  let infra: TestInfrastructure;
  let nodes: ApiApp[];
  let urls: string[];
  let http: ReturnType<typeof apiClient>;
  let admin: TestUser;
  const seasonId = newId();
  const clients: LiveClient[] = [];
  let stopWorker = async () => undefined;

  beforeAll(async () => {
    infra = await createTestInfrastructure({
      label: redis ? 'livesessr' : 'livesess',
      ...(redis ? { redisUrl: await testRedisUrl(), redisPrefix: testRedisPrefix('sess') } : {}),
    });
    nodes = [await createApiApp(infra, { serveClient: false })];
    if (redis) nodes.push(await createApiApp(infra, { serveClient: false }));
    urls = await Promise.all(nodes.map((node) => node.listen(0, '127.0.0.1')));
    if (redis) {
      // the worker: projections out of the API, publishing through the streams adapter
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
    http = apiClient(urls[0]);
    admin = await createAdmin(http, infra);
    await new UnitOfWork(infra.db, infra.eventStore).decide(
      seasonStream(seasonId),
      seasonDecider,
      {
        type: 'OpenSeason',
        seasonId,
        key: `s-${seasonId.slice(0, 8)}`,
        name: 'Sezon testowy',
        startDate: '2026-01-01T00:00:00.000Z',
        endDate: '2026-12-31T23:59:59.000Z',
      },
      testContext(),
    );
  });
  afterAll(async () => {
    clients.forEach((c) => c.socket.disconnect());
    await stopWorker();
    for (const node of nodes) await node.close();
    await infra.dispose();
  });

  /** A user's socket on the last node (the other one in Redis mode), in the season room. */
  const connectedPlayer = async (token: string): Promise<LiveClient> => {
    const client = await liveClient(urls[urls.length - 1], token);
    clients.push(client);
    expect((await client.subscribe([rooms.season(seasonId)])).granted).toHaveLength(1);
    return client;
  };
  let position = 1;
  /** A push to the season room and to the user's own room; answers the season message. */
  const push = (userId: string): ChangeMessage => {
    const message: ChangeMessage = {
      topic: 'leagues',
      room: rooms.season(seasonId),
      position: ++position,
    };
    infra.publisher.publish([message, { topic: 'users', room: rooms.user(userId), position }]);
    return message;
  };
  const same = (a: ChangeMessage, b: ChangeMessage) =>
    a.position === b.position && a.room === b.room;
  const received = async (client: LiveClient, message: ChangeMessage) => {
    for (let i = 0; i < 40 && !client.messages.some((m) => same(m, message)); i++) {
      await pause(50);
    }
    return client.messages.filter((m) => same(m, message));
  };

  it('an erased account: its socket is dropped at once, gets no push, cannot come back', async () => {
    const player = await registerVerifiedUser(http, infra);
    const client = await connectedPlayer(player.token);
    expect(await received(client, push(player.id))).toHaveLength(1);
    const dropped = client.nextDisconnect();
    expect((await http.delete(`/api/user/${player.id}`, admin.token)).status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    const after = push(player.id);
    await pause(500);
    expect(client.messages.filter((m) => same(m, after))).toEqual([]);
    const again = nextConnection(client.socket);
    client.socket.connect();
    expect(await again).toEqual({ refused: 'auth.account_closed' });
  });

  it('logged out everywhere (password change): dropped; the old token opens no socket', async () => {
    const player = await registerVerifiedUser(http, infra);
    const client = await connectedPlayer(player.token);
    const dropped = client.nextDisconnect();
    const changed = await http.post(
      '/api/user/change-password',
      { currentPassword: player.password, newPassword: 'NoweHaslo9!' },
      player.token,
    );
    expect(changed.status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    const again = nextConnection(client.socket);
    client.socket.connect();
    expect(await again).toEqual({ refused: 'auth.session_ended' });
  });

  it('after a transport drop, an erased account is not recovered and misses nothing it may not see', async () => {
    const player = await registerVerifiedUser(http, infra);
    const client = await connectedPlayer(player.token);
    expect(await received(client, push(player.id))).toHaveLength(1); // holds an offset now
    const reconnected = nextConnection(client.socket);
    client.socket.io.engine.close(); // the network drops: the session is kept for recovery
    expect((await http.delete(`/api/user/${player.id}`, admin.token)).status).toBe(200);
    const missed = push(player.id);
    expect(await reconnected).toEqual({ refused: 'auth.account_closed' });
    await pause(300);
    expect(client.messages.filter((m) => same(m, missed))).toEqual([]);
    client.socket.disconnect();
  });

  it('after a transport drop, a live account is recovered with what it missed', async () => {
    const player = await registerVerifiedUser(http, infra);
    const client = await connectedPlayer(player.token);
    expect(await received(client, push(player.id))).toHaveLength(1);
    const reconnected = nextConnection(client.socket);
    client.socket.io.engine.close();
    const missed = push(player.id);
    expect(await reconnected).toEqual({ recovered: true });
    expect(await received(client, missed)).toHaveLength(1);
  });

  it('a socket whose token expires is dropped then', async () => {
    const player = await registerVerifiedUser(http, infra);
    const shortLived = infra.tokens.signScoped({ userId: player.id, role: 'User' }, 'access', 2);
    const client = await connectedPlayer(shortLived.token);
    const started = Date.now();
    expect(await client.nextDisconnect()).toBe('io server disconnect');
    expect(Date.now() - started).toBeLessThan(3_500);
    const after = push(player.id);
    await pause(500);
    expect(client.messages.filter((m) => same(m, after))).toEqual([]);
  });
});
