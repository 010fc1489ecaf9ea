import type {
  HallOfFameSeasonDto,
  LeagueTeamStatisticDto,
  PlayerSeasonDto,
  PositionByRoundDto,
  RecordsDto,
  TeamSeasonDto,
} from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { dumpReadTables, waitForProjections } from '../../../../../test/support/read-tables';
import { registerVerifiedUser } from '../../../../../test/support/users';
import { seasonId } from '../../config/season-calendar';
import { FixedClock } from '../../platform/clock/clock';
import { rebuildProjection } from '../../platform/projections/rebuild';
import { UsersReadModel } from '../users/queries/users.read-model';
import { archiveProjections } from './archive.projections';
import { PlayerCareerReadModel } from './queries/player-career.read-model';
import { LEAGUES, matchId, NOW, PLAYERS, S1, S2, TEAMS, writeHistory } from './archive.fixture';

/**
 * The archive from a hand-computed two-season history (archive.fixture.ts): the table on a
 * day, the final tables, team history and honours, careers, records, runs, the hall of fame,
 * positions by round, bad input, and a replay that equals the live tables.
 */
jest.setTimeout(120_000);

const team = (id: string) => Object.keys(TEAMS).find((k) => TEAMS[k as 'A'] === id);
const player = (id: string) => Object.keys(PLAYERS).find((k) => PLAYERS[k as 'a1'] === id);
const rows = (table: LeagueTeamStatisticDto[]) =>
  table.map((r) => [
    team(r.id),
    r.position,
    r.points,
    `${r.wins}-${r.draws}-${r.losses}`,
    `${r.goalsScored}:${r.goalsConceded}`,
    r.form.join(''),
  ]);

