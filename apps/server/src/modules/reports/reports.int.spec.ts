import {
  type LeagueDto,
  type LeagueTeamStatisticDto,
  type MatchDto,
  type MatchReportCreatedDto,
  type MatchReportDto,
  type MatchReportSummaryDto,
  REPORT_MESSAGES,
  rooms,
  type UserGoalsRankingDto,
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
import { currentLeagues, socketFor, until } from '../../../../../test/support/teams';
import { createAdmin, type TestUser } from '../../../../../test/support/users';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import { FixedClock } from '../../platform/clock/clock';
import { rebuildProjection } from '../../platform/projections/rebuild';
import { matchesProjection } from '../matches/projections/matches.projection';
import { reportsProjections } from './reports.projections';

/**
 * Match reports over HTTP (real PostgreSQL, projections in-process), in the spec's season
 * (pinned to autumn 2025): a captain files, the opponent accepts, an admin verifies — with
 * every refusal, the verification race, live pushes, the tables, and deletion.
 */
jest.setTimeout(180_000);

describe('match reports API', () => {
  const clock = new FixedClock(new Date());
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
  let R1: string;
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
      label: 'reports',
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

  it('refuses a report before the match has started', async () => {
    clock.set(new Date('2025-09-20T15:59:00.000Z'));
    try {
      const res = await file(A.captain, m1Payload());
      expect(res.status).toBe(400);
      expect(messagesOf(res)).toEqual(['Raport można złożyć dopiero po rozpoczęciu meczu.']);
    } finally {
      clock.set(new Date());
    }
  });

  it('refuses strangers, absent scorers and non-members', async () => {
    const third = await file(C.captain, m1Payload());
    expect(third.status).toBe(403);
    const player = await file(a1, m1Payload());
    expect(player.status).toBe(403);
    const absent = m1Payload();
    absent.goalsTeamA = [{ userId: a2.id, isSuicide: false }, ...absent.goalsTeamA];
    absent.attendancesTeamA = absent.attendancesTeamA.filter((p) => p.userId !== a2.id);
    absent.goalKeeperRatesTeamA = [];
    const res = await file(A.captain, absent);
    expect(res.status).toBe(400);
    expect(messagesOf(res)).toContain(REPORT_MESSAGES.scorerAbsent);
    const stranger = m1Payload();
    stranger.attendancesTeamA = [...stranger.attendancesTeamA, { userId: c1.id, attendance: 1 }];
    const notMember = await file(A.captain, stranger);
    expect(notMember.status).toBe(400);
    expect(messagesOf(notMember)).toEqual([
      'W raporcie drużyny mogą wystąpić tylko jej zawodnicy.',
    ]);
    const garbage = await file(A.captain, { matchId: 'x', walkoverType: 'y', goalsTeamA: 5 });
    expect(garbage.status).toBe(400);
  });

  it('files a report once; it reaches the opposing captain live', async () => {
    const watcher = await socketFor(url, B.captain.token, [rooms.team(B.id)]);
    try {
      const res = await file(A.captain, m1Payload());
      expect(res.status).toBe(200);
      R1 = res.body.value!.id;
      expect(res.body.value).toEqual({ id: R1, matchId: M1, statusId: 1 });
      await drain();
      await until(watcher.messages, (m) => m.topic === 'reports' && m.room === rooms.team(B.id));
    } finally {
      watcher.socket.disconnect();
    }
    expect((await file(A.captain, m1Payload())).status).toBe(409);
    const fromB = reportPayload(B.id, A.id, { present: [] }, { present: [] }, { matchId: M1 });
    expect((await file(B.captain, fromB)).status).toBe(409);
    const queue = await http.get<MatchReportSummaryDto[]>(
      `/api/match-report/get-match-reports-to-accept?TeamId=${B.id}`,
      B.captain.token,
    );
    expect(queue.body.value!.map((r) => [r.id, r.homeGoals, r.enemyGoals])).toEqual([[R1, 3, 1]]);
    const forbidden = await http.get(
      `/api/match-report/get-match-reports-to-accept?TeamId=${B.id}`,
      C.captain.token,
    );
    expect(forbidden.status).toBe(403);
    const accepted = await http.get<MatchDto[]>(
      `/api/match/get-accepted-matches?teamId=${A.id}&pageSize=100&page=0`,
      A.captain.token,
    );
    expect(accepted.body.value!.find((m) => m.id === M1)).toMatchObject({
      hasReport: true,
      report: { id: R1, homeGoals: 3, enemyGoals: 1 },
    });
  });

  it('only the opposing captain accepts; the admins see it live', async () => {
    expect(
      (await http.post('/api/match-report/accept', { matchReportId: R1 }, A.captain.token)).status,
    ).toBe(403);
    expect(
      (await http.post('/api/match-report/accept', { matchReportId: R1 }, C.captain.token)).status,
    ).toBe(403);
    expect(
      (await http.post('/api/match-report/admin-accept', { matchReportId: R1 }, B.captain.token))
        .status,
    ).toBe(403);
    const watcher = await socketFor(url, admin.token, []);
    try {
      const res = await http.post(
        '/api/match-report/accept',
        { matchReportId: R1 },
        B.captain.token,
      );
      expect(res.status).toBe(200);
      await drain();
      await until(watcher.messages, (m) => m.topic === 'reports' && m.room === rooms.admin());
    } finally {
      watcher.socket.disconnect();
    }
    const detail = await http.get<MatchReportDto>(
      `/api/match-report/get-match-report?MatchReportId=${R1}`,
      admin.token,
    );
    expect(detail.body.value).toMatchObject({ status: { id: 3 }, homeGoals: 3, enemyGoals: 1 });
    expect(detail.body.value!.teams[0].goals.map((g) => g.firstName)).toEqual([
      'Zawodnik',
      'Zawodnik',
    ]);
    expect(
      (await http.get(`/api/match-report/get-match-report?MatchReportId=${R1}`, a1.token)).status,
    ).toBe(403);
  });

  it('two admins verifying at once: one wins, the other gets 409; the table updates live', async () => {
    const watcher = await socketFor(url, a1.token, [rooms.league(leagues[0].id)]);
    try {
      const results = await Promise.all(
        [admin, admin2].map((a) =>
          http.post('/api/match-report/admin-accept', { matchReportId: R1 }, a.token),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      await drain();
      await until(watcher.messages, (m) => m.topic === 'standings');
      await until(watcher.messages, (m) => m.topic === 'rankings');
    } finally {
      watcher.socket.disconnect();
    }
    expect(await rowOf(A)).toMatchObject({
      points: 3,
      matchesPlayed: 1,
      wins: 1,
      goalsScored: 3,
      goalsConceded: 1,
      form: ['W'],
      position: 1,
    });
    expect(await rowOf(B)).toMatchObject({ points: 0, losses: 1, form: ['L'], position: 3 });
    expect(await rowOf(C)).toMatchObject({ points: 0, matchesPlayed: 0, position: 2 });
    expect(await statistic(a1)).toEqual({
      maxGoalsInMatch: 2,
      matchesPlayed: 1,
      wins: 1,
      goals: 2,
      mvpPoints: 5,
    });
    const scorers = await http.get<UserGoalsRankingDto[]>(
      `/api/user/get-user-goals?LeagueId=${leagues[0].id}&pageSize=5&page=0`,
      a1.token,
    );
    expect(scorers.body.value!.map((s) => [s.id, s.userGoals, s.matches, s.name])).toEqual([
      [a1.id, 2, 1, A.name],
      [b1.id, 1, 1, B.name],
    ]);
    const match = (
      await http.get<MatchDto[]>(
        `/api/match/get-accepted-matches?teamId=${A.id}&pageSize=100&page=0`,
        A.captain.token,
      )
    ).body.value!.find((m) => m.id === M1)!;
    expect(match.status.id).toBe(5);
  });

  it('a deleted verified report removes the match from every table', async () => {
    const res = await http.delete<{ message: string; matchRemoved: boolean }>(
      `/api/match-report/${R1}`,
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      matchRemoved: true,
      message: REPORT_MESSAGES.deletedVerified,
    });
    await drain();
    expect(await rowOf(A)).toMatchObject({ points: 0, matchesPlayed: 0, form: [] });
    expect(await statistic(a1)).toEqual({
      maxGoalsInMatch: 0,
      matchesPlayed: 0,
      wins: 0,
      goals: 0,
      mvpPoints: 0,
    });
    const byMatch = await http.get(
      `/api/match-report/get-match-report-by-match-id?MatchId=${M1}`,
      a1.token,
    );
    expect(byMatch.body.value).toBeNull();
    expect((await http.delete(`/api/match-report/${R1}`, admin.token)).status).toBe(404);
  });

  it('an admin enters a walkover by hand; it counts at once', async () => {
    const res = await file(
      admin,
      reportPayload(
        B.id,
        C.id,
        { present: [] },
        { present: [] },
        {
          adminInsert: true,
          walkoverType: 3,
          pitchId: pitch,
          matchLength: 60,
          date: '2025-10-01T17:00:00.000Z',
        },
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.value!.statusId).toBe(4);
    await drain();
    expect(await rowOf(C)).toMatchObject({
      points: 3,
      goalsScored: 10,
      goalsConceded: 0,
      position: 1,
    });
    expect(await rowOf(B)).toMatchObject({ points: 0, goalsConceded: 10, form: ['L'] });
    const asCaptain = await file(
      A.captain,
      reportPayload(
        A.id,
        C.id,
        { present: [] },
        { present: [] },
        {
          adminInsert: true,
          pitchId: pitch,
          matchLength: 60,
          date: '2025-10-01T17:00:00.000Z',
        },
      ),
    );
    expect(asCaptain.status).toBe(403);
  });

  it('bad input is a 400 (or 404) with a Polish message, never a 500', async () => {
    const L = leagues[0].id;
    const cases: Array<[string, number]> = [
      ['/api/match-report/get-match-report?MatchReportId=abc', 400],
      ['/api/match-report/get-match-report-by-match-id?MatchId=1', 400],
      ['/api/match-report/get-match-report-by-date?StartDate=wczoraj&EndDate=dzis', 400],
      [
        `/api/match-report/get-match-report-by-date?StartDate=2025-09-08&EndDate=2025-09-01&leagueId=${L}`,
        400,
      ],
      ['/api/match-report/get-match-reports-by-team-id?TeamId=x&pageSize=-1', 400],
      ['/api/league/get-league-team-statistic?LeagueId=x', 400],
      [`/api/league/get-league-team-statistic?LeagueId=${L}&Sort=kolor`, 400],
      [`/api/league/get-league-team-statistic?LeagueId=${M1}`, 404],
      [`/api/user/get-user-goals?LeagueId=${L}&pageSize=100000`, 400],
      [`/api/user/get-mvps?LeagueId=${M1}`, 404],
      ['/api/team/get-teams-ranking?LeagueId=', 400],
    ];
    for (const [path, status] of cases) {
      const res = await http.get(path, admin.token);
      expect([path, res.status]).toEqual([path, status]);
      expect(res.body.errors[0].message).toMatch(/[a-ząćęłńóśźż]/i);
    }
    expect((await http.delete('/api/match-report/abc', admin.token)).status).toBe(400);
    expect(
      (await http.post('/api/match-report/accept', { matchReportId: 5 }, admin.token)).status,
    ).toBe(400);
    expect((await http.post('/api/match-report/entity-insert', 'x', admin.token)).status).toBe(400);
    const sorted = await http.get<LeagueTeamStatisticDto[]>(
      `/api/league/get-league-team-statistic?LeagueId=${L}&SeasonId=${leagues[0].seasonId}&Sort=name`,
      a1.token,
    );
    expect(sorted.status).toBe(200);
  });

  it('a replay of the report projections (and the matches one) from position 0 equals the live tables', async () => {
    await drain();
    const projections = [...reportsProjections, matchesProjection];
    const dump = async () => {
      const out: Record<string, unknown[]> = {};
      for (const p of projections) {
        for (const t of p.tables) out[t] = await infra.db.query(`SELECT * FROM ${t} ORDER BY 1, 2`);
      }
      return out;
    };
    const live = await dump();
    expect(live.rm_reports.length).toBeGreaterThan(0);
    for (const p of projections) await rebuildProjection(infra.db, p, infra.upcasters);
    expect(await dump()).toEqual(live);
  });
});
