import { type ChangeMessage, rooms, SOCKET_EVENTS, type SubscribeAnswer } from '@liga/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import {
  createTestInfrastructure,
  testContext,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { testRedisPrefix, testRedisUrl } from '../../../../../test/support/redis';
import { eventually } from '../../../../../test/support/eventually';
import { UnitOfWork } from '../event-store/unit-of-work';
import { leagueDecider, leagueStream } from '../../modules/leagues/domain/league.decider';
import { seasonDecider, seasonStream } from '../../modules/leagues/domain/season.decider';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import { createDaemon } from '../bootstrap/infrastructure';
import { SocketChangePublisher } from './socket-publisher';
import { createBroadcastOnlyServer } from './redis-streams-io.adapter';
import { newId } from '../ids/ids';

jest.setTimeout(60_000);

const SEASON = '11111111-1111-4111-8111-111111111111';

function waitFor<T>(
  socket: Socket,
  event: string,
  predicate: (m: T) => boolean = () => true,
  ms = 20_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    // a 'change' packet carries several messages as its arguments; 'connect' none
    const handler = (...args: T[]) => {
      const candidates = args.length > 0 ? args : [undefined as T];
      const index = candidates.findIndex((candidate) => predicate(candidate));
      if (index < 0) return;
      clearTimeout(timer);
      socket.off(event, handler);
      resolve(candidates[index]);
    };
    socket.on(event, handler);
  });
}

async function connected(url: string, token?: string): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const subscribe = (socket: Socket, list: string[]) =>
  socket.emitWithAck(SOCKET_EVENTS.subscribe, { rooms: list }) as Promise<SubscribeAnswer>;

/** The season's stream: a `season:` room is granted only for a season that exists. */
async function openSeason(infra: TestInfrastructure): Promise<void> {
  await new UnitOfWork(infra.db, infra.eventStore).decide(
    seasonStream(SEASON),
    seasonDecider,
    {
      type: 'OpenSeason',
      seasonId: SEASON,
      key: 'sezon-live',
      name: 'Sezon',
      startDate: '2026-01-01T00:00:00.000Z',
      endDate: '2026-12-31T23:59:59.000Z',
    },
    testContext(),
  );
}

async function openLeague(infra: TestInfrastructure, name: string): Promise<string> {
  const leagueId = newId();
  await new UnitOfWork(infra.db, infra.eventStore).decide(
    leagueStream(leagueId),
    leagueDecider,
    { type: 'OpenLeague', leagueId, seasonId: SEASON, name },
    testContext(),
  );
  return leagueId;
}

