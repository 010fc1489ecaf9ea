import type {
  LeagueDto,
  LeagueTeamStatisticDto,
  UserGoalsRankingDto,
  UserStatisticDto,
} from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
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
import { FixedClock } from '../../platform/clock/clock';

/**
 * The league office over HTTP, from hand-computed fixtures: a verified result corrected (the
 * table, the scorers' ranking and the players' statistics follow), a points deduction with its
 * reason in the table, and every refusal writing nothing.
 */
jest.setTimeout(180_000);

describe('league office: corrections and deductions (real PostgreSQL, in-process projections)', () => {
  const clock = new FixedClock(new Date('2025-09-25T12:00:00Z'));
  let infra: TestInfrastructure;
  let api: ApiApp;
  let http: ReturnType<typeof apiClient>;
  let league: LeagueDto;
  let admin: TestUser;
  let A: TestTeam, B: TestTeam, C: TestTeam, outside: TestTeam;
  let scorer: TestUser;
  let matchId: string;
  let reportId: string;
  const settle = () => settleAll(infra.db, () => api.daemon!.drainAll());
  const eventCount = async () =>
    Number((await infra.db.query('SELECT count(*)::int AS n FROM events'))[0].n);
  /** The live table, or (`asOf`, a Warsaw day) the table at the end of that day. */
  const table = async (asOf?: string) => {
    const res = await http.get<LeagueTeamStatisticDto[]>(
      `/api/league/get-league-team-statistic?LeagueId=${league.id}${asOf ? `&AsOf=${asOf}` : ''}`,
      admin.token,
    );
    expect(res.status).toBe(200);
    return res.body.value!;
  };
  const row = async (team: TestTeam, asOf?: string) =>
    (await table(asOf)).find((r) => r.id === team.id)!;
  const numbers = async (team: TestTeam, asOf?: string) => {
    const r = await row(team, asOf);
    return [
      r.points,
      r.matchesPlayed,
      `${r.wins}-${r.draws}-${r.losses}`,
      r.goalsScored,
      r.goalsConceded,
    ];
  };
  const goals = async () =>
    (
      await http.get<UserGoalsRankingDto[]>(
        `/api/user/get-user-goals?LeagueId=${league.id}&pageSize=10&page=0`,
        admin.token,
      )
    ).body.value!.map((r): [string, number] => [r.id, r.userGoals]);
  const statistic = async (user: TestUser) =>
    (
      await http.get<UserStatisticDto>(
        `/api/user/get-user-statistic-by-user-id?UserId=${user.id}`,
        admin.token,
      )
    ).body.value!;
  const correction = (
    a: Parameters<typeof reportPayload>[2],
    b: Parameters<typeof reportPayload>[3],
    reason = 'Pomyłka w protokole',
  ) => ({
    matchReportId: reportId,
    reason,
    report: reportPayload(A.id, B.id, a, b, { matchId }),
  });

  beforeAll(async () => {
    infra = await createTestInfrastructure({
      label: 'office',
      clock,
      env: { SEASON_PIN_DATE: '2025-09-01' },
    });
    api = await createApiApp(infra, { serveClient: false });
    http = apiClient(await api.listen(0, '127.0.0.1'));
    await settle();
    const leagues = await currentLeagues(http);
    league = leagues[0];
    admin = await createAdmin(http, infra);
    const team = (leagueId: string | null) =>
      createTeamWithCaptain(http, infra, {
        admin,
        leagueId,
        requestLeagueId: league.id,
        settle,
      });
    A = await team(league.id);
    B = await team(league.id);
    C = await team(league.id);
    outside = await team(leagues[1].id);
    scorer = await addPlayer(http, infra, A, settle);
    const pitch = await createPitch(http, admin, {
      name: 'Orlik Biuro',
      latitude: 50,
      longitude: 20,
    });
    matchId = await createAcceptedMatch(http, {
      from: A,
      to: B,
      pitchId: pitch,
      date: '2025-09-20T16:00:00.000Z',
      settle,
      clock,
    });
    const filed = await http.post<{ id: string }>(
      '/api/match-report/entity-insert',
      reportPayload(
        A.id,
        B.id,
        {
          present: [A.captain.id, scorer.id],
          goals: [scorer.id, scorer.id],
          keepers: [[A.captain.id, 8]],
        },
        { present: [B.captain.id] },
        { matchId },
      ),
      A.captain.token,
    );
    expect(filed.status).toBe(200);
    reportId = filed.body.value!.id;
    await http.post('/api/match-report/accept', { matchReportId: reportId }, B.captain.token);
    const verified = await http.post(
      '/api/match-report/admin-accept',
      { matchReportId: reportId },
      admin.token,
    );
    expect(verified.status).toBe(200);
    await settle();
  });
  afterAll(async () => {
    await api.close();
    await infra.dispose();
  });

  it('the verified 2:0 counts: A 3 pts, B 0, the scorer 2 goals', async () => {
    expect(await numbers(A)).toEqual([3, 1, '1-0-0', 2, 0]);
    expect(await numbers(B)).toEqual([0, 1, '0-0-1', 0, 2]);
    expect(await goals()).toEqual([[scorer.id, 2]]);
    expect(await statistic(scorer)).toMatchObject({ matchesPlayed: 1, wins: 1, goals: 2 });
    // a goalkeeper's record (issue 19): the 2:0 is a clean sheet, rated 8
    expect((await statistic(scorer)).keeper).toBeUndefined();
    expect((await statistic(A.captain)).keeper).toEqual({
      matches: 1,
      cleanSheets: 1,
      bestRating: 8,
    });
  });

  it('refuses a correction without a reason, by a captain, of an unknown report: nothing written', async () => {
    const before = await eventCount();
    const body = correction(
      { present: [A.captain.id, scorer.id], goals: [scorer.id] },
      { present: [B.captain.id], goals: [B.captain.id] },
    );
    const noReason = await http.post(
      '/api/admin/match-report/correct',
      { ...body, reason: ' ' },
      admin.token,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0].message).toMatch(/Podaj powód/);
    const byCaptain = await http.post('/api/admin/match-report/correct', body, A.captain.token);
    expect(byCaptain.status).toBe(403);
    const unknown = await http.post(
      '/api/admin/match-report/correct',
      { ...body, matchReportId: '00000000-0000-4000-8000-000000000009' },
      admin.token,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].message).toBe('Nie znaleziono raportu.');
    const unchanged = await http.post(
      '/api/admin/match-report/correct',
      correction(
        {
          present: [A.captain.id, scorer.id],
          goals: [scorer.id, scorer.id],
          keepers: [[A.captain.id, 8]],
        },
        { present: [B.captain.id] },
      ),
      admin.token,
    );
    expect(unchanged.status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it("corrects 2:0 to 1:1 (B's captain scored): table, scorers and statistics follow", async () => {
    // the correction comes a day after the verification (25 September)
    clock.set(new Date('2025-09-26T12:00:00Z'));
    const res = await http.post(
      '/api/admin/match-report/correct',
      correction(
        { present: [A.captain.id, scorer.id], goals: [scorer.id] },
        { present: [B.captain.id], goals: [B.captain.id] },
      ),
      admin.token,
    );
    expect(res.status).toBe(200);
    // By hand: a 1:1 draw → A 1 pt (0-1-0, 1:1), B 1 pt (0-1-0, 1:1); scorer 1 goal, B's
    // captain 1 goal; the scorer's match is no longer a win.
    expect(await numbers(A)).toEqual([1, 1, '0-1-0', 1, 1]);
    expect(await numbers(B)).toEqual([1, 1, '0-1-0', 1, 1]);
    expect(new Map(await goals())).toEqual(
      new Map([
        [scorer.id, 1],
        [B.captain.id, 1],
      ]),
    );
    expect(await statistic(scorer)).toMatchObject({ matchesPlayed: 1, wins: 0, goals: 1 });
    // the table on a day: the 2:0 as it stood on the 25th, the 1:1 from the 26th on (= live)
    expect(await numbers(A, '2025-09-25')).toEqual([3, 1, '1-0-0', 2, 0]);
    expect(await numbers(B, '2025-09-25')).toEqual([0, 1, '0-0-1', 0, 2]);
    expect(await table('2025-09-26')).toEqual(await table());
    const [event] = await infra.db.query(
      `SELECT data FROM events WHERE event_type = 'MatchResultCorrected'`,
    );
    expect(event.data).toMatchObject({
      reason: 'Pomyłka w protokole',
      homeGoals: 1,
      enemyGoals: 1,
      before: { homeGoals: 2, enemyGoals: 0 },
    });
  });

  it('deducts 3 points from C with a reason; the table shows the adjusted points and the reason', async () => {
    const before = await eventCount();
    const post = (body: unknown, token = admin.token) =>
      http.post('/api/admin/league/points', body, token);
    const good = {
      leagueId: league.id,
      teamId: C.id,
      points: -3,
      reason: 'Nieuprawniony zawodnik',
    };
    expect((await post({ ...good, reason: '' })).status).toBe(400);
    expect((await post({ ...good, points: 0 })).status).toBe(400);
    const foreign = await post({ ...good, teamId: outside.id });
    expect(foreign.status).toBe(409);
    expect(foreign.body.errors[0].message).toMatch(/nie gra w tej lidze/);
    expect((await post(good, C.captain.token)).status).toBe(403);
    expect(await eventCount()).toBe(before);

    expect((await post(good)).status).toBe(200);
    const c = await row(C);
    expect(c.points).toBe(-3);
    expect(c.adjustments).toEqual([
      { points: -3, reason: 'Nieuprawniony zawodnik', at: expect.any(String) },
    ]);
    expect(c.position).toBe(3); // below A and B (1 pt each)
    // the table on a day: the deduction counts from the day it was given (= live), not before
    expect(await table('2025-09-26')).toEqual(await table());
    expect(await row(C, '2025-09-25')).toMatchObject({ points: 0 });
    expect((await row(C, '2025-09-25')).adjustments).toBeUndefined();
  });

  it('a suspended player cannot be marked present (409 naming the suspension); a stranger cannot be suspended', async () => {
    const before = await eventCount();
    const suspend = (body: Record<string, unknown>, token = admin.token) =>
      http.post<{ id: string }>('/api/admin/team/suspend', body, token);
    const good = { teamId: A.id, userId: scorer.id, matches: 1, reason: 'Czerwona kartka' };
    const stranger = await suspend({ ...good, userId: B.captain.id });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors[0].message).toMatch(/nie gra w tej drużynie/);
    expect((await suspend({ ...good, reason: '' })).status).toBe(400);
    expect((await suspend({ ...good, until: '2025-10-10' })).status).toBe(400); // both
    expect((await suspend(good, A.captain.token)).status).toBe(403);
    expect(await eventCount()).toBe(before);
    expect((await suspend(good)).status).toBe(200);

    const listed = await http.get<Array<{ userId: string; active: boolean; label: string }>>(
      `/api/suspension/get-suspensions?TeamId=${A.id}`,
      A.captain.token,
    );
    expect(listed.body.value).toEqual([
      expect.objectContaining({ userId: scorer.id, active: true, label: 'na 1 mecz' }),
    ]);

    // The team's next match, after the suspension: the scorer may not be marked present.
    clock.set(new Date('2025-09-28T12:00:00Z'));
    const pitch = await createPitch(http, admin, {
      name: 'Orlik Kara',
      latitude: 51,
      longitude: 21,
    });
    const next = await createAcceptedMatch(http, {
      from: A,
      to: C,
      pitchId: pitch,
      date: '2025-09-27T16:00:00.000Z',
      settle,
      clock,
    });
    const refused = await http.post(
      '/api/match-report/entity-insert',
      reportPayload(
        A.id,
        C.id,
        { present: [A.captain.id, scorer.id] },
        { present: [C.captain.id] },
        { matchId: next },
      ),
      A.captain.token,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].message).toMatch(/jest zawieszony \(na 1 mecz\)/);
    // the same refusal in English: the suspension's terms are worded by the caller's language
    const refusedEn = await http.call('POST', '/api/match-report/entity-insert', {
      body: reportPayload(
        A.id,
        C.id,
        { present: [A.captain.id, scorer.id] },
        { present: [C.captain.id] },
        { matchId: next },
      ),
      token: A.captain.token,
      headers: { 'accept-language': 'en' },
    });
    expect(refusedEn.status).toBe(409);
    expect(refusedEn.body.errors[0].message).toMatch(/is suspended \(for 1 match\)/);
    const filed = await http.post(
      '/api/match-report/entity-insert',
      reportPayload(
        A.id,
        C.id,
        { present: [A.captain.id] },
        { present: [C.captain.id] },
        { matchId: next },
      ),
      A.captain.token,
    );
    expect(filed.status).toBe(200);
  });
});
