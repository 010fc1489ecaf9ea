import { rooms, SOCKET_EVENTS, type SubscribeAnswer } from '@liga/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import {
  createTestInfrastructure,
  testContext,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { leagueDecider, leagueStream } from '../../modules/leagues/domain/league.decider';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import { UnitOfWork } from '../event-store/unit-of-work';
import { newId } from '../ids/ids';
import { ROOM_LIMITS } from './room-access';

jest.setTimeout(60_000);

/** Issue 20: room grants per role, and at most a few dozen rooms per socket. */
describe('socket room grants per role (real PostgreSQL)', () => {
  let infra: TestInfrastructure;
  let api: ApiApp;
  let url: string;
  const sockets: Socket[] = [];
  const [member, outsider, adminId, teamId, otherTeamId] = Array.from({ length: 5 }, newId);
  const leagueIds: string[] = [];

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'roomgrants' });
    api = await createApiApp(infra, { serveClient: false });
    url = await api.listen(0, '127.0.0.1');
    for (let i = 0; i < ROOM_LIMITS.user + 5; i++) {
      const leagueId = newId();
      await new UnitOfWork(infra.db, infra.eventStore).decide(
        leagueStream(leagueId),
        leagueDecider,
        { type: 'OpenLeague', leagueId, seasonId: newId(), name: `Liga ${i}` },
        testContext(),
      );
      leagueIds.push(leagueId);
    }
    await api.daemon?.drainAll();
    // the teams read model: `member` plays in `teamId` (test shortcut, no team stream needed)
    await infra.db.query(
      `INSERT INTO rm_team_members (user_team_id, team_id, user_id, member_type, joined_at)
       VALUES ($1, $2, $3, 1, now())`,
      [newId(), teamId, member],
    );
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await api.close();
    await infra.dispose();
  });

  const socketOf = async (userId?: string, role: 'User' | 'Admin' = 'User') => {
    const socket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: userId ? { token: infra.tokens.signAccess({ userId, role }).token } : {},
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return (list: string[]) =>
      socket.emitWithAck(SOCKET_EVENTS.subscribe, { rooms: list }) as Promise<SubscribeAnswer>;
  };

  it.each([
    ['a guest', undefined, undefined, [rooms.league('L0')]],
    ['a team member', member, 'User', [rooms.team(teamId), rooms.user(member), rooms.league('L0')]],
    ['another player', outsider, 'User', [rooms.user(outsider), rooms.league('L0')]],
    [
      'an admin',
      adminId,
      'Admin',
      [
        rooms.team(teamId),
        rooms.team(otherTeamId),
        'admin',
        rooms.user(adminId),
        rooms.league('L0'),
      ],
    ],
  ] as const)('%s', async (_who, userId, role, expected) => {
    const subscribe = await socketOf(userId, role);
    const asked = [
      rooms.team(teamId),
      rooms.team(otherTeamId),
      'admin',
      rooms.user(member),
      rooms.user(outsider),
      rooms.user(adminId),
      rooms.league(leagueIds[0]),
      rooms.league(newId()), // no such league
      rooms.season(newId()), // no such season
      'league:made-up',
    ];
    const answer = await subscribe(asked);
    const named = (room: string) =>
      room === rooms.league(leagueIds[0]) ? rooms.league('L0') : room;
    expect(answer.granted.map(named).sort()).toEqual([...expected].sort());
    expect(answer.refused).toHaveLength(asked.length - expected.length);
  });

  it('a guest gets at most a few rooms, a signed-in user a few dozen', async () => {
    const guest = await socketOf();
    const user = await socketOf(newId(), 'User');
    const many = leagueIds.map((id) => rooms.league(id));
    expect((await guest(many)).granted).toHaveLength(ROOM_LIMITS.guest);
    // the user's own room counts too
    expect((await user(many)).granted).toHaveLength(ROOM_LIMITS.user - 1);
  });
});