describe('the archive (real PostgreSQL, in-process projections)', () => {
  let infra: TestInfrastructure;
  let api: ApiApp;
  let http: ReturnType<typeof apiClient>;
  let token: string;
  const clock = new FixedClock(NOW);
  const get = async <T>(path: string) => http.get<T>(path, token);
  const value = async <T>(path: string) => {
    const { status, body } = await get<T>(path);
    expect({ path, status, errors: body.errors }).toEqual({ path, status: 200, errors: [] });
    return body.value as T;
  };
  const table = async (leagueId: string, asOf?: string) =>
    rows(
      await value<LeagueTeamStatisticDto[]>(
        `/api/league/get-league-team-statistic?LeagueId=${leagueId}${asOf ? `&AsOf=${asOf}` : ''}`,
      ),
    );

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'archive', clock });
    await writeHistory(infra.eventStore, clock);
    api = await createApiApp(infra, { serveClient: false });
    http = apiClient(await api.listen(0, '127.0.0.1'));
    token = (await registerVerifiedUser(http, infra)).token;
    await waitForProjections(infra.db);
  });
  afterAll(async () => {
    await api.close();
    await infra.dispose();
  });

  it('the table on a day: verified by the end of that day (Warsaw), not yet deleted', async () => {
    // nothing verified before 3 September: every team level, ordered by name
    expect(await table(LEAGUES.l1a, '2025-09-02')).toEqual([
      ['A', 1, 0, '0-0-0', '0:0', ''],
      ['B', 2, 0, '0-0-0', '0:0', ''],
      ['C', 3, 0, '0-0-0', '0:0', ''],
    ]);
    // m1 verified at 14:00 Warsaw on the 3rd: C (0:0) above B (0:3)
    expect(await table(LEAGUES.l1a, '2025-09-03')).toEqual([
      ['A', 1, 3, '1-0-0', '3:0', 'W'],
      ['C', 2, 0, '0-0-0', '0:0', ''],
      ['B', 3, 0, '0-0-1', '0:3', 'L'],
    ]);
    // m7 verified on the 8th still counts; m6 (played 12.09) is verified only on the 10th
    expect(await table(LEAGUES.l1a, '2025-10-09')).toEqual([
      ['A', 1, 9, '3-0-2', '10:5', 'LLWWW'],
      ['B', 2, 4, '1-1-1', '3:4', 'WDL'],
      ['C', 3, 4, '1-1-2', '4:8', 'WLDL'],
    ]);
    expect(await table(LEAGUES.l1a, '2025-10-11')).toEqual([
      ['A', 1, 9, '3-0-2', '10:5', 'LLWWW'],
      ['B', 2, 7, '2-1-1', '8:4', 'WDWL'],
      ['C', 3, 4, '1-1-3', '4:13', 'WLDLL'],
    ]);
    // m7's report was deleted on the 12th: from that day on it never counted
    const final = [
      ['A', 1, 9, '3-0-1', '9:3', 'LWWW'],
      ['B', 2, 7, '2-1-1', '8:4', 'WDWL'],
      ['C', 3, 1, '0-1-3', '2:12', 'LDLL'],
    ];
    expect(await table(LEAGUES.l1a, '2025-10-12')).toEqual(final);
    // the finished season's table (the archive call) = the table as it stood at its end
    expect(await table(LEAGUES.l1a)).toEqual(final);
    expect(await table(LEAGUES.l1a, '2026-01-15')).toEqual(final);
    expect(await table(LEAGUES.l2a)).toEqual(await table(LEAGUES.l2a, '2026-01-15'));
  });

  it('the table of today equals the live table', async () => {
    const live = await table(LEAGUES.l1b);
    expect(live).toEqual([
      ['A', 1, 3, '1-0-0', '1:0', 'W'],
      ['B', 2, 0, '0-0-0', '0:0', ''],
      ['D', 3, 0, '0-0-1', '0:1', 'L'],
    ]);
    expect(await table(LEAGUES.l1b, '2026-03-01')).toEqual(live);
  });

  it('refuses a day in the future, outside the season, or not a day (4xx, Polish)', async () => {
    const bad = async (leagueId: string, asOf: string) => {
      const { status, body } = await get(
        `/api/league/get-league-team-statistic?LeagueId=${leagueId}&AsOf=${asOf}`,
      );
      return [status, body.errors[0]?.message];
    };
    expect(await bad(LEAGUES.l1b, '2026-03-02')).toEqual([
      400,
      'Tabela na dzień w przyszłości nie istnieje: wybierz dzisiejszy lub wcześniejszy.',
    ]);
    expect(await bad(LEAGUES.l1a, '2026-01-16')).toEqual([
      400,
      'Ten dzień nie należy do sezonu tej ligi: wybierz dzień od 10.08.2025 do 15.01.2026.',
    ]);
    expect(await bad(LEAGUES.l1a, '2025-08-09')).toEqual([
      400,
      'Ten dzień nie należy do sezonu tej ligi: wybierz dzień od 10.08.2025 do 15.01.2026.',
    ]);
    expect(await bad(LEAGUES.l1a, '2025-02-30')).toEqual([
      400,
      'Podaj dzień w formacie RRRR-MM-DD (AsOf), np. 2025-10-31.',
    ]);
    expect((await bad(LEAGUES.l1a, '31.10.2025'))[0]).toBe(400);
    const unknown = '00000000-0000-4000-8000-00000000ffff';
    expect((await bad(unknown, '2025-10-01'))[0]).toBe(404);
    const season = await get(`/api/user/get-user-statistic-by-user-id?UserId=${PLAYERS.a1}`);
    expect(season.status).toBe(404); // a1 has no account here: the user reads say so
    const history = await get(
      `/api/team/get-team-players-by-season?TeamId=${TEAMS.A}&SeasonId=${unknown}`,
    );
    expect([history.status, history.body.errors[0]?.message]).toEqual([
      404,
      'Nie znaleziono sezonu.',
    ]);
    const reports = await get(
      `/api/match-report/get-match-reports-by-team-id?TeamId=${TEAMS.A}&SeasonId=${unknown}`,
    );
    expect(reports.status).toBe(404);
  });

  it('team history: league, final place, record and honours season by season', async () => {
    const history = async (k: keyof typeof TEAMS) =>
      (await value<TeamSeasonDto[]>(`/api/team/get-team-history?TeamId=${TEAMS[k]}`)).map((s) => [
        s.seasonName,
        s.leagueName,
        s.position,
        s.teamsCount,
        s.points,
        `${s.wins}-${s.draws}-${s.losses}`,
        `${s.goalsScored}:${s.goalsConceded}`,
        s.honours.join(','),
        s.isCurrent,
      ]);
    expect(await history('A')).toEqual([
      [S2.name, 'Liga 1', 1, 3, 3, '1-0-0', '1:0', '', true],
      [S1.name, 'Liga 1', 1, 3, 9, '3-0-1', '9:3', 'champion', false],
    ]);
    expect(await history('D')).toEqual([
      [S2.name, 'Liga 1', 3, 3, 0, '0-0-1', '0:1', '', true],
      [S1.name, 'Liga 2', 1, 2, 6, '2-0-0', '16:0', 'champion,promoted', false],
    ]);
    expect(await history('C')).toEqual([
      [S2.name, 'Liga 2', 1, 2, 0, '0-0-0', '0:0', '', true],
      [S1.name, 'Liga 1', 3, 3, 1, '0-1-3', '2:12', 'relegated', false],
    ]);
  });

  it('players of a team in a season, and a player career season by season', async () => {
    const squad = await value<
      Array<{ id: string; matches: number; goals: number; keeperRate: number | null }>
    >(`/api/team/get-team-players-by-season?TeamId=${TEAMS.A}&SeasonId=${seasonId(S1)}`);
    expect(squad.map((p) => [player(p.id), p.matches, p.goals, p.keeperRate])).toEqual([
      ['a1', 2, 5, null],
      ['ak', 2, 0, 8.5],
      ['a2', 1, 1, null],
    ]);
    // the fixture's players have no accounts: the calls answer 404, the read models the rows
    const missing = await get(`/api/user/get-user-career?UserId=${PLAYERS.a1}`);
    expect([missing.status, missing.body.errors[0]?.message]).toEqual([
      404,
      'Nie znaleziono zawodnika.',
    ]);
    const career = await api.app.get(PlayerCareerReadModel).career(PLAYERS.a1);
    expect(
      career.map((c: PlayerSeasonDto) => [
        c.seasonName,
        team(c.teamId),
        c.leagueName,
        c.matches,
        c.wins,
        c.goals,
        c.mvpPoints,
        c.isCurrent,
      ]),
    ).toEqual([
      [S2.name, 'A', 'Liga 1', 1, 1, 1, 0, true],
      [S1.name, 'A', 'Liga 1', 2, 2, 5, 5, false],
    ]);
    const keeper = await api.app.get(PlayerCareerReadModel).career(PLAYERS.ak);
    expect(keeper.map((c) => [c.keeperMatches, c.keeperRate])).toEqual([
      [1, 7],
      [2, 8.5],
    ]);
    const users = api.app.get(UsersReadModel);
    expect(await users.seasonStatistic(PLAYERS.a1, seasonId(S1))).toEqual({
      maxGoalsInMatch: 3,
      matchesPlayed: 2,
      wins: 2,
      goals: 5,
      mvpPoints: 5,
    });
  });

  it('records: players, matches (walkovers left out) and runs across seasons', async () => {
    const r = await value<RecordsDto>('/api/records/get-records?MinKeeperMatches=2');
    const p = (list: RecordsDto['topScorers']) =>
      list.map((x) => [player(x.userId), x.value, x.matches]);
    expect(p(r.topScorers)).toEqual([
      ['d1', 6, 1],
      ['a1', 6, 3],
      ['b1', 4, 2],
      ['a2', 1, 1],
    ]);
    expect(p(r.mostMvpPoints)).toEqual([['a1', 5, 3]]);
    expect(p(r.bestKeepers.rows)).toEqual([
      ['ak', 8, 3],
      ['bk', 6.5, 2],
    ]);
    expect(r.bestKeepers.minMatches).toBe(2);
    const m = (list: RecordsDto['biggestWins']) =>
      list.map((x) => `${team(x.teamA.id)}${x.goalsA}:${x.goalsB}${team(x.teamB.id)}`);
    expect(m(r.biggestWins)).toEqual([
      'D6:0E',
      'B5:0C',
      'A4:0C',
      'A3:0B',
      'B2:0A',
      'A2:1C',
      'A1:0D',
    ]);
    expect(m(r.highestScoringMatches).slice(0, 5)).toEqual([
      'D6:0E',
      'B5:0C',
      'A4:0C',
      'A3:0B',
      'A2:1C',
    ]);
    expect(r.mostGoalsInMatch.map((x) => [player(x.userId), x.goals, x.matchId])).toEqual([
      ['d1', 6, matchId(8)],
      ['b1', 4, matchId(6)],
      ['a1', 3, matchId(4)],
      ['a1', 2, matchId(1)],
      ['a2', 1, matchId(1)],
      ['a1', 1, matchId(10)],
    ]);
    const runs = (list: RecordsDto['longestWinningRuns']) =>
      list.map((x) => [
        team(x.team.id),
        x.length,
        x.from.slice(0, 10),
        x.to.slice(0, 10),
        x.ongoing,
      ]);
    expect(runs(r.longestWinningRuns)).toEqual([
      ['A', 3, '2025-09-02', '2025-09-23', false],
      ['D', 2, '2025-10-01', '2025-11-01', false],
      ['B', 1, '2025-09-12', '2025-09-12', false],
    ]);
    expect(runs(r.longestUnbeatenRuns)).toEqual([
      ['A', 3, '2025-09-02', '2025-09-23', false],
      ['B', 3, '2025-09-12', '2025-09-30', true],
      ['D', 2, '2025-10-01', '2025-11-01', false],
      ['C', 1, '2025-09-16', '2025-09-16', false],
    ]);
  });

  it('the hall of fame: the champion of every league of every finished season', async () => {
    const seasons = await value<HallOfFameSeasonDto[]>('/api/records/get-hall-of-fame');
    expect(
      seasons.map((s) => [
        s.seasonName,
        s.champions.map((c) => `${c.leagueName}:${team(c.team.id)}:${c.points}`),
      ]),
    ).toEqual([[S1.name, ['Liga 1:A:9', 'Liga 2:D:6']]]);
  });

  it('positions by round: a week at a time, the last round = the final table', async () => {
    const chart = await value<PositionByRoundDto>(
      `/api/league/get-position-by-round?LeagueId=${LEAGUES.l1a}`,
    );
    expect(chart.rounds).toHaveLength(23);
    expect(chart.rounds[0]).toEqual({ round: 1, startDay: '2025-08-10', endDay: '2025-08-16' });
    expect(chart.rounds[22]).toEqual({ round: 23, startDay: '2026-01-11', endDay: '2026-01-15' });
    const line = (k: 'A' | 'B' | 'C') => chart.teams.find((t) => t.id === TEAMS[k])!.positions;
    expect(line('A').slice(0, 9)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(line('B').slice(0, 9)).toEqual([2, 2, 2, 3, 2, 2, 2, 2, 2]);
    expect(line('C').slice(0, 9)).toEqual([3, 3, 3, 2, 3, 3, 3, 3, 3]);
    expect(chart.teams.map((t) => t.positions[22])).toEqual([1, 2, 3]);
    const one = await value<PositionByRoundDto>(
      `/api/league/get-position-by-round?LeagueId=${LEAGUES.l1b}&TeamId=${TEAMS.D}`,
    );
    // the season under way: rounds up to this week (1 March 2026 is in round 7)
    expect(one.rounds).toHaveLength(7);
    // Alfa, Bravo, Delta level until A 1:0 D in round 4
    expect(one.teams.map((t) => [team(t.id), t.positions])).toEqual([['D', [3, 3, 3, 3, 3, 3, 3]]]);
    const foreign = await get(
      `/api/league/get-position-by-round?LeagueId=${LEAGUES.l1b}&TeamId=${TEAMS.C}`,
    );
    expect(foreign.status).toBe(404);
  });

  it('a replay of the archive projection from position 0 equals the live tables', async () => {
    const live = await dumpReadTables(infra.db, archiveProjections);
    expect(live.rm_archive_results).toHaveLength(20);
    for (const p of archiveProjections) await rebuildProjection(infra.db, p, infra.upcasters);
    expect(await dumpReadTables(infra.db, archiveProjections)).toEqual(live);
  });

  it('a replay in batches of any size carries the runs on to the same rows', async () => {
    // a batch's verified results are one run: each team's runs go on from its earliest new
    // result (m6, played 12.09 and verified 10.10, lands before results already counted)
    const live = await dumpReadTables(infra.db, archiveProjections);
    for (const batchSize of [1, 2, 3, 5]) {
      for (const p of archiveProjections) {
        await rebuildProjection(infra.db, p, infra.upcasters, { batchSize });
      }
      expect([batchSize, await dumpReadTables(infra.db, archiveProjections)]).toEqual([
        batchSize,
        live,
      ]);
    }
  });
});
