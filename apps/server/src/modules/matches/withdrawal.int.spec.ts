import {
  type LeagueDto,
  type LeagueTeamStatisticDto,
  type MatchDetailDto,
  OFFICE_MESSAGES,
  type WithdrawTeamDto,
} from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import { type TestInfrastructure } from '../../../../../test/support/infrastructure';
import { type TestTeam } from '../../../../../test/support/matches';
import { reportPayload } from '../../../../../test/support/reports';
import type { TestUser } from '../../../../../test/support/users';
import { challengeWorld } from './challenges.fixture';

/**
 * Withdrawing a team mid-season over HTTP with real PostgreSQL (league office, issue 16): its
 * pending and accepted matches cancelled (bookings and pairs freed, both teams told), the table
 * following the admin's choice, and every refusal with nothing written.
 */
jest.setTimeout(180_000);

describe('withdrawing a team from its league', () => {
  const world = challengeWorld();
  const { team, issue, messagesOf, drain } = world;
  let infra: TestInfrastructure;
  let http: ReturnType<typeof apiClient>;
  let leagues: LeagueDto[];
  let admin: TestUser;
  let P1: string;
  let P2: string;
  beforeAll(() => {
    ({ infra, http, leagues, admin, P1, P2 } = world);
  });

  /** The admin enters a walkover won by `winner` (a verified 10:0), before the world's now. */
  async function walkoverWon(winner: TestTeam, loser: TestTeam, date: string) {
    const body = reportPayload(
      winner.id,
      loser.id,
      { present: [] },
      { present: [] },
      { adminInsert: true, walkoverType: 2, pitchId: P1, matchLength: 60, date },
    );
    const res = await http.post('/api/match-report/entity-insert', body, admin.token);
    if (res.status >= 300) throw new Error(JSON.stringify(res.body.errors));
    await drain();
  }
  /** The live table, or (`asOf`, a Warsaw day) the table at the end of that day. */
  const table = async (leagueId: string, asOf?: string) =>
    (
      await http.get<LeagueTeamStatisticDto[]>(
        `/api/league/get-league-team-statistic?LeagueId=${leagueId}${asOf ? `&AsOf=${asOf}` : ''}`,
        admin.token,
      )
    ).body.value!;
  /** The world's today (its clock stays on 1 September 2025, Warsaw). */
  const TODAY = '2025-09-01';
  const withdraw = (body: Record<string, unknown>, token = admin.token) =>
    http.post<WithdrawTeamDto>('/api/admin/team/withdraw', body, token);
  const eventCount = async () =>
    Number((await infra.db.query<Array<{ n: string }>>('SELECT count(*) AS n FROM events'))[0].n);

  it('walkovers: cancels its matches, keeps its results and counts the accepted ones as walkovers lost', async () => {
    const league = leagues[4];
    const [X, Y, Z, Q] = [
      await team(league.id),
      await team(league.id),
      await team(league.id),
      await team(league.id),
    ];
    await walkoverWon(X, Y, '2025-08-20T16:00:00.000Z');
    const accepted = await issue(X, Z, '2025-10-05T16:00:00.000Z', P1);
    expect(
      (await http.post('/api/match/accept', { matchId: accepted }, Z.captain.token)).status,
    ).toBe(200);
    const pending = await issue(Q, X, '2025-10-06T16:00:00.000Z', P2);
    await drain();

    const before = await eventCount();
    const refusals: Array<[Awaited<ReturnType<typeof withdraw>>, number, string]> = [
      [
        await withdraw({ teamId: X.id, mode: 'walkovers', reason: 'x' }),
        400,
        OFFICE_MESSAGES.reasonRequired,
      ],
      [
        await withdraw({ teamId: X.id, mode: 'forfeit', reason: 'Rozpad drużyny' }),
        400,
        OFFICE_MESSAGES.withdrawalMode,
      ],
      [
        await withdraw(
          { teamId: X.id, mode: 'walkovers', reason: 'Rozpad drużyny' },
          X.captain.token,
        ),
        403,
        '',
      ],
      [
        await withdraw({
          teamId: X.id,
          leagueId: leagues[5].id,
          mode: 'walkovers',
          reason: 'Rozpad drużyny',
        }),
        409,
        '',
      ],
    ];
    for (const [res, status, message] of refusals) {
      expect(res.status).toBe(status);
      if (message) expect(messagesOf(res)).toEqual([message]);
    }
    expect(await eventCount()).toBe(before);

    const done = await withdraw({
      teamId: X.id,
      leagueId: league.id,
      mode: 'walkovers',
      reason: 'Rozpad drużyny',
    });
    expect(done.status).toBe(200);
    expect(done.body.value).toMatchObject({ cancelledMatches: 2, walkovers: 1, mode: 'walkovers' });

    // the matches are cancelled, their booking and pair claims freed
    for (const matchId of [accepted, pending]) {
      const match = (
        await http.get<MatchDetailDto>(`/api/match/get-match-by-id?MatchId=${matchId}`, admin.token)
      ).body.value!;
      expect(match.status.id).toBe(4);
      expect(match.cancellation?.reason).toBe(OFFICE_MESSAGES.withdrawalCancel('Rozpad drużyny'));
    }
    expect(
      await infra.db.query('SELECT 1 FROM pitch_bookings WHERE match_id = $1', [accepted]),
    ).toEqual([]);
    expect(
      await infra.db.query(
        `SELECT 1 FROM unique_keys WHERE scope = 'match-pair' AND owner_stream_id = ANY($1)`,
        [[`match-${accepted}`, `match-${pending}`]],
      ),
    ).toEqual([]);
    // both teams of each match are told (the captains included)
    const told: Array<{ user_id: string }> = await infra.db.query(
      `SELECT user_id FROM rm_notifications WHERE kind = 'match-cancelled'
        AND params->>'matchId' = ANY($1)`,
      [[accepted, pending]],
    );
    const toldIds = told.map((r) => r.user_id);
    for (const captain of [X.captain, Z.captain, Q.captain]) expect(toldIds).toContain(captain.id);

    // the table: X keeps its win and has the walkover lost, marked and placed last
    const rows = await table(league.id);
    const x = rows.find((r) => r.id === X.id)!;
    expect(x).toMatchObject({
      position: rows.length,
      points: 3,
      matchesPlayed: 2,
      wins: 1,
      losses: 1,
      withdrawal: { mode: 'walkovers', reason: 'Rozpad drużyny' },
    });
    expect(rows.find((r) => r.id === Z.id)).toMatchObject({ points: 3, wins: 1, goalsScored: 10 });
    // the table of today (from the archive) counts the withdrawal exactly as the live table
    expect(await table(league.id, TODAY)).toEqual(rows);

    // a second withdrawal: refused, nothing written
    const count = await eventCount();
    const again = await withdraw({
      teamId: X.id,
      leagueId: league.id,
      mode: 'annul',
      reason: 'Rozpad drużyny',
    });
    expect([again.status, messagesOf(again)]).toEqual([409, [OFFICE_MESSAGES.alreadyWithdrawn]]);
    const noLeague = await withdraw({ teamId: X.id, mode: 'annul', reason: 'Rozpad drużyny' });
    expect([noLeague.status, messagesOf(noLeague)]).toEqual([
      409,
      [OFFICE_MESSAGES.teamWithoutLeague],
    ]);
    expect(await eventCount()).toBe(count);
  });

  it('annul: the team leaves the table and its results stop counting for its opponents', async () => {
    const league = leagues[5];
    const [X, Y, Z] = [await team(league.id), await team(league.id), await team(league.id)];
    await walkoverWon(X, Y, '2025-08-21T16:00:00.000Z');
    await walkoverWon(Y, Z, '2025-08-22T16:00:00.000Z');
    const done = await withdraw({ teamId: X.id, mode: 'annul', reason: 'Nieuprawnieni zawodnicy' });
    expect(done.status).toBe(200);
    const rows = await table(league.id);
    expect(rows.map((r) => r.id)).not.toContain(X.id);
    // Y's loss to X is gone: one match, one win
    expect(rows.find((r) => r.id === Y.id)).toMatchObject({
      points: 3,
      matchesPlayed: 1,
      wins: 1,
      losses: 0,
    });
    expect(rows.every((r) => !r.withdrawal)).toBe(true);
    // the table of today (from the archive) counts the annulment exactly as the live table
    expect(await table(league.id, TODAY)).toEqual(rows);
  });
});
