import {
  formatGoals,
  formatKeeperRate,
  formatPoints,
  goalsWord,
  matchReportPayloadSchema,
  nextMvpStep,
  pointsWord,
  REPORT_MESSAGES,
  reportScore,
  sortTable,
  tableComparator,
  walkoverWarning,
} from '../index';
import { leagueTeamStatisticQuerySchema, reportsByDateQuerySchema } from '../index';

const A = '6f0b7c1e-3d2a-4c55-9a8e-2b1f4e7d9c10';
const B = '7f0b7c1e-3d2a-4c55-9a8e-2b1f4e7d9c10';
const M = '8f0b7c1e-3d2a-4c55-9a8e-2b1f4e7d9c10';
const p = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const base = {
  adminInsert: false,
  matchId: M,
  teamAId: A,
  teamBId: B,
  walkoverType: 1,
  attendancesTeamA: [
    { userId: p(1), attendance: 1 },
    { userId: p(2), attendance: 1 },
  ],
  attendancesTeamB: [{ userId: p(3), attendance: 1 }],
  goalsTeamA: [
    { userId: p(1), isSuicide: false },
    { userId: p(1), isSuicide: false },
    { userId: null, isSuicide: true },
  ],
  goalsTeamB: [{ userId: p(3), isSuicide: false }],
  userRatesTeamA: [{ userId: p(2), rate: 5 }],
  userRatesTeamB: [],
  goalKeeperRatesTeamA: [{ userId: p(2), rate: 7 }],
  goalKeeperRatesTeamB: [],
};
const messages = (input: unknown) => {
  const r = matchReportPayloadSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('report payload', () => {
  it('accepts a normal report and counts own goals for the other side', () => {
    const parsed = matchReportPayloadSchema.parse(base);
    expect(reportScore(parsed)).toEqual({ teamA: 2, teamB: 2 });
  });
  it('walkovers are 10:0 or 0:10 and drop the details', () => {
    const home = matchReportPayloadSchema.parse({ ...base, walkoverType: 2 });
    expect(home.goalsTeamA).toEqual([]);
    expect(home.attendancesTeamA).toEqual([]);
    expect(reportScore(home)).toEqual({ teamA: 10, teamB: 0 });
    expect(reportScore({ ...home, walkoverType: 3 })).toEqual({ teamA: 0, teamB: 10 });
  });
  it('refuses a goal by an absent player, a nameless goal from a captain, a bad MVP step', () => {
    expect(messages({ ...base, goalsTeamB: [{ userId: p(9), isSuicide: false }] })).toContain(
      REPORT_MESSAGES.scorerAbsent,
    );
    expect(messages({ ...base, goalsTeamB: [{ userId: null, isSuicide: false }] })).toContain(
      REPORT_MESSAGES.scorerRequired,
    );
    expect(messages({ ...base, userRatesTeamA: [{ userId: p(2), rate: 2 }] })).toContain(
      REPORT_MESSAGES.mvpInvalid,
    );
    expect(messages({ ...base, userRatesTeamB: [{ userId: p(1), rate: 1 }] })).toContain(
      REPORT_MESSAGES.ratedAbsent,
    );
    expect(messages({ ...base, attendancesTeamB: [{ userId: p(1) }] })).toContain(
      REPORT_MESSAGES.playerInBothTeams,
    );
    expect(messages({ ...base, teamBId: A })).toContain(REPORT_MESSAGES.sameTeams);
    expect(messages({ ...base, walkoverType: 7 })).toContain(REPORT_MESSAGES.walkoverTypeInvalid);
    expect(messages({ ...base, teamAGoals: 3, teamBGoals: 2 })).toContain(
      REPORT_MESSAGES.scoreMismatch,
    );
    expect(messages({ ...base, teamAGoals: 2, teamBGoals: 2 })).toEqual([]);
    expect(messages(null).length).toBeGreaterThan(0);
    expect(messages({ ...base, goalsTeamA: 'x' }).length).toBeGreaterThan(0);
  });
  it('an admin insert needs pitch, length and date and may leave scorers unknown', () => {
    const admin = { ...base, adminInsert: true, matchId: undefined };
    expect(messages(admin)).toEqual(
      expect.arrayContaining([
        REPORT_MESSAGES.pitchRequired,
        REPORT_MESSAGES.lengthRange,
        REPORT_MESSAGES.dateRequired,
      ]),
    );
    const ok = matchReportPayloadSchema.parse({
      ...admin,
      pitchId: M,
      matchLength: 60,
      date: '2025-09-12T18:30',
      goalsTeamB: [{ userId: null, isSuicide: false }],
    });
    expect(ok.date).toBe('2025-09-12T16:30:00.000Z');
  });
});

describe('helpers', () => {
  it('Polish plurals', () => {
    expect([0, 1, 2, 4, 5, 12, 14, 22, 25, 101, 112].map((n) => goalsWord(n))).toEqual([
      'bramek',
      'bramka',
      'bramki',
      'bramki',
      'bramek',
      'bramek',
      'bramek',
      'bramki',
      'bramek',
      'bramek',
      'bramek',
    ]);
    expect(pointsWord(3, true)).toBe('Punkty');
    expect(formatPoints(1)).toBe('1 punkt');
    expect(formatPoints(15)).toBe('15 punktów');
    expect(formatGoals(23)).toBe('23 bramki');
    expect(formatKeeperRate(7.25)).toBe('7,3');
  });
  it('MVP steps cycle 0 -> 1 -> 3 -> 5 -> 0', () => {
    expect([undefined, 0, 1, 3, 5].map(nextMvpStep)).toEqual([1, 1, 3, 5, 0]);
  });
  it('walkover warning', () => {
    expect(walkoverWarning(1, 0)).toBe(false);
    expect(walkoverWarning(2, 0)).toBe(true);
    expect(walkoverWarning(0, 1)).toBe(true);
  });
  it('table order: points, goal difference, goals scored, fewer matches', () => {
    const row = (id: string, points: number, gf: number, ga: number, mp: number) => ({
      id,
      name: id,
      points,
      goalsScored: gf,
      goalsConceded: ga,
      matchesPlayed: mp,
      wins: 0,
      draws: 0,
      losses: 0,
    });
    const rows = [
      row('e', 6, 5, 5, 3),
      row('d', 6, 5, 5, 2),
      row('c', 6, 6, 6, 2),
      row('b', 6, 6, 3, 2),
      row('a', 7, 0, 9, 4),
    ];
    expect(sortTable(rows, 'position').map((r) => r.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(sortTable(rows, 'name').map((r) => r.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(sortTable(rows, 'conceded').map((r) => r.id)).toEqual(['a', 'c', 'd', 'e', 'b']);
    expect(tableComparator('matches')(rows[0], rows[1])).toBeLessThan(0);
  });
  it('query schemas read both casings and refuse bad ranges', () => {
    const q = reportsByDateQuerySchema.parse({
      StartDate: '2025-09-01T00:00:00',
      EndDate: '2025-09-08T00:00:00',
      leagueId: A,
    });
    expect(q.LeagueId).toBe(A);
    expect(
      reportsByDateQuerySchema.safeParse({ StartDate: '2025-09-08', EndDate: '2025-09-01' })
        .success,
    ).toBe(false);
    expect(leagueTeamStatisticQuerySchema.parse({ LeagueId: A }).Sort).toBe('position');
    expect(leagueTeamStatisticQuerySchema.safeParse({ LeagueId: A, Sort: 'x' }).success).toBe(
      false,
    );
  });
});
