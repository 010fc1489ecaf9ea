import { type LeagueDto, type LeagueTeamStatisticDto, REPORT_MESSAGES } from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import { type TestTeam } from '../../../../../test/support/matches';
import { type TestUser } from '../../../../../test/support/users';
import { reportsWorld } from './reports.fixture';

/**
 * Match reports over HTTP, refused: before the match started, by strangers, with absent
 * scorers or non-members, and bad input (a 400 or 404 with a Polish message, never a 500).
 */
jest.setTimeout(180_000);

describe('match reports API: refusals', () => {
  const world = reportsWorld('report_refusals');
  const { clock, messagesOf, file, m1Payload } = world;
  let http: ReturnType<typeof apiClient>;
  let leagues: LeagueDto[];
  let admin: TestUser;
  let A: TestTeam;
  let C: TestTeam;
  let a1: TestUser;
  let a2: TestUser;
  let c1: TestUser;
  let M1: string;

  beforeAll(() => {
    ({ http, leagues, admin, A, C, a1, a2, c1, M1 } = world);
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
});
