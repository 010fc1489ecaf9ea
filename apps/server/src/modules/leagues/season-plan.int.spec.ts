import type { SeasonPlanDto } from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import type { TestTeam } from '../../../../../test/support/matches';
import { dumpReadTables, rebuildAll } from '../../../../../test/support/read-tables';
import { seasonId, seasonOf } from '../../config/season-calendar';
import { FixedClock } from '../../platform/clock/clock';
import { teamsProjection } from '../teams/projections/teams.projection';
import { SeasonTurn } from './commands/season-turn';
import { leagueIdFor } from './commands/league-ids';
import { leaguesProjection } from './projections/leagues.projection';
import { seasonPlansProjection } from './projections/season-plans.projection';
import { PromotionRulesReadModel } from './queries/promotion-rules.read-model';
import { type Http, membersOf, named, seasonWithTeams, type TestUser } from './season-plan.fixture';

jest.setTimeout(180_000);

const AUTUMN = seasonOf('autumn', 2026);
const SPRING = seasonOf('spring', 2027);
const TURN = new Date('2027-01-15T23:00:00.000Z');
const SPRING_ID = seasonId(SPRING);
const league = (name: string) => leagueIdFor(SPRING, name);

describe('a plan with moves by hand, confirmed before the turn, entered at 00:00 Warsaw', () => {
  const clock = new FixedClock(new Date('2026-12-20T12:00:00.000Z'));
  let infra: TestInfrastructure;
  let api: ApiApp;
  let http: Http;
  let admin: TestUser;
  let teams: Record<string, TestTeam>;

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'season-plan', clock });
    api = await createApiApp(infra, { serveClient: false });
    http = apiClient(await api.listen(0, '127.0.0.1'));
    const season = await seasonWithTeams(infra, api, http, clock, {
      A: 'Liga 1',
      B: 'Liga 1',
      C: 'Liga 1',
      D: 'Liga 2',
      E: 'Liga 2',
      F: 'Liga 3',
      W: null,
    });
    ({ admin, teams } = season);
    await season.win(teams.A, teams.B, '2026-12-12T17:00:00.000Z');
    await season.win(teams.D, teams.E, '2026-12-13T17:00:00.000Z');
  });
  afterAll(async () => {
    await api?.close();
    await infra?.dispose();
  });

  const plan = async () => {
    const answer = await http.get<SeasonPlanDto>('/api/admin/season-plan', admin.token);
    expect(answer.status).toBe(200);
    return answer.body.value!;
  };
  const post = (path: string, body: unknown) =>
    http.post(`/api/admin/season-plan${path}`, body, admin.token);
  const put = (path: string, body: unknown) =>
    http.put(`/api/admin/season-plan${path}`, body, admin.token);

  it('before 14 days ahead of the end the structure is there, the proposal not yet', async () => {
    const answer = await plan();
    expect(answer).toMatchObject({
      seasonId: SPRING_ID,
      fromSeasonId: seasonId(AUTUMN),
      turned: false,
      phase: 'draft',
      proposalOpensAt: '2027-01-01T23:00:00.000Z',
      proposal: null,
    });
    expect(answer.leagues).toHaveLength(12);
    expect(answer.numbers[0]).toEqual({ upperTier: 1, lowerTier: 2, up: 2, down: 2 });
    const early = await post('/confirm', { seasonId: SPRING_ID });
    expect(early.status).toBe(409);
    expect(early.body.errors[0].message).toBe(
      'Propozycja nowego sezonu będzie dostępna od 02/01/2027.',
    );
  });

  it('the admin adds, renames and closes leagues of the next season and changes the numbers', async () => {
    expect((await post('/league', { seasonId: SPRING_ID, name: 'Liga 2B', tier: 2 })).status).toBe(
      200,
    );
    const twice = await post('/league', { seasonId: SPRING_ID, name: 'liga 2b', tier: 2 });
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0].message).toBe('Liga „liga 2b” już jest w planie sezonu.');
    expect(
      (
        await put('/league', {
          seasonId: SPRING_ID,
          leagueId: league('Liga 7C'),
          name: 'Liga 7 Weterani',
        })
      ).status,
    ).toBe(200);
    expect(
      (await post('/league/close', { seasonId: SPRING_ID, leagueId: league('Liga 7B') })).status,
    ).toBe(200);
    expect(
      (await put('/numbers', { seasonId: SPRING_ID, upperTier: 1, up: 1, down: 1 })).status,
    ).toBe(200);
    const bad = await put('/numbers', { seasonId: SPRING_ID, upperTier: 1, up: -1, down: 1 });
    expect(bad.status).toBe(400);
    const other = await post('/league', {
      seasonId: seasonId(seasonOf('autumn', 2030)),
      name: 'Liga X',
      tier: 2,
    });
    expect(other.status).toBe(409);
  });

  it('moves need a reason and an open league; a waiting team is placed by hand', async () => {
    const noReason = await post('/move', {
      seasonId: SPRING_ID,
      teamId: teams.W.id,
      toLeagueId: league('Liga 3'),
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0].message).toMatch(/^Podaj powód przeniesienia/);
    const closed = await post('/move', {
      seasonId: SPRING_ID,
      teamId: teams.W.id,
      toLeagueId: league('Liga 7B'),
      reason: 'Nowa drużyna',
    });
    expect(closed.status).toBe(409);
    expect(closed.body.errors[0]).toEqual({
      code: 'season_plan.league_closed',
      message: 'Liga „Liga 7B” jest zamknięta w nowym sezonie.',
    });
    for (const [team, to, reason] of [
      [teams.W, 'Liga 3', 'Nowa drużyna'],
      [teams.C, 'Liga 2', 'Prośba drużyny'],
    ] as const) {
      const moved = await post('/move', {
        seasonId: SPRING_ID,
        teamId: team.id,
        toLeagueId: league(to),
        reason,
      });
      expect(moved.status).toBe(200);
    }
  });

  it('from 14 days before the end the proposal shows promoted, relegated, staying and the moves; confirmed', async () => {
    clock.set(new Date('2027-01-10T12:00:00.000Z'));
    const { proposal } = await plan();
    const rows = proposal!.leagues.flatMap((l) => l.rows);
    const row = (team: TestTeam) => rows.find((r) => r.teamId === team.id)!;
    expect([row(teams.A).movement, row(teams.A).toLeagueName]).toEqual(['stayed', 'Liga 1']);
    expect([row(teams.B).movement, row(teams.B).toLeagueName]).toEqual(['relegated', 'Liga 2B']);
    expect(row(teams.C)).toMatchObject({
      movement: 'moved',
      toLeagueName: 'Liga 2',
      reason: 'Prośba drużyny',
      noMatches: true,
    });
    expect([row(teams.D).movement, row(teams.D).toLeagueName]).toEqual(['promoted', 'Liga 1']);
    expect([row(teams.E).movement, row(teams.E).toLeagueName]).toEqual(['relegated', 'Liga 3']);
    expect([row(teams.F).movement, row(teams.F).toLeagueName, row(teams.F).noMatches]).toEqual([
      'promoted',
      'Liga 2',
      true,
    ]);
    expect(proposal!.waiting).toEqual([
      {
        teamId: teams.W.id,
        teamName: teams.W.name,
        toLeagueId: league('Liga 3'),
        toLeagueName: 'Liga 3',
        reason: 'Nowa drużyna',
      },
    ]);
    expect((await post('/confirm', { seasonId: SPRING_ID })).status).toBe(200);
    expect((await plan()).phase).toBe('confirmed');
  });

  it('at the turn the teams enter their planned leagues, exactly once', async () => {
    clock.set(TURN);
    const outcomes = await Promise.all([1, 2, 3].map(() => api.app.get(SeasonTurn).runDue()));
    expect(outcomes.filter((o) => o.started)).toEqual([
      { started: true, carried: 7, planned: true },
    ]);
    await api.daemon!.drainAll();
    expect(named(teams, await membersOf(infra, SPRING))).toEqual({
      A: 'Liga 1',
      B: 'Liga 2B',
      C: 'Liga 2',
      D: 'Liga 1',
      E: 'Liga 3',
      F: 'Liga 2',
      W: 'Liga 3',
    });
    const leagues = await http.get<Array<{ name: string }>>(
      `/api/league/get-leagues-by-season-id?SeasonId=${SPRING_ID}`,
    );
    const names = leagues.body.value!.map((l) => l.name);
    expect(names).toContain('Liga 2B');
    expect(names).toContain('Liga 7 Weterani');
    expect(names).not.toContain('Liga 7B');
    expect(names).toHaveLength(12);
    const after = await http.get<SeasonPlanDto>(
      `/api/admin/season-plan?SeasonId=${SPRING_ID}`,
      admin.token,
    );
    expect(after.body.value).toMatchObject({ turned: true, carriedOver: false, phase: 'applied' });
    expect((await post('/confirm', { seasonId: SPRING_ID })).status).toBe(409);
  });

  it('other modules read promotion and relegation per league and season', async () => {
    const rules = api.app.get(PromotionRulesReadModel);
    expect(await rules.forLeague(leagueIdFor(AUTUMN, 'Liga 1'))).toEqual({
      leagueId: leagueIdFor(AUTUMN, 'Liga 1'),
      seasonId: seasonId(AUTUMN),
      tier: 1,
      promotion: 0,
      relegation: 1,
      leaguesInTier: 1,
    });
    expect(await rules.forLeague(leagueIdFor(AUTUMN, 'Liga 6A'))).toMatchObject({
      tier: 6,
      promotion: 2,
      relegation: 2,
      leaguesInTier: 3,
    });
    expect(await rules.forLeague(league('Liga 2B'))).toMatchObject({
      tier: 2,
      promotion: 1, // the numbers of the last turn carry on for the same tiers
      relegation: 2,
      leaguesInTier: 2,
    });
  });

  it('a replay of the log gives the same plans, leagues and memberships', async () => {
    await api.daemon!.drainAll();
    const projections = [leaguesProjection, seasonPlansProjection, teamsProjection];
    const live = await dumpReadTables(infra.db, projections);
    await rebuildAll(infra.db, infra.upcasters, projections);
    expect(await dumpReadTables(infra.db, projections)).toEqual(live);
  });
});

