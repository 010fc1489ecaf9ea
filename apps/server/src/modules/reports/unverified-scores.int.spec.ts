import type { MatchDto, MatchReportCreatedDto } from '@liga/contracts';
import type { apiClient } from '../../../../../test/support/api';
import type { TestTeam } from '../../../../../test/support/matches';
import type { TestUser } from '../../../../../test/support/users';
import { reportsWorld } from './reports.fixture';

jest.setTimeout(180_000);

/**
 * Issue 20: an unverified score is for the members of the match's two teams and the admins;
 * everyone else sees the match without it (`report: null`, `hasReport: true`) until the admin
 * verifies the report, and the report itself is refused to them.
 */
describe('unverified scores (API, real PostgreSQL)', () => {
  const world = reportsWorld('unverified_scores');
  const { drain, m1Payload, file } = world;
  let http: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let A: TestTeam, B: TestTeam, C: TestTeam;
  let a1: TestUser, b1: TestUser, c1: TestUser;
  let M1: string;
  let reportId: string;

  beforeAll(async () => {
    ({ http, admin, A, B, C, a1, b1, c1, M1 } = world);
    const filed = await file(A.captain, m1Payload());
    expect(filed.status).toBe(200);
    reportId = (filed.body.value as MatchReportCreatedDto).id;
    await drain();
  });

  const m1As = async (viewer: TestUser) => {
    const res = await http.get<MatchDto[]>(
      `/api/match/get-accepted-matches?teamId=${A.id}&pageSize=100&page=0`,
      viewer.token,
    );
    expect(res.status).toBe(200);
    return res.body.value!.find((m) => m.id === M1)!;
  };
  const reportAs = async (viewer: TestUser) =>
    (await http.get(`/api/match-report/get-match-report?MatchReportId=${reportId}`, viewer.token))
      .status;
  const reportByMatchAs = async (viewer: TestUser) =>
    (await http.get(`/api/match-report/get-match-report-by-match-id?MatchId=${M1}`, viewer.token))
      .status;
  const score = { id: expect.any(String), homeGoals: 3, enemyGoals: 1 };

  it('the two teams (members and captains) and the admins see the score and the report', async () => {
    for (const viewer of [a1, A.captain, b1, B.captain, admin]) {
      expect(await m1As(viewer)).toMatchObject({ hasReport: true, report: score });
      expect([await reportAs(viewer), await reportByMatchAs(viewer)]).toEqual([200, 200]);
    }
  });

  it('another team sees the match without the score, and is refused the report', async () => {
    for (const viewer of [c1, C.captain]) {
      const match = await m1As(viewer);
      expect(match).toMatchObject({ id: M1, hasReport: true, report: null });
      expect(JSON.stringify(match)).not.toContain('Goals');
      expect([await reportAs(viewer), await reportByMatchAs(viewer)]).toEqual([403, 403]);
    }
  });

  it('once verified, everyone sees it', async () => {
    expect(
      (await http.post('/api/match-report/accept', { matchReportId: reportId }, B.captain.token))
        .status,
    ).toBe(200);
    expect(
      (await http.post('/api/match-report/admin-accept', { matchReportId: reportId }, admin.token))
        .status,
    ).toBe(200);
    await drain();
    expect(await m1As(c1)).toMatchObject({ hasReport: true, report: score });
    expect(await reportAs(c1)).toBe(200);
  });
});
