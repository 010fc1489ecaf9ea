'use strict';

/**
 * The archive's read calls on a long history (issue 13), against the built server in embedded
 * mode, 50 connections each (autocannon):
 *  - archive calls of a past season next to the same calls of the current season (target:
 *    within 20%): the table, the scorers, the teams of a league, the positions by round;
 *  - records, hall of fame, team history, positions by round and head-to-head (the pair that
 *    met most often, and 200 pairs in turn) (target: >= 1,000 req/s);
 *  - the table on a day (AsOf), every request another day of a past season, so nothing is
 *    served from a cache (target: p99 < 200 ms).
 *
 *   npm run build && BENCH_DATABASE_URL=postgres://…/seeded npm run bench:archive
 *
 * BENCH_DATABASE_URL: a database seeded with `npm run seed -- --seasons 30` (required: the
 * seeding alone takes an hour here). The server rebuilds the archive projection at its first
 * start on it. BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50).
 */

require('reflect-metadata');
const autocannon = require('autocannon');
const { dist } = require('./support/dist');
const { machineInfo, loadAverage, printPairs, printTable } = require('./support/report');
const { startApiServer, http } = require('./support/api-server');

const { createDataSource } = dist('platform/database/data-source');

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS || 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const DEMO_PASSWORD = 'Demo1234!';
const DAY = 86_400_000;

