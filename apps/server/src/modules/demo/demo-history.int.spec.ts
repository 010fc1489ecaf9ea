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
import type { DemoOptions } from './demo-generator';
import { afterDemoHistory, demoGeneratorFor, resumeDemoHistory } from './demo-start';

jest.setTimeout(3_600_000);

/** A Thursday evening in autumn 2025 (as demo.int.spec.ts). */
const NOW = new Date('2025-11-20T18:00:00Z');
const CURRENT = seasonOf('autumn', 2025);
const SPRING = seasonOf('spring', 2025);
const OLDEST = seasonOf('autumn', 2024);
const SEED = 11;
/** The history written by the first describe, for the resume's comparison. */
let whole: HistorySummary | undefined;

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
    ({ api, history } = await firstStart(infra));
    http = apiClient(await api.listen(0, '127.0.0.1'));
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

  it('is the reference of the resume below (a first start never stopped)', async () => {
    await history;
    await api.daemon!.drainAll();
    whole = await summary(infra);
    expect(whole.seasons).toHaveLength(3);
  });
});

/** What a demo's history must hold, whatever way it was written. */
interface HistorySummary {
  seasons: string[];
  /** Verified league results (archive rows, one per report) by season. */
  verifiedBySeason: Record<string, number>;
  /** The winner of each league of each season (points, then goal difference). */
  champions: Record<string, string>;
  eventsByType: Record<string, number>;
  /** Every match event in stream order (ids, payloads, instants): one digest. */
  matchLog: string;
}

async function summary(infra: TestInfrastructure): Promise<HistorySummary> {
  const db = infra.db;
  const seasons: Array<{ stream_id: string }> = await db.query(
    `SELECT stream_id FROM streams WHERE stream_type = 'season' ORDER BY stream_id`,
  );
  const verified: Array<{ season_id: string; n: number }> = await db.query(
    `SELECT season_id, count(DISTINCT report_id)::int AS n FROM rm_archive_results
      WHERE removed_at IS NULL AND NOT cup GROUP BY season_id`,
  );
  const champions: Array<{ season_id: string; league_id: string; team_id: string }> =
    await db.query(
      `SELECT DISTINCT ON (season_id, league_id) season_id, league_id, team_id
         FROM rm_archive_results WHERE removed_at IS NULL AND NOT cup
        GROUP BY season_id, league_id, team_id
        ORDER BY season_id, league_id, sum(points) DESC, sum(scored - conceded) DESC, team_id`,
    );
  const types: Array<{ event_type: string; n: number }> = await db.query(
    `SELECT event_type, count(*)::int AS n FROM events GROUP BY event_type`,
  );
  const [matches] = await db.query(
    `SELECT md5(string_agg(stream_id || ':' || version || ':' || event_type || ':' || data::text
                           || ':' || (metadata->>'time'), ',' ORDER BY stream_id, version)) AS digest
       FROM events WHERE stream_type = 'match'`,
  );
  return {
    seasons: seasons.map((s) => s.stream_id),
    verifiedBySeason: Object.fromEntries(verified.map((v) => [v.season_id, v.n])),
    champions: Object.fromEntries(
      champions.map((c) => [`${c.season_id}:${c.league_id}`, c.team_id]),
    ),
    eventsByType: Object.fromEntries(types.map((t) => [t.event_type, t.n])),
    matchLog: matches.digest,
  };
}

/** `npm start`'s first start: the current season, then the history begun in the background. */
async function firstStart(
  infra: TestInfrastructure,
  extra: Partial<DemoOptions> = {},
): Promise<{ api: ApiApp; history: Promise<void> }> {
  const api = await createApiApp(infra, {
    serveClient: false,
    startupTasks: historyWritingStartupTasks,
  });
  const generator = demoGeneratorFor(api.app, infra.db, api.daemon);
  let history: Promise<void> = Promise.resolve();
  await inSimulatedTime(NOW, async (moveTo) => {
    await generator.generate({
      seed: SEED,
      now: NOW,
      seasons: 3,
      legs: 1,
      history: 'later',
      clock: { set: moveTo, at: atSimulatedInstant },
      ...extra,
    });
    history = generator.writeHistory();
  });
  return { api, history };
}

