import type { LeagueDto, MatchReportCreatedDto, ReportQueueDto } from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import {
  createPitch,
  createTeamWithCaptain,
  type TestTeam,
} from '../../../../../test/support/matches';
import { createAcceptedMatch, reportPayload, settleAll } from '../../../../../test/support/reports';
import { currentLeagues } from '../../../../../test/support/teams';
import { createAdmin, type TestUser } from '../../../../../test/support/users';
import { FixedClock } from '../../platform/clock/clock';

/**
 * The admin's report queue (issue 16): opens on the reports waiting for verification, oldest
 * waiting first (by when they became so, not by match date); every tab's count under the same
 * filters; league, team and date filters; paging; bad input refused in Polish.
 */
const clock = new FixedClock(new Date('2025-10-01T10:00:00.000Z'));
let infra: TestInfrastructure;
let api: ApiApp;
let http: ReturnType<typeof apiClient>;
let leagues: LeagueDto[];
let admin: TestUser;
let A: TestTeam, B: TestTeam, C: TestTeam, D: TestTeam;
const R: Record<string, string> = {};
const drain = () => settleAll(infra.db, () => api.daemon!.drainAll());
const ok = <T>(res: { status: number; body: { value: T | null; errors: unknown } }): T => {
  if (res.status >= 300) throw new Error(`${res.status}: ${JSON.stringify(res.body.errors)}`);
  return res.body.value as T;
};
const queue = (query = '', who: TestUser = admin) =>
  http.get<ReportQueueDto>(`/api/match-report/get-report-queue${query}`, who.token);
const ids = (q: ReportQueueDto) => q.items.map((r) => r.id);

beforeAll(async () => {
  infra = await createTestInfrastructure({
    label: 'report_queue',
    clock,
    env: { SEASON_PIN_DATE: '2025-09-01' },
  });
  api = await createApiApp(infra, { serveClient: false });
  http = apiClient(await api.listen(0, '127.0.0.1'));
  leagues = await currentLeagues(http);
  admin = await createAdmin(http, infra);
  const team = () =>
    createTeamWithCaptain(http, infra, {
      admin,
      leagueId: leagues[0].id,
      requestLeagueId: leagues[0].id,
      settle: drain,
    });
  [A, B, C, D] = [await team(), await team(), await team(), await team()];
  const pitch = await createPitch(http, admin, { name: 'Orlik', latitude: 50, longitude: 19 });
  const file = async (key: string, home: TestTeam, away: TestTeam, date: string) => {
    const matchId = await createAcceptedMatch(http, {
      from: home,
      to: away,
      pitchId: pitch,
      date,
      settle: drain,
      clock,
    });
    R[key] = ok(
      await http.post<MatchReportCreatedDto>(
        '/api/match-report/entity-insert',
        reportPayload(
          home.id,
          away.id,
          { present: [home.captain.id], goals: [] },
          { present: [away.captain.id], goals: [] },
          { matchId },
        ),
        home.captain.token,
      ),
    ).id;
  };
  const accept = async (key: string, by: TestTeam) => {
    clock.advance(3_600_000);
    ok(await http.post('/api/match-report/accept', { matchReportId: R[key] }, by.captain.token));
  };
  await file('AB', A, B, '2025-09-10T16:00:00.000Z'); // waits for B
  await file('AC', A, C, '2025-09-11T16:00:00.000Z');
  await file('BD', B, D, '2025-09-12T16:00:00.000Z');
  await file('CD', C, D, '2025-09-13T16:00:00.000Z');
  await accept('BD', D); // waiting for the admin since 11:00 …
  await accept('AC', C); // … and since 12:00: BD first though played later
  await accept('CD', D);
  ok(await http.post('/api/match-report/admin-accept', { matchReportId: R.CD }, admin.token));
}, 180_000);

afterAll(async () => {
  await api?.close();
  await infra?.dispose();
});

describe('report queue', () => {
  it('opens on what waits for verification, longest waiting first, with every count', async () => {
    const q = ok(await queue());
    expect(ids(q)).toEqual([R.BD, R.AC]);
    expect(q.total).toBe(2);
    expect(q.counts).toEqual({ toVerify: 2, waiting: 1, verified: 1, all: 4 });
    expect(ok(await queue('?Status=waiting')).items.map((r) => r.id)).toEqual([R.AB]);
    expect(ids(ok(await queue('?Status=verified')))).toEqual([R.CD]);
    expect(ids(ok(await queue('?Status=all')))).toEqual([R.CD, R.BD, R.AC, R.AB]);
  });

  it('filters by team, league and match dates, counts included', async () => {
    const byB = ok(await queue(`?TeamId=${B.id}`));
    expect(ids(byB)).toEqual([R.BD]);
    expect(byB.counts).toEqual({ toVerify: 1, waiting: 1, verified: 0, all: 2 });
    expect(ok(await queue(`?LeagueId=${leagues[0].id}`)).counts.all).toBe(4);
    const dated = ok(
      await queue('?Status=all&StartDate=2025-09-11T00:00:00&EndDate=2025-09-12T23:59:59'),
    );
    expect(ids(dated)).toEqual([R.BD, R.AC]);
    expect(dated.counts).toEqual({ toVerify: 2, waiting: 0, verified: 0, all: 2 });
  });

  it('pages without overlap', async () => {
    expect(ids(ok(await queue('?Status=all&page=0&pageSize=3')))).toEqual([R.CD, R.BD, R.AC]);
    const second = ok(await queue('?Status=all&page=1&pageSize=3'));
    expect(ids(second)).toEqual([R.AB]);
    expect(second.total).toBe(4);
  });

  it('refuses bad input in Polish and anyone but an admin', async () => {
    const bad: Array<[string, string]> = [
      ['?Status=foo', 'Status musi być jednym z: toVerify, waiting, verified, all.'],
      ['?pageSize=0', 'Rozmiar strony musi być liczbą od 1 do 100.'],
      ['?page=-1', 'Numer strony musi być liczbą od 0 do 100000.'],
      ['?TeamId=abc', 'Identyfikator drużyny jest nieprawidłowy.'],
      [
        '?StartDate=2025-09-12T00:00:00&EndDate=2025-09-11T00:00:00',
        'Data końcowa nie może być wcześniejsza niż początkowa.',
      ],
    ];
    for (const [query, message] of bad) {
      const res = await queue(query);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe(message);
    }
    expect((await queue('?LeagueId=00000000-0000-4000-8000-000000000999')).status).toBe(404);
    expect((await queue('', A.captain)).status).toBe(403);
  });
});
