import type { SeasonDto, SeasonListItemDto } from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { seasonId, seasonOf } from '../../config/season-calendar';
import { atSimulatedInstant, FixedClock, inSimulatedTime } from '../../platform/clock/clock';
import { historyWritingStartupTasks } from '../../startup-tasks';
import { demoGeneratorFor } from './demo-start';

jest.setTimeout(3_600_000);

/** A Thursday evening in autumn 2025 (as demo.int.spec.ts). */
const NOW = new Date('2025-11-20T18:00:00Z');
const CURRENT = seasonOf('autumn', 2025);
const SPRING = seasonOf('spring', 2025);
const OLDEST = seasonOf('autumn', 2024);

type Placement = { teamId: string; fromLeagueId: string | null; toLeagueId: string };

/** The teams' leagues in a season (current links), by team id. */
async function membersOf(infra: TestInfrastructure, id: string): Promise<Record<string, string>> {
  const rows: Array<{ team_id: string; league_id: string }> = await infra.db.query(
    `SELECT team_id, league_id FROM rm_league_teams WHERE season_id = $1 AND ended_at IS NULL`,
    [id],
  );
  return Object.fromEntries(rows.map((r) => [r.team_id, r.league_id]));
}

/**
 * `npm start`'s way (history: 'later'): the current season first, then, in a simulated time of
 * their own while the API answers at the real (here: the fixed) time, two past seasons with the
 * turn between them by the admin's confirmed plan. One leg per pair keeps it short.
 */
describe('the demo league writes its past seasons after the current one (real PostgreSQL)', () => {
  const clock = new FixedClock(NOW);
  let infra: TestInfrastructure;
  let api: ApiApp;
  let http: ReturnType<typeof apiClient>;
  let history: Promise<void>;

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'demo-history', clock });
    api = await createApiApp(infra, {
      serveClient: false,
      startupTasks: historyWritingStartupTasks,
    });
    http = apiClient(await api.listen(0, '127.0.0.1'));
    const generator = demoGeneratorFor(api.app, infra.db, api.daemon);
    await inSimulatedTime(NOW, async (moveTo) => {
      await generator.generate({
        seed: 11,
        now: NOW,
        seasons: 3,
        legs: 1,
        history: 'later',
        clock: { set: moveTo, at: atSimulatedInstant },
      });
      expect(generator.pastSeasonsLeft).toBe(2);
      history = generator.writeHistory();
    });
  });
  afterAll(async () => {
    await history?.catch(() => undefined);
    await api?.close();
    await infra?.dispose();
  });

  it('serves the current season at the real time while the past ones are written', async () => {
    const current = await http.get<SeasonDto>('/api/season/current');
    expect(current.body.value!.id).toBe(seasonId(CURRENT));
    expect(clock.now()).toEqual(NOW);
    const seasons = await http.get<SeasonListItemDto[]>('/api/season/get-seasons');
    expect(seasons.body.value!.map((s) => s.id)).toContain(seasonId(CURRENT));
    await history;
    expect(clock.now()).toEqual(NOW);
  });

  it('lists the past seasons once written, the current one still current', async () => {
    await history;
    const seasons = await http.get<SeasonListItemDto[]>('/api/season/get-seasons');
    const ids = seasons.body.value!.map((s) => s.id);
    expect(ids).toEqual(
      expect.arrayContaining([seasonId(OLDEST), seasonId(SPRING), seasonId(CURRENT)]),
    );
    expect(seasons.body.value!.find((s) => s.isCurrent)!.id).toBe(seasonId(CURRENT));
  });

  it('places the teams of the later past season as the confirmed plan said: promotions and relegations', async () => {
    await history;
    const [confirmed] = await infra.db.query(
      `SELECT data, (metadata->>'time') AS time FROM events
        WHERE event_type = 'SeasonPlanConfirmed' AND data->>'seasonId' = $1`,
      [seasonId(SPRING)],
    );
    // confirmed by the admin a minute before the season, in the simulated time
    expect(new Date(confirmed.time).getTime()).toBe(SPRING.start.getTime() - 60_000);
    const placements: Placement[] = confirmed.data.placements;
    const spring = await membersOf(infra, seasonId(SPRING));
    const autumn = await membersOf(infra, seasonId(OLDEST));
    expect(Object.keys(spring).sort()).toEqual(Object.keys(autumn).sort());
    expect(spring).toEqual(Object.fromEntries(placements.map((p) => [p.teamId, p.toLeagueId])));
    const moved = placements.filter((p) => p.fromLeagueId !== p.toLeagueId);
    expect(moved.length).toBeGreaterThan(0);
    for (const p of moved) expect(autumn[p.teamId]).toBe(p.fromLeagueId);
    const [started] = await infra.db.query(
      `SELECT data FROM events WHERE event_type = 'SeasonStarted' AND stream_id = $1`,
      [`season-${seasonId(SPRING)}`],
    );
    expect(started.data.startedAt).toBe(SPRING.start.toISOString());
  });

  it('has results in every past season, dated in it, and the waiting teams out of them', async () => {
    await history;
    for (const season of [OLDEST, SPRING]) {
      const [row] = await infra.db.query(
        `SELECT count(*)::int AS n, min(played_at) AS first, max(played_at) AS last
           FROM rm_archive_matches WHERE season_id = $1`,
        [seasonId(season)],
      );
      expect(row.n).toBeGreaterThan(100);
      expect(new Date(row.first).getTime()).toBeGreaterThanOrEqual(season.start.getTime());
      expect(new Date(row.last).getTime()).toBeLessThanOrEqual(season.end.getTime());
    }
    const [waiting] = await infra.db.query(
      `SELECT count(*)::int AS n FROM rm_teams t
        WHERE NOT EXISTS (SELECT 1 FROM rm_league_teams lt WHERE lt.team_id = t.id)`,
    );
    expect(waiting.n).toBeGreaterThanOrEqual(4);
  });
});