describe('live push, embedded mode (real PostgreSQL)', () => {
  let infra: TestInfrastructure;
  let api: ApiApp;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'live' });
    await openSeason(infra);
    api = await createApiApp(infra, { serveClient: false });
    url = await api.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await api.close();
    await infra.dispose();
  });

  it('a guest joins public rooms only; a change committed by a projection is pushed to its room', async () => {
    const guest = await connected(url);
    sockets.push(guest);
    const answer = await subscribe(guest, [
      rooms.season(SEASON),
      'admin',
      'user:someone',
      'team:x',
      'bogus',
    ]);
    expect(answer).toEqual({
      granted: [rooms.season(SEASON)],
      refused: ['admin', 'user:someone', 'team:x', 'bogus'],
    });
    const pushed = waitFor<ChangeMessage>(
      guest,
      SOCKET_EVENTS.change,
      (m) => m.topic === 'leagues',
    );
    const leagueId = await openLeague(infra, 'Liga 9');
    const message = await pushed;
    expect(message).toMatchObject({
      topic: 'leagues',
      room: rooms.season(SEASON),
      ids: [leagueId],
    });
    expect(message.position).toBeGreaterThan(0);
  });

  it('a season opened behind a later one (the demo history) is announced in the later season room', async () => {
    const guest = await connected(url);
    sockets.push(guest);
    expect((await subscribe(guest, [rooms.season(SEASON)])).granted).toHaveLength(1);
    const pushed = waitFor<ChangeMessage>(
      guest,
      SOCKET_EVENTS.change,
      (m) => m.topic === 'seasons',
    );
    const older = newId();
    await new UnitOfWork(infra.db, infra.eventStore).decide(
      seasonStream(older),
      seasonDecider,
      {
        type: 'OpenSeason',
        seasonId: older,
        key: 'sezon-wczesniej',
        name: 'Sezon wcześniej',
        startDate: '2025-01-01T00:00:00.000Z',
        endDate: '2025-12-31T23:59:59.000Z',
      },
      testContext(),
    );
    // the season picker of a page in the later season hears of it and refetches the list
    expect(await pushed).toMatchObject({
      topic: 'seasons',
      room: rooms.season(SEASON),
      ids: [older],
    });
  });

  it("one packet per room and batch carries that room's messages, in the batch's order", async () => {
    const guest = await connected(url);
    sockets.push(guest);
    const room = rooms.league(await openLeague(infra, 'Liga jednego pakietu'));
    await api.daemon?.drainAll();
    expect((await subscribe(guest, [room])).granted).toEqual([room]);
    const packets: unknown[][] = [];
    guest.on(SOCKET_EVENTS.change, (...args: unknown[]) => packets.push(args));
    const standings: ChangeMessage = { topic: 'standings', room, position: 7, ids: ['m1'] };
    const rankings: ChangeMessage = { topic: 'rankings', room, position: 7, ids: ['m1'] };
    infra.publisher.publish([
      standings,
      { topic: 'users', room: 'user:u1', position: 7 },
      rankings,
    ]);
    await eventually(async () => expect(packets).toHaveLength(1));
    // with connection-state recovery, Socket.IO appends its offset (a string) as the last argument
    expect(packets[0].filter((arg) => typeof arg !== 'string')).toEqual([standings, rankings]);
  });

  it('a user joins their own room and an admin the admin room; a bad token is refused', async () => {
    const [u1, u2, t1] = [newId(), newId(), newId()];
    const user = await connected(url, infra.tokens.signAccess({ userId: u1, role: 'User' }).token);
    const admin = await connected(
      url,
      infra.tokens.signAccess({ userId: newId(), role: 'Admin' }).token,
    );
    sockets.push(user, admin);
    // issue 20: a team's room only for its members (and admins)
    expect(await subscribe(user, [`user:${u1}`, `user:${u2}`, `team:${t1}`, 'admin'])).toEqual({
      granted: [`user:${u1}`],
      refused: [`user:${u2}`, `team:${t1}`, 'admin'],
    });
    expect((await subscribe(admin, ['admin'])).granted).toEqual(['admin']);
    const bad = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: 'not-a-jwt' },
    });
    sockets.push(bad);
    const error = await new Promise<Error>((resolve) => bad.once('connect_error', resolve));
    expect(error.message).toBe('auth.token_invalid');
  });
});

describe('live push across nodes, Redis mode (real PostgreSQL + Redis)', () => {
  let infra: TestInfrastructure;
  let nodeA: ApiApp;
  let nodeB: ApiApp;
  let stopWorker: () => Promise<void>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const redisUrl = await testRedisUrl();
    infra = await createTestInfrastructure({
      label: 'liveredis',
      redisUrl,
      redisPrefix: testRedisPrefix('live'),
    });
    await openSeason(infra);
    nodeA = await createApiApp(infra, { serveClient: false });
    nodeB = await createApiApp(infra, { serveClient: false });
    await nodeA.listen(0, '127.0.0.1');
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
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await stopWorker();
    await nodeA.close();
    await nodeB.close();
    await infra.dispose();
  });

  it('a change projected by the worker reaches a client of another API node', async () => {
    expect(nodeA.daemon).toBeNull();
    const urlB = await nodeB.listen(0, '127.0.0.1');
    const client = await connected(urlB);
    sockets.push(client);
    await subscribe(client, [rooms.season(SEASON)]);
    const pushed = waitFor<ChangeMessage>(
      client,
      SOCKET_EVENTS.change,
      (m) => m.topic === 'leagues',
    );
    const leagueId = await openLeague(infra, 'Liga 10');
    expect((await pushed).ids).toEqual([leagueId]);
  });

  it('a client that drops and reconnects recovers the pushes it missed', async () => {
    const urlB = (nodeB.app.getHttpServer().address() as { port: number }).port;
    const client = await connected(`http://127.0.0.1:${urlB}`);
    sockets.push(client);
    await subscribe(client, [rooms.season(SEASON)]);
    // a push first, so the client holds an offset to recover from
    const first = waitFor<ChangeMessage>(
      client,
      SOCKET_EVENTS.change,
      (m) => m.topic === 'leagues',
    );
    await openLeague(infra, 'Liga 11');
    await first;
    client.io.engine.close(); // the network drops (not a deliberate disconnect)
    const missedId = await openLeague(infra, 'Liga 12');
    await new Promise((r) => setTimeout(r, 500));
    const recovered = waitFor<ChangeMessage>(
      client,
      SOCKET_EVENTS.change,
      (m) => m.ids?.includes(missedId) ?? false,
      10_000,
    );
    await waitFor(client, 'connect', () => true, 10_000);
    expect(client.recovered).toBe(true);
    expect((await recovered).ids).toEqual([missedId]);
  });
});
