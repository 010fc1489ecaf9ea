import { rooms } from '@liga/contracts';
import { testContext } from '../../../../../test/support/infrastructure';
import { useProjectionHarness } from '../../../../../test/support/projection-harness';
import { createProjectionTables, rebuildProjection } from '../../platform/projections/rebuild';
import type { TeamSheet } from '../matches/domain/match.events';
import { standingsProjection } from './projections/standings.projection';

/**
 * The standings projection and the league office's withdrawals, as events → rows: `annul` takes
 * every result of the team out of its league's table (for its opponents too, also a result
 * verified later), `walkovers` keeps them and adds each left match as a walkover lost 0:10.
 */
const h = useProjectionHarness('withdrawal_proj');
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [W, A, B, L1, L2, S, V, C, D] = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(id);
const sheet = (teamId: string, goals: number): TeamSheet => ({
  teamId,
  attendances: [],
  goals: Array.from({ length: goals }, () => ({ userId: null, isSuicide: false })),
  mvp: [],
  keepers: [],
});
let n = 100;
/** A verified league result home–enemy in `league`, on its own match stream. */
async function verified(league: string, home: string, enemy: string, hg: number, eg: number) {
  const matchId = id(n++);
  await h.infra.eventStore.append(
    `match-${matchId}`,
    'match',
    0,
    [
      {
        type: 'MatchResultInsertedByAdmin',
        data: {
          reportId: id(n++),
          walkoverType: 1,
          homeTeamId: home,
          enemyTeamId: enemy,
          teams: [sheet(home, hg), sheet(enemy, eg)],
          homeGoals: hg,
          enemyGoals: eg,
          seasonId: S,
          leagueId: league,
          homeLeagueId: league,
          enemyLeagueId: league,
          matchDate: `2025-09-${String(10 + (n % 15)).padStart(2, '0')}T16:00:00.000Z`,
          matchId,
          insertedBy: id(99),
          pitchId: id(98),
          length: 60,
          matchType: 1,
        },
      },
    ],
    testContext(),
  );
}
async function withdraw(league: string, teamId: string, data: Record<string, unknown>) {
  await h.infra.eventStore.append(
    `league-${league}`,
    'league-season',
    (
      await h.infra.db.query<Array<{ version: number }>>(
        'SELECT version FROM streams WHERE stream_id = $1',
        [`league-${league}`],
      )
    )[0]?.version ?? 0,
    [
      {
        type: 'TeamWithdrawn',
        data: {
          leagueId: league,
          seasonId: S,
          teamId,
          leagueTeamId: id(n++),
          reason: 'Drużyna się rozpadła',
          withdrawnBy: id(99),
          at: '2025-09-30T10:00:00.000Z',
          cancelledMatchIds: [],
          walkovers: [],
          ...data,
        },
      },
    ],
    testContext(),
  );
}
const table = (league: string) =>
  h.infra.db.query(
    `SELECT team_id, points, played, wins, losses, scored, conceded, walkovers_lost
       FROM rm_standings WHERE league_id = $1 ORDER BY points DESC, team_id`,
    [league],
  );

beforeAll(() => createProjectionTables(h.infra.db, standingsProjection));

describe('standings projection: withdrawals', () => {
  it('annul: every result of the team leaves the table, for its opponents too, also one verified later', async () => {
    // W beat A 2:0 and lost to B 0:1; A beat B 3:1
    await verified(L1, W, A, 2, 0);
    await verified(L1, B, W, 1, 0);
    await verified(L1, A, B, 3, 1);
    await h.drain(h.runner(standingsProjection));
    expect(await table(L1)).toHaveLength(3);

    await withdraw(L1, W, { mode: 'annul' });
    // a report of W's verified after the withdrawal counts for nobody
    await verified(L1, W, B, 5, 0);
    await h.drain(h.runner(standingsProjection));
    // only A–B 3:1 is left: A 3 points, B 0; W has no row
    expect(await table(L1)).toEqual([
      {
        team_id: A,
        points: 3,
        played: 1,
        wins: 1,
        losses: 0,
        scored: 3,
        conceded: 1,
        walkovers_lost: 0,
      },
      {
        team_id: B,
        points: 0,
        played: 1,
        wins: 0,
        losses: 1,
        scored: 1,
        conceded: 3,
        walkovers_lost: 0,
      },
    ]);
    expect(
      await h.infra.db.query('SELECT mode FROM rm_withdrawals WHERE team_id = $1', [W]),
    ).toEqual([{ mode: 'annul' }]);
    expect(h.published).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ topic: 'standings', room: rooms.league(L1) }),
      ]),
    );
  });

  it('walkovers: its results stay and each left match is a walkover lost 0:10; a replay equals the live tables', async () => {
    // V beat C 1:0; then V withdraws with an accepted match against D left unplayed
    await verified(L2, V, C, 1, 0);
    const left = id(n++);
    await withdraw(L2, V, {
      mode: 'walkovers',
      walkovers: [
        { matchId: left, resultId: id(n++), opponentId: D, playedAt: '2025-10-05T16:00:00.000Z' },
      ],
    });
    await h.drain(h.runner(standingsProjection));
    expect(await table(L2)).toEqual([
      {
        team_id: V,
        points: 3,
        played: 2,
        wins: 1,
        losses: 1,
        scored: 1,
        conceded: 10,
        walkovers_lost: 1,
      },
      {
        team_id: D,
        points: 3,
        played: 1,
        wins: 1,
        losses: 0,
        scored: 10,
        conceded: 0,
        walkovers_lost: 0,
      },
      {
        team_id: C,
        points: 0,
        played: 1,
        wins: 0,
        losses: 1,
        scored: 0,
        conceded: 1,
        walkovers_lost: 0,
      },
    ]);

    const live = await h.infra.db.query('SELECT * FROM rm_standings ORDER BY league_id, team_id');
    await rebuildProjection(h.infra.db, standingsProjection, h.infra.upcasters);
    expect(
      await h.infra.db.query('SELECT * FROM rm_standings ORDER BY league_id, team_id'),
    ).toEqual(live);
  });
});
