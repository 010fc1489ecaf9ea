'use strict';

/**
 * Hot reads against the floor (issue 14): the read calls of the portal's busiest pages, 50
 * connections with a valid captain's token, each measured side by side with a bare Node `http`
 * server answering the same bytes, alternated twice (floor, API, floor, API), plus the API
 * with the client's If-None-Match (the ETag it got: 304 without a body).
 *
 *   npm run build && npm run bench:hot-reads
 *
 * Modes (BENCH_MODES, default "embedded,redis"):
 * - embedded: the configuration a user runs with `npm start`: `dist/apps/server/main.js` with
 *   no DATABASE_URL and no REDIS_URL (embedded PostgreSQL in a data directory of its own, the
 *   demo league seeded at the first start, production logging: LOG_LEVEL info, JSON lines);
 * - redis: the demo league in a fresh database of DATABASE_URL's server, then 2 API nodes and
 *   a projection worker with REDIS_URL; the load is split over the two nodes (25 connections
 *   each), and the floor is two bare servers split the same way.
 *
 * Environment: BENCH_SECONDS (8 per run), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50),
 * BENCH_DATA_DIR (embedded: an already seeded data directory to reuse; else a temporary one,
 * removed at the end), DATABASE_URL / REDIS_URL (redis mode), BENCH_CALLS (names, comma-separated).
 */

require('reflect-metadata');
const { mkdtempSync, rmSync, writeFileSync, readFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { randomBytes } = require('node:crypto');
const autocannon = require('autocannon');
const { Client } = require('pg');
const { SERVER_DIST } = require('./support/dist');
const { postgresServer, createBenchDatabase } = require('./support/database');
const { loadAverage, printPairs, printTable } = require('./support/report');
const { freePort, startProcess, waitUntilUp, http } = require('./support/api-server');
const os = require('node:os');

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS || 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const MODES = (process.env.BENCH_MODES || 'embedded,redis').split(',').map((m) => m.trim());
const ONLY = process.env.BENCH_CALLS?.split(',').map((c) => c.trim());
const DEMO_PASSWORD = 'Demo1234!';
const DAY = 86_400_000;
const FIRST_START_MS = 20 * 60_000;

const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The captain, the league, the week and the profile the calls point at (from the read tables). */
async function pickWorld(databaseUrl, base) {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const api = http(base);
    const season = await api.ok('GET', '/api/season/current');
    const [row] = (
      await db.query(
        `SELECT lt.league_id, lt.team_id, u.email, u.id AS captain_id
           FROM rm_league_teams lt
           JOIN rm_teams t ON t.id = lt.team_id
           JOIN rm_users u ON u.id = t.captain_id
          WHERE lt.season_id = $1 AND lt.ended_at IS NULL AND u.email IS NOT NULL AND NOT u.erased
          ORDER BY (SELECT count(*) FROM rm_reports r WHERE r.status = 4
                     AND (r.league_id = lt.league_id OR r.home_league_id = lt.league_id
                          OR r.enemy_league_id = lt.league_id)) DESC, lt.league_id, t.id
          LIMIT 1`,
        [season.id],
      )
    ).rows;
    if (!row) throw new Error('no captain in the current season: is the demo league seeded?');
    const [{ last }] = (
      await db.query(
        `SELECT max(match_date) AS last FROM rm_reports
          WHERE status = 4 AND (league_id = $1 OR home_league_id = $1 OR enemy_league_id = $1)`,
        [row.league_id],
      )
    ).rows;
    const [member] = (
      await db.query(
        `SELECT user_id FROM rm_team_members WHERE team_id = $1 AND user_id <> $2
          ORDER BY user_id LIMIT 1`,
        [row.team_id, row.captain_id],
      )
    ).rows;
    const { authorizationToken: token } = await api.ok('POST', '/api/user/login', {
      username: row.email,
      password: DEMO_PASSWORD,
    });
    const L = row.league_id;
    const weekEnd = new Date(last ?? Date.now());
    const weekStart = new Date(weekEnd.getTime() - 7 * DAY + 1);
    const ranking = `LeagueId=${L}&pageSize=128&page=0`;
    const week = `StartDate=${weekStart.toISOString()}&EndDate=${weekEnd.toISOString()}`;
    const calls = [
      ['table', `/api/league/get-league-team-statistic?LeagueId=${L}&SeasonId=${season.id}`],
      ['scorers', `/api/user/get-user-goals?${ranking}`],
      ['MVP', `/api/user/get-mvps?${ranking}`],
      ['keepers', `/api/user/get-goalkeeper-rates?${ranking}`],
      ['team goals', `/api/team/get-teams-ranking?LeagueId=${L}`],
      ["week's matches", `/api/match-report/get-match-report-by-date?${week}&leagueId=${L}`],
      ['team', `/api/team/get-team-by-id?TeamId=${row.team_id}`],
      ['player profile', `/api/user/get-user-by-id?UserId=${member?.user_id ?? row.captain_id}`],
    ].filter(([name]) => !ONLY || ONLY.includes(name));
    return { token, calls: calls.map(([name, path]) => ({ name, path })) };
  } finally {
    await db.end();
  }
}

