import { rooms, type SeasonDto } from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import {
  createTestInfrastructure,
  testContext,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import {
  createPitch,
  createTeamWithCaptain,
  type TestTeam,
} from '../../../../../test/support/matches';
import { createAcceptedMatch, reportPayload } from '../../../../../test/support/reports';
import { dumpReadTables, rebuildAll } from '../../../../../test/support/read-tables';
import { currentLeagues, socketFor, until } from '../../../../../test/support/teams';
import { createAdmin, type TestUser } from '../../../../../test/support/users';
import { seasonId, seasonOf } from '../../config/season-calendar';
import { FixedClock } from '../../platform/clock/clock';
import { UnitOfWork } from '../../platform/event-store/unit-of-work';
import { leaguesProjection } from './projections/leagues.projection';
import { teamsProjection } from '../teams/projections/teams.projection';
import { standingsProjections } from '../standings/standings.projections';
import { leagueIdFor } from './commands/league-ids';
import { SeasonTurn } from './commands/season-turn';
import { runTurn, type TurnOutcome } from './commands/start-season.handler';

jest.setTimeout(120_000);

const AUTUMN = seasonOf('autumn', 2026);
const SPRING = seasonOf('spring', 2027);
/** 23:59:59 and 00:00:00 Warsaw on 15/16 January 2027. */
const LAST_SECOND = new Date('2027-01-15T22:59:59.000Z');
const TURN = new Date('2027-01-15T23:00:00.000Z');

type Http = ReturnType<typeof apiClient>;

/** Two teams in Liga 1, one in Liga 6A and one waiting for a league, in autumn 2026. */
async function autumnLeague(infra: TestInfrastructure, api: ApiApp, http: Http) {
  const admin = await createAdmin(http, infra);
  const leagues = await currentLeagues(http);
  const byName = (name: string) => leagues.find((l) => l.name === name)!.id;
  const settle = () => api.daemon!.drainAll();
  const team = (leagueId: string | null) =>
    createTeamWithCaptain(http, infra, {
      admin,
      leagueId,
      requestLeagueId: byName('Liga 1'),
      settle,
    });
  const teams = {
    first: await team(byName('Liga 1')),
    second: await team(byName('Liga 1')),
    sixA: await team(byName('Liga 6A')),
    waiting: await team(null),
  };
  return { admin, teams };
}

async function eventCounts(infra: TestInfrastructure, streamId: string) {
  const rows: Array<{ event_type: string; n: number }> = await infra.db.query(
    `SELECT event_type, count(*)::int AS n FROM events WHERE stream_id = $1 GROUP BY 1 ORDER BY 1`,
    [streamId],
  );
  return Object.fromEntries(rows.map((r) => [r.event_type, r.n]));
}

async function springMembers(infra: TestInfrastructure) {
  const rows: Array<{ league_id: string; team_id: string }> = await infra.db.query(
    `SELECT league_id, team_id FROM rm_league_teams WHERE season_id = $1 ORDER BY team_id`,
    [seasonId(SPRING)],
  );
  return rows;
}

const expectedSpring = (teams: Record<string, TestTeam>) =>
  [
    { league_id: leagueIdFor(SPRING, 'Liga 1'), team_id: teams.first.id },
    { league_id: leagueIdFor(SPRING, 'Liga 1'), team_id: teams.second.id },
    { league_id: leagueIdFor(SPRING, 'Liga 6A'), team_id: teams.sixA.id },
  ].sort((a, b) => a.team_id.localeCompare(b.team_id));

describe('the season turn at 00:00 Warsaw, raced by two nodes (real PostgreSQL)', () => {
  const clock = new FixedClock(new Date('2027-01-10T12:00:00.000Z'));
  let infra: TestInfrastructure;
  let node1: ApiApp;
  let node2: ApiApp;
  let http: Http;
  let url: string;
  let url2: string;
  let admin: TestUser;
  let teams: Record<string, TestTeam>;
  let oldMatch: string;

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'season-turn-race', clock });
    node1 = await createApiApp(infra, { serveClient: false });
    url = await node1.listen(0, '127.0.0.1');
    http = apiClient(url);
    ({ admin, teams } = await autumnLeague(infra, node1, http));
    // an autumn match played on 14 January, its report filed only after the turn
    const pitchId = await createPitch(http, admin, {
      name: 'Orlik Zimowy',
      latitude: 52.2,
      longitude: 21.0,
    });
    oldMatch = await createAcceptedMatch(http, {
      from: teams.first,
      to: teams.second,
      pitchId,
      date: '2027-01-14T17:00:00.000Z',
      settle: () => node1.daemon!.drainAll(),
    });
  });
  afterAll(async () => {
    await node2?.close();
    await node1?.close();
    await infra?.dispose();
  });

  it('at 23:59:59 Warsaw on 15 January the autumn season is still current: no turn', async () => {
    clock.set(LAST_SECOND);
    node2 = await createApiApp(infra, { serveClient: false }); // a second node starts now
    url2 = await node2.listen(0, '127.0.0.1');
    expect(await node1.app.get(SeasonTurn).runDue()).toEqual({ started: false });
    expect(await eventCounts(infra, `season-${seasonId(SPRING)}`)).toEqual({});
    const current = await http.get<SeasonDto>('/api/season/current');
    expect(current.body.value!.id).toBe(seasonId(AUTUMN));
  });

  it('at 00:00:00 Warsaw two nodes race the turn: it happens exactly once, pushed live', async () => {
    // a page open on each node (without Redis, a node pushes what its own daemon projected)
    const room = rooms.season(seasonId(AUTUMN));
    const pages = [
      await socketFor(url, admin.token, [room]),
      await socketFor(url2, admin.token, [room]),
    ];
    clock.set(TURN);
    const outcomes: TurnOutcome[] = await Promise.all(
      [node1, node2, node1, node2].map((node) => node.app.get(SeasonTurn).runDue()),
    );
    expect(outcomes.filter((o) => o.started)).toEqual([{ started: true, carried: 3 }]);
    expect(await eventCounts(infra, `season-${seasonId(SPRING)}`)).toEqual({
      SeasonOpened: 1,
      SeasonStarted: 1,
      TeamsCarriedOver: 1,
    });
    const [started] = await infra.db.query(
      `SELECT data FROM events WHERE event_type = 'SeasonStarted' AND stream_id = $1`,
      [`season-${seasonId(SPRING)}`],
    );
    expect(started.data).toEqual({
      seasonId: seasonId(SPRING),
      previousSeasonId: seasonId(AUTUMN),
      startDate: TURN.toISOString(),
      startedAt: TURN.toISOString(),
    });
    await Promise.all([node1.daemon!.drainAll(), node2.daemon!.drainAll()]);
    const heard = await Promise.any(
      pages.map((page) => until(page.messages, (m) => m.topic === 'seasons' && m.room === room)),
    );
    expect(heard.ids).toEqual([seasonId(SPRING)]);
    pages.forEach((page) => page.socket.disconnect());
    const current = await http.get<SeasonDto>('/api/season/current');
    expect(current.body.value!.id).toBe(seasonId(SPRING));
  });

  it('carries every team without a plan to the league of the same name (the waiting one stays out)', async () => {
    expect(await springMembers(infra)).toEqual(expectedSpring(teams));
    const autumnRows = await infra.db.query(
      `SELECT count(*)::int AS n FROM rm_league_teams WHERE season_id = $1`,
      [seasonId(AUTUMN)],
    );
    expect(autumnRows[0].n).toBe(3); // the past season keeps its members
    const leagues = await http.get<Array<{ name: string }>>(
      `/api/league/get-leagues-by-season-id?SeasonId=${seasonId(SPRING)}`,
    );
    expect(leagues.body.value).toHaveLength(12);
  });

  it('a carried team can be moved by the admin as any assignment (the claim is the new season)', async () => {
    const again = await http.post(
      '/api/league-team',
      { leagueId: leagueIdFor(SPRING, 'Liga 2'), teamId: teams.first.id },
      admin.token,
    );
    expect(again.status).toBe(409);
    const waiting = await http.post(
      '/api/league-team',
      { leagueId: leagueIdFor(SPRING, 'Liga 2'), teamId: teams.waiting.id },
      admin.token,
    );
    expect(waiting.status).toBe(201);
  });

  it('an autumn report filed, accepted and verified after the turn counts in the autumn table only', async () => {
    clock.set(new Date('2027-01-17T10:00:00.000Z'));
    const { first, second } = teams;
    const filed = await http.post<{ id: string }>(
      '/api/match-report/entity-insert',
      reportPayload(
        first.id,
        second.id,
        { present: [first.captain.id], goals: [first.captain.id, first.captain.id] },
        { present: [second.captain.id], goals: [second.captain.id] },
        { matchId: oldMatch },
      ),
      first.captain.token,
    );
    expect(filed.status).toBe(200);
    const reportId = filed.body.value!.id;
    await node1.daemon!.drainAll();
    const acceptedBy = { matchReportId: reportId };
    expect(
      (await http.post('/api/match-report/accept', acceptedBy, second.captain.token)).status,
    ).toBe(200);
    await node1.daemon!.drainAll();
    expect(
      (await http.post('/api/match-report/admin-accept', acceptedBy, admin.token)).status,
    ).toBe(200);
    await Promise.all([node1.daemon!.drainAll(), node2.daemon!.drainAll()]);
    const rows: Array<{ league_id: string; team_id: string; points: number; played: number }> =
      await infra.db.query(
        `SELECT league_id, team_id, points, played FROM rm_standings WHERE played > 0 ORDER BY points DESC`,
      );
    expect(rows).toEqual([
      { league_id: leagueIdFor(AUTUMN, 'Liga 1'), team_id: first.id, points: 3, played: 1 },
      { league_id: leagueIdFor(AUTUMN, 'Liga 1'), team_id: second.id, points: 0, played: 1 },
    ]);
  });

  it('lists every season newest first and sums the league from the data', async () => {
    const seasons = await http.get<unknown[]>('/api/season/get-seasons');
    expect(seasons.status).toBe(200);
    expect(seasons.body.value).toEqual([
      {
        id: seasonId(SPRING),
        key: '2027-spring',
        name: 'Sezon wiosenny 2027',
        startDate: '2027-01-15T23:00:00.000Z',
        endDate: '2027-08-09T21:59:59.999Z',
        isCurrent: true,
      },
      {
        id: seasonId(AUTUMN),
        key: '2026-autumn',
        name: 'Sezon jesienny 2026/2027',
        startDate: '2026-08-09T22:00:00.000Z',
        endDate: '2027-01-15T22:59:59.999Z',
        isCurrent: false,
      },
    ]);
    const summary = await http.get('/api/season/summary');
    expect(summary.body.value).toEqual({ seasonsPlayed: 2, matches: 1, goals: 3 });
  });

  it('a table asked for an unknown season is a 404 with a Polish message', async () => {
    const unknown = await http.get(
      `/api/league/get-league-team-statistic?LeagueId=${leagueIdFor(AUTUMN, 'Liga 1')}&SeasonId=${seasonId(seasonOf('autumn', 1999))}`,
      admin.token,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([
      { code: 'season.not_found', message: 'Nie znaleziono sezonu.' },
    ]);
    const old = await http.get<Array<{ teamId: string }>>(
      `/api/league/get-league-team-statistic?LeagueId=${leagueIdFor(AUTUMN, 'Liga 1')}&SeasonId=${seasonId(AUTUMN)}`,
      admin.token,
    );
    expect(old.status).toBe(200);
  });

  it('a replay of the log gives the same seasons and memberships as the live projections', async () => {
    await Promise.all([node1.daemon!.drainAll(), node2.daemon!.drainAll()]);
    const projections = [leaguesProjection, teamsProjection, ...standingsProjections];
    const live = await dumpReadTables(infra.db, projections);
    await rebuildAll(infra.db, infra.upcasters, projections);
    expect(await dumpReadTables(infra.db, projections)).toEqual(live);
  });
});

