import {
  ERASED_PLAYER_NAME,
  type FixtureDto,
  type LeagueDto,
  type LeagueTeamStatisticDto,
  type MatchDetailDto,
  type MatchReportCreatedDto,
  type NextMatchDto,
  rooms,
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
import { currentLeagues, socketFor, until } from '../../../../../test/support/teams';
import {
  createAdmin,
  registerVerifiedUser,
  type TestUser,
} from '../../../../../test/support/users';
import { FixedClock } from '../../platform/clock/clock';

/**
 * The match centre against real PostgreSQL: the match page's story and head-to-head from
 * hand-computed fixtures, provisional results shown but not counted, fixtures, the next match,
 * and who is coming (rules, pushes, its own stream).
 */
const NOW = '2025-10-01T10:00:00.000Z';
const clock = new FixedClock(new Date(NOW));
let infra: TestInfrastructure;
let api: ApiApp;
let http: ReturnType<typeof apiClient>;
let url: string;
let leagues: LeagueDto[];
let admin: TestUser, outsider: TestUser, a1: TestUser, a2: TestUser, b1: TestUser;
let A: TestTeam, B: TestTeam, C: TestTeam;
let pitch: string;
const drain = () => settleAll(infra.db, () => api.daemon!.drainAll());
const accepted = (from: TestTeam, to: TestTeam, date: string) =>
  createAcceptedMatch(http, { from, to, pitchId: pitch, date, settle: drain, clock });
const ok = <T>(res: { status: number; body: { value: T | null; errors: unknown } }): T => {
  if (res.status >= 300) throw new Error(`${res.status}: ${JSON.stringify(res.body.errors)}`);
  return res.body.value as T;
};
const file = async (by: TestTeam, body: unknown) =>
  ok(
    await http.post<MatchReportCreatedDto>(
      '/api/match-report/entity-insert',
      body,
      by.captain.token,
    ),
  ).id;
const acceptReport = async (by: TestTeam, reportId: string) =>
  ok(await http.post('/api/match-report/accept', { matchReportId: reportId }, by.captain.token));
const verify = async (reportId: string) =>
  ok(await http.post('/api/match-report/admin-accept', { matchReportId: reportId }, admin.token));
const page = async (matchId: string, who: TestUser) =>
  ok(await http.get<MatchDetailDto>(`/api/match/get-match-by-id?MatchId=${matchId}`, who.token));
const answer = (matchId: string, who: TestUser, a: string) =>
  http.post('/api/match/availability', { matchId, answer: a }, who.token);

let M1: string, M2: string, M3: string;

beforeAll(async () => {
  infra = await createTestInfrastructure({
    label: 'match-centre',
    clock,
    env: { SEASON_PIN_DATE: '2025-09-01' },
  });
  api = await createApiApp(infra, { serveClient: false });
  url = await api.listen(0, '127.0.0.1');
  http = apiClient(url);
  leagues = await currentLeagues(http);
  admin = await createAdmin(http, infra);
  outsider = await registerVerifiedUser(http, infra, { firstName: 'Kibic' });
  const team = () =>
    createTeamWithCaptain(http, infra, {
      admin,
      leagueId: leagues[0].id,
      requestLeagueId: leagues[0].id,
      settle: drain,
    });
  [A, B, C] = [await team(), await team(), await team()];
  a1 = await addPlayer(http, infra, A, drain);
  a2 = await addPlayer(http, infra, A, drain);
  b1 = await addPlayer(http, infra, B, drain);
  pitch = await createPitch(http, admin, {
    name: 'Orlik Centralny',
    latitude: 50.06,
    longitude: 19.94,
  });
  await drain();
  // M1: A 3:1 B on 20 Sep (a1 2, a2 1; b1 1), filed by A, accepted by B, verified.
  M1 = await accepted(A, B, '2025-09-20T16:00:00.000Z');
  const r1 = await file(
    A,
    reportPayload(
      A.id,
      B.id,
      {
        present: [A.captain.id, a1.id, a2.id],
        goals: [a1.id, a1.id, a2.id],
        mvp: [[a1.id, 5]],
        keepers: [[a2.id, 8]],
      },
      { present: [B.captain.id, b1.id], goals: [b1.id], mvp: [[b1.id, 1]] },
      { matchId: M1 },
    ),
  );
  await acceptReport(B, r1);
  await verify(r1);
  // M2: B 2:2 A on 27 Sep, filed by B, accepted by A, verified.
  M2 = await accepted(B, A, '2025-09-27T16:00:00.000Z');
  const r2 = await file(
    B,
    reportPayload(
      B.id,
      A.id,
      { present: [B.captain.id], goals: [B.captain.id, B.captain.id] },
      { present: [a1.id], goals: [a1.id, a1.id] },
      { matchId: M2 },
    ),
  );
  await acceptReport(A, r2);
  await verify(r2);
  // M3: A 2:0 C on 28 Sep, filed by A only: provisional, waits for C's captain.
  M3 = await accepted(A, C, '2025-09-28T16:00:00.000Z');
  await file(
    A,
    reportPayload(
      A.id,
      C.id,
      { present: [a1.id], goals: [a1.id, a1.id] },
      { present: [C.captain.id] },
      { matchId: M3 },
    ),
  );
}, 240_000);

afterAll(async () => {
  await api.close();
  await infra.dispose();
});

describe('the match page', () => {
  it("tells M1's story in order, with the acting team, and the result with its details", async () => {
    const m = await page(M1, outsider);
    expect(m.timeline.map((t) => [t.action, t.teamId])).toEqual([
      ['challenged', A.id],
      ['accepted', B.id],
      ['reported', A.id],
      ['reportAccepted', B.id],
      ['verified', null],
    ]);
    // Issued and accepted the day before (the clock stood there), reported after the match.
    expect(m.timeline[0].at <= m.timeline[1].at && m.timeline[1].at < m.timeline[2].at).toBe(true);
    expect(m).toMatchObject({ teamA: { id: A.id }, teamB: { id: B.id }, status: { id: 5 } });
    expect(m.pitch).toMatchObject({ name: 'Orlik Centralny', position: { latitude: 50.06 } });
    expect(m.result).toMatchObject({
      verified: true,
      visible: true,
      teamAGoals: 3,
      teamBGoals: 1,
      awaiting: null,
    });
    const [sa, sb] = m.result!.sides!;
    expect(sa.scorers.map((s) => [s.userId, s.goals])).toEqual([
      [a1.id, 2],
      [a2.id, 1],
    ]);
    expect(sa.mvp).toEqual([expect.objectContaining({ userId: a1.id, points: 5 })]);
    expect(sa.keepers).toEqual([expect.objectContaining({ userId: a2.id, rate: 8 })]);
    expect(sa.players).toHaveLength(3);
    expect(sb).toMatchObject({ goals: 1, ownGoalsFor: 0 });
  });

  it('head-to-head of A and B from both meetings (3:1 W, 2:2 D), from either side', async () => {
    const fromA = (await page(M1, outsider)).headToHead;
    expect(fromA).toMatchObject({
      played: 2,
      teamAWins: 1,
      draws: 1,
      teamBWins: 0,
      teamAGoals: 5,
      teamBGoals: 3,
    });
    expect(fromA.last.map((l) => [l.matchId, l.teamAGoals, l.teamBGoals])).toEqual([
      [M2, 2, 2],
      [M1, 3, 1],
    ]);
    const fromB = ok(
      await http.get<MatchDetailDto['headToHead']>(
        `/api/match/get-head-to-head?TeamAId=${B.id}&TeamBId=${A.id}`,
        outsider.token,
      ),
    );
    expect(fromB).toMatchObject({
      teamAWins: 0,
      draws: 1,
      teamBWins: 1,
      teamAGoals: 3,
      teamBGoals: 5,
    });
    // every meeting (the team page's picker), newest first, from B's side
    expect(fromB.meetings.map((l) => [l.matchId, l.teamAGoals, l.teamBGoals])).toEqual([
      [M2, 2, 2],
      [M1, 1, 3],
    ]);
    const same = await http.get(
      `/api/match/get-head-to-head?TeamAId=${A.id}&TeamBId=${A.id}`,
      outsider.token,
    );
    expect(same.status).toBe(400);
    // B and C never met (C's only result waits for its captain): an empty head-to-head; an
    // unknown team is a 404, also when asked again (the answers are cached, hot reads)
    for (let i = 0; i < 2; i++) {
      const none = ok(
        await http.get<MatchDetailDto['headToHead']>(
          `/api/match/get-head-to-head?TeamAId=${B.id}&TeamBId=${C.id}`,
          outsider.token,
        ),
      );
      expect(none).toMatchObject({ played: 0, teamAWins: 0, draws: 0, teamBWins: 0 });
      const unknown = await http.get(
        `/api/match/get-head-to-head?TeamAId=${A.id}&TeamBId=${M1}`,
        outsider.token,
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body.errors[0].message).toBe('Nie znaleziono drużyny.');
    }
  });

  it('an unknown match is a 404 in Polish; a malformed id a 400', async () => {
    const missing = await http.get(`/api/match/get-match-by-id?MatchId=${C.id}`, outsider.token);
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].message).toBe('Nie znaleziono meczu.');
    expect((await http.get('/api/match/get-match-by-id?MatchId=x', outsider.token)).status).toBe(
      400,
    );
  });
});