/** The API's answer to each call: the bytes the floor answers with, and the ETag. */
async function answersOf(base, token, calls) {
  const bytes = {};
  for (const call of calls) {
    const res = await fetch(`${base}${call.path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`${call.path} → ${res.status} ${body}`);
    call.etag = res.headers.get('etag');
    call.bytes = body.length;
    bytes[call.path] = { type: res.headers.get('content-type'), body: body.toString('base64') };
  }
  return bytes;
}

/** Bare servers answering those bytes, one per API node. */
async function startFloors(count, bytes) {
  const file = join(mkdtempSync(join(tmpdir(), 'liga-floor-')), 'bytes.json');
  writeFileSync(file, JSON.stringify(bytes));
  const floors = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const proc = startProcess(join(__dirname, 'support/raw-bytes-server.js'), {
      RAW_BYTES: file,
      PORT: String(port),
    });
    const url = `http://127.0.0.1:${port}`;
    await waitUntilUp(proc.child, `${url}${Object.keys(bytes)[0]}`, proc.stderr);
    floors.push({ url, stop: proc.stop });
  }
  return floors;
}

/** autocannon against every base at once (connections split evenly); summed req/s, worst p99. */
async function load(bases, path, headers) {
  const per = Math.max(1, Math.round(CONNECTIONS / bases.length));
  const run = (duration) =>
    Promise.all(
      bases.map((base) =>
        autocannon({ url: `${base}${path}`, headers, connections: per, duration }),
      ),
    );
  if (WARMUP_SECONDS > 0) await run(WARMUP_SECONDS);
  const results = await run(SECONDS);
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    ok: results.reduce((sum, r) => sum + r['2xx'] + r['3xx'], 0),
    bad: results.reduce((sum, r) => sum + r['4xx'] + r['5xx'] + r.errors + r.timeouts, 0),
    notModified: results.reduce((sum, r) => sum + r['3xx'], 0),
  };
}

/** Floor, API, floor, API, then the API with the client's If-None-Match, per call. */
async function measure(mode, apiBases, floorBases, world) {
  const auth = { authorization: `Bearer ${world.token}` };
  const rows = [];
  for (const call of world.calls) {
    const floor = [];
    const api = [];
    for (let round = 0; round < 2; round++) {
      floor.push(await load(floorBases, call.path, auth));
      api.push(await load(apiBases, call.path, auth));
    }
    const tagged = await load(apiBases, call.path, { ...auth, 'if-none-match': call.etag });
    const avg = (runs, key) => runs.reduce((s, r) => s + r[key], 0) / runs.length;
    const floorRps = avg(floor, 'rps');
    const apiRps = avg(api, 'rps');
    const bad = [...api, tagged].reduce((s, r) => s + r.bad, 0);
    rows.push([
      call.name,
      fmt(call.bytes),
      fmt(floorRps),
      fmt(apiRps),
      `${fmt(apiRps / floorRps, 2)}×`,
      api.map((r) => fmt(r.p99)).join(' / '),
      fmt(tagged.rps),
      `${fmt(tagged.rps / floorRps, 2)}×`,
      fmt(tagged.p99),
      fmt(bad),
    ]);
    log(`${mode} ${call.name}: floor ${fmt(floorRps)}, api ${fmt(apiRps)}, 304 ${fmt(tagged.rps)}`);
  }
  printTable(
    `${mode}: ${CONNECTIONS} connections, ${SECONDS} s per run (+${WARMUP_SECONDS} s warm-up), ` +
      `floor/API alternated twice; load average now ${loadAverage()}`,
    [
      'call',
      'bytes',
      'floor req/s',
      'API req/s',
      'ratio',
      'API p99 ms (run 1 / 2)',
      '304 req/s',
      '304 ratio',
      '304 p99 ms',
      'non-2xx/3xx',
    ],
    rows,
  );
}

