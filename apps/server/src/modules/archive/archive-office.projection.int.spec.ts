import { testContext } from '../../../../../test/support/infrastructure';
import { useProjectionHarness } from '../../../../../test/support/projection-harness';
import { createProjectionTables, rebuildProjection } from '../../platform/projections/rebuild';
import type { ReportSheet, TeamSheet } from '../matches/domain/match.events';
import { archiveProjection } from './projections/archive.projection';

/**
 * The archive projection and the league office, as events → rows: the table on a day
 * (rm_archive_results: when each result began and stopped counting) takes a correction, a
 * withdrawal (annul or walkovers) and leaves out cup matches exactly as the live table does.
 */
const h = useProjectionHarness('archive_office_proj');
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [A, B, C, D, E, L1, L2, S, CUP, U1, U2] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(id);
const sheet = (teamId: string, scorers: string[]): TeamSheet => ({
  teamId,
  attendances: [...new Set(scorers)],
  goals: scorers.map((userId) => ({ userId, isSuicide: false })),
  mvp: [],
  keepers: [],
});
let n = 100;
const placement = (league: string, day: number) => ({
  seasonId: S,
  leagueId: league,
  homeLeagueId: league,
  enemyLeagueId: league,
  matchDate: `2025-09-${String(day).padStart(2, '0')}T16:00:00.000Z`,
});
const reportSheet = (home: string, enemy: string, hs: string[], es: string[]): ReportSheet => ({
  reportId: id(n++),
  walkoverType: 1,
  homeTeamId: home,
  enemyTeamId: enemy,
  teams: [sheet(home, hs), sheet(enemy, es)],
  homeGoals: hs.length,
  enemyGoals: es.length,
});
const versionOf = async (stream: string) =>
  Number(
    (
      await h.infra.db.query<Array<{ version: number }>>(
        'SELECT version FROM streams WHERE stream_id = $1',
        [stream],
      )
    )[0]?.version ?? 0,
  );
async function append(stream: string, type: string, data: Record<string, unknown>) {
  await h.infra.eventStore.append(
    stream,
    stream.replace(/-[0-9a-f-]{36}$/, ''),
    await versionOf(stream),
    [{ type, data }],
    testContext(),
  );
}
/** A verified league match home–enemy (scorers' ids per goal): its match, sheet and placement. */
async function verified(
  league: string,
  home: string,
  enemy: string,
  hs: string[],
  es: string[],
  extra: Record<string, unknown> = {},
) {
  const matchId = id(n++);
  const report = reportSheet(home, enemy, hs, es);
  const placed = placement(league, 10 + (n % 15));
  await append(`match-${matchId}`, 'MatchReportVerified', {
    ...report,
    ...placed,
    matchId,
    verifiedBy: id(99),
    ...extra,
  });
  return { matchId, report, placed };
}
/** Withdraws the team now (the log's clock, after the results appended so far): its instant. */
async function withdraw(league: string, teamId: string, data: Record<string, unknown>) {
  await new Promise((resolve) => setTimeout(resolve, 5));
  const at = new Date();
  await append(`league-${league}`, 'TeamWithdrawn', {
    leagueId: league,
    seasonId: S,
    teamId,
    leagueTeamId: id(n++),
    reason: 'Drużyna się rozpadła',
    withdrawnBy: id(99),
    at: at.toISOString(),
    cancelledMatchIds: [],
    walkovers: [],
    ...data,
  });
  return { at, justBefore: new Date(at.getTime() - 1) };
}
/** Later than anything the specs append. */
const LATER = '2100-01-01T00:00:00.000Z';
const drain = () => h.drain(h.runner(archiveProjection));
/** The rows of a team as the table on a day reads them. */
const results = (teamId: string) =>
  h.infra.db.query<
    Array<{
      report_id: string;
      points: number;
      scored: number;
      conceded: number;
      cup: boolean;
      verified_at: Date;
      removed_at: Date | null;
    }>
  >(
    `SELECT report_id, points, scored, conceded, cup, verified_at, removed_at
       FROM rm_archive_results WHERE team_id = $1 ORDER BY since`,
    [teamId],
  );
/** Goals and points of the league's teams counted at `at` (as the table on a day sums them). */
const countedAt = (league: string, at: Date | string) =>
  h.infra.db.query(
    `SELECT team_id, sum(points)::int AS points, sum(scored)::int AS scored,
            sum(conceded)::int AS conceded
       FROM rm_archive_results
      WHERE league_id = $1 AND verified_at < $2 AND (removed_at IS NULL OR removed_at >= $2)
        AND NOT cup
      GROUP BY team_id ORDER BY team_id`,
    [league, at],
  );

beforeAll(() => createProjectionTables(h.infra.db, archiveProjection));

