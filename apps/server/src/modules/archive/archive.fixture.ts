import { reportScore } from '@liga/contracts';
import { seasonId, seasonOf } from '../../config/season-calendar';
import type { FixedClock } from '../../platform/clock/clock';
import type { EventStore } from '../../platform/event-store/event-store';
import { leagueIdFor } from '../leagues/commands/ensure-current-season';
import type { MatchReportVerified, ReportEvent, TeamSheet } from '../matches/domain/match.events';

/**
 * A two-season history written as facts at their own instants (the clock moves before each
 * append), with every number of archive.int.spec.ts computed by hand from it:
 *
 * Autumn 2025 (S1), Liga 1: Alfa (A), Bravo (B), Charlie (C); Liga 2: Delta (D), Echo (E).
 *   m1 02.09 A 3:0 B  (verified 03.09)      m2 09.09 A 2:1 C (verified 10.09)
 *   m3 16.09 B 1:1 C  (verified 20.09)      m4 23.09 C 0:4 A (verified 24.09)
 *   m5 30.09 B 2:0 A  (verified 05.10)      m6 12.09 B 5:0 C (verified late, 10.10)
 *   m7 07.10 C 2:1 A  (verified 08.10, deleted 12.10)
 *   m8 01.10 D 6:0 E  (Liga 2, verified 02.10)   m9 01.11 E 0:10 D walkover (verified 02.11)
 * Spring 2026 (S2): Liga 1: A, B, D (promoted); Liga 2: C (relegated), E.
 *   m10 10.02 A 1:0 D (verified 11.02). Today: 01.03.2026, 12:00 UTC.
 */
export const S1 = seasonOf('autumn', 2025);
export const S2 = seasonOf('spring', 2026);
export const NOW = new Date('2026-03-01T12:00:00.000Z');

const uuid = (kind: number, n: number) =>
  `00000000-0000-4000-8${kind}00-${String(n).padStart(12, '0')}`;
export const TEAMS = { A: uuid(3, 1), B: uuid(3, 2), C: uuid(3, 3), D: uuid(3, 4), E: uuid(3, 5) };
export type TeamKey = keyof typeof TEAMS;
const NAMES: Record<TeamKey, string> = {
  A: 'Alfa',
  B: 'Bravo',
  C: 'Charlie',
  D: 'Delta',
  E: 'Echo',
};
export const PLAYERS = Object.fromEntries(
  ['a1', 'a2', 'ak', 'b1', 'bk', 'd1'].map((k, i) => [k, uuid(4, i + 1)]),
) as Record<'a1' | 'a2' | 'ak' | 'b1' | 'bk' | 'd1', string>;
type PlayerKey = keyof typeof PLAYERS;

export const LEAGUES = {
  l1a: leagueIdFor(S1, 'Liga 1'),
  l2a: leagueIdFor(S1, 'Liga 2'),
  l1b: leagueIdFor(S2, 'Liga 1'),
  l2b: leagueIdFor(S2, 'Liga 2'),
};

interface Side {
  present?: PlayerKey[];
  goals?: PlayerKey[];
  mvp?: Array<[PlayerKey, number]>;
  keepers?: Array<[PlayerKey, number]>;
}
const sheet = (teamId: string, s: Side): TeamSheet => ({
  teamId,
  attendances: (s.present ?? []).map((k) => PLAYERS[k]),
  goals: (s.goals ?? []).map((k) => ({ userId: PLAYERS[k], isSuicide: false })),
  mvp: (s.mvp ?? []).map(([k, rate]) => ({ userId: PLAYERS[k], rate })),
  keepers: (s.keepers ?? []).map(([k, rate]) => ({ userId: PLAYERS[k], rate })),
});
/** Goals of a side nobody is named for. */
const anonymous = (n: number) =>
  Array.from({ length: n }, () => ({ userId: null, isSuicide: false }));

interface Match {
  no: number;
  played: string;
  verified: string;
  home: TeamKey;
  enemy: TeamKey;
  score: [number, number];
  league: string;
  season: typeof S1;
  walkoverType?: number;
  a?: Side;
  b?: Side;
}