describe('provisional results', () => {
  it("are shown as unverified, waiting for the opponent's captain, with the score for the two teams", async () => {
    const forA = await page(M3, a1);
    expect(forA.result).toMatchObject({
      verified: false,
      awaiting: 'opponent',
      awaitingTeamId: C.id,
      visible: true,
      teamAGoals: 2,
      teamBGoals: 0,
    });
    const forOutsider = await page(M3, outsider);
    expect(forOutsider.result).toMatchObject({
      verified: false,
      awaiting: 'opponent',
      visible: false,
      teamAGoals: null,
      sides: null,
    });
  });

  it('count in no table until verified', async () => {
    const table = ok(
      await http.get<LeagueTeamStatisticDto[]>(
        `/api/league/get-league-team-statistic?LeagueId=${leagues[0].id}`,
        outsider.token,
      ),
    );
    expect(table.find((r) => r.id === A.id)).toMatchObject({ matchesPlayed: 2, wins: 1, draws: 1 });
    expect(table.find((r) => r.id === C.id)).toMatchObject({ matchesPlayed: 0 });
  });

  it('appear in the fixtures of the week with results and upcoming matches told apart', async () => {
    const week = ok(
      await http.get<FixtureDto[]>(
        `/api/match/get-fixtures?LeagueId=${leagues[0].id}&StartDate=2025-09-22T00:00:00Z&EndDate=2025-09-29T00:00:00Z`,
        outsider.token,
      ),
    );
    expect(week.map((f) => f.id)).toEqual([M2, M3]);
    expect(week[1].result).toMatchObject({ verified: false, visible: false });
    const ofC = ok(
      await http.get<FixtureDto[]>(
        `/api/match/get-fixtures?TeamId=${C.id}&StartDate=2025-09-01T00:00:00Z&EndDate=2025-10-31T00:00:00Z`,
        C.captain.token,
      ),
    );
    expect(ofC.map((f) => f.id)).toEqual([M3]);
    expect(ofC[0].result).toMatchObject({ visible: true, teamAGoals: 2 });
    const tooLong = await http.get(
      '/api/match/get-fixtures?StartDate=2025-08-01T00:00:00Z&EndDate=2025-12-31T00:00:00Z',
      outsider.token,
    );
    expect(tooLong.status).toBe(400);
  });
});

