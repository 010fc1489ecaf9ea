import { rooms } from '@liga/contracts';
import { testContext } from '../../../../../test/support/infrastructure';
import { useProjectionHarness } from '../../../../../test/support/projection-harness';
import { createProjectionTables, rebuildProjection } from '../../platform/projections/rebuild';
import { teamOffersProjection } from '../teams/projections/team-offers.projection';
import type { TeamSheet } from '../matches/domain/match.events';
import { availabilityProjection } from './projections/availability.projection';
import { matchCentreProjection } from './projections/match-centre.projection';

/** The match centre's projections as events → rows (and a replay equals the live tables). */
const h = useProjectionHarness('mc_proj');
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [A, B, L, S, M1, M2, P] = [id(1), id(2), id(3), id(4), id(10), id(11), id(5)];
const sheet = (teamId: string, goals: number): TeamSheet => ({
  teamId,
  attendances: [],
  goals: Array.from({ length: goals }, () => ({ userId: null, isSuicide: false })),
  mvp: [],
  keepers: [],
});
const placement = {
  seasonId: S,
  leagueId: L,
  homeLeagueId: L,
  enemyLeagueId: L,
  matchDate: '2025-09-20T16:00:00.000Z',
};

async function append(
  stream: string,
  version: number,
  events: Array<{ type: string; data: unknown }>,
) {
  await h.infra.eventStore.append(stream, stream.split('-')[0], version, events, testContext());
}

beforeAll(async () => {
  for (const p of [matchCentreProjection, availabilityProjection, teamOffersProjection]) {
    await createProjectionTables(h.infra.db, p);
  }
});

describe('match-centre projection', () => {
  it("tells a match's story with the acting team and keeps the verified meeting by pair", async () => {
    const report = {
      reportId: id(20),
      walkoverType: 1,
      homeTeamId: B,
      enemyTeamId: A,
      teams: [sheet(B, 3), sheet(A, 1)],
      homeGoals: 3,
      enemyGoals: 1,
    };
    await append(`match-${M1}`, 0, [
      {
        type: 'ChallengeIssued',
        data: {
          matchId: M1,
          seasonId: S,
          senderTeamId: A,
          receiverTeamId: B,
          leagueId: L,
          senderLeagueId: L,
          receiverLeagueId: L,
          pitchId: P,
          date: placement.matchDate,
          length: 60,
          matchType: 1,
          issuedBy: id(30),
        },
      },
      { type: 'ChallengeAccepted', data: { matchId: M1, acceptedBy: id(31) } },
      {
        type: 'MatchReportSubmitted',
        data: { ...report, ...placement, matchId: M1, submittedBy: id(31), submittedByTeamId: B },
      },
      {
        type: 'MatchReportAccepted',
        data: { matchId: M1, reportId: id(20), acceptedBy: id(30), acceptedByTeamId: A },
      },
      {
        type: 'MatchReportVerified',
        data: { ...report, ...placement, matchId: M1, verifiedBy: id(32) },
      },
    ]);
    await h.drain(h.runner(matchCentreProjection));
    const steps = await h.infra.db.query(
      'SELECT action, team_id FROM rm_mc_timeline WHERE match_id = $1 ORDER BY seq',
      [M1],
    );
    expect(steps).toEqual([
      { action: 'challenged', team_id: A },
      { action: 'accepted', team_id: B },
      { action: 'reported', team_id: B },
      { action: 'reportAccepted', team_id: A },
      { action: 'verified', team_id: null },
    ]);
    // A < B by id: A is 'low'; B won 3:1.
    expect(
      await h.infra.db.query(
        'SELECT team_low, team_high, low_goals, high_goals, is_walkover FROM rm_mc_meetings',
      ),
    ).toEqual([{ team_low: A, team_high: B, low_goals: 1, high_goals: 3, is_walkover: false }]);
    expect(h.published).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ topic: 'matches', room: rooms.league(L) }),
      ]),
    );
  });

  it("an admin's entry adds a meeting; deleting its verified report removes it; a replay equals the live tables", async () => {
    const entry = {
      reportId: id(21),
      walkoverType: 2,
      homeTeamId: A,
      enemyTeamId: B,
      teams: [sheet(A, 0), sheet(B, 0)],
      homeGoals: 10,
      enemyGoals: 0,
    };
    await append(`match-${M2}`, 0, [
      {
        type: 'MatchResultInsertedByAdmin',
        data: {
          ...entry,
          ...placement,
          matchDate: '2025-09-27T16:00:00.000Z',
          matchId: M2,
          insertedBy: id(32),
          pitchId: P,
          length: 60,
          matchType: 1,
        },
      },
    ]);
    await h.drain(h.runner(matchCentreProjection));
    expect(
      await h.infra.db.query('SELECT match_id, is_walkover FROM rm_mc_meetings ORDER BY played_at'),
    ).toEqual([
      { match_id: M1, is_walkover: false },
      { match_id: M2, is_walkover: true },
    ]);
    await append(`match-${M2}`, 1, [
      {
        type: 'MatchReportDeleted',
        data: {
          matchId: M2,
          reportId: id(21),
          deletedBy: id(32),
          wasVerified: true,
          matchRemoved: true,
          seasonId: S,
          homeLeagueId: L,
          enemyLeagueId: L,
          homeTeamId: A,
          enemyTeamId: B,
        },
      },
    ]);
    await h.drain(h.runner(matchCentreProjection));
    expect(await h.infra.db.query('SELECT match_id FROM rm_mc_meetings')).toEqual([
      { match_id: M1 },
    ]);
    const live = await h.infra.db.query('SELECT * FROM rm_mc_timeline ORDER BY match_id, seq');
    await rebuildProjection(h.infra.db, matchCentreProjection, h.infra.upcasters);
    expect(await h.infra.db.query('SELECT * FROM rm_mc_timeline ORDER BY match_id, seq')).toEqual(
      live,
    );
  });
});