const at = (day: string, time = '17:00') => `${day}T${time}:00.000Z`;
export const MATCHES: Match[] = [
  {
    no: 1,
    played: at('2025-09-02'),
    verified: at('2025-09-03', '12:00'),
    home: 'A',
    enemy: 'B',
    score: [3, 0],
    league: LEAGUES.l1a,
    season: S1,
    a: { present: ['a1', 'a2', 'ak'], goals: ['a1', 'a1', 'a2'], keepers: [['ak', 8]] },
    b: { present: ['b1', 'bk'], keepers: [['bk', 6]] },
  },
  {
    no: 2,
    played: at('2025-09-09'),
    verified: at('2025-09-10'),
    home: 'A',
    enemy: 'C',
    score: [2, 1],
    league: LEAGUES.l1a,
    season: S1,
  },
  {
    no: 3,
    played: at('2025-09-16'),
    verified: at('2025-09-20'),
    home: 'B',
    enemy: 'C',
    score: [1, 1],
    league: LEAGUES.l1a,
    season: S1,
  },
  {
    no: 4,
    played: at('2025-09-23'),
    verified: at('2025-09-24'),
    home: 'C',
    enemy: 'A',
    score: [0, 4],
    league: LEAGUES.l1a,
    season: S1,
    b: { present: ['a1', 'ak'], goals: ['a1', 'a1', 'a1'], mvp: [['a1', 5]], keepers: [['ak', 9]] },
  },
  {
    no: 5,
    played: at('2025-09-30'),
    verified: at('2025-10-05'),
    home: 'B',
    enemy: 'A',
    score: [2, 0],
    league: LEAGUES.l1a,
    season: S1,
  },
  {
    no: 6,
    played: at('2025-09-12'),
    verified: at('2025-10-10'),
    home: 'B',
    enemy: 'C',
    score: [5, 0],
    league: LEAGUES.l1a,
    season: S1,
    a: { present: ['b1', 'bk'], goals: ['b1', 'b1', 'b1', 'b1'], keepers: [['bk', 7]] },
  },
  {
    no: 7,
    played: at('2025-10-07'),
    verified: at('2025-10-08'),
    home: 'C',
    enemy: 'A',
    score: [2, 1],
    league: LEAGUES.l1a,
    season: S1,
  },
  {
    no: 8,
    played: at('2025-10-01'),
    verified: at('2025-10-02'),
    home: 'D',
    enemy: 'E',
    score: [6, 0],
    league: LEAGUES.l2a,
    season: S1,
    a: { present: ['d1'], goals: ['d1', 'd1', 'd1', 'd1', 'd1', 'd1'] },
  },
  {
    no: 9,
    played: at('2025-11-01'),
    verified: at('2025-11-02'),
    home: 'E',
    enemy: 'D',
    score: [0, 10],
    league: LEAGUES.l2a,
    season: S1,
    walkoverType: 3,
  },
  {
    no: 10,
    played: at('2026-02-10'),
    verified: at('2026-02-11'),
    home: 'A',
    enemy: 'D',
    score: [1, 0],
    league: LEAGUES.l1b,
    season: S2,
    a: { present: ['a1', 'ak'], goals: ['a1'], keepers: [['ak', 7]] },
  },
];
/** m7's report is deleted on 12 October 2025, 10:00 UTC. */
export const DELETED = { no: 7, at: '2025-10-12T10:00:00.000Z' };

export const matchId = (no: number) => uuid(5, no);
const reportId = (no: number) => uuid(6, no);

function verifiedData(m: Match): MatchReportVerified['data'] {
  const named = (team: TeamKey, side: Side | undefined, goals: number) => {
    const s = sheet(TEAMS[team], side ?? {});
    return { ...s, goals: [...s.goals, ...anonymous(goals - s.goals.length)] };
  };
  const walkover = m.walkoverType !== undefined && m.walkoverType !== 1;
  const teams: [TeamSheet, TeamSheet] = walkover
    ? [sheet(TEAMS[m.home], {}), sheet(TEAMS[m.enemy], {})]
    : [named(m.home, m.a, m.score[0]), named(m.enemy, m.b, m.score[1])];
  const score = reportScore({
    walkoverType: m.walkoverType ?? 1,
    goalsTeamA: teams[0].goals,
    goalsTeamB: teams[1].goals,
  });
  return {
    matchId: matchId(m.no),
    reportId: reportId(m.no),
    walkoverType: m.walkoverType ?? 1,
    homeTeamId: TEAMS[m.home],
    enemyTeamId: TEAMS[m.enemy],
    teams,
    homeGoals: score.teamA,
    enemyGoals: score.teamB,
    seasonId: seasonId(m.season),
    leagueId: m.league,
    homeLeagueId: m.league,
    enemyLeagueId: m.league,
    matchDate: m.played,
    verifiedBy: uuid(9, 1),
  };
}