/**
 * A first start stopped in the middle of its oldest past season (half of its timeline's days
 * written), started again: the next start finishes the history, and the league equals one
 * whose first start was never stopped.
 */
describe('a stopped demo history is finished by the next start (real PostgreSQL)', () => {
  // the reference, a first start never stopped, is the history written above (same seed,
  // same options): summarised by its last test
  const clock = new FixedClock(NOW);
  const env = { SEED: process.env.SEED, DEMO_PAST_SEASONS: process.env.DEMO_PAST_SEASONS };
  let infra: TestInfrastructure;
  let api: ApiApp | undefined;
  const lines: string[] = [];

  beforeAll(async () => {
    process.env.SEED = String(SEED);
    process.env.DEMO_PAST_SEASONS = '2';
    if (!whole) throw new Error('the history above (the reference) was not written');
    infra = await createTestInfrastructure({ label: 'demo-resume', clock });
  });
  afterAll(async () => {
    process.env.SEED = env.SEED;
    process.env.DEMO_PAST_SEASONS = env.DEMO_PAST_SEASONS;
    if (env.SEED === undefined) delete process.env.SEED;
    if (env.DEMO_PAST_SEASONS === undefined) delete process.env.DEMO_PAST_SEASONS;
    await api?.close();
    await infra?.dispose();
  });

  it('stops half-way through the oldest past season', async () => {
    const stop = new AbortController();
    const first = await firstStart(infra, {
      signal: stop.signal,
      log: (line) => {
        if (line.includes('poprzedni sezon 1 z 2') && line.includes('połowa terminarza')) {
          stop.abort();
        }
      },
    });
    api = first.api;
    await expect(first.history).rejects.toThrow();
    expect(stop.signal.aborted).toBe(true);
    await api.daemon!.drainAll();
    const half = await summary(infra);
    expect(half.seasons).not.toContain(`season-${seasonId(SPRING)}`);
    expect(half.verifiedBySeason[seasonId(OLDEST)]).toBeGreaterThan(0);
    expect(half.verifiedBySeason[seasonId(OLDEST)]).toBeLessThan(
      whole!.verifiedBySeason[seasonId(OLDEST)],
    );
    await api.close();
    api = undefined;
  });

  it('finishes the history on the next start, equal to a start never stopped', async () => {
    api = await createApiApp(infra, {
      serveClient: false,
      startupTasks: historyWritingStartupTasks,
    });
    const resumed = await resumeDemoHistory(api.app, infra, api.daemon, {
      legs: 1,
      log: (line) => lines.push(line),
    });
    expect(resumed).toBe(true);
    await new Promise<void>((resolve) => {
      void afterDemoHistory(api!.app, async () => resolve(), infra.logger);
    });
    await api.daemon!.drainAll();
    expect(
      lines.some((l) => /poprzedni sezon 1 z 2 .*zapisany .*poleceń było już w logu/.test(l)),
    ).toBe(true);
    expect(lines.some((l) => l.includes('poprzedni sezon 2 z 2') && l.includes('zapisany'))).toBe(
      true,
    );
    const after = await summary(infra);
    expect(after.seasons).toEqual(whole!.seasons);
    expect(after.verifiedBySeason).toEqual(whole!.verifiedBySeason);
    expect(after.champions).toEqual(whole!.champions);
    expect(after.eventsByType).toEqual(whole!.eventsByType);
    expect(after.matchLog).toBe(whole!.matchLog);
  });

  it('leaves a finished history alone on the start after', async () => {
    expect(await resumeDemoHistory(api!.app, infra, api!.daemon, { legs: 1 })).toBe(false);
  });
});