describe('archive projection: the league office', () => {
  it('a correction: the old numbers count until it, the corrected ones from it on; players follow', async () => {
    // A beat B 2:0 (U1 twice); corrected to 1:1 (U1 once, U2 for B)
    const { matchId, report, placed } = await verified(L1, A, B, [U1, U1], []);
    await drain();
    const [before] = await results(A);
    expect(before).toMatchObject({ points: 3, scored: 2, conceded: 0, removed_at: null });

    const fixed = {
      ...report,
      teams: [sheet(A, [U1]), sheet(B, [U2])],
      homeGoals: 1,
      enemyGoals: 1,
    };
    await append(`match-${matchId}`, 'MatchResultCorrected', {
      ...fixed,
      ...placed,
      matchId,
      correctedBy: id(99),
      reason: 'Pomyłka w protokole',
      before: report,
    });
    await drain();
    const [old, now] = await results(A);
    expect(old).toMatchObject({ points: 3, scored: 2, removed_at: expect.any(Date) });
    expect(now).toMatchObject({ points: 1, scored: 1, conceded: 1, removed_at: null });
    // the corrected row begins to count at the instant the old one stops
    expect(now.verified_at).toEqual(old.removed_at);
    expect(await countedAt(L1, new Date(old.removed_at!.getTime() + 1))).toEqual([
      { team_id: A, points: 1, scored: 1, conceded: 1 },
      { team_id: B, points: 1, scored: 1, conceded: 1 },
    ]);
    expect(await countedAt(L1, new Date(old.verified_at.getTime() + 1))).toEqual([
      { team_id: A, points: 3, scored: 2, conceded: 0 },
      { team_id: B, points: 0, scored: 0, conceded: 2 },
    ]);
    // the players' matches and all-time figures are the corrected ones
    expect(
      await h.infra.db.query(
        'SELECT user_id, goals, won FROM rm_archive_player_results ORDER BY user_id',
      ),
    ).toEqual([
      { user_id: U1, goals: 1, won: false },
      { user_id: U2, goals: 1, won: false },
    ]);
    expect(
      await h.infra.db.query(
        'SELECT user_id, matches, goals FROM rm_archive_player_totals ORDER BY user_id',
      ),
    ).toEqual([
      { user_id: U1, matches: 1, goals: 1 },
      { user_id: U2, matches: 1, goals: 1 },
    ]);
    expect(
      await h.infra.db.query(
        'SELECT goals_a, goals_b FROM rm_archive_matches WHERE match_id = $1',
        [matchId],
      ),
    ).toEqual([{ goals_a: 1, goals_b: 1 }]);
  });

  it('annul: the results of the withdrawn team stop counting for both sides, and a later one never counts', async () => {
    // in L2: C beat D 3:0, D beat E 1:0; C withdrawn (annul), then a C–E result is verified
    await verified(L2, C, D, [U1, U1, U1], []);
    await verified(L2, D, E, [U2], []);
    await drain();
    const withdrawal = await withdraw(L2, C, { mode: 'annul' });
    await verified(L2, C, E, [U1], []);
    await drain();
    // by hand: only D–E 1:0 is left: D 3 pts 1:0, E 0 pts 0:1; C nothing
    expect(await countedAt(L2, LATER)).toEqual([
      { team_id: D, points: 3, scored: 1, conceded: 0 },
      { team_id: E, points: 0, scored: 0, conceded: 1 },
    ]);
    // the day before the withdrawal C's win still counted (for D's loss too)
    const [cWin] = await results(C);
    expect(cWin.removed_at).toEqual(withdrawal.at);
    expect(await countedAt(L2, withdrawal.justBefore)).toEqual([
      { team_id: C, points: 3, scored: 3, conceded: 0 },
      { team_id: D, points: 3, scored: 1, conceded: 3 },
      { team_id: E, points: 0, scored: 0, conceded: 1 },
    ]);
  });

  it('walkovers: each match the team leaves counts from the withdrawal as lost 0:10; a cup match never counts', async () => {
    const L3 = id(50);
    const [V, W, X] = [id(51), id(52), id(53)];
    // V beat W 1:0 in the league and X 4:0 in the cup; then V withdraws, leaving a match with X
    await verified(L3, V, W, [U1], []);
    await verified(L3, V, X, [U1, U1, U1, U1], [], {
      matchType: 2,
      cup: { cupId: CUP, tieId: id(54) },
    });
    const withdrawal = await withdraw(L3, V, {
      mode: 'walkovers',
      walkovers: [
        { matchId: id(55), resultId: id(56), opponentId: X, playedAt: '2025-10-05T16:00:00.000Z' },
      ],
    });
    await drain();
    expect((await results(V)).map((r) => [r.points, r.scored, r.conceded, r.cup])).toEqual([
      [3, 1, 0, false],
      [3, 4, 0, true],
      [0, 0, 10, false],
    ]);
    // by hand: V 3 pts (1:0 and 0:10), W 0 pts (0:1), X 3 pts (10:0); the cup's 4:0 nowhere
    expect(await countedAt(L3, LATER)).toEqual(
      [
        { team_id: V, points: 3, scored: 1, conceded: 10 },
        { team_id: W, points: 0, scored: 0, conceded: 1 },
        { team_id: X, points: 3, scored: 10, conceded: 0 },
      ].sort((a, b) => a.team_id.localeCompare(b.team_id)),
    );
    expect(await countedAt(L3, withdrawal.justBefore)).toEqual(
      [
        { team_id: V, points: 3, scored: 1, conceded: 0 },
        { team_id: W, points: 0, scored: 0, conceded: 1 },
      ].sort((a, b) => a.team_id.localeCompare(b.team_id)),
    );
  });

  it('a replay from position 0 equals the live tables', async () => {
    const tables = [
      'rm_archive_results ORDER BY report_id, team_id, since',
      'rm_archive_annulments ORDER BY league_id, team_id',
      'rm_archive_matches ORDER BY report_id',
      'rm_archive_player_results ORDER BY report_id, user_id',
      'rm_archive_player_totals ORDER BY user_id',
      'rm_archive_best_runs ORDER BY team_id, kind',
    ];
    const read = async () => Promise.all(tables.map((t) => h.infra.db.query(`SELECT * FROM ${t}`)));
    const live = await read();
    await rebuildProjection(h.infra.db, archiveProjection, h.infra.upcasters);
    expect(await read()).toEqual(live);
  });
});
