import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  addPitch,
  confirmedPitchIds,
  type FaultStack,
  outage,
  pitchesStored,
  renameTeam,
  startFaultStack,
} from '../support/fault-stack';
import { eventually } from '../support/eventually';
import { currentLeagues } from '../support/teams';
import {
  msToFirstSuccess,
  probeReadiness,
  type LoadAnswer,
  runLoad,
  statusCounts,
} from '../support/load';
import { createTeamWithCaptain, type TestTeam } from '../support/matches';
import { dumpReadTables, rebuildAll, waitForProjections } from '../support/read-tables';

jest.setTimeout(150_000);

const OUTAGE_MS = 2_500;
/** A client gives up after this long: an answer slower than that counts as a hang. */
const CLIENT_TIMEOUT_MS = 8_000;

/**
 * PostgreSQL crashes (immediate shutdown) while admins add pitches and users read: the API
 * answers 503 with the envelope, a Polish message and Retry-After (never 500, never a hang),
 * readiness goes 503 and back, and when the database is back everything recovers by itself;
 * nothing is half-applied: the log, the streams and the read tables agree, a rebuild equals
 * the live tables.
 */
describe('PostgreSQL crash and restart under load', () => {
  let stack: FaultStack;

  let team: TestTeam;

  beforeAll(async () => {
    stack = await startFaultStack('pg_fault');
    const { http, infra, admin } = stack;
    const [league] = await currentLeagues(http);
    const settle = () => waitForProjections(infra.db);
    team = await createTeamWithCaptain(http, infra, {
      admin,
      leagueId: null,
      requestLeagueId: league.id,
      settle,
    });
  });
  afterAll(() => stack?.close());

  it('answers 503 while the database is down, recovers by itself, leaves nothing half-applied', async () => {
    const { pg, app, worker, infra, admin } = stack;
    let pitchNo = 0;
    let renameNo = 0;
    const load = runLoad(app.url, {
      concurrency: 4,
      timeoutMs: CLIENT_TIMEOUT_MS,
      pauseMs: 20,
      // one loop renames a team (a name claimed, the old one released, an event: one
      // transaction); the others add pitches and read
      next: (n, loop) =>
        loop === 0
          ? renameTeam(admin, team.id, `Drużyna Nr ${++renameNo}`)
          : n % 2 === 0
            ? addPitch(admin, `Boisko ${++pitchNo}`)
            : { method: 'GET', path: '/api/pitch/get-pitches', token: admin.token },
    });
    const ready = probeReadiness(app.url);
    const { downAt: crashedAt, upAt: restartedAt } = await outage({
      warmUpMs: 1_500,
      outageMs: OUTAGE_MS,
      stop: () => pg.crash(),
      start: () => pg.start(),
    });
    // the worker resumes: its pitches checkpoint moves past where the crash left it
    const resumed = projectionResumed(infra);
    // the load goes on until a run of successes shows the API recovered by itself
    await eventually(async () => {
      const last = load.answers.slice(-20);
      if (last.length < 20 || last.some((a) => a.status >= 300)) throw new Error('not recovered');
    }, 30_000);
    const projectionsResumedAfterRestartMs = (await resumed) - restartedAt;
    const answers = await load.stop();
    const probes = await ready.stop();

    const unavailable = answers.filter((a) => a.status === 503);
    // every pitch the API confirmed is in the log and, once the worker caught up, in the table
    await waitForProjections(infra.db, 30_000);
    const { logged, rows } = await pitchesStored(infra);
    const loggedIds = new Set(logged);
    const lost = confirmedPitchIds(answers).filter((id) => !loggedIds.has(id));
    const summary = {
      requests: answers.length,
      statuses: statusCounts(answers),
      readiness: statusCounts(probes),
      outageMs: restartedAt - crashedAt,
      // when the first and the last request that got a 503 was sent, ms after the crash
      first503Ms: unavailable[0] && unavailable[0].at + load.startedAt - crashedAt,
      last503Ms: unavailable.at(-1) && unavailable.at(-1)!.at + load.startedAt - crashedAt,
      recoveredAfterRestartMs: msToFirstSuccess(load, restartedAt),
      slowestMs: Math.max(...answers.map((a) => a.ms)),
      slowest503Ms: Math.max(0, ...unavailable.map((a) => a.ms)),
      readyAgainAfterRestartMs: msToFirstSuccess(ready, restartedAt),
      projectionsResumedAfterRestartMs,
      renames: statusCounts(answers.filter((a) => a.request.method === 'PUT')),
      lostWrites: lost.length,
      duplicates: logged.length - loggedIds.size + (rows - loggedIds.size),
      // a write may commit and lose its answer to the crash: a client retry would add it again
      committedBut503: await committedNames(
        infra,
        unavailable.filter((a) => a.request.method === 'POST'),
      ),
    };
    process.stdout.write(`postgres-restart: ${JSON.stringify(summary)}\n`);

    expect(lost).toEqual([]);
    expect(summary.duplicates).toBe(0);
    // only successes and clear 503s: no 500, no hang, no connection dropped
    expect(Object.keys(summary.statuses).sort()).toEqual(['200', '201', '503']);
    expect(summary.slowestMs).toBeLessThan(CLIENT_TIMEOUT_MS);
    for (const answer of unavailable) {
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(answer.body).toMatchObject({ isSuccess: false, isFailure: true, value: null });
      expect(answer.body!.errors[0]).toEqual({
        code: 'service.unavailable',
        message: 'Serwis jest chwilowo niedostępny. Spróbuj ponownie za chwilę.',
      });
    }
    // readiness said so too, and is back
    expect(summary.readiness[503]).toBeGreaterThan(0);
    expect(probes.at(-1)!.status).toBe(200);
    expect(app.process.exitCode).toBeNull();
    expect(worker.process.exitCode).toBeNull();

    // streams and events agree (an append is one transaction: all of it or nothing)
    const torn = await infra.db.query(
      `SELECT s.stream_id FROM streams s
         LEFT JOIN (SELECT stream_id, max(version) AS version FROM events GROUP BY 1) e
           USING (stream_id)
        WHERE e.version IS DISTINCT FROM s.version`,
    );
    expect(torn).toEqual([]);
    // the team's name claim follows its last name in the log: no rename half-applied
    const claims = await infra.db.query(
      `SELECT value FROM unique_keys WHERE scope = 'team-name' AND owner_stream_id = $1`,
      [`team-${team.id}`],
    );
    const [{ name }] = await infra.db.query(
      `SELECT data->>'name' AS name FROM events WHERE stream_id = $1 ORDER BY version DESC LIMIT 1`,
      [`team-${team.id}`],
    );
    expect(claims).toEqual([{ value: name.toLocaleLowerCase('pl-PL') }]);
    const live = await dumpReadTables(infra.db);
    await rebuildAll(infra.db, infra.upcasters);
    expect(await dumpReadTables(infra.db)).toEqual(live);
  });
});

/** How many of these (failed) pitch additions are in the log all the same. */
async function committedNames(infra: FaultStack['infra'], failed: LoadAnswer[]): Promise<number> {
  const names = failed.map((a) => (a.request.body as { name: string }).name);
  const [{ n }] = await infra.db.query(
    `SELECT count(*)::int AS n FROM events WHERE event_type = 'PitchAdded' AND data->>'name' = ANY($1)`,
    [names],
  );
  return n;
}

/** When (Date.now()) the pitches projection's checkpoint next moves. */
async function projectionResumed(infra: FaultStack['infra']): Promise<number> {
  const position = async () => {
    const [row] = await infra.db.query(
      `SELECT global_position::int AS at FROM projection_checkpoints WHERE name = 'pitches'`,
    );
    return row.at as number;
  };
  const start = await eventually(position, 30_000);
  await eventually(async () => {
    if ((await position()) <= start) throw new Error('pitches projection has not moved');
  }, 30_000);
  return Date.now();
}
