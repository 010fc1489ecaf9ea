import { reportScore, type TableSort } from '@liga/contracts';
import {
  createTestInfrastructure,
  testContext,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { createDaemon } from '../../platform/bootstrap/infrastructure';
import type { ProjectionDaemon } from '../../platform/projections/projection-daemon';
import { rebuildProjection } from '../../platform/projections/rebuild';
import type { MatchReportVerified, ReportEvent, TeamSheet } from '../matches/domain/match.events';
import { reportsProjections } from '../reports/reports.projections';
import { standingsProjections } from './standings.projections';
import { settleAll } from '../../../../../test/support/reports';
import { RankingsReadModel } from './queries/rankings.read-model';
import { StandingsReadModel } from './queries/standings.read-model';

/**
 * Read side from hand-computed fixtures: events appended straight to the log → projections →
 * rows. One league of nine teams where every tie rule decides once (points, goal difference,
 * goals scored, fewer matches), with a walkover, own goals, the form cut at five, and a
 * verified report deleted again. Then a replay from position 0 must equal the live tables.
 */
jest.setTimeout(120_000);

const uuid = (kind: number, n: number) =>
  `00000000-0000-4000-8${kind}00-${String(n).padStart(12, '0')}`;
const SEASON = uuid(1, 1);
const L = uuid(2, 1);
const T = Object.fromEntries(
  ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'].map((k, i) => [k, uuid(3, i + 1)]),
) as Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I', string>;
const NAMES: Record<string, string> = {
  A: 'Alfa',
  B: 'Bravo',
  C: 'Charlie',
  D: 'Delta',
  E: 'Echo',
  F: 'Foxtrot',
  G: 'Zorza', // would sort after H by name: fewer matches must put it first
  H: 'Amber',
  I: 'India',
};
const U = Object.fromEntries(
  ['a1', 'ak', 'c1', 'd1', 'd2', 'b1', 'bk', 'e1', 'f1', 'g1', 'h1', 'i1'].map((k, i) => [
    k,
    uuid(4, i + 1),
  ]),
);

interface Side {
  present?: string[];
  goals?: string[];
  own?: Array<string | null>;
  mvp?: Array<[string, number]>;
  keepers?: Array<[string, number]>;
}
const sheet = (teamId: string, s: Side): TeamSheet => ({
  teamId,
  attendances: (s.present ?? []).map((k) => U[k]),
  goals: [
    ...(s.goals ?? []).map((k) => ({ userId: U[k], isSuicide: false })),
    ...(s.own ?? []).map((k) => ({ userId: k === null ? null : U[k], isSuicide: true })),
  ],
  mvp: (s.mvp ?? []).map(([k, rate]) => ({ userId: U[k], rate })),
  keepers: (s.keepers ?? []).map(([k, rate]) => ({ userId: U[k], rate })),
});
let matchNo = 0;
function result(
  day: number,
  home: keyof typeof T,
  enemy: keyof typeof T,
  a: Side,
  b: Side,
  walkoverType = 1,
): MatchReportVerified['data'] {
  matchNo += 1;
  const teams: [TeamSheet, TeamSheet] = [sheet(T[home], a), sheet(T[enemy], b)];
  const score = reportScore({
    walkoverType,
    goalsTeamA: teams[0].goals,
    goalsTeamB: teams[1].goals,
  });
  return {
    matchId: uuid(5, matchNo),
    reportId: uuid(6, matchNo),
    walkoverType,
    homeTeamId: T[home],
    enemyTeamId: T[enemy],
    teams,
    homeGoals: score.teamA,
    enemyGoals: score.teamB,
    seasonId: SEASON,
    leagueId: L,
    homeLeagueId: L,
    enemyLeagueId: L,
    matchDate: `2025-09-${String(day).padStart(2, '0')}T17:00:00.000Z`,
    verifiedBy: uuid(9, 1),
  };
}

const M = {
  m1: result(
    1,
    'A',
    'B',
    { present: ['a1', 'ak'], goals: ['a1', 'a1'], mvp: [['a1', 5]], keepers: [['ak', 8]] },
    { present: ['b1', 'bk'], keepers: [['bk', 4]] },
  ),
  m2: result(
    2,
    'C',
    'D',
    { present: ['c1'], goals: ['c1', 'c1'] },
    { present: ['d1', 'd2'], goals: ['d1'], own: ['d2'], mvp: [['d2', 1]] },
  ),
  m3: result(3, 'E', 'F', {}, {}, 3),
  m4: result(
    4,
    'A',
    'C',
    { present: ['a1', 'ak'], goals: ['a1'], mvp: [['a1', 3]], keepers: [['ak', 6]] },
    { present: ['c1'], goals: ['c1'] },
  ),
  m5: result(
    5,
    'B',
    'D',
    { present: ['b1'], goals: ['b1', 'b1'] },
    { present: ['d1'], goals: ['d1', 'd1'] },
  ),
  m6: result(
    6,
    'E',
    'B',
    { present: ['e1'] },
    { present: ['b1', 'bk'], goals: ['b1'], keepers: [['bk', 9]] },
  ),
  m7: result(7, 'D', 'F', { present: ['d1'], goals: ['d1', 'd1', 'd1'] }, { present: ['f1'] }),
  m8: result(8, 'G', 'I', { present: ['g1'], goals: ['g1'] }, { present: ['i1'] }),
  m9: result(9, 'G', 'I', { present: ['g1'] }, { present: ['i1'], goals: ['i1'] }),
  m10: result(10, 'H', 'I', { present: ['h1'], goals: ['h1'] }, { present: ['i1'], goals: ['i1'] }),
  m11: result(11, 'H', 'I', { present: ['h1'] }, { present: ['i1'] }),
  m12: result(12, 'H', 'I', { present: ['h1'] }, { present: ['i1'] }),
  m13: result(13, 'I', 'E', { present: ['i1'] }, { present: ['e1'] }),
};

describe('standings and rankings from events (read side)', () => {
  let infra: TestInfrastructure;
  let daemon: ProjectionDaemon;
  let standings: StandingsReadModel;
  let rankings: RankingsReadModel;
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
  const verify = async (r: (typeof M)['m1'], admin = false) => {
    const { verifiedBy, ...rest } = r;
    if (admin) {
      await append(`match-${r.matchId}`, 'MatchResultInsertedByAdmin', {
        ...rest,
        insertedBy: verifiedBy,
        pitchId: uuid(7, 1),
        length: 60,
        matchType: 1,
      });
    } else {
      await append(`match-${r.matchId}`, 'MatchReportVerified', r);
    }
  };
  const table = async (sort: TableSort = 'position') =>
    (await standings.table(L, null, sort)).map((r) => [
      Object.keys(T).find((k) => T[k as keyof typeof T] === r.id),
      r.position,
      r.points,
      r.matchesPlayed,
      `${r.wins}-${r.draws}-${r.losses}`,
      `${r.goalsScored}:${r.goalsConceded}`,
      r.form.join(''),
    ]);
  const order = async (sort: TableSort) => (await table(sort)).map((r) => r[0]).join('');
  const who = (id: string) => Object.keys(U).find((k) => U[k] === id);

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'standings' });
    daemon = createDaemon(infra, { publish: () => undefined });
    standings = new StandingsReadModel(infra.db, null);
    rankings = new RankingsReadModel(infra.db, standings, null);
    await append(`league-${L}`, 'LeagueOpened', {
      leagueId: L,
      seasonId: SEASON,
      name: 'Liga Testowa',
    });
    for (const [k, teamId] of Object.entries(T)) {
      await append(`team-${teamId}`, 'TeamCreated', {
        teamId,
        name: NAMES[k],
        shortName: k.repeat(3),
        captainId: uuid(8, teamId.charCodeAt(35)),
        requestedLeagueId: null,
      });
      await append(`league-${L}`, 'TeamAssignedToLeague', {
        leagueTeamId: uuid(9, Object.keys(T).indexOf(k) + 10),
        teamId,
        leagueId: L,
        seasonId: SEASON,
      });
    }
    const { m7, m3, ...rest } = M;
    await verify(m3, true); // the walkover entered by an admin
    for (const r of Object.values(rest)) await verify(r);
    await verify(m7);
    await settleAll(infra.db, () => daemon.drainAll());
  });
  afterEach(async () => {
    const stopped = await infra.db.query(
      `SELECT name, last_error FROM projection_checkpoints WHERE status = 'stopped'`,
    );
    expect(stopped).toEqual([]);
  });
  afterAll(async () => {
    await daemon.stop();
    await infra.dispose();
  });

  it('orders by points, goal difference, goals scored, fewer matches (with a result that is later deleted)', async () => {
    // A, C, D, B level on 4 points: their mini-table (A–B 2:0, A–C 1:1, C–D 3:1, B–D 2:2)
    // gives C 4 pts 4:2, A 4 pts 3:1, D 1 pt 3:5, B 1 pt 2:4: level on points and difference
    // in pairs, the goals scored in those matches decide (C 4 > A 3, D 3 > B 2): C, A, D, B.
    expect(await table()).toEqual([
      ['I', 1, 7, 6, '1-4-1', '2:2', 'DDDDW'],
      ['C', 2, 4, 2, '1-1-0', '4:2', 'DW'],
      ['A', 3, 4, 2, '1-1-0', '3:1', 'DW'],
      ['D', 4, 4, 3, '1-1-1', '6:5', 'WDL'],
      ['B', 5, 4, 3, '1-1-1', '3:4', 'WDL'],
      ['F', 6, 3, 2, '1-0-1', '10:3', 'LW'],
      ['G', 7, 3, 2, '1-0-1', '1:1', 'LW'],
      ['H', 8, 3, 3, '0-3-0', '1:1', 'DDD'],
      ['E', 9, 1, 3, '0-1-2', '0:11', 'DLL'],
    ]);
  });

  it("each form pill names its match: the team's five newest, newest first", async () => {
    const rows = await standings.table(L, null, 'position');
    for (const row of rows) {
      const own = Object.values(M)
        .filter((m) => m.homeTeamId === row.id || m.enemyTeamId === row.id)
        .sort((x, y) => y.matchDate.localeCompare(x.matchDate))
        .slice(0, 5);
      expect(row.formMatchIds).toHaveLength(row.form.length);
      expect(row.formMatchIds).toEqual(own.map((m) => m.matchId).slice(0, row.form.length));
    }
    expect(rows.find((r) => r.id === T.I)!.formMatchIds).toHaveLength(5);
  });

  it('a verified report deleted again leaves the tables as if it never counted', async () => {
    const { m7 } = M;
    await append(`match-${m7.matchId}`, 'MatchReportDeleted', {
      matchId: m7.matchId,
      reportId: m7.reportId,
      deletedBy: uuid(9, 1),
      wasVerified: true,
      matchRemoved: true,
      seasonId: SEASON,
      homeLeagueId: L,
      enemyLeagueId: L,
      homeTeamId: T.D,
      enemyTeamId: T.F,
    } satisfies Extract<ReportEvent, { type: 'MatchReportDeleted' }>['data']);
    await settleAll(infra.db, () => daemon.drainAll());
    expect(await table()).toEqual([
      ['I', 1, 7, 6, '1-4-1', '2:2', 'DDDDW'],
      // A, C and B level on 4 points: the default (PZPN) order asks the head-to-head first.
      // Their mini-table: A–B 2:0, A–C 1:1 (B and C did not meet) → A 4 pts, C 1, B 0.
      ['A', 2, 4, 2, '1-1-0', '3:1', 'DW'],
      ['C', 3, 4, 2, '1-1-0', '4:2', 'DW'],
      ['B', 4, 4, 3, '1-1-1', '3:4', 'WDL'],
      ['F', 5, 3, 1, '1-0-0', '10:0', 'W'], // the walkover 0:10
      ['G', 6, 3, 2, '1-0-1', '1:1', 'LW'], // = H on points, difference, goals: fewer matches
      ['H', 7, 3, 3, '0-3-0', '1:1', 'DDD'],
      ['D', 8, 1, 2, '0-1-1', '3:5', 'DL'], // own goal of d2 counted for C
      ['E', 9, 1, 3, '0-1-2', '0:11', 'DLL'],
    ]);
  });

  it('every sort of the table page with its tie-breaks', async () => {
    expect(await order('name')).toBe('AHBCDEFIG'); // Alfa, Amber, Bravo... Zorza
    expect(await order('matches')).toBe('IBHECAGDF'); // then points, fewer matches, position
    expect(await order('wins')).toBe('ICABFGHDE');
    expect(await order('draws')).toBe('IHCABDEFG');
    expect(await order('losses')).toBe('EIBGDCAFH');
    expect(await order('scored')).toBe('FCABDIGHE');
    expect(await order('conceded')).toBe('EDBICAGHF');
    expect(await order('balance')).toBe('FCAIGHBDE');
  });

  it('player rankings: goals (own goals excluded), MVP points, goalkeeper average', async () => {
    const goals = await rankings.goals(L, 128, 0);
    // level on goals and matches: one shared rank, the next one after them ("1., 1., 1., 4.")
    expect(goals.map((g) => [who(g.id), g.userGoals, g.matches, g.position])).toEqual([
      ['a1', 3, 2, 1],
      ['c1', 3, 2, 1],
      ['d1', 3, 2, 1],
      ['b1', 3, 3, 4],
      ['i1', 2, 6, 5],
      ['g1', 1, 2, 6],
      ['h1', 1, 3, 7],
    ]);
    expect(goals[0]).toMatchObject({ teamId: T.A, name: 'Alfa' });
    expect((await rankings.goals(L, 2, 1)).map((g) => [who(g.id), g.position])).toEqual([
      ['d1', 1],
      ['b1', 4],
    ]);
    const mvps = await rankings.mvps(L, 5, 0);
    expect(mvps.map((m) => [who(m.id), m.userPoints, m.matches])).toEqual([
      ['a1', 8, 2],
      ['d2', 1, 1],
    ]);
    const keepers = await rankings.keepers(L, 5, 0);
    expect(keepers.map((k) => [who(k.id), k.goalkeeperRate, k.matchCount, k.matches])).toEqual([
      ['ak', 7, 2, 2],
      ['bk', 6.5, 2, 2],
    ]);
  });

  it('team goals ranking and user statistics', async () => {
    const teams = await standings.teamsRanking(L, 200, 0);
    expect(
      teams.map(
        (t) => `${NAMES[Object.keys(T).find((k) => T[k as 'A'] === t.id)!]}:${t.goalsScored}`,
      ),
    ).toEqual([
      'Foxtrot:10',
      'Charlie:4',
      'Alfa:3',
      'Bravo:3',
      'Delta:3',
      'India:2',
      'Zorza:1',
      'Amber:1',
      'Echo:0',
    ]);
    const stats = await infra.db.query(
      `SELECT user_id, matches_played, wins, goals, mvp_points, max_goals_in_match
         FROM rm_user_statistics WHERE user_id = ANY($1::uuid[]) ORDER BY user_id`,
      [[U.a1, U.d1, U.d2, U.f1]],
    );
    expect(
      stats.map((s: Record<string, unknown>) => [
        who(s.user_id as string),
        s.matches_played,
        s.wins,
        s.goals,
        s.mvp_points,
        s.max_goals_in_match,
      ]),
    ).toEqual([
      ['a1', 2, 1, 3, 8, 2],
      ['d1', 2, 0, 3, 0, 2], // the deleted 3-goal match no longer counts
      ['d2', 1, 0, 0, 1, 0],
    ]);
  });

  it('a replay of the projections from position 0 equals the live tables', async () => {
    const dump = async () => {
      const out: Record<string, unknown[]> = {};
      for (const p of [...standingsProjections, ...reportsProjections]) {
        for (const t of p.tables) {
          out[t] = await infra.db.query(`SELECT * FROM ${t} ORDER BY 1, 2`);
        }
      }
      return out;
    };
    const live = await dump();
    expect(live.rm_standings.length).toBe(9);
    for (const p of [...standingsProjections, ...reportsProjections])
      await rebuildProjection(infra.db, p, infra.upcasters);
    expect(await dump()).toEqual(live);
  });
});
