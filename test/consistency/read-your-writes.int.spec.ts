import { randomUUID } from 'node:crypto';
import type { LeagueDto, TeamDto } from '@liga/contracts';
import { apiClient } from '../support/api';
import { type ApiApp, createApiApp } from '../support/api-app';
import { createTestInfrastructure, type TestInfrastructure } from '../support/infrastructure';
import { addPlayer, createPitch, createTeamWithCaptain } from '../support/matches';
import { testRedisPrefix, testRedisUrl } from '../support/redis';
import { beforeTheMatch, reportPayload } from '../support/reports';
import { waitForProjections } from '../support/read-tables';
import { currentLeagues } from '../support/teams';
import {
  createAdmin,
  login,
  registerVerifiedUser,
  registrationPayload,
  TEST_PASSWORD,
  type TestUser,
} from '../support/users';
import { createDaemon } from '../../apps/server/src/platform/bootstrap/infrastructure';
import { FixedClock } from '../../apps/server/src/platform/clock/clock';
import { noopPublisher } from '../../apps/server/src/platform/projections/change-collector';
import type { ProjectionDaemon } from '../../apps/server/src/platform/projections/projection-daemon';
import { startWakeWorker } from '../../apps/server/src/platform/projections/wake-queue';

/**
 * Read your writes (issue 14): after a 2xx answer to any command of the spec's section 7, the
 * very next read — the call the original client makes next — shows the write, with no wait and
 * no retry. Nothing here waits for the projections between a command and its read (`settle` is
 * a no-op): the command's answer itself must come after its views. Two modes:
 * - embedded: the API projects in-process;
 * - redis: the API projects nothing; a separate worker (own pool, woken through BullMQ, as
 *   worker.ts) does, so the API learns of progress from the checkpoints only.
 */
jest.setTimeout(240_000);

type Mode = 'embedded' | 'redis';
const noWait = async () => undefined;