describe('who is coming', () => {
  let M4: string;
  let M5: string;
  beforeAll(async () => {
    M4 = await accepted(A, B, '2025-10-04T17:00:00.000Z'); // three days ahead
    M5 = await accepted(C, B, '2025-10-02T18:00:00.000Z'); // 32 hours ahead
  });

  it('the next match of A is M4, with who is coming', async () => {
    const next = ok(
      await http.get<NextMatchDto>(`/api/match/get-next-match?TeamId=${A.id}`, a1.token),
    );
    expect(next).toMatchObject({ id: M4, teamA: { id: A.id }, teamB: { id: B.id }, result: null });
    expect(next.availability).toMatchObject({
      open: true,
      canAnswer: true,
      myTeamId: A.id,
      myAnswer: null,
    });
  });

  it('members answer; their captain sees names and the count rise live, others only counts', async () => {
    const live = await socketFor(url, B.captain.token, [rooms.team(B.id)]);
    const versionBefore = await infra.db.query(`SELECT version FROM streams WHERE stream_id = $1`, [
      `match-${M4}`,
    ]);
    try {
      expect((await answer(M4, a1, 'yes')).status).toBe(200);
      expect((await answer(M4, a2, 'maybe')).status).toBe(200);
      expect((await answer(M4, b1, 'no')).status).toBe(200);
      await until(live.messages, (m) => m.topic === 'availability' && (m.ids ?? []).includes(M4));
    } finally {
      live.socket.close();
    }
    const forA = (await page(M4, A.captain)).availability;
    expect(forA.teams[0]).toMatchObject({
      teamId: A.id,
      yes: 1,
      maybe: 1,
      no: 0,
      unanswered: 1,
      warning: false,
    });
    expect(forA.teams[0].players!.find((p) => p.userId === a1.id)?.answer).toBe('yes');
    expect(forA.teams[1]).toMatchObject({ teamId: B.id, no: 1 });
    const forOutsider = (await page(M4, outsider)).availability;
    expect(forOutsider).toMatchObject({ canAnswer: false, myAnswer: null });
    expect(forOutsider.teams[0]).toMatchObject({ yes: 1, players: null, unanswered: null });
    // Answers live on their own stream: the match stream's version did not move.
    const versionAfter = await infra.db.query(`SELECT version FROM streams WHERE stream_id = $1`, [
      `match-${M4}`,
    ]);
    expect(versionAfter).toEqual(versionBefore);
  });

  it('warns when fewer than six said yes 48 hours before kick-off', async () => {
    const m5 = (await page(M5, C.captain)).availability;
    expect(m5.teams.map((t) => t.warning)).toEqual([true, true]);
  });

  it('refuses outsiders (403), a match with a report or a finished one (409), an unknown match (404), a bad answer (400)', async () => {
    const refused = [
      [await answer(M4, outsider, 'yes'), 403, 'Obecność zgłaszają tylko zawodnicy obu drużyn.'],
      [await answer(M3, a1, 'yes'), 409, 'Obecność można zgłaszać tylko na zaakceptowany mecz.'],
      [await answer(M1, a1, 'yes'), 409, 'Obecność można zgłaszać tylko na zaakceptowany mecz.'],
      [await answer(C.id, a1, 'yes'), 404, 'Nie znaleziono meczu.'],
      [await answer(M4, a1, 'perhaps'), 400, 'Wybierz: Będę, Nie będę albo Może.'],
    ] as const;
    for (const [res, status, message] of refused) {
      expect([res.status, res.body.errors[0].message]).toEqual([status, message]);
    }
  });

  it('refuses answers once the match has kicked off (409)', async () => {
    clock.set(new Date('2025-10-02T18:00:00.000Z'));
    try {
      const res = await answer(M5, C.captain, 'yes');
      expect([res.status, res.body.errors[0].message]).toEqual([
        409,
        'Ten mecz już się rozpoczął: nie można zmienić obecności.',
      ]);
      expect((await page(M5, C.captain)).availability.open).toBe(false);
    } finally {
      clock.set(new Date(NOW));
    }
  });
});

describe('erased people', () => {
  it('show as "Usunięty zawodnik" in the result', async () => {
    ok(await http.delete(`/api/user/${a2.id}`, admin.token));
    await drain();
    const scorers = (await page(M1, outsider)).result!.sides![0].scorers;
    expect(scorers.find((s) => s.userId === a2.id)?.name).toBe(ERASED_PLAYER_NAME);
  });
});
