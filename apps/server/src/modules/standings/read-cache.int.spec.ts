import type {
  LeagueDto,
  LeagueTeamStatisticDto,
  MatchReportSummaryDto,
  UserGoalsRankingDto,
} from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import {
  addPlayer,
  createPitch,
  createTeamWithCaptain,
  type TestTeam,
} from '../../../../../test/support/matches';
import { createAcceptedMatch, reportPayload, settleAll } from '../../../../../test/support/reports';
import { testRedisPrefix, testRedisUrl } from '../../../../../test/support/redis';
import { currentLeagues } from '../../../../../test/support/teams';
import { createAdmin, type TestUser } from '../../../../../test/support/users';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import { createDaemon } from '../../platform/bootstrap/infrastructure';
import { FixedClock } from '../../platform/clock/clock';
import { noopPublisher } from '../../platform/projections/change-collector';
import type { ProjectionDaemon } from '../../platform/projections/projection-daemon';

/**
 * The table, ranking and matches-by-week calls answer from a cache kept per projection
 * checkpoint. In each mode, after a verification and the projections' catch-up, the very next
 * read must show the new table, rankings and played matches:
 * - worker: the API projects nothing, a worker with its own connection pool does (as in Redis
 *   mode), so nothing in the API process hears of a change but the checkpoints;
 * - redis: the same with Redis (live push through Redis): the API still reads the checkpoints;
 * - embedded: the API projects in-process and skips the checkpoint lookup while none of its
 *   own batches committed (LocalProjectionCommits), so its batches must invalidate the cache.
 */
jest.setTimeout(180_000);

type Mode = 'worker' | 'redis' | 'embedded';

describe.each<Mode>(['worker', 'redis', 'embedded'])('cached table and rankings (%s)', (mode) => {
  const clock = new FixedClock(new Date());
  let infra: TestInfrastructure;
  let worker: { close(): Promise<void> };
  let daemon: ProjectionDaemon;
  let api: ApiApp;
  let http: ReturnType<typeof apiClient>;
  let league: LeagueDto;
  let admin: TestUser;
  let A: TestTeam, B: TestTeam;
  let scorer: TestUser;
  let reportId: string;
  const drain = () => settleAll(infra.db, () => daemon.drainAll());
  const table = async () => {
    const res = await http.get<LeagueTeamStatisticDto[]>(
      `/api/league/get-league-team-statistic?LeagueId=${league.id}`,
      scorer.token,
    );
    expect(res.status).toBe(200);
    return res.body.value!.map((r) => [r.id, r.points, r.matchesPlayed, r.goalsScored]);
  };
  const scorers = async () => {
    const res = await http.get<UserGoalsRankingDto[]>(
      `/api/user/get-user-goals?LeagueId=${league.id}&pageSize=5&page=0`,
      scorer.token,
    );
    expect(res.status).toBe(200);
    return res.body.value!.map((r) => [r.id, r.userGoals]);
  };

  const playedThatWeek = async () => {
    const res = await http.get<MatchReportSummaryDto[]>(
      `/api/match-report/get-match-report-by-date?StartDate=2025-09-15T00:00:00.000Z` +
        `&EndDate=2025-09-21T23:59:59.999Z&leagueId=${league.id}`,
      scorer.token,
    );
    expect(res.status).toBe(200);
    return res.body.value!.map((r) => [r.id, r.homeGoals, r.enemyGoals]);
  };

  beforeAll(async () => {
    const redis =
      mode === 'redis'
        ? { redisUrl: await testRedisUrl(), redisPrefix: testRedisPrefix('readcache') }
        : {};
    const env = { SEASON_PIN_DATE: '2025-09-01' };
    infra = await createTestInfrastructure({ label: 'readcache', clock, env, ...redis });
    if (mode === 'embedded') {
      api = await createApiApp(infra, { serveClient: false, projectionsInProcess: true });
      daemon = api.daemon!;
      worker = { close: async () => undefined };
    } else {
      const projecting = await createTestInfrastructure({
        database: infra.database,
        role: 'worker',
        env,
        ...redis,
      });
      worker = projecting;
      daemon = createDaemon(projecting, noopPublisher);
      daemon.start();
      api = await createApiApp(infra, { serveClient: false, projectionsInProcess: false });
    }
    http = apiClient(await api.listen(0, '127.0.0.1'));
    await drain();
    [league] = await currentLeagues(http);
    admin = await createAdmin(http, infra);
    const team = () =>
      createTeamWithCaptain(http, infra, {
        admin,
        leagueId: league.id,
        requestLeagueId: league.id,
        settle: drain,
      });
    [A, B] = [await team(), await team()];
    scorer = await addPlayer(http, infra, A, drain);
    const pitch = await createPitch(http, admin, {
      name: 'Orlik Cache',
      latitude: 50,
      longitude: 20,
    });
    await drain();
    const matchId = await createAcceptedMatch(http, {
      from: A,
      to: B,
      pitchId: pitch,
      date: '2025-09-20T16:00:00.000Z',
      settle: drain,
      clock,
    });
    const filed = await http.post<{ id: string }>(
      '/api/match-report/entity-insert',
      reportPayload(
        A.id,
        B.id,
        { present: [A.captain.id, scorer.id], goals: [scorer.id, scorer.id] },
        { present: [B.captain.id] },
        { matchId },
      ),
      A.captain.token,
    );
    expect(filed.status).toBe(200);
    reportId = filed.body.value!.id;
    await drain();
    const accepted = await http.post(
      '/api/match-report/accept',
      { matchReportId: reportId },
      B.captain.token,
    );
    expect(accepted.status).toBe(200);
    await drain();
  });

  afterAll(async () => {
    await api.close();
    await daemon.stop();
    await worker.close();
    await infra.dispose();
  });

  it('the next read after the projections caught up with a verification shows the new table', async () => {
    // read twice: the second answer comes from the cache
    const before = await table();
    expect(await table()).toEqual(before);
    expect(before.every(([, points, played]) => points === 0 && played === 0)).toBe(true);
    expect(await scorers()).toEqual([]);
    expect(await playedThatWeek()).toEqual([]);

    const verified = await http.post(
      '/api/match-report/admin-accept',
      { matchReportId: reportId },
      admin.token,
    );
    expect(verified.status).toBe(200);
    await drain();

    const after = await table();
    expect(after[0]).toEqual([A.id, 3, 1, 2]);
    expect(after.find(([id]) => id === B.id)).toEqual([B.id, 0, 1, 0]);
    expect(await scorers()).toEqual([[scorer.id, 2]]);
    expect(await playedThatWeek()).toEqual([[reportId, 2, 0]]);
  });

  it('an unknown league is still a 404 (also once cached)', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    for (let i = 0; i < 2; i++) {
      const res = await http.get(
        `/api/league/get-league-team-statistic?LeagueId=${unknown}`,
        scorer.token,
      );
      expect(res.status).toBe(404);
    }
  });
});
