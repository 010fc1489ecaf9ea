import type { LeagueRulesDto, LeagueTeamStatisticDto, SeasonDto } from '@liga/contracts';
import { DEFAULT_TIE_BREAKS } from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import {
  createTestInfrastructure,
  testContext,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { settleAll } from '../../../../../test/support/reports';
import {
  createAdmin,
  registerVerifiedUser,
  type TestUser,
} from '../../../../../test/support/users';
import type { MatchReportVerified } from '../matches/domain/match.events';

/**
 * The league's rules over HTTP: the default PZPN order, the admin's change with a reason (and
 * every refusal writing nothing), and the table call ranking by them — a three-team
 * head-to-head circle appended straight to the log.
 */
jest.setTimeout(120_000);

const uuid = (kind: number, n: number) =>
  `00000000-0000-4000-8${kind}00-${String(n).padStart(12, '0')}`;
const L = uuid(2, 77);
const T = { A: uuid(3, 1), B: uuid(3, 2), C: uuid(3, 3), D: uuid(3, 4) };
const name = (id: string) => Object.keys(T).find((k) => T[k as keyof typeof T] === id);

describe('league rules: tie-breaks (real PostgreSQL, in-process projections)', () => {
  let infra: TestInfrastructure;
  let api: ApiApp;
  let http: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let player: TestUser;
  let seasonId: string;
  const append = async (streamId: string, type: string, data: unknown) => {
    const version = await infra.eventStore.streamVersion(streamId);
    await infra.eventStore.append(
      streamId,
      streamId.split('-')[0],
      version,
      [{ type, data }],
      testContext(),
    );
  };
  const settle = () => settleAll(infra.db, () => api.daemon!.drainAll());
  const eventCount = async () =>
    Number((await infra.db.query('SELECT count(*)::int AS n FROM events'))[0].n);
  const table = async () => {
    const res = await http.get<LeagueTeamStatisticDto[]>(
      `/api/league/get-league-team-statistic?LeagueId=${L}`,
      player.token,
    );
    expect(res.status).toBe(200);
    return res.body.value!.map((r) => [name(r.id), r.position, r.decidedBy]);
  };
  let n = 0;
  const played = async (home: keyof typeof T, hg: number, eg: number, enemy: keyof typeof T) => {
    n += 1;
    const data: MatchReportVerified['data'] = {
      matchId: uuid(5, n),
      reportId: uuid(6, n),
      walkoverType: 1,
      homeTeamId: T[home],
      enemyTeamId: T[enemy],
      teams: [
        { teamId: T[home], attendances: [], goals: [], mvp: [], keepers: [] },
        { teamId: T[enemy], attendances: [], goals: [], mvp: [], keepers: [] },
      ],
      homeGoals: hg,
      enemyGoals: eg,
      seasonId,
      leagueId: L,
      homeLeagueId: L,
      enemyLeagueId: L,
      matchDate: `2025-09-${String(n).padStart(2, '0')}T17:00:00.000Z`,
      verifiedBy: admin.id,
    };
    await append(`match-${data.matchId}`, 'MatchReportVerified', data);
  };

  beforeAll(async () => {
    infra = await createTestInfrastructure({
      label: 'league-rules',
      env: { SEASON_PIN_DATE: '2025-09-20' },
    });
    api = await createApiApp(infra, { serveClient: false });
    http = apiClient(await api.listen(0, '127.0.0.1'));
    admin = await createAdmin(http, infra);
    player = await registerVerifiedUser(http, infra);
    seasonId = (await http.get<SeasonDto>('/api/season/current')).body.value!.id;
    await append(`league-${L}`, 'LeagueOpened', { leagueId: L, seasonId, name: 'Liga 9Z' });
    for (const [k, teamId] of Object.entries(T)) {
      await append(`team-${teamId}`, 'TeamCreated', {
        teamId,
        name: `Drużyna ${k}`,
        shortName: k.repeat(3),
        captainId: admin.id,
        requestedLeagueId: null,
      });
      await append(`league-${L}`, 'TeamAssignedToLeague', {
        leagueTeamId: uuid(9, teamId.charCodeAt(35)),
        teamId,
        leagueId: L,
        seasonId,
      });
    }
    // The circle (rank-table.unit.spec.ts and docs/RULES.md): A–B 3:1, B–C 3:0, C–A 2:1, and
    // each beat D: A–D 1:0, B–D 3:0, C–D 10:0. Overall difference A +2, B +4, C +8.
    await played('A', 3, 1, 'B');
    await played('B', 3, 0, 'C');
    await played('C', 2, 1, 'A');
    await played('A', 1, 0, 'D');
    await played('B', 3, 0, 'D');
    await played('C', 10, 0, 'D');
    await settle();
  });
  afterAll(async () => {
    await api.close();
    await infra.dispose();
  });

  it('answers the default PZPN order and 2/2 movement to anyone, guests included', async () => {
    const res = await http.get<LeagueRulesDto>(`/api/league/get-league-rules?LeagueId=${L}`);
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      tieBreaks: [...DEFAULT_TIE_BREAKS],
      promotion: 2,
      relegation: 2,
      lotSeed: null,
    });
    const unknown = await http.get(`/api/league/get-league-rules?LeagueId=${uuid(2, 999)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].message).toBe('Nie znaleziono ligi.');
    const bad = await http.get('/api/league/get-league-rules?LeagueId=x');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toMatch(/identyfikator ligi/);
  });

  it('ranks the circle by the head-to-head mini-table, re-applied to the two still level', async () => {
    // Mini-table of A, B, C: 3 pts each; difference A +1, B +1, C −2 → C third; A and B still
    // level, their own mini-table (A–B 3:1) puts A first.
    expect(await table()).toEqual([
      ['A', 1, 'headToHeadPoints'],
      ['B', 2, 'headToHeadGoalDifference'],
      ['C', 3, null],
      ['D', 4, null],
    ]);
  });

  it('refuses bad changes with a Polish 4xx and writes nothing', async () => {
    const before = await eventCount();
    const post = (body: unknown, token = admin.token) =>
      http.post('/api/admin/league/tie-breaks', body, token);
    const good = { leagueId: L, tieBreaks: ['points', 'goalDifference'], reason: 'Uchwała' };
    const noReason = await post({ ...good, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0].message).toMatch(/Podaj powód/);
    const notPointsFirst = await post({ ...good, tieBreaks: ['goalDifference', 'points'] });
    expect(notPointsFirst.status).toBe(400);
    expect(notPointsFirst.body.errors[0].message).toMatch(/punkty/);
    const twice = await post({ ...good, tieBreaks: ['points', 'wins', 'wins'] });
    expect(twice.status).toBe(400);
    const unknownRule = await post({ ...good, tieBreaks: ['points', 'bramkarz'] });
    expect(unknownRule.status).toBe(400);
    expect(unknownRule.body.errors[0].message).toMatch(/Nieznane kryterium/);
    const unknownLeague = await post({ ...good, leagueId: uuid(2, 999) });
    expect(unknownLeague.status).toBe(404);
    const byPlayer = await post(good, player.token);
    expect(byPlayer.status).toBe(403);
    const byGuest = await http.post('/api/admin/league/tie-breaks', good);
    expect(byGuest.status).toBe(401);
    expect(await eventCount()).toBe(before);
  });

  it('the admin orders the rules with a reason: the table follows, the lot seed is recorded', async () => {
    const res = await http.post(
      '/api/admin/league/tie-breaks',
      {
        leagueId: L,
        tieBreaks: ['points', 'goalDifference', 'goalsScored', 'lot'],
        reason: 'Uchwała zarządu nr 3/2025',
      },
      admin.token,
    );
    expect(res.status).toBe(200);
    const rules = (await http.get<LeagueRulesDto>(`/api/league/get-league-rules?LeagueId=${L}`))
      .body.value!;
    expect(rules.tieBreaks).toEqual(['points', 'goalDifference', 'goalsScored', 'lot']);
    expect(rules.lotSeed).toMatch(/^[0-9a-f-]{36}$/);
    // By overall numbers alone: C +8, B +4, A +2.
    expect(await table()).toEqual([
      ['C', 1, 'goalDifference'],
      ['B', 2, 'goalDifference'],
      ['A', 3, null],
      ['D', 4, null],
    ]);
    const [event] = await infra.db.query(
      `SELECT data FROM events WHERE event_type = 'LeagueTieBreaksSet' ORDER BY global_position`,
    );
    expect(event.data).toMatchObject({
      reason: 'Uchwała zarządu nr 3/2025',
      lotSeed: rules.lotSeed,
    });
  });
});
