import {
  type LeagueDto,
  type LeagueTeamStatisticDto,
  type MatchReportCreatedDto,
  type UserStatisticDto,
} from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import {
  addPlayer,
  createPitch,
  createTeamWithCaptain,
  type TestTeam,
} from '../../../../../test/support/matches';
import { createAcceptedMatch, reportPayload, settleAll } from '../../../../../test/support/reports';
import { currentLeagues } from '../../../../../test/support/teams';
import { createAdmin, type TestUser } from '../../../../../test/support/users';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import { FixedClock } from '../../platform/clock/clock';

/**
 * The world of the match-report specs (real PostgreSQL, projections in-process, a fixed clock
 * at the real now, after the season's matches: challenges are issued with it set back),
 * in the spec's season (pinned to autumn 2025): two admins, teams A, B and C of the first league
 * with players a1, a2, b1, c1, a pitch, and M1, an accepted match of A against B. Registers the
 * beforeAll/afterEach/afterAll that build, check and dispose it.
 */
export function reportsWorld(label: string) {
  let infra: TestInfrastructure;
  let api: ApiApp;
  let http: ReturnType<typeof apiClient>;
  let url: string;
  let leagues: LeagueDto[];
  let admin: TestUser, admin2: TestUser;
  let A: TestTeam, B: TestTeam, C: TestTeam;
  let a1: TestUser, a2: TestUser, b1: TestUser, c1: TestUser;
  let pitch: string;
  let M1: string;
  const clock = new FixedClock(new Date());
  const drain = () => settleAll(infra.db, () => api.daemon!.drainAll());
  const team = () =>
    createTeamWithCaptain(http, infra, {
      admin,
      leagueId: leagues[0].id,
      requestLeagueId: leagues[0].id,
      settle: drain,
    });
  const messagesOf = (res: { body: { errors: Array<{ message: string }> } }) =>
    res.body.errors.map((e) => e.message);
  const file = (by: TestUser, body: unknown) =>
    http.post<MatchReportCreatedDto>('/api/match-report/entity-insert', body, by.token);
  const table = async () =>
    (
      await http.get<LeagueTeamStatisticDto[]>(
        `/api/league/get-league-team-statistic?LeagueId=${leagues[0].id}`,
        a1.token,
      )
    ).body.value!;
  const rowOf = async (t: TestTeam) => (await table()).find((r) => r.id === t.id)!;
  const statistic = async (u: TestUser) =>
    (
      await http.get<UserStatisticDto>(
        `/api/user/get-user-statistic-by-user-id?UserId=${u.id}`,
        a1.token,
      )
    ).body.value!;
  /** A1 2 goals (MVP 5), A2 keeper 8; B1 1 goal; one own goal by B: 3:1 for A. */
  const m1Payload = () =>
    reportPayload(
      A.id,
      B.id,
      {
        present: [A.captain.id, a1.id, a2.id],
        goals: [a1.id, a1.id],
        mvp: [[a1.id, 5]],
        keepers: [[a2.id, 8]],
      },
      { present: [B.captain.id, b1.id], goals: [b1.id], ownGoals: 1, mvp: [[b1.id, 1]] },
      { matchId: M1 },
    );

  beforeAll(async () => {
    infra = await createTestInfrastructure({
      label,
      clock,
      env: { SEASON_PIN_DATE: '2025-09-01' },
    });
    api = await createApiApp(infra, { serveClient: false });
    url = await api.listen(0, '127.0.0.1');
    http = apiClient(url);
    leagues = await currentLeagues(http);
    admin = await createAdmin(http, infra);
    admin2 = await createAdmin(http, infra);
    [A, B, C] = [await team(), await team(), await team()];
    a1 = await addPlayer(http, infra, A, drain);
    a2 = await addPlayer(http, infra, A, drain);
    b1 = await addPlayer(http, infra, B, drain);
    c1 = await addPlayer(http, infra, C, drain);
    pitch = await createPitch(http, admin, {
      name: 'Orlik Raportowy',
      latitude: 50,
      longitude: 19.9,
    });
    await drain();
    M1 = await createAcceptedMatch(http, {
      from: A,
      to: B,
      pitchId: pitch,
      date: '2025-09-20T16:00:00.000Z',
      settle: drain,
      clock,
    });
  });
  afterEach(async () => {
    const stopped = await infra.db.query(
      `SELECT name, last_error FROM projection_checkpoints WHERE status = 'stopped'`,
    );
    expect(stopped).toEqual([]);
  });
  afterAll(async () => {
    await api.close();
    await infra.dispose();
  });

  return {
    get infra() {
      return infra;
    },
    get api() {
      return api;
    },
    get http() {
      return http;
    },
    get url() {
      return url;
    },
    get leagues() {
      return leagues;
    },
    get admin() {
      return admin;
    },
    get admin2() {
      return admin2;
    },
    get A() {
      return A;
    },
    get B() {
      return B;
    },
    get C() {
      return C;
    },
    get a1() {
      return a1;
    },
    get a2() {
      return a2;
    },
    get b1() {
      return b1;
    },
    get c1() {
      return c1;
    },
    get pitch() {
      return pitch;
    },
    get M1() {
      return M1;
    },
    clock,
    drain,
    team,
    messagesOf,
    file,
    table,
    rowOf,
    statistic,
    m1Payload,
  };
}