describe('a carry-over at the turn, then a plan applied afterwards (tables follow live)', () => {
  const clock = new FixedClock(new Date('2027-01-09T12:00:00.000Z'));
  let infra: TestInfrastructure;
  let api: ApiApp;
  let http: Http;
  let admin: TestUser;
  let teams: Record<string, TestTeam>;

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'season-plan-late', clock });
    api = await createApiApp(infra, { serveClient: false });
    http = apiClient(await api.listen(0, '127.0.0.1'));
    const season = await seasonWithTeams(infra, api, http, clock, {
      A: 'Liga 1',
      B: 'Liga 1',
      C: 'Liga 2',
    });
    ({ admin, teams } = season);
    await season.win(teams.A, teams.B, '2027-01-07T17:00:00.000Z');
    const numbers = await http.put(
      '/api/admin/season-plan/numbers',
      { seasonId: SPRING_ID, upperTier: 1, up: 1, down: 1 },
      admin.token,
    );
    expect(numbers.status).toBe(200);
  });
  afterAll(async () => {
    await api?.close();
    await infra?.dispose();
  });

  it('without a confirmed plan every team carries over by league name', async () => {
    clock.set(TURN);
    expect(await api.app.get(SeasonTurn).runDue()).toEqual({ started: true, carried: 3 });
    await api.daemon!.drainAll();
    expect(named(teams, await membersOf(infra, SPRING))).toEqual({
      A: 'Liga 1',
      B: 'Liga 1',
      C: 'Liga 2',
    });
    const plan = await http.get<SeasonPlanDto>(
      `/api/admin/season-plan?SeasonId=${SPRING_ID}`,
      admin.token,
    );
    expect(plan.body.value).toMatchObject({ turned: true, carriedOver: true, phase: 'draft' });
    const late = await http.put(
      '/api/admin/season-plan/numbers',
      { seasonId: SPRING_ID, upperTier: 1, up: 2, down: 2 },
      admin.token,
    );
    expect(late.status).toBe(409);
    expect(late.body.errors[0].code).toBe('season_plan.turned');
  });

  it('the plan confirmed after the turn moves the teams at once; the tables follow', async () => {
    clock.set(new Date('2027-01-18T10:00:00.000Z'));
    const confirmed = await http.post<{ moved: number }>(
      '/api/admin/season-plan/confirm',
      { seasonId: SPRING_ID },
      admin.token,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.value).toEqual({ moved: 2 });
    expect(named(teams, await membersOf(infra, SPRING))).toEqual({
      A: 'Liga 1',
      B: 'Liga 2',
      C: 'Liga 1',
    });
    const table = await http.get<Array<{ id: string }>>(
      `/api/league/get-league-team-statistic?LeagueId=${league('Liga 1')}&SeasonId=${SPRING_ID}`,
      admin.token,
    );
    expect(table.body.value!.map((r) => r.id).sort()).toEqual([teams.A.id, teams.C.id].sort());
    const ended: Array<{ end_reason: string }> = await infra.db.query(
      `SELECT end_reason FROM rm_league_teams WHERE season_id = $1 AND team_id = $2 AND ended_at IS NOT NULL`,
      [SPRING_ID, teams.B.id],
    );
    expect(ended).toEqual([{ end_reason: 'moved' }]);
    const plan = await http.get<SeasonPlanDto>(
      `/api/admin/season-plan?SeasonId=${SPRING_ID}`,
      admin.token,
    );
    expect(plan.body.value).toMatchObject({ phase: 'applied', carriedOver: false });
    const again = await http.post(
      '/api/admin/season-plan/confirm',
      { seasonId: SPRING_ID },
      admin.token,
    );
    expect(again.status).toBe(409);
    expect(again.body.errors[0].message).toBe('Plan tego sezonu został już zastosowany.');
  });
});