describe.each<Mode>(['embedded', 'redis'])('read your writes (%s)', (mode) => {
  const clock = new FixedClock(new Date());
  let infra: TestInfrastructure;
  let stopWorker: () => Promise<void> = noWait;
  let api: ApiApp;
  let http: ReturnType<typeof apiClient>;
  let leagues: LeagueDto[];
  let admin: TestUser;

  /** The answer's value as JSON: a list "contains" an id when its JSON does. */
  const read = async (path: string, token?: string) => {
    const res = await http.get(path, token);
    expect(res.status).toBe(200);
    return JSON.stringify(res.body.value);
  };
  /** A command's answer: 2xx, and no "views catching up" (every view has the write). */
  const ok = <T>(res: { status: number; body: { value: T | null; viewsCatchingUp?: true } }) => {
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
    expect(res.body.viewsCatchingUp).toBeUndefined();
    return res.body.value as T;
  };
  const team = (user: TestUser, id: string) =>
    http.get<TeamDto>(`/api/team/get-team-by-id?TeamId=${id}`, user.token);
  const newTeam = (leagueId: string | null = null) =>
    createTeamWithCaptain(http, infra, {
      admin,
      leagueId,
      requestLeagueId: leagues[0].id,
      settle: noWait,
    });

  beforeAll(async () => {
    const redis =
      mode === 'redis'
        ? { redisUrl: await testRedisUrl(), redisPrefix: testRedisPrefix('ryw') }
        : {};
    const env = { SEASON_PIN_DATE: '2025-09-01' };
    infra = await createTestInfrastructure({ label: 'ryw', clock, env, ...redis });
    if (mode === 'redis') {
      const worker = await createTestInfrastructure({
        database: infra.database,
        role: 'worker',
        env,
        ...redis,
      });
      const daemon: ProjectionDaemon = createDaemon(worker, noopPublisher);
      daemon.start();
      const connection = worker.redis!.duplicate();
      const wake = startWakeWorker(connection, redis.redisPrefix!, worker.logger, () =>
        daemon.wake(),
      );
      stopWorker = async () => {
        await wake.close();
        await connection.quit();
        await daemon.stop();
        await worker.close();
      };
    }
    api = await createApiApp(infra, { serveClient: false, projectionsInProcess: mode !== 'redis' });
    http = apiClient(await api.listen(0, '127.0.0.1'));
    // the start-up writes (leagues of the season) run outside a request and promise no read:
    // in Redis mode the worker may still be projecting them
    await waitForProjections(infra.db);
    leagues = await currentLeagues(http);
    admin = await createAdmin(http, infra);
  });

  afterAll(async () => {
    await api.close();
    await stopWorker();
    await infra.dispose();
  });

  it('accounts: registration, profile edit, password change, erasure', async () => {
    const payload = registrationPayload({ firstName: 'Rejestr' });
    const { id } = ok(await http.post<{ id: string }>('/api/user', payload));
    expect(await read(`/api/admin/users?pageSize=100&page=0`, admin.token)).toContain(id);

    const user = await registerVerifiedUser(http, infra, { firstName: 'Edyta' });
    const profile = { ...registrationPayload(), id: user.id, password: TEST_PASSWORD };
    delete (profile as { email?: string }).email;
    ok(await http.put('/api/user', { ...profile, firstName: 'Zmieniona' }, user.token));
    expect(await read(`/api/user/${user.id}`, user.token)).toContain('Zmieniona');

    const newPassword = 'NoweHaslo123!';
    ok(
      await http.post(
        '/api/user/change-password',
        { currentPassword: TEST_PASSWORD, newPassword },
        user.token,
      ),
    );
    await login(http, user.email, newPassword);

    ok(await http.delete(`/api/user/${user.id}`, admin.token));
    expect((await http.get(`/api/user/${user.id}`, admin.token)).status).toBe(404);
  });

  it('teams: create, rename, assign and remove a league, change league, applications, members, captaincy, delete', async () => {
    const captain = await registerVerifiedUser(http, infra, { firstName: 'Kapitan' });
    const name = `Drużyna ${randomUUID().slice(0, 6)}`;
    const created = ok(
      await http.post<{ id: string }>(
        '/api/team',
        { name, shortName: 'RYW', leagueId: leagues[0].id },
        captain.token,
      ),
    );
    // the admin's list of teams waiting for a league, and the captain's own teams
    expect(await read('/api/league-team/get-teams-without-league-query', admin.token)).toContain(
      created.id,
    );
    expect(
      await read(`/api/user/get-teams-by-user-id?UserId=${captain.id}`, captain.token),
    ).toContain(created.id);

    ok(
      await http.put(
        '/api/team',
        { id: created.id, name: `${name} Bis`, shortName: 'RYB' },
        captain.token,
      ),
    );
    expect(JSON.stringify((await team(captain, created.id)).body.value)).toContain(`${name} Bis`);

    const link = ok(
      await http.post<{ id: string }>(
        '/api/league-team',
        { leagueId: leagues[0].id, teamId: created.id },
        admin.token,
      ),
    );
    expect(
      await read(`/api/league/get-league-team-by-id?LeagueId=${leagues[0].id}`, admin.token),
    ).toContain(created.id);
    ok(
      await http.post(
        '/api/team/change-league',
        { newLeagueId: leagues[1].id, leagueTeamId: link.id },
        admin.token,
      ),
    );
    expect(
      await read(`/api/league/get-league-team-by-id?LeagueId=${leagues[1].id}`, admin.token),
    ).toContain(created.id);
    const moved = (await team(admin, created.id)).body.value!.leagues.find(
      (l) => l.leagueId === leagues[1].id,
    )!;
    ok(await http.delete(`/api/league-team/${moved.id}`, admin.token));
    expect(
      await read(`/api/league/get-league-team-by-id?LeagueId=${leagues[1].id}`, admin.token),
    ).not.toContain(created.id);

    // applications: submit (captain's list), withdraw (player's list), refuse, accept (team)
    const player = await registerVerifiedUser(http, infra, { firstName: 'Zawodnik' });
    const apply = () =>
      http.post<{ id: string }>(
        '/api/team-invitation',
        { teamId: created.id, userId: player.id },
        player.token,
      );
    const first = ok(await apply());
    const forCaptain = `/api/team-invitation/get-team-invitation-for-capitan?CapitanId=${captain.id}`;
    const forPlayer = `/api/team-invitation/get-team-invitation-for-user?UserId=${player.id}`;
    expect(await read(forCaptain, captain.token)).toContain(first.id);
    ok(await http.delete(`/api/team-invitation/${first.id}`, player.token));
    expect(await read(forPlayer, player.token)).not.toContain(first.id);
    const second = ok(await apply());
    ok(await http.post('/api/team-invitation/cancel', { invitationId: second.id }, captain.token));
    expect(await read(forCaptain, captain.token)).not.toContain(second.id);
    const third = ok(await apply());
    ok(await http.post('/api/team-invitation/accept', { invitationId: third.id }, captain.token));
    expect(JSON.stringify((await team(captain, created.id)).body.value)).toContain(player.id);

    // captaincy, then the old captain leaves
    ok(
      await http.post(
        '/api/user-team/change-capitan',
        { teamId: created.id, oldCapitanId: captain.id, newCapitanId: player.id },
        captain.token,
      ),
    );
    expect((await team(player, created.id)).body.value!.capitan?.id).toBe(player.id);
    const membership = (await team(player, created.id)).body.value!.users.find(
      (u) => u.id === captain.id,
    )!;
    ok(await http.delete(`/api/user-team/${membership.userTeamId}`, captain.token));
    expect((await team(player, created.id)).body.value!.users.map((u) => u.id)).toEqual([
      player.id,
    ]);

    ok(await http.delete(`/api/team/${created.id}`, admin.token));
    expect((await team(admin, created.id)).status).toBe(404);
  });

  it('pitches: add, edit, remove', async () => {
    const name = `Orlik ${randomUUID().slice(0, 6)}`;
    const pitch = ok(
      await http.post<{ id: string }>(
        '/api/pitch',
        { name, latitude: 50.06, longitude: 19.94 },
        admin.token,
      ),
    );
    expect(await read('/api/pitch/get-pitches', admin.token)).toContain(pitch.id);
    ok(
      await http.put(
        '/api/pitch',
        { id: pitch.id, name: `${name} Nowy`, latitude: 50.06, longitude: 19.94 },
        admin.token,
      ),
    );
    expect(await read('/api/pitch/get-pitches', admin.token)).toContain(`${name} Nowy`);
    ok(await http.delete(`/api/pitch/${pitch.id}`, admin.token));
    expect(await read('/api/pitch/get-pitches', admin.token)).not.toContain(pitch.id);
  });

  it('challenges and reports: issue, reject, cancel, accept, file, refuse, accept, verify, delete', async () => {
    const [A, B] = [await newTeam(leagues[0].id), await newTeam(leagues[0].id)];
    const scorer = await addPlayer(http, infra, A, noWait);
    const pitchId = await createPitch(http, admin, {
      name: 'Orlik RYW',
      latitude: 50,
      longitude: 20,
    });
    const pending = `/api/match/get-matches-by-status?Case=1&TeamId=${B.id}`;
    // issued the day before the match (a challenge lies in the future), reported after it
    const issue = (date: string) =>
      beforeTheMatch(clock, date, () =>
        http.post<{ id: string }>(
          '/api/match',
          { receiverId: B.id, date, pitchId, length: 60, matchType: 1 },
          A.captain.token,
        ),
      );

    const rejected = ok(await issue('2025-09-20T16:00:00.000Z'));
    expect(await read(pending, B.captain.token)).toContain(rejected.id);
    ok(await http.post('/api/match/cancel', { matchId: rejected.id }, B.captain.token));
    expect(await read(pending, B.captain.token)).not.toContain(rejected.id);

    const cancelled = ok(await issue('2025-09-20T16:00:00.000Z'));
    ok(await http.delete(`/api/match/${cancelled.id}`, A.captain.token));
    expect(await read(pending, B.captain.token)).not.toContain(cancelled.id);

    const match = ok(await issue('2025-09-20T16:00:00.000Z'));
    ok(await http.post('/api/match/accept', { matchId: match.id }, B.captain.token));
    const accepted = `/api/match/get-accepted-matches?teamId=${A.id}&pageSize=100&page=0`;
    expect(await read(accepted, A.captain.token)).toContain(match.id);

    const file = async () =>
      ok(
        await http.post<{ id: string }>(
          '/api/match-report/entity-insert',
          reportPayload(
            A.id,
            B.id,
            { present: [A.captain.id, scorer.id], goals: [scorer.id] },
            { present: [B.captain.id] },
            { matchId: match.id },
          ),
          A.captain.token,
        ),
      );
    const toAccept = `/api/match-report/get-match-reports-to-accept?TeamId=${B.id}`;
    const refused = await file();
    expect(await read(toAccept, B.captain.token)).toContain(refused.id);
    ok(await http.post('/api/match-report/cancel', { matchReportId: refused.id }, B.captain.token));
    expect(await read(toAccept, B.captain.token)).not.toContain(refused.id);

    const report = await file();
    ok(await http.post('/api/match-report/accept', { matchReportId: report.id }, B.captain.token));
    const detail = `/api/match-report/get-match-report?MatchReportId=${report.id}`;
    expect(JSON.parse(await read(detail, admin.token)).acceptedAt).not.toBeNull();
    ok(
      await http.post('/api/match-report/admin-accept', { matchReportId: report.id }, admin.token),
    );
    const table = JSON.parse(
      await read(
        `/api/league/get-league-team-statistic?LeagueId=${leagues[0].id}`,
        A.captain.token,
      ),
    ) as Array<{ id: string; points: number }>;
    expect(table.find((row) => row.id === A.id)?.points).toBe(3);
    const goals = `/api/user/get-user-goals?LeagueId=${leagues[0].id}&pageSize=5&page=0`;
    expect(await read(goals, scorer.token)).toContain(scorer.id);

    ok(await http.delete(`/api/match-report/${report.id}`, admin.token));
    expect((await http.get(detail, admin.token)).status).toBe(404);
  });
});