async function embeddedMode() {
  const given = process.env.BENCH_DATA_DIR;
  const dataDir = given || mkdtempSync(join(tmpdir(), 'liga-hot-reads-'));
  const port = await freePort();
  // as `npm start` runs it: no DATABASE_URL, REDIS_URL, LOG_LEVEL or NODE_ENV of ours
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'LOG_LEVEL', 'NODE_ENV', 'SEED_DEMO']) {
    env[key] = null;
  }
  const started = Date.now();
  const server = startProcess(join(SERVER_DIST, 'main.js'), env);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(server.child, `${base}/api/health`, server.stderr, FIRST_START_MS);
    log(`embedded server up in ${fmt((Date.now() - started) / 1000, 1)} s (${dataDir})`);
    const pgUrl = readFileSync(join(dataDir, 'pg-url'), 'utf8').trim();
    const world = await pickWorld(pgUrl, base);
    const floors = await startFloors(1, await answersOf(base, world.token, world.calls));
    try {
      await measure(
        'embedded (npm start)',
        [base],
        floors.map((f) => f.url),
        world,
      );
    } finally {
      await Promise.all(floors.map((f) => f.stop()));
    }
  } finally {
    await server.stop();
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function redisMode() {
  const pg = await postgresServer(log);
  const database = await createBenchDatabase(pg.url, 'hot');
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const common = {
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    REDIS_PREFIX: `liga-bench-${randomBytes(4).toString('hex')}`,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
  };
  const processes = [];
  try {
    // the demo league first, projected in-process (one node without Redis), then Redis mode
    const seedPort = await freePort();
    const seeder = startProcess(join(SERVER_DIST, 'main.js'), {
      ...common,
      PORT: String(seedPort),
      REDIS_URL: '',
      SEED_DEMO: 'true',
    });
    await waitUntilUp(
      seeder.child,
      `http://127.0.0.1:${seedPort}/api/health`,
      seeder.stderr,
      FIRST_START_MS,
    );
    await seeder.stop();
    const bases = [];
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const node = startProcess(join(SERVER_DIST, 'main.js'), {
        ...common,
        PORT: String(port),
        REDIS_URL: redisUrl,
        SEED_DEMO: 'false',
      });
      processes.push(node);
      const base = `http://127.0.0.1:${port}`;
      await waitUntilUp(node.child, `${base}/api/health`, node.stderr);
      bases.push(base);
    }
    processes.push(
      startProcess(join(SERVER_DIST, 'worker.js'), { ...common, REDIS_URL: redisUrl }),
    );
    const world = await pickWorld(database.url, bases[0]);
    const floors = await startFloors(2, await answersOf(bases[0], world.token, world.calls));
    processes.push(...floors);
    await measure(
      'redis (2 API nodes + worker)',
      bases,
      floors.map((f) => f.url),
      world,
    );
  } finally {
    for (const p of processes.reverse()) await p.stop();
    await database.drop().catch(() => undefined);
    await pg.stop();
  }
}

async function main() {
  const cpus = os.cpus();
  printPairs('Machine', [
    ['CPUs', `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`],
    ['Node.js', process.version],
    [
      'load average',
      `${loadAverage()} at start (1/5/15 min; other work on the machine skews figures)`,
    ],
    ['command', 'npm run bench:hot-reads'],
    [
      'parameters',
      `${CONNECTIONS} connections, ${SECONDS} s + ${WARMUP_SECONDS} s warm-up per run, modes ${MODES.join(', ')}`,
    ],
  ]);
  if (MODES.includes('embedded')) await embeddedMode();
  if (MODES.includes('redis')) await redisMode();
  console.log(`\nload average at the end: ${loadAverage()}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