describe('the season turn when the server was down at midnight, crashing once in the middle', () => {
  const clock = new FixedClock(new Date('2027-01-12T12:00:00.000Z'));
  let infra: TestInfrastructure;
  let teams: Record<string, TestTeam>;

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'season-turn-down', clock });
    const api = await createApiApp(infra, { serveClient: false });
    const http = apiClient(await api.listen(0, '127.0.0.1'));
    ({ teams } = await autumnLeague(infra, api, http));
    clock.set(LAST_SECOND);
    await api.close(); // down from 23:59:59 on
  });
  afterAll(async () => {
    await infra?.dispose();
  });

  it('a turn that dies half-way (a crash before commit) leaves nothing behind', async () => {
    clock.set(new Date('2027-01-16T07:30:00.000Z'));
    const unitOfWork = new UnitOfWork(infra.db, infra.eventStore);
    await expect(
      unitOfWork.run(testContext(), async (unit) => {
        await runTurn(unit, SPRING, clock.now());
        throw new Error('power cut');
      }),
    ).rejects.toThrow('power cut');
    expect(await eventCounts(infra, `season-${seasonId(SPRING)}`)).toEqual({});
    const claims = await infra.db.query(
      `SELECT count(*)::int AS n FROM unique_keys WHERE scope = 'league-team' AND value LIKE $1`,
      [`${seasonId(SPRING)}:%`],
    );
    expect(claims[0].n).toBe(0);
  });

  it('the start at 08:30 Warsaw turns the season; a second start writes nothing more', async () => {
    const api = await createApiApp(infra, { serveClient: false });
    await api.daemon!.drainAll();
    await api.close();
    const again = await createApiApp(infra, { serveClient: false });
    await again.daemon!.drainAll();
    await again.close();
    expect(await eventCounts(infra, `season-${seasonId(SPRING)}`)).toEqual({
      SeasonOpened: 1,
      SeasonStarted: 1,
      TeamsCarriedOver: 1,
    });
    const [started] = await infra.db.query(
      `SELECT data->>'startedAt' AS at FROM events WHERE event_type = 'SeasonStarted' AND stream_id = $1`,
      [`season-${seasonId(SPRING)}`],
    );
    expect(started.at).toBe('2027-01-16T07:30:00.000Z');
    expect(await springMembers(infra)).toEqual(expectedSpring(teams));
  });
});