describe('availability projection', () => {
  it("keeps each player's last answer and pushes to both teams and the league", async () => {
    const answered = (userId: string, teamId: string, answer: string) => ({
      type: 'AvailabilityAnswered',
      data: {
        matchId: M1,
        userId,
        teamId,
        answer,
        at: '2025-09-19T10:00:00.000Z',
        teamIds: [A, B],
        leagueIds: [L],
      },
    });
    await append(`availability-${M1}`, 0, [
      answered(id(40), A, 'yes'),
      answered(id(41), B, 'no'),
      answered(id(40), A, 'maybe'),
    ]);
    h.published.length = 0;
    await h.drain(h.runner(availabilityProjection));
    expect(
      await h.infra.db.query(
        'SELECT user_id, team_id, answer FROM rm_match_availability ORDER BY user_id',
      ),
    ).toEqual([
      { user_id: id(40), team_id: A, answer: 'maybe' },
      { user_id: id(41), team_id: B, answer: 'no' },
    ]);
    const roomsPushed = new Set(
      h.published.filter((m) => m.topic === 'availability').map((m) => m.room),
    );
    expect(roomsPushed).toEqual(new Set([rooms.team(A), rooms.team(B), rooms.league(L)]));
  });
});

describe('team-offers projection', () => {
  it('keeps open offers and recruiting teams; a deleted team ends both', async () => {
    const T = id(50);
    await append(`team-${T}`, 0, [
      {
        type: 'TeamOfferMade',
        data: { teamId: T, offerId: id(60), userId: id(70), madeBy: id(71) },
      },
      { type: 'TeamOfferDeclined', data: { teamId: T, offerId: id(60), userId: id(70) } },
      {
        type: 'TeamOfferMade',
        data: { teamId: T, offerId: id(61), userId: id(72), madeBy: id(71) },
      },
      {
        type: 'TeamRecruitmentSet',
        data: { teamId: T, lookingForPlayers: true, positions: [1, 4] },
      },
    ]);
    await h.drain(h.runner(teamOffersProjection));
    expect(await h.infra.db.query('SELECT id, status FROM rm_team_offers ORDER BY id')).toEqual([
      { id: id(60), status: 'declined' },
      { id: id(61), status: 'pending' },
    ]);
    expect(await h.infra.db.query('SELECT looking, positions FROM rm_team_recruitment')).toEqual([
      { looking: true, positions: [1, 4] },
    ]);
    await append(`team-${T}`, 4, [
      { type: 'TeamDeleted', data: { teamId: T, memberIds: [], pendingApplicationIds: [] } },
    ]);
    await h.drain(h.runner(teamOffersProjection));
    expect(
      await h.infra.db.query('SELECT status FROM rm_team_offers WHERE id = $1', [id(61)]),
    ).toEqual([{ status: 'teamDeleted' }]);
    expect(await h.infra.db.query('SELECT * FROM rm_team_recruitment')).toEqual([]);
  });
});