const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** autocannon: a warm-up, then the measured run; each connection cycles through `paths`. */
async function load(base, paths, headers) {
  const run = (duration) =>
    autocannon({
      url: base,
      headers,
      connections: CONNECTIONS,
      duration,
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
  if (WARMUP_SECONDS > 0) await run(WARMUP_SECONDS);
  const r = await run(SECONDS);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
  };
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url)
    throw new Error('BENCH_DATABASE_URL: a database seeded with npm run seed -- --seasons 30');
  const db = createDataSource({ url, applicationName: 'liga-bench', poolSize: 2 });
  await db.initialize();
  const stops = [() => db.destroy()];
  try {
    printPairs('Machine', await machineInfo(db, url.replace(/\/\/[^@]*@/, '//')));
    const [{ events }] = await db.query('SELECT count(*)::int AS events FROM events');
    const seasons = await db.query(
      `SELECT s.id, s.key, s.name, s.start_date, s.end_date,
              (SELECT count(*) FROM rm_reports r WHERE r.season_id = s.id AND r.status = 4)::int AS verified
         FROM rm_seasons s ORDER BY s.start_date`,
    );
    const played = seasons.filter((s) => s.verified > 0);
    printPairs('History', [
      ['events', fmt(events)],
      [
        'seasons with verified matches',
        `${played.length} (${played[0]?.name} … ${played.at(-1)?.name})`,
      ],
    ]);

    // statistics for the planner, as autovacuum keeps them on a server where it runs (a CI
    // configuration turns it off; a database made from a template has none of its own)
    const analyzed = Date.now();
    await db.query('ANALYZE');
    log(`ANALYZE in ${fmt((Date.now() - analyzed) / 1000, 1)} s`);
    log('starting the API server (it rebuilds the archive projection on a new database)...');
    const started = Date.now();
    const server = await startApiServer(url);
    stops.push(() => server.stop());
    const api = http(server.url);
    await waitForProjections(db);
    log(`server up and projections caught up in ${fmt((Date.now() - started) / 1000, 1)} s`);

    const [user] = await db.query(
      `SELECT email FROM rm_users WHERE role = 'User' AND verified AND NOT erased
          AND email IS NOT NULL ORDER BY registered_at, id LIMIT 1`,
    );
    const { authorizationToken: token } = await api.ok('POST', '/api/user/login', {
      username: user.email,
      password: DEMO_PASSWORD,
    });
    const headers = { authorization: `Bearer ${token}` };
    const current = await api.ok('GET', '/api/season/current');
    const past = played.find((s) => s.id !== current.id);
    const leagueOf = async (seasonId) =>
      (await api.ok('GET', `/api/league/get-leagues-by-season-id?SeasonId=${seasonId}`))[0];
    const now = await leagueOf(current.id);
    const then = await leagueOf(past.id);
    const [team] = await db.query(
      `SELECT team_id FROM rm_league_teams GROUP BY team_id ORDER BY count(*) DESC, team_id LIMIT 1`,
    );
    // head-to-head: the pair of teams that met most often, and 200 pairs that met (cycled)
    const meetings = await db.query(
      `SELECT team_low, team_high, count(*)::int AS n FROM rm_mc_meetings
        GROUP BY team_low, team_high ORDER BY n DESC, team_low, team_high LIMIT 200`,
    );
    const h2hPath = (m) =>
      `/api/match/get-head-to-head?TeamAId=${m.team_low}&TeamBId=${m.team_high}`;
    printPairs('Calls', [
      ['current season', `${current.name}, ${now.name}`],
      ['past season', `${past.name}, ${then.name}`],
      ['load', `${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per call`],
      ['load average before', loadAverage()],
    ]);

    const pairs = [
      ['table', (l) => `/api/league/get-league-team-statistic?LeagueId=${l.id}`],
      ['scorers', (l) => `/api/user/get-user-goals?LeagueId=${l.id}&pageSize=128&page=0`],
      ['teams', (l) => `/api/team/get-teams?LeagueId=${l.id}`],
      ['position by round', (l) => `/api/league/get-position-by-round?LeagueId=${l.id}`],
    ];
    const rows = [];
    for (const [name, path] of pairs) {
      log(`${name}: current, then past...`);
      const a = await load(server.url, [path(now)], headers);
      const b = await load(server.url, [path(then)], headers);
      const ratio = b.rps / Math.max(a.rps, 0.1);
      rows.push([
        name,
        fmt(a.rps),
        fmt(a.p99, 1),
        fmt(b.rps),
        fmt(b.p99, 1),
        `${fmt(ratio * 100)}%`,
        ratio >= 0.8 ? 'PASS' : 'BELOW',
        a.bad + b.bad,
      ]);
    }
    printTable(
      'A past season next to the current one (target: past >= 80% of current req/s)',
      [
        'call',
        'current req/s',
        'p99 ms',
        'past req/s',
        'p99 ms',
        'past/current',
        'target',
        'non-2xx',
      ],
      rows,
    );

    const singles = [
      ['records', ['/api/records/get-records']],
      ['hall of fame', ['/api/records/get-hall-of-fame']],
      ['team history', [`/api/team/get-team-history?TeamId=${team.team_id}`]],
      ['position by round (past)', [`/api/league/get-position-by-round?LeagueId=${then.id}`]],
      [`head-to-head (${meetings[0].n} meetings)`, [h2hPath(meetings[0])]],
      [`head-to-head (${meetings.length} pairs)`, meetings.map(h2hPath)],
    ];
    const out = [];
    for (const [name, paths] of singles) {
      log(`${name}...`);
      const r = await load(server.url, paths, headers);
      out.push([
        name,
        fmt(r.rps),
        fmt(r.p50, 1),
        fmt(r.p99, 1),
        r.rps >= 1000 ? 'PASS' : 'BELOW',
        r.bad,
      ]);
    }
    // the table on a day: every request another day of the past season (no cache answers)
    const first = new Date(past.start_date).getTime();
    const last = new Date(past.end_date).getTime();
    const days = [];
    for (let t = first + DAY / 2; t < last; t += DAY)
      days.push(new Date(t).toISOString().slice(0, 10));
    log(`table on a day: ${days.length} different days...`);
    const asOf = await load(
      server.url,
      days.map((d) => `/api/league/get-league-team-statistic?LeagueId=${then.id}&AsOf=${d}`),
      headers,
    );
    out.push([
      `table on a day (${days.length} days)`,
      fmt(asOf.rps),
      fmt(asOf.p50, 1),
      fmt(asOf.p99, 1),
      asOf.p99 < 200 ? 'PASS (p99 < 200 ms)' : 'BELOW (p99 >= 200 ms)',
      asOf.bad,
    ]);
    printTable(
      'Archive calls (targets: >= 1,000 req/s; table on a day p99 < 200 ms)',
      ['call', 'req/s', 'p50 ms', 'p99 ms', 'target', 'non-2xx'],
      out,
    );
    printPairs('After', [['load average', loadAverage()]]);
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

/** Until every projection's checkpoint stands at the head of the log. */
async function waitForProjections(db) {
  for (;;) {
    const [row] = await db.query(
      `SELECT (SELECT coalesce(max(global_position), 0) FROM events)::bigint AS head,
              (SELECT count(*) FROM projection_checkpoints)::int AS n,
              (SELECT coalesce(min(global_position), 0) FROM projection_checkpoints)::bigint AS low`,
    );
    if (row.n >= 8 && Number(row.low) >= Number(row.head)) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
