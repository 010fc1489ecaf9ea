import {
  type LeagueDto,
  type MatchDto,
  type MatchReportDto,
  type MatchReportSummaryDto,
  REPORT_MESSAGES,
  rooms,
  type UserGoalsRankingDto,
} from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import { type TestInfrastructure } from '../../../../../test/support/infrastructure';
import { type TestTeam } from '../../../../../test/support/matches';
import { reportPayload } from '../../../../../test/support/reports';
import { socketFor, until } from '../../../../../test/support/teams';
import { type TestUser } from '../../../../../test/support/users';
import { rebuildProjection } from '../../platform/projections/rebuild';
import { matchesProjection } from '../matches/projections/matches.projection';
import { standingsProjections } from '../standings/standings.projections';
import { reportsProjections } from './reports.projections';
import { reportsWorld } from './reports.fixture';

/**
 * Match reports over HTTP: a captain files, the opponent accepts, an admin verifies — the
 * verification race, live pushes, the tables, deletion, an admin's entry, and a replay of the
 * projections equal to the live tables.
 */
jest.setTimeout(180_000);

describe('match reports API', () => {
  const world = reportsWorld('reports');
  const { drain, file, rowOf, statistic, m1Payload } = world;
  let infra: TestInfrastructure;
  let http: ReturnType<typeof apiClient>;
  let url: string;
  let leagues: LeagueDto[];
  let admin: TestUser;
  let admin2: TestUser;
  let A: TestTeam;
  let B: TestTeam;
  let C: TestTeam;
  let a1: TestUser;
  let b1: TestUser;
  let c1: TestUser;
  let pitch: string;
  let M1: string;
  let R1: string;
  beforeAll(() => {
    ({ infra, http, url, leagues, admin, admin2, A, B, C, a1, b1, c1, pitch, M1 } = world);
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
    // an unverified report is for the members of its two teams (and the admins) only
    expect(
      (await http.get(`/api/match-report/get-match-report?MatchReportId=${R1}`, a1.token)).status,
    ).toBe(200);
    expect(
      (await http.get(`/api/match-report/get-match-report?MatchReportId=${R1}`, c1.token)).status,
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

  it('a replay of the report projections (and the matches one) from position 0 equals the live tables', async () => {
    await drain();
    const projections = [...standingsProjections, ...reportsProjections, matchesProjection];
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