/**
 * Appends the whole history, each fact at its own instant; leaves the clock at NOW. `order`
 * 'current-first': the spring season's facts (and the teams) first, then the autumn's, as the
 * demo's `npm start` writes its past seasons after the current one (the log's order is then
 * not the order of the facts' instants).
 */
export async function writeHistory(
  events: EventStore,
  clock: FixedClock,
  order: 'time' | 'current-first' = 'time',
  /** Runs once before the first autumn fact of 'current-first' (the reads in between). */
  beforePast?: () => Promise<void>,
): Promise<void> {
  const context = { actorUserId: null, correlationId: uuid(9, 2), causationId: null };
  const append = async (when: string, streamId: string, type: string, data: unknown) => {
    clock.set(new Date(when));
    const version = await events.streamVersion(streamId);
    await events.append(streamId, streamId.split('-')[0], version, [{ type, data }], context);
  };
  const facts: Array<[string, string, string, unknown]> = [];
  for (const season of [S1, S2]) {
    const id = seasonId(season);
    const opened = season.start.toISOString();
    facts.push([
      opened,
      `season-${id}`,
      'SeasonOpened',
      {
        seasonId: id,
        key: season.key,
        name: season.name,
        startDate: season.start.toISOString(),
        endDate: season.end.toISOString(),
      },
    ]);
    for (const name of ['Liga 1', 'Liga 2']) {
      const leagueId = leagueIdFor(season, name);
      facts.push([opened, `league-${leagueId}`, 'LeagueOpened', { leagueId, seasonId: id, name }]);
    }
  }
  for (const [k, teamId] of Object.entries(TEAMS)) {
    facts.push([
      S1.start.toISOString(),
      `team-${teamId}`,
      'TeamCreated',
      {
        teamId,
        name: NAMES[k as TeamKey],
        shortName: k.repeat(3),
        captainId: uuid(8, Object.keys(TEAMS).indexOf(k) + 1),
        requestedLeagueId: null,
      },
    ]);
  }
  const placements: Array<[TeamKey, string, typeof S1]> = [
    ['A', LEAGUES.l1a, S1],
    ['B', LEAGUES.l1a, S1],
    ['C', LEAGUES.l1a, S1],
    ['D', LEAGUES.l2a, S1],
    ['E', LEAGUES.l2a, S1],
    ['A', LEAGUES.l1b, S2],
    ['B', LEAGUES.l1b, S2],
    ['D', LEAGUES.l1b, S2],
    ['C', LEAGUES.l2b, S2],
    ['E', LEAGUES.l2b, S2],
  ];
  placements.forEach(([team, leagueId, season], i) =>
    facts.push([
      season.start.toISOString(),
      `league-${leagueId}`,
      'TeamAssignedToLeague',
      {
        leagueTeamId: uuid(7, i + 1),
        teamId: TEAMS[team],
        leagueId,
        seasonId: seasonId(season),
      },
    ]),
  );
  for (const m of MATCHES) {
    facts.push([m.verified, `match-${matchId(m.no)}`, 'MatchReportVerified', verifiedData(m)]);
  }
  const deleted = MATCHES.find((m) => m.no === DELETED.no)!;
  facts.push([
    DELETED.at,
    `match-${matchId(deleted.no)}`,
    'MatchReportDeleted',
    {
      matchId: matchId(deleted.no),
      reportId: reportId(deleted.no),
      deletedBy: uuid(9, 1),
      wasVerified: true,
      matchRemoved: true,
      seasonId: seasonId(S1),
      homeLeagueId: deleted.league,
      enemyLeagueId: deleted.league,
      homeTeamId: TEAMS[deleted.home],
      enemyTeamId: TEAMS[deleted.enemy],
    } satisfies Extract<ReportEvent, { type: 'MatchReportDeleted' }>['data'],
  ]);
  // in time order, as they happened (stable for facts of one instant)
  const later = (f: (typeof facts)[number]) =>
    order === 'current-first' &&
    f[2] !== 'TeamCreated' &&
    (f[3] as { seasonId?: string }).seasonId !== seasonId(S2)
      ? 1
      : 0;
  const ordered = facts
    .map((f, i) => ({ f, i }))
    .sort((x, y) => later(x.f) - later(y.f) || x.f[0].localeCompare(y.f[0]) || x.i - y.i);
  let past = false;
  for (const { f } of ordered) {
    if (!past && later(f) && beforePast) {
      past = true;
      clock.set(NOW);
      await beforePast();
    }
    await append(...f);
  }
  clock.set(NOW);
}
