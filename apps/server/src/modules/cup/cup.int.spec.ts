import {
  CUP_MESSAGES,
  type CupDto,
  type CupListItemDto,
  type LeagueDto,
  type MyCupTieDto,
} from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import {
  createPitch,
  createTeamWithCaptain,
  type TestTeam,
} from '../../../../../test/support/matches';
import { dumpReadTables, rebuildAll } from '../../../../../test/support/read-tables';
import { beforeTheMatch, reportPayload, settleAll } from '../../../../../test/support/reports';
import { currentLeagues } from '../../../../../test/support/teams';
import { createAdmin, type TestUser } from '../../../../../test/support/users';
import { FixedClock } from '../../platform/clock/clock';
import { rebuildProjection } from '../../platform/projections/rebuild';
import { cupProjections } from './cup.projections';

/**
 * The cup over HTTP, in the autumn 2025 season: an admin creates a cup, captains enter, the
 * admin draws; cup challenges against the current opponent only, a level report refused without
 * its shoot-out, two semifinals verified at the same moment forming the final once, a walkover
 * final crowning the champion, cup matches out of the league table, and a replay of the cup
 * projection equal to the live tables.
 */
jest.setTimeout(240_000);

const at = (iso: string) => new Date(iso);

describe('cup API', () => {
  const clock = new FixedClock(at('2025-09-02T10:00:00.000Z'));
  let infra: TestInfrastructure;
  let api: ApiApp;
  let http: ReturnType<typeof apiClient>;
  let leagues: LeagueDto[];
  let admin: TestUser;
  let teams: TestTeam[];
  let outsider: TestTeam;
  let pitch: string;
  let cupId: string;
  const drain = () => settleAll(infra.db, () => api.daemon!.drainAll());
  const cup = async () => (await http.get<CupDto>(`/api/cup/${cupId}`, admin.token)).body.value!;
  const message = (res: { body: { errors: Array<{ message: string }> } }) =>
    res.body.errors[0]?.message;

  beforeAll(async () => {
    infra = await createTestInfrastructure({
      label: 'cup',
      clock,
      env: { SEASON_PIN_DATE: '2025-09-01' },
    });
    api = await createApiApp(infra, { serveClient: false });
    http = apiClient(await api.listen(0, '127.0.0.1'));
    leagues = await currentLeagues(http);
    admin = await createAdmin(http, infra);
    const team = (leagueId: string) =>
      createTeamWithCaptain(http, infra, {
        admin,
        leagueId,
        requestLeagueId: leagueId,
        settle: drain,
      });
    teams = [];
    for (let i = 0; i < 4; i++) teams.push(await team(leagues[i < 2 ? 0 : 1].id));
    outsider = await team(leagues[5].id);
    pitch = await createPitch(http, admin, {
      name: 'Orlik Pucharowy',
      latitude: 50,
      longitude: 19.9,
    });
  });
  afterEach(async () => {
    const stopped = await infra.db.query(
      `SELECT name, last_error FROM projection_checkpoints WHERE status = 'stopped'`,
    );
    expect(stopped).toEqual([]);
  });
  afterAll(async () => {
    await api.close();
    await infra.dispose();
  });

  it('creates a cup and takes entries only as the rules allow', async () => {
    const created = await http.post<{ id: string }>(
      '/api/admin/cup',
      {
        name: 'Puchar Ligi — jesień 2025',
        leagueIds: [leagues[0].id, leagues[1].id],
        entryDeadline: '2025-09-10T20:00:00Z',
        roundDeadlines: ['2025-10-01T20:00:00Z', '2025-10-20T20:00:00Z'],
      },
      admin.token,
    );
    expect(created.status).toBe(200);
    cupId = created.body.value!.id;
    const early = await http.post(`/api/cup/${cupId}/entry`, {}, teams[0].captain.token);
    expect([early.status, message(early)]).toEqual([409, CUP_MESSAGES.entriesNotOpen]);
    expect((await http.post(`/api/admin/cup/${cupId}/open`, {}, admin.token)).status).toBe(200);

    for (const t of teams)
      expect((await http.post(`/api/cup/${cupId}/entry`, {}, t.captain.token)).status).toBe(200);
    const twice = await http.post(`/api/cup/${cupId}/entry`, {}, teams[0].captain.token);
    expect([twice.status, message(twice)]).toEqual([409, CUP_MESSAGES.alreadyEntered]);
    const notAllowed = await http.post(`/api/cup/${cupId}/entry`, {}, outsider.captain.token);
    expect([notAllowed.status, message(notAllowed)]).toEqual([403, CUP_MESSAGES.leagueNotAllowed]);
    const noCaptain = await http.post(`/api/cup/${cupId}/entry`, {}, admin.token);
    expect(noCaptain.status).toBe(403);
    clock.set(at('2025-09-11T10:00:00.000Z'));
    const late = await http.post(`/api/cup/${cupId}/entry`, {}, outsider.captain.token);
    expect([late.status, message(late)]).toEqual([409, CUP_MESSAGES.entryDeadlinePassed]);

    const list = await http.get<CupListItemDto[]>(
      `/api/cup/get-cups-by-season-id?SeasonId=${leagues[0].seasonId}`,
      teams[0].captain.token,
    );
    expect(list.body.value).toEqual([
      { id: cupId, name: 'Puchar Ligi — jesień 2025', status: 'open', championTeamId: null },
    ]);
  });

  it('draws with a recorded seed and method; the bracket answers in the documented shape', async () => {
    expect((await http.post(`/api/admin/cup/${cupId}/close`, {}, admin.token)).status).toBe(200);
    expect((await http.post(`/api/admin/cup/${cupId}/draw`, {}, admin.token)).status).toBe(200);
    const c = await cup();
    expect(c.status).toBe('inProgress');
    expect(c.drawSeed).toMatch(/^[0-9a-f]{16}$/);
    expect(c.drawMethod).toBe('liga-cup-draw/1');
    expect(c.rounds.map((r) => [r.number, r.name, r.ties.length])).toEqual([
      [1, 'Półfinały', 2],
      [2, 'Finał', 1],
    ]);
    const tie = c.rounds[0].ties[0];
    expect(Object.keys(tie)).toEqual(
      expect.arrayContaining([
        'id',
        'teamA',
        'teamB',
        'matchId',
        'scoreA',
        'scoreB',
        'penaltiesA',
        'penaltiesB',
        'winnerTeamId',
        'decidedBy',
      ]),
    );
    const again = await http.post(`/api/cup/${cupId}/entry`, {}, outsider.captain.token);
    expect(again.status).toBe(409);
  });

  /** The two teams of a tie, in tie order, as test teams. */
  const sidesOf = (tie: CupDto['rounds'][number]['ties'][number]) =>
    [tie.teamA!.id, tie.teamB!.id].map((id) => teams.find((t) => t.id === id)!);

  it('arranges cup matches against the current opponent only, and refuses a level report without its shoot-out', async () => {
    const c = await cup();
    const [semi1, semi2] = c.rounds[0].ties;
    const [a, b] = sidesOf(semi1);
    const [c1] = sidesOf(semi2);
    const myTie = await http.get<MyCupTieDto>('/api/cup/my-tie', a.captain.token);
    expect(myTie.body.value).toMatchObject({ cupId, tieId: semi1.id, opponent: { id: b.id } });

    const matches: string[] = [];
    for (const [tie, date] of [
      [semi1, '2025-09-20T16:00:00.000Z'],
      [semi2, '2025-09-21T16:00:00.000Z'],
    ] as const) {
      const [home, away] = sidesOf(tie);
      const id = await beforeTheMatch(clock, date, async () => {
        const wrong = await http.post(
          '/api/match',
          {
            receiverId: home.id === a.id ? c1.id : a.id,
            date,
            pitchId: pitch,
            length: 60,
            matchType: 2,
          },
          home.captain.token,
        );
        expect([wrong.status, message(wrong)]).toEqual([400, CUP_MESSAGES.notCupOpponent]);
        const late = await http.post(
          '/api/match',
          {
            receiverId: away.id,
            date: '2025-10-05T16:00:00Z',
            pitchId: pitch,
            length: 60,
            matchType: 2,
          },
          home.captain.token,
        );
        expect(late.status).toBe(400);
        const issued = await http.post<{ id: string }>(
          '/api/match',
          { receiverId: away.id, date, pitchId: pitch, length: 60, matchType: 2 },
          home.captain.token,
        );
        expect(issued.status).toBe(201);
        const matchId = issued.body.value!.id;
        expect((await http.post('/api/match/accept', { matchId }, away.captain.token)).status).toBe(
          200,
        );
        return matchId;
      });
      matches.push(id);
    }
    clock.set(at('2025-09-25T10:00:00.000Z'));
    const arranged = await cup();
    expect(arranged.rounds[0].ties.map((t) => [t.matchId, t.matchStatusId])).toEqual([
      [matches[0], 3],
      [matches[1], 3],
    ]);

    const level = (home: TestTeam, away: TestTeam, matchId: string, extra = {}) =>
      reportPayload(
        home.id,
        away.id,
        { present: [home.captain.id], goals: [home.captain.id] },
        { present: [away.captain.id], goals: [away.captain.id] },
        { matchId, ...extra },
      );
    const refused = await http.post(
      '/api/match-report/entity-insert',
      level(a, b, matches[0]),
      a.captain.token,
    );
    expect([refused.status, message(refused)]).toEqual([400, CUP_MESSAGES.deciderRequired]);
    const notLevel = reportPayload(
      a.id,
      b.id,
      { present: [a.captain.id], goals: [a.captain.id] },
      { present: [b.captain.id] },
      { matchId: matches[0], penaltiesTeamA: 4, penaltiesTeamB: 3 } as never,
    );
    const refused2 = await http.post('/api/match-report/entity-insert', notLevel, a.captain.token);
    expect([refused2.status, message(refused2)]).toEqual([400, CUP_MESSAGES.deciderNotLevel]);
    const none = await infra.db.query(
      `SELECT count(*)::int AS n FROM events WHERE event_type = 'MatchReportSubmitted'`,
    );
    expect(none[0].n).toBe(0);

    // both semifinals reported level with a shoot-out, accepted, then verified at the same moment
    const reports: string[] = [];
    for (const [tie, matchId] of [
      [semi1, matches[0]],
      [semi2, matches[1]],
    ] as const) {
      const [home, away] = sidesOf(tie);
      const filed = await http.post<{ id: string }>(
        '/api/match-report/entity-insert',
        level(home, away, matchId, { penaltiesTeamA: 5, penaltiesTeamB: 4 }),
        home.captain.token,
      );
      expect(filed.status).toBe(200);
      reports.push(filed.body.value!.id);
      expect(
        (
          await http.post(
            '/api/match-report/accept',
            { matchReportId: filed.body.value!.id },
            away.captain.token,
          )
        ).status,
      ).toBe(200);
    }
    const verified = await Promise.all(
      reports.map((matchReportId) =>
        http.post('/api/match-report/admin-accept', { matchReportId }, admin.token),
      ),
    );
    expect(verified.map((r) => r.status)).toEqual([200, 200]);

    const after = await cup();
    const winners = after.rounds[0].ties.map((t) => t.winnerTeamId);
    expect(winners).toEqual([semi1.teamA!.id, semi2.teamA!.id]);
    expect(after.rounds[0].ties[0]).toMatchObject({
      scoreA: 1,
      scoreB: 1,
      penaltiesA: 5,
      penaltiesB: 4,
      decidedBy: 'match',
    });
    const final = after.rounds[1].ties[0];
    expect([final.teamA?.id, final.teamB?.id]).toEqual(winners);
    const placed = await infra.db.query(
      `SELECT count(*)::int AS n FROM events WHERE event_type = 'TeamAdvancedInCup'`,
    );
    expect(placed[0].n).toBe(2);
  });

  it('keeps cup matches out of the league table', async () => {
    const rows = await infra.db.query(`SELECT count(*)::int AS n FROM rm_team_results`);
    expect(rows[0].n).toBe(0);
  });

  it('crowns the champion on a walkover final and ranks the cup scorers', async () => {
    const c = await cup();
    const final = c.rounds[1].ties[0];
    const [home, away] = sidesOf(final);
    const date = '2025-10-10T16:00:00.000Z';
    const matchId = await beforeTheMatch(clock, date, async () => {
      const issued = await http.post<{ id: string }>(
        '/api/match',
        { receiverId: away.id, date, pitchId: pitch, length: 60, matchType: 2 },
        home.captain.token,
      );
      await http.post('/api/match/accept', { matchId: issued.body.value!.id }, away.captain.token);
      return issued.body.value!.id;
    });
    clock.set(at('2025-10-11T10:00:00.000Z'));
    const walkover = {
      ...reportPayload(home.id, away.id, { present: [] }, { present: [] }, { matchId }),
      walkoverType: 3,
    };
    const filed = await http.post<{ id: string }>(
      '/api/match-report/entity-insert',
      walkover,
      home.captain.token,
    );
    expect(filed.status).toBe(200);
    await http.post(
      '/api/match-report/accept',
      { matchReportId: filed.body.value!.id },
      away.captain.token,
    );
    await http.post(
      '/api/match-report/admin-accept',
      { matchReportId: filed.body.value!.id },
      admin.token,
    );
    const done = await cup();
    expect(done).toMatchObject({ status: 'finished', championTeamId: away.id });
    expect(done.rounds[1].ties[0]).toMatchObject({
      winnerTeamId: away.id,
      decidedBy: 'walkover',
      scoreA: 0,
      scoreB: 10,
    });
    const ranking = await http.get<{ scorers: Array<{ value: number }> }>(
      `/api/cup/${cupId}/rankings`,
      admin.token,
    );
    expect(ranking.body.value!.scorers.length).toBe(4);
    // the champion's team is free for another cup
    const owner = await infra.db.query(
      `SELECT count(*)::int AS n FROM unique_keys WHERE scope = 'cup-entry'`,
    );
    expect(owner[0].n).toBe(0);
  });

  it('rebuilds the cup projection equal to the live tables', async () => {
    const live = await dumpReadTables(infra.db, cupProjections);
    expect(live.rm_cup_ties.length).toBe(3);
    await rebuildAll(infra.db, infra.upcasters, cupProjections);
    expect(await dumpReadTables(infra.db, cupProjections)).toEqual(live);
    // a replay reads the ties' matches once per batch and adds the batch's own cup challenges:
    // small batches put a tie's challenge and its match's later facts in different ones
    for (const batchSize of [7, 2]) {
      for (const p of cupProjections) {
        await rebuildProjection(infra.db, p, infra.upcasters, { batchSize });
      }
      expect([batchSize, await dumpReadTables(infra.db, cupProjections)]).toEqual([
        batchSize,
        live,
      ]);
    }
  });
});
